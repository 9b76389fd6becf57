import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/shared/locales";

const DIR = path.resolve("locales");

function flatten(obj: Record<string, unknown>, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object")
      for (const [kk, vv] of flatten(v as Record<string, unknown>, key)) out.set(kk, vv);
    else out.set(key, String(v));
  }
  return out;
}

function catalogue(lang: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const file of readdirSync(path.join(DIR, lang))
    .filter((f) => f.endsWith(".json"))
    .sort()) {
    const ns = file.replace(/\.json$/, "");
    const json = JSON.parse(readFileSync(path.join(DIR, lang, file), "utf8")) as Record<string, unknown>;
    for (const [k, v] of flatten(json)) all.set(`${ns}:${k}`, v);
  }
  return all;
}

const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe("translation catalogues", () => {
  const en = catalogue("en");
  it.each(LOCALES.filter((l) => l !== "en"))("%s has exactly the English key set", (lang) => {
    const other = catalogue(lang);
    expect([...other.keys()].filter((k) => !en.has(k))).toEqual([]);
    expect([...en.keys()].filter((k) => !other.has(k))).toEqual([]);
  });
  it.each(LOCALES)("%s keeps every placeholder and has no empty message", (lang) => {
    const other = catalogue(lang);
    for (const [key, value] of en) {
      const translated = other.get(key) ?? "";
      expect(translated.trim(), `${lang} ${key}`).not.toBe("");
      expect(placeholders(translated), `${lang} ${key}`).toEqual(placeholders(value));
    }
  });
});
