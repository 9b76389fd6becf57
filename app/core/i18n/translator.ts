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
  // Made on the first count: its Intl data costs the browser tens of milliseconds to load on a page's
  // first use, and most pages hydrate without a count (decision 0069).
  let plural: Intl.PluralRules | undefined;
  const pluralOf = (count: number) => {
    plural ??= pluralRules(locale);
    return plural.select(count);
  };
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
    // The text of each key as this function was called with it (no parsing of the key again).
    const byKey = new Map<string, string | undefined>();
    const fn: TFunction = (key, vars) => {
      const count = vars?.count;
      let text: string | undefined;
      if (typeof count === "number" || !byKey.has(key)) {
        const colon = key.indexOf(":");
        const ns = colon > 0 ? key.slice(0, colon) : defaultNs;
        const path = colon > 0 ? key.slice(colon + 1) : key;
        text =
          (typeof count === "number" ? textOf(ns, `${path}_${pluralOf(count)}`) : undefined) ??
          textOf(ns, path);
        if (typeof count !== "number") byKey.set(key, text);
      } else {
        text = byKey.get(key);
      }
      if (text === undefined) return key;
      return vars ? text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(vars[name] ?? "")) : text;
    };
    cache.set(defaultNs, fn);
    return fn;
  };
  return { locale, messages, t };
}

/**
 * A catalogue part as loader data: one JSON string instead of a tree. React Router's turbo-stream
 * encodes a tree key by key on every request, a string in one native pass; the server hands out the
 * same string instance per locale and namespaces, and both sides parse each distinct string once
 * (docs/decisions/0018).
 */
export type PackedMessages = string & { readonly __packedMessages: true };
export type AnyMessages = Messages | PackedMessages;

export function packMessages(messages: Messages): PackedMessages {
  return JSON.stringify(messages) as PackedMessages;
}

const UNPACKED_MAX = 256;
const unpacked = new Map<string, Messages>();

/** The tree of packed messages (parsed once per distinct string); trees pass through. */
export function unpackMessages(messages: AnyMessages): Messages;
export function unpackMessages(messages: AnyMessages | undefined): Messages | undefined;
export function unpackMessages(messages: AnyMessages | undefined): Messages | undefined {
  if (typeof messages !== "string") return messages;
  let tree = unpacked.get(messages);
  if (!tree) {
    tree = JSON.parse(messages) as Messages;
    if (unpacked.size >= UNPACKED_MAX) unpacked.clear();
    unpacked.set(messages, tree);
  }
  return tree;
}

const merged = new WeakMap<Messages, WeakMap<Messages, Messages>>();

/**
 * Adds namespaces (or parts of them) to a catalogue: a route's texts on top of the site frame's. The
 * result is remembered per pair of trees, so a page's catalogue is merged once, not per request.
 */
export function mergeMessages(base: AnyMessages, extra: AnyMessages | undefined): Messages {
  const baseTree = unpackMessages(base);
  if (!extra) return baseTree;
  const extraTree = unpackMessages(extra);
  let byExtra = merged.get(baseTree);
  if (!byExtra) {
    byExtra = new WeakMap();
    merged.set(baseTree, byExtra);
  }
  let out = byExtra.get(extraTree);
  if (!out) {
    out = mergeTrees(baseTree, extraTree) as Messages;
    byExtra.set(extraTree, out);
  }
  return out;
}

const translators = new WeakMap<Messages, Map<Locale, Translator>>();

/** One translator per catalogue tree and locale: its per-key text memory lasts across requests. */
export function translatorFor(locale: Locale, messages: AnyMessages): Translator {
  const tree = unpackMessages(messages);
  let byLocale = translators.get(tree);
  if (!byLocale) {
    byLocale = new Map();
    translators.set(tree, byLocale);
  }
  let translator = byLocale.get(locale);
  if (!translator) {
    translator = createTranslator(locale, tree);
    byLocale.set(locale, translator);
  }
  return translator;
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
