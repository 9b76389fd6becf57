/**
 * The icons of the site: Lucide's drawings (package `lucide`, plain node data) rendered by one small
 * component instead of lucide-react's per-icon factory, which cost every page 1.5 KB of gzip JavaScript
 * (docs/decisions/0015-page-weight.md). A module makes the icons it draws, so each chunk carries only its own:
 * `const Heart = icon(HeartNode)` with `import { Heart as HeartNode } from "lucide"`, then
 * `<Heart aria-hidden size={20} />` as with lucide-react.
 *
 * The drawing inside the `<svg>` is markup made once per icon and given as its inner HTML: React then
 * renders one element per icon instead of one per path, circle and line (a back-office page shows
 * about thirty icons of three or four shapes each; decision 0018, twelfth look). The markup is Lucide's
 * own data, never anything a user typed.
 */
import type { IconNode } from "lucide";
import type { SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children" | "dangerouslySetInnerHTML"> & {
  size?: number | string;
};
export type IconComponent = (props: IconProps) => React.JSX.Element;

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** An icon's shapes as SVG markup: `<path d="…"></path><circle cx="12" …></circle>`. */
export function iconMarkup(node: IconNode): string {
  return node
    .map(([tag, attrs]) => {
      const list = Object.entries(attrs)
        .filter(([, value]) => value !== undefined)
        .map(([name, value]) => ` ${name}="${escapeAttribute(String(value))}"`)
        .join("");
      return `<${tag}${list}></${tag}>`;
    })
    .join("");
}

/** Makes one icon component; called once per icon when this module loads, never while rendering. */
export function icon(node: IconNode): IconComponent {
  const inner = { __html: iconMarkup(node) };
  // biome-ignore lint/correctness/noComponentHookFactories: module-level factory, see above.
  return function LucideIcon({ size = 24, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        {...props}
        dangerouslySetInnerHTML={inner}
      />
    );
  };
}
