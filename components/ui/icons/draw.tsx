/**
 * Lucide's icons drawn as one <svg> element whose shapes are a string.
 *
 * lucide-react's icon is a client component: a server page sent each icon to the browser as a
 * client reference with its shape data, and hydration then ran the component and built a fiber for
 * the svg and one for every path (57 icons; the Hindi home hydrated 1405 fibers with them, 1206
 * without). Here an icon is a plain function that any component, server or client, renders to
 * one <svg> with its paths in `dangerouslySetInnerHTML`: one fiber, nothing to run in the
 * browser, the same markup as Lucide's (`lucide lucide-<name>` classes, 24-unit view box, 2-unit
 * round stroke, aria-hidden unless labelled). Lint allows lucide-react only in this folder.
 *
 * One module per icon, imported by its own path (`@/components/ui/icons/eye`), so a client bundle
 * carries only the icons it draws. Turbopack keeps every export of a module it includes: one module
 * of 44 icons, or a barrel re-exporting them, put all of them (15.9 KB gzipped) in the shell chunk
 * of every page.
 */
import type { LucideIcon as LucideComponent } from 'lucide-react';
import type { JSX, SVGProps } from 'react';

type IconNode = [tag: string, attrs: Record<string, string | number>, children?: IconNode][];
type IconData = { name: string; size?: number; node: IconNode; aliases?: string[] };

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'> & {
  size?: number | string;
};
export type LucideIcon = (props: IconProps) => JSX.Element;

const escapeAttr = (value: string | number) =>
  String(value).replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** The icon's shapes as SVG markup (React's `key` is not an attribute). */
export function shapesMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs, children]) => {
      const attributes = Object.entries(attrs)
        .filter(([name]) => name !== 'key')
        .map(([name, value]) => ` ${name}="${escapeAttr(value)}"`)
        .join('');
      return `<${tag}${attributes}>${children ? shapesMarkup(children) : ''}</${tag}>`;
    })
    .join('');
}

/** Lucide's component renders `<Icon icon={data}>`; its shape data is read from that element once. */
function iconData(lucide: LucideComponent): IconData {
  const render = (lucide as unknown as { render: (props: object, ref: null) => { props: { icon: IconData } } }).render;
  return render({}, null).props.icon;
}

function hasA11yProp(props: object): boolean {
  return Object.entries(props).some(([name, value]) => (name.startsWith('aria-') || name === 'role') && value != null);
}

type Drawn = { box: number; className: string; html: { __html: string } };
const drawn = new WeakMap<LucideComponent, Drawn>();

/** Lucide's icon as one <svg> element; its markup is worked out once per icon. */
export function drawIcon(lucide: LucideComponent, { size = 24, strokeWidth = 2, className, ...rest }: IconProps) {
  let icon = drawn.get(lucide);
  if (!icon) {
    const data = iconData(lucide);
    icon = {
      box: data.size ?? 24,
      className: ['lucide', `lucide-${data.name}`, ...(data.aliases ?? []).map((alias) => `lucide-${alias}`)].join(' '),
      html: { __html: shapesMarkup(data.node) },
    };
    drawn.set(lucide, icon);
  }
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox={`0 0 ${icon.box} ${icon.box}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `${icon.className} ${className}` : icon.className}
      aria-hidden={hasA11yProp(rest) ? undefined : 'true'}
      {...rest}
      dangerouslySetInnerHTML={icon.html}
    />
  );
}
