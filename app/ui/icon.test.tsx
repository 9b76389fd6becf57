import { Circle, CircleDot, Heart, House, icons } from "lucide";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { icon } from "./icon";

/** What React renders for the drawing as elements (the way lucide-react draws it). */
function asElements(node: (typeof icons)[keyof typeof icons]) {
  return renderToString(
    <svg>{node.map(([tag, attrs], i) => createElement(tag, { key: i, ...attrs }))}</svg>,
  ).replace(/^<svg>|<\/svg>$/g, "");
}

describe("icon", () => {
  it("draws the same shapes as React would draw from Lucide's data", () => {
    for (const node of [Heart, House, Circle, CircleDot, ...Object.values(icons).slice(0, 200)]) {
      const html = renderToString(createElement(icon(node)));
      expect(html).toContain(`>${asElements(node)}</svg>`);
    }
  });

  it("keeps the svg's own attributes and the ones given", () => {
    const Home = icon(House);
    const html = renderToString(<Home aria-hidden size={20} className="x" />);
    expect(html).toMatch(/^<svg [^>]*width="20" height="20" viewBox="0 0 24 24"/);
    expect(html).toContain('aria-hidden="true"');
    expect(html).toContain('class="x"');
    expect(html).toContain('stroke-width="2"');
  });
});
