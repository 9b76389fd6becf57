/**
 * What a person reads on a rendered page, and whether any of it is a message key or a raw field dump.
 * Used by tests/int/screen-texts.int.test.ts, which crawls every page of every role;
 * its precision (no alarm on domains, e-mail addresses, file names, versions, "3.0 TDI") is
 * tests/unit/screen-texts.test.ts's.
 *
 * The texts: every text node of the HTML outside `<script>`, `<style>`, `<template>` and `<textarea>`
 * (a form field's content is the user's) and outside `<code>`, `<kbd>` and `<samp>` (identifiers shown
 * on purpose, as the names a wizard's text editor asks for), and the `title`, `aria-label`,
 * `placeholder` and `alt` attributes. SSR output of React is well-formed, so a small tokenizer does (no HTML parser dependency).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export type ScreenText = {
  text: string;
  /** The element the text is in (`dt`, `th`, `option`, ...), or `@title` etc. for an attribute. */
  where: string;
};

const RAW_TEXT = new Set(["script", "style", "template", "textarea"]);
/** Where an identifier is shown on purpose (a field name an editor types): `<code>`, `<kbd>`, `<samp>`. */
const CODE = new Set(["code", "kbd", "samp"]);
const VOID = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);
const ATTRIBUTES = ["title", "aria-label", "placeholder", "alt"];

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

export function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === "#") {
      const code = e[1] === "x" || e[1] === "X" ? Number.parseInt(e.slice(2), 16) : Number(e.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : m;
    }
    return ENTITIES[e.toLowerCase()] ?? m;
  });
}

const TOKEN =
  /<!--[\s\S]*?-->|<!doctype[^>]*>|<(\/?)([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*(\/?)>|([^<]+)|</gi;
const ATTRIBUTE = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;

/** The texts a person reads on the page (trimmed, whitespace collapsed, empty ones left out). */
export function screenTexts(html: string): ScreenText[] {
  const out: ScreenText[] = [];
  const stack: string[] = [];
  const push = (text: string, where: string) => {
    const t = decodeEntities(text).replace(/\s+/g, " ").trim();
    if (t) out.push({ text: t, where });
  };
  let rawUntil: string | null = null;
  TOKEN.lastIndex = 0;
  for (let m = TOKEN.exec(html); m; m = TOKEN.exec(html)) {
    const [whole, closing, rawName, attrs = "", selfClosing, text] = m;
    if (rawUntil) {
      if (closing && rawName?.toLowerCase() === rawUntil) rawUntil = null;
      continue;
    }
    if (text !== undefined) {
      if (!stack.some((tag) => CODE.has(tag))) push(text, stack.at(-1) ?? "");
      continue;
    }
    if (!rawName) continue;
    const name = rawName.toLowerCase();
    if (closing) {
      const at = stack.lastIndexOf(name);
      if (at >= 0) stack.length = at;
      continue;
    }
    ATTRIBUTE.lastIndex = 0;
    for (let a = ATTRIBUTE.exec(attrs); a; a = ATTRIBUTE.exec(attrs)) {
      const attr = a[1]!.toLowerCase();
      if (ATTRIBUTES.includes(attr)) push(a[2] ?? a[3] ?? a[4] ?? "", `${name}@${attr}`);
    }
    if (whole.startsWith("<!")) continue;
    if (RAW_TEXT.has(name) && !selfClosing) {
      rawUntil = name;
      continue;
    }
    if (!VOID.has(name) && !selfClosing) stack.push(name);
  }
  return out;
}

/** Every key path of the catalogues (`mailbox.title`, `dashboard.cards.communication`), of all namespaces. */
export function catalogueKeys(localesDir = "locales/en"): { keys: Set<string>; namespaces: string[] } {
  const keys = new Set<string>();
  const namespaces: string[] = [];
  const walk = (tree: unknown, prefix: string) => {
    if (!tree || typeof tree !== "object") return;
    for (const [k, v] of Object.entries(tree)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") {
        keys.add(key);
        walk(v, key);
      } else keys.add(key.replace(/_(zero|one|two|few|many|other)$/, ""));
    }
  };
  for (const file of readdirSync(localesDir).filter((f) => f.endsWith(".json"))) {
    namespaces.push(file.slice(0, -5));
    walk(JSON.parse(readFileSync(path.join(localesDir, file), "utf8")), "");
  }
  // Single words ("title") are ordinary words too: only paths are keys on a screen.
  for (const k of [...keys]) if (!k.includes(".")) keys.delete(k);
  return { keys, namespaces };
}

/** Last parts of a dotted word that make it a host name or a file name, not a key. */
const NOT_KEY_ENDINGS = new Set([
  "de",
  "com",
  "example",
  "org",
  "net",
  "eu",
  "pl",
  "tr",
  "en",
  "io",
  "localhost",
  "png",
  "jpg",
  "jpeg",
  "webp",
  "avif",
  "gif",
  "svg",
  "pdf",
  "csv",
  "json",
  "xml",
  "txt",
  "html",
  "js",
  "css",
  "ics",
  "zip",
]);

export type Finding = { text: string; where: string; why: string };

/**
 * The detector. `keys`/`namespaces`: the catalogues' (catalogueKeys). A finding is
 *  - a message key: `ns:any.path` of one of our namespaces, a key path of a catalogue verbatim, or a
 *    lower-case dotted word that is shaped like a key (an `_` or camelCase part, or three parts) and
 *    does not end like a host or file name;
 *  - a raw field: a camelCase identifier (`paymentMethod`, `wizardId`), a snake_case value
 *    (`pay_at_pickup`), or a label (`dt`, `th`) that starts with a lower-case letter (`fulfilment`).
 */
export function findRawTexts(
  texts: readonly ScreenText[],
  catalogue: { keys: Set<string>; namespaces: readonly string[] },
): Finding[] {
  const nsKey = new RegExp(
    `^(${catalogue.namespaces.map((n) => n.replace(/[-]/g, "\\-")).join("|")}):[A-Za-z0-9_.-]+$`,
  );
  const findings: Finding[] = [];
  for (const { text, where } of texts) {
    const why = rawWhy(text, where, nsKey, catalogue.keys);
    if (why) findings.push({ text, where, why });
  }
  return findings;
}

function rawWhy(text: string, where: string, nsKey: RegExp, keys: Set<string>): string | null {
  if ((where === "dt" || where === "th") && /^[a-z][A-Za-z0-9_]*$/.test(text))
    return "label that is a lower-case identifier (a field name)";
  for (const raw of text.split(/[\s,;()[\]{}"'«»„“”‚‘’·|]+/)) {
    // Sentence punctuation around a word is not part of it.
    const token = raw.replace(/^[.:!?…-]+|[.:!?…]+$/g, "");
    if (!token || /[@/\\]/.test(token) || /^https?:/.test(token)) continue;
    if (nsKey.test(token)) return "message key with namespace";
    if (keys.has(token)) return "message key of the catalogues";
    if (/^[a-z][a-z0-9_]*(\.[A-Za-z0-9_]+)+$/.test(token)) {
      const parts = token.split(".");
      const keyShaped = parts.some((p) => p.includes("_") || /[a-z][A-Z]/.test(p)) || parts.length >= 3;
      if (keyShaped && !NOT_KEY_ENDINGS.has(parts.at(-1)!) && parts[0] !== "www") return "dotted key";
    }
    if (/^[a-z]{2,}[A-Z][A-Za-z]*$/.test(token) && token.length >= 6) return "camelCase field name";
    if (/^[a-z]{2,}(_[a-z0-9]+)+$/.test(token)) return "snake_case value";
  }
  return null;
}
