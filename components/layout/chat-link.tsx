import { WhatsApp } from '@/components/ui/icons/brand-whatsapp';

/** WhatsApp chat with a prefilled greeting, in the top bar; large screens only. */
export function ChatLink({ number, greeting, label }: { number: string; greeting: string; label: string }) {
  const href = `https://wa.me/${number}?text=${encodeURIComponent(greeting)}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-link"
      className="hidden h-9 w-9 items-center justify-center rounded-full bg-[#137a3e] text-white hover:bg-[#0f6332] lg:inline-flex"
    >
      <WhatsApp aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">{label}</span>
    </a>
  );
}
