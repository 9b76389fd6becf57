/**
 * Translation at run time, in the browser and on the server. Reads i18next-format catalogues
 * (namespaces, nested keys, `{{var}}` interpolation, `_one/_few/_many/_other` plural suffixes chosen
 * by Intl.PluralRules) without the 18 KB gzip of i18next + react-i18next (docs/decisions/0003).
 */
import { pluralRules } from "../../shared/intl";
import type { Locale } from "../../shared/locales";

export type Messages = Record<string, Record<string, unknown>>;
export type TranslateVars = Record<string, string | number>;
export type TFunction = (key: string, vars?: TranslateVars) => string;

function lookup(tree: unknown, path: string): string | undefined {
  let node = tree;
  for (const part of path.split(".")) {
    if (!node || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === "string" ? node : undefined;
}

export type Translator = { locale: Locale; messages: Messages; t: (defaultNs: string) => TFunction };

export function createTranslator(locale: Locale, messages: Messages): Translator {
  const plural = pluralRules(locale);
  const cache = new Map<string, TFunction>();
  // A list renders the same keys once per row: each key's text is looked up once per translator.
  const texts = new Map<string, string | undefined>();
  const textOf = (ns: string, path: string): string | undefined => {
    const key = `${ns}:${path}`;
    if (texts.has(key)) return texts.get(key);
    const text = lookup(messages[ns], path);
    texts.set(key, text);
    return text;
  };
  const t = (defaultNs: string): TFunction => {
    const cached = cache.get(defaultNs);
    if (cached) return cached;
    const fn: TFunction = (key, vars) => {
      const colon = key.indexOf(":");
      const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
      const path = colon > 0 ? key.slice(colon + 1) : key;
      const count = vars?.count;
      const text =
        (typeof count === "number" ? textOf(ns, `${path}_${plural.select(count)}`) : undefined) ??
        textOf(ns, path);
      if (text === undefined) return key;
      return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? "")) : text;
    };
    cache.set(defaultNs, fn);
    return fn;
  };
  return { locale, messages, t };
}

/** Adds namespaces (or parts of them) to a catalogue: a route's texts on top of the site frame's. */
export function mergeMessages(base: Messages, extra: Messages | undefined): Messages {
  if (!extra) return base;
  return mergeTrees(base, extra) as Messages;
}

const isTree = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Deep merge of message trees: `extra` wins on leaves, subtrees are combined. */
export function mergeTrees(
  base: Record<string, unknown>,
  extra: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(extra)) {
    const prev = out[key];
    out[key] = isTree(prev) && isTree(value) ? mergeTrees(prev, value) : value;
  }
  return out;
}
