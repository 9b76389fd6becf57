/**
 * The icons of the site: Lucide's drawings (package `lucide`, plain node data) rendered by one small
 * component instead of lucide-react's per-icon factory, which cost every page 1.5 KB of gzip JavaScript
 * (docs/decisions/0015-page-weight.md). A module makes the icons it draws, so each chunk carries only its own:
 * `const Heart = icon(HeartNode)` with `import { Heart as HeartNode } from "lucide"`, then
 * `<Heart aria-hidden size={20} />` as with lucide-react.
 */
import type { IconNode } from "lucide";
import { createElement, type SVGProps } from "react";

export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

/** Makes one icon component; called once per icon when this module loads, never while rendering. */
export function icon(node: IconNode): IconComponent {
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
      >
        {node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}
      </svg>
    );
  };
}
