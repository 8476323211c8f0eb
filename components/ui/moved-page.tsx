import { Link } from '@/components/ui/link';
import { buttonClass } from '@/components/ui/button-styles';

/**
 * A static page that sends the visitor to `target` with a meta refresh (works without scripts)
 * and a visible link for browsers that ignore refreshes. React hoists the <meta> into the head.
 * Used for addresses that only alias another page (/treatments-detail/, /blog/page/1/).
 */
export function MovedPage({ target, title, text, link, testId }: { target: string; title: string; text: string; link: string; testId: string }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center" data-testid={testId}>
      <meta httpEquiv="refresh" content={`0; url=${target}`} />
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-4 text-lg">{text}</p>
      <p className="mt-8">
        <Link href={target} className={buttonClass()}>
          {link}
        </Link>
      </p>
    </div>
  );
}
