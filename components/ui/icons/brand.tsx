/**
 * A brand icon from react-icons (Font Awesome's marks) drawn as one <svg> whose shapes are a
 * string, as `draw.tsx` draws Lucide's: the same markup as react-icons' own, but React neither
 * builds a fiber per path nor walks them when it hydrates. Hydration compares the children React
 * draws, and it never looks inside `dangerouslySetInnerHTML`, so the build can draw these shapes
 * from the site's icon sprite (scripts/icon-sprite.mjs) without the page and its data differing.
 */
import type { ReactElement } from 'react';
import type { IconType } from 'react-icons';
import { type IconProps, shapesMarkup } from './draw';

type Node = Parameters<typeof shapesMarkup>[0];
type Drawn = { viewBox: string; html: { __html: string } };
const drawn = new WeakMap<IconType, Drawn>();

/** React's prop names as SVG attribute names (`fillRule` -> `fill-rule`; `viewBox` stays). */
const attributeName = (prop: string) => (prop === 'viewBox' ? prop : prop.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`));

/** react-icons' shapes: the children of the element its icon function returns. */
function shapes(children: unknown): Node {
  return ([] as unknown[]).concat(children ?? []).map((child) => {
    const { type, props } = child as ReactElement<Record<string, unknown>>;
    const { children: inner, ...attrs } = props;
    return [type as string, Object.fromEntries(Object.entries(attrs).map(([name, value]) => [attributeName(name), value as string])), inner ? shapes(inner) : undefined];
  }) as Node;
}

export type BrandIconProps = Omit<IconProps, 'size'>;

/** `icon` (react-icons) as one <svg>; its shapes are worked out once per icon. One module per mark (`brand-<name>.tsx`), as for Lucide's. */
export function BrandIcon({ icon, className, ...rest }: BrandIconProps & { icon: IconType }) {
  let data = drawn.get(icon);
  if (!data) {
    const { props } = icon({}) as ReactElement<{ attr: { viewBox: string }; children: unknown }>;
    data = { viewBox: props.attr.viewBox, html: { __html: shapesMarkup(shapes(props.children)) } };
    drawn.set(icon, data);
  }
  return (
    <svg
      stroke="currentColor"
      fill="currentColor"
      strokeWidth="0"
      viewBox={data.viewBox}
      {...rest}
      className={className}
      height="1em"
      width="1em"
      xmlns="http://www.w3.org/2000/svg"
      dangerouslySetInnerHTML={data.html}
    />
  );
}
