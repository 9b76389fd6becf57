import { describe, expect, it } from "vitest";
import { isSafeRedirect, REDIRECT_TARGET_MAX, redirectInBasename, safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps paths on this site, with query and hash", () => {
    for (const path of [
      "/",
      "/cars",
      "/en/cars?x=1",
      "/cars?fuel=diesel&sort=price#list",
      "/account/settings/profile",
      "/fahrzeugmarke-w%C3%A4hlen",
      "/cars?q=100%25",
      "/pages/a/b/c",
    ]) {
      expect(isSafeRedirect(path), path).toBe(true);
      expect(safeRedirect(path)).toBe(path);
    }
  });

  it("refuses other sites: absolute, scheme-relative and script URLs", () => {
    for (const target of [
      "https://evil.example",
      "http://evil.example/",
      "//evil.example",
      "///evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "evil.example",
      "cars",
      "",
    ]) {
      expect(isSafeRedirect(target), target).toBe(false);
      expect(safeRedirect(target)).toBe("/");
    }
  });

  it("refuses tabs, newlines, spaces and other control characters anywhere", () => {
    for (const target of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/a\nb",
      "/cars\r\nSet-Cookie: x=1",
      "/ /evil.example",
      " /cars",
      "/cars ",
      "/\u0000/evil.example",
      "/\u007f",
      "/\u00a0/evil.example",
      "/\u3000/evil.example",
      "/ü",
    ]) {
      expect(isSafeRedirect(target), JSON.stringify(target)).toBe(false);
    }
  });

  it("refuses backslashes anywhere, also percent-encoded", () => {
    for (const target of ["/a\\b", "/%5Cevil.example", "/%5cevil.example", "/cars%5C..%5C"]) {
      expect(isSafeRedirect(target), target).toBe(false);
    }
  });

  it("refuses percent-encoded ways around the rules, also double-encoded, and broken escapes", () => {
    for (const target of [
      "/%2F%2Fevil.example",
      "/%2f%2fevil.example",
      "/%2Fevil.example",
      "/%252F%252Fevil.example",
      "/%09/evil.example",
      "/%0A/evil.example",
      "/cars%0D%0ASet-Cookie:x=1",
      "/%00",
      "/%E0%A4%A",
      "/%",
    ]) {
      expect(isSafeRedirect(target), target).toBe(false);
    }
  });

  it("refuses what is not a string, or too long, and uses the given fallback", () => {
    expect(safeRedirect(undefined)).toBe("/");
    expect(safeRedirect(null, "/account")).toBe("/account");
    expect(safeRedirect(["/cars"], "/account")).toBe("/account");
    expect(safeRedirect(`/${"a".repeat(REDIRECT_TARGET_MAX)}`)).toBe("/");
    expect(safeRedirect(`/${"a".repeat(REDIRECT_TARGET_MAX - 1)}`)).toHaveLength(REDIRECT_TARGET_MAX);
  });
});

describe("redirectInBasename", () => {
  const origin = "https://autohaus-brandt.example";

  it("leaves targets alone where there is no basename", () => {
    expect(redirectInBasename("/en/cars?x=1", null, origin)).toBe("/en/cars?x=1");
    expect(redirectInBasename("/cars", null, origin)).toBe("/cars");
  });

  it("takes the request's own prefix off, which React Router adds back", () => {
    expect(redirectInBasename("/en/cars?x=1", "en", origin)).toBe("/cars?x=1");
    expect(redirectInBasename("/en", "en", origin)).toBe("/");
    expect(redirectInBasename("/en?x=1#top", "en", origin)).toBe("/?x=1#top");
    expect(redirectInBasename("/cars?x=1", "en", origin)).toBe("/cars?x=1");
    // Not a locale prefix, just a path that starts with two letters.
    expect(redirectInBasename("/enx/cars", "en", origin)).toBe("/enx/cars");
  });

  it("sends a target in another language to the site's origin, outside the basename", () => {
    expect(redirectInBasename("/de/gebrauchtwagen?x=1", "en", origin)).toBe(
      "https://autohaus-brandt.example/de/gebrauchtwagen?x=1",
    );
  });
});
