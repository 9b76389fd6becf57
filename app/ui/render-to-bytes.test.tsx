import { createElement, Fragment } from "react";
import * as server from "react-dom/server";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderToBytes } from "./render-to-bytes.server";

const page = (rows: number) =>
  createElement(
    "main",
    { lang: "tr", "data-x": 'a "quoted" <value>' },
    createElement("h1", null, "Bildirimler – İş listesi … Größe"),
    createElement(
      "ul",
      null,
      Array.from({ length: rows }, (_, i) =>
        createElement(
          Fragment,
          { key: i },
          createElement("li", { className: `row-${i}` }, `Şoför ${i} & ćma 😀 <script>`),
          createElement("li", null, i % 2 ? "plain ascii text" : "★ Zażółć gęślą jaźń"),
        ),
      ),
    ),
  );

describe("renderToBytes", () => {
  it("uses React's string renderer with a sink (the patch is applied)", () => {
    expect(typeof (server as Record<string, unknown>).unstable_renderToStringInto).toBe("function");
  });

  it("gives the bytes of the prefix and renderToString, small and large (past its first buffer)", () => {
    for (const rows of [0, 3, 4000]) {
      const element = page(rows);
      const expected = Buffer.from(`<!DOCTYPE html>${renderToString(element)}`);
      const bytes = renderToBytes(element, "<!DOCTYPE html>");
      expect(bytes.length).toBe(expected.length);
      expect(bytes.equals(expected)).toBe(true);
    }
    expect(renderToBytes(page(4000)).length).toBeGreaterThan(256 * 1024);
  });

  it("answers each render with its own bytes, not a view of a shared buffer", () => {
    const first = renderToBytes(page(2));
    const copy = Buffer.from(first);
    renderToBytes(page(50));
    expect(first.equals(copy)).toBe(true);
  });
});
