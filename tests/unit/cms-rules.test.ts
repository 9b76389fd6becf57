import { describe, expect, it } from "vitest";
import { fitsDepth, freeSlug, publishState, slugify, slugProblem } from "../../app/core/cms/cms-rules";
import { htmlToText, wordDiff } from "../../app/core/cms/word-diff";

describe("CMS slug rules", () => {
  it("accepts lower-case words joined by single hyphens", () => {
    expect(slugProblem("ueber-uns", true)).toBeNull();
    expect(slugProblem("a1-b2-c3", false)).toBeNull();
  });
  it("refuses empty, too long, badly formed and reserved slugs", () => {
    expect(slugProblem("", true)).toBe("required");
    expect(slugProblem("a".repeat(81), false)).toBe("too_long");
    for (const bad of ["Ueber", "a--b", "-a", "a-", "ä", "a b", "a/b", "a_b", "../x"]) {
      expect(slugProblem(bad, false), bad).toBe("format");
    }
    for (const reserved of [
      "account",
      "api",
      "de",
      "en",
      "pages",
      "blog",
      "bmw-models",
      "buy-bmw",
      "bmw-kaufen",
    ]) {
      expect(slugProblem(reserved, true), reserved).toBe("reserved");
      // Below a parent the same word is only a slug.
      expect(slugProblem(reserved, false), reserved).toBeNull();
    }
  });
  it("suggests slugs from titles in the four languages", () => {
    expect(slugify("Über uns & Team")).toBe("ueber-uns-team");
    expect(slugify("Straße der Größe")).toBe("strasse-der-groesse");
    expect(slugify("Łódź – Zażółć")).toBe("lodz-zazolc");
    expect(slugify("Işık Çağrı")).toBe("isik-cagri");
    expect(slugify("  ***  ")).toBe("");
  });
  it("finds a free variant for duplicates", () => {
    expect(freeSlug("kontakt", new Set())).toBe("kontakt");
    expect(freeSlug("kontakt", new Set(["kontakt", "kontakt-2"]))).toBe("kontakt-3");
  });
  it("keeps pages at most three levels deep, subtree included", () => {
    expect(fitsDepth(0, 3)).toBe(true);
    expect(fitsDepth(2, 1)).toBe(true);
    expect(fitsDepth(2, 2)).toBe(false);
    expect(fitsDepth(3, 1)).toBe(false);
  });
});

describe("per-language publish state", () => {
  const text = { title: "T", slug: "t", contentHtml: "<p>x</p>", seoTitle: null, seoDescription: null };
  const at = new Date("2026-11-24T10:00:00Z");
  it("tells empty, draft only, published and changed apart", () => {
    expect(publishState("de", null, null).state).toBe("empty");
    expect(publishState("de", { ...text, publishAt: null }, null).state).toBe("unpublished");
    expect(publishState("de", null, { ...text, publishedAt: at }).state).toBe("published");
    expect(publishState("de", { ...text, publishAt: null }, { ...text, publishedAt: at }).state).toBe(
      "published",
    );
    expect(
      publishState("de", { ...text, contentHtml: "<p>y</p>", publishAt: null }, { ...text, publishedAt: at })
        .state,
    ).toBe("changed");
    // An empty SEO text and a missing one are the same.
    expect(
      publishState("en", { ...text, seoTitle: "", publishAt: null }, { ...text, publishedAt: at }).state,
    ).toBe("published");
  });
  it("reports the publication and the scheduled time", () => {
    const s = publishState("pl", { ...text, publishAt: at }, { ...text, publishedAt: at });
    expect(s).toEqual({
      lang: "pl",
      state: "published",
      scheduledAt: "2026-11-24T10:00:00.000Z",
      publishedAt: "2026-11-24T10:00:00.000Z",
    });
  });
});

describe("word diff", () => {
  it("marks added and removed words, keeping the rest", () => {
    expect(wordDiff("Wir bieten Autos an", "Wir bieten gute Autos an")).toEqual([
      { op: "same", text: "Wir bieten" },
      { op: "add", text: "gute" },
      { op: "same", text: "Autos an" },
    ]);
    expect(wordDiff("a b c", "a c")).toEqual([
      { op: "same", text: "a" },
      { op: "del", text: "b" },
      { op: "same", text: "c" },
    ]);
    expect(wordDiff("", "neu")).toEqual([{ op: "add", text: "neu" }]);
    expect(wordDiff("gleich", "gleich")).toEqual([{ op: "same", text: "gleich" }]);
  });
  it("compares the visible text of HTML, images by their alternative text", () => {
    expect(htmlToText('<h2>Titel</h2><p>A &amp; B</p><img src="/x" alt="Auto">')).toBe("Titel A & B [Auto]");
  });
});
