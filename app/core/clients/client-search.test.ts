import { describe, expect, it } from "vitest";
import { clientTsQuery, matchesClientSearch, searchParts } from "./client-search";

describe("client search query", () => {
  it("makes every word a prefix term, lower case, joined by AND", () => {
    expect(clientTsQuery("Anna MÜLLER")).toBe("anna:* & müller:*");
    expect(clientTsQuery("  anna   anna ")).toBe("anna:*");
  });

  it("splits e-mails, phones and hyphenated names like the stored search vector", () => {
    expect(searchParts("zq@quintuplex.example")).toEqual(["zq", "quintuplex", "example"]);
    expect(searchParts("+49 30-555")).toEqual(["49", "30", "555"]);
    expect(searchParts("Ostermann-Quintus")).toEqual(["ostermann", "quintus"]);
  });

  it("lets no tsquery syntax through, whatever is typed", () => {
    for (const hostile of ["a:* | b", "!x & (y", "'; drop table clients; --", "<->", "\\:*", "a\u0000b"]) {
      const q = clientTsQuery(hostile) ?? "";
      const terms = q === "" ? [] : q.split(" & ");
      for (const term of terms) expect(term).toMatch(/^[\p{L}\p{N}]+:\*$/u);
    }
    expect(clientTsQuery(":*&|!")).toBeNull();
    expect(clientTsQuery("")).toBeNull();
    expect(clientTsQuery(undefined)).toBeNull();
  });

  it("caps the number of words and the length of a part", () => {
    expect(searchParts("a b c d e f g h i j k")).toHaveLength(8);
    expect(searchParts("x".repeat(500))[0]).toHaveLength(40);
  });

  it("matches when every word starts a word of the text, in any order and case", () => {
    const text = "Zoë Ostermann-Quintus Quintuplex Logistik GmbH zq@quintuplex.example +4930555";
    expect(matchesClientSearch(text, "quint ZOË")).toBe(true);
    expect(matchesClientSearch(text, "logistik osterm")).toBe(true);
    expect(matchesClientSearch(text, "ostermann meier")).toBe(false);
    expect(matchesClientSearch(text, "termann")).toBe(false);
  });
});
