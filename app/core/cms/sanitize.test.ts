import { describe, expect, it } from "vitest";
import { sanitizeContentHtml } from "./sanitize.server";

describe("CMS HTML sanitizing", () => {
  it("removes scripts, event handlers, styles and javascript: links", () => {
    const out = sanitizeContentHtml(
      '<h2 onclick="x()">Hi</h2><script>alert(1)</script><p style="color:red">a <a href="javascript:alert(1)">b</a></p>',
    );
    expect(out).toBe("<h2>Hi</h2><p>a <a>b</a></p>");
  });
  it("keeps content markup and makes external links safe", () => {
    const out = sanitizeContentHtml(
      '<ul><li><strong>x</strong></li></ul><a href="https://example.com">e</a><a href="/contact">c</a>',
    );
    expect(out).toContain("<ul><li><strong>x</strong></li></ul>");
    expect(out).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">e</a>');
    expect(out).toContain('<a href="/contact">c</a>');
  });
});
