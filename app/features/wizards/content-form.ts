/**
 * The functional-content editor's form as data (pure): the content in one language as flat rows, the
 * rows read back from a post, and the whole content merged from the stored one and the edited language.
 * Field names are the schema's paths (`form_elements.3.label`), so the schema's errors land on them.
 */
import type { FunctionalContentInput, LocalizedText } from "../../core/wizards/functional-content";
import type { Locale } from "../../shared/locales";

/** `orig`: the row's index in the stored content ("" for a new row), to keep its other languages. */
export type ElementRow = { orig: string; name: string; label: string; info_text: string };
export type HintRow = { orig: string; id: string; group: string; content: string };
export type PlaceholderRow = { orig: string; name: string; content: string };
export type FaqRow = { orig: string; question: string; answer: string };

export type ContentForm = {
  lang: Locale;
  lang_header: string;
  lang_footer: string;
  lang_success: string;
  form_elements: ElementRow[];
  hints: HintRow[];
  placeholders: PlaceholderRow[];
  faq_active: boolean;
  faq: FaqRow[];
};

/** More rows than the schema allows anywhere are not read. */
const MAX_ROWS = 300;

const inLang = (text: LocalizedText | undefined, lang: Locale) => text?.[lang] ?? "";

/** The stored content as the form shows it in one language. */
export function formOfContent(content: FunctionalContentInput, lang: Locale): ContentForm {
  return {
    lang,
    lang_header: inLang(content.lang_header, lang),
    lang_footer: inLang(content.lang_footer, lang),
    lang_success: inLang(content.lang_success, lang),
    form_elements: content.form_elements.map((e, i) => ({
      orig: String(i),
      name: e.name,
      label: inLang(e.label, lang),
      info_text: inLang(e.info_text, lang),
    })),
    hints: content.hints.map((h, i) => ({
      orig: String(i),
      id: h.id,
      group: h.group,
      content: inLang(h.content, lang),
    })),
    placeholders: content.placeholders.map((p, i) => ({
      orig: String(i),
      name: p.name,
      content: inLang(p.content, lang),
    })),
    faq_active: content.faq_settings.is_active,
    faq: content.faq_settings.items.map((q, i) => ({
      orig: String(i),
      question: inLang(q.question, lang),
      answer: inLang(q.answer, lang),
    })),
  };
}

type Entries = { get(name: string): FormDataEntryValue | null };

const text = (form: Entries, name: string) => {
  const v = form.get(name);
  return typeof v === "string" ? v.slice(0, 10_000) : "";
};

/** The rows of one section in the posted order; removed rows and untouched new rows are dropped. */
function rows<K extends string>(
  form: Entries,
  prefix: string,
  keys: readonly K[],
): (Record<K, string> & { orig: string })[] {
  const out: (Record<K, string> & { orig: string })[] = [];
  for (let i = 0; i < MAX_ROWS; i++) {
    if (form.get(`${prefix}.${i}.orig`) === null) break;
    if (form.get(`${prefix}.${i}.remove`) !== null) continue;
    const row = { orig: text(form, `${prefix}.${i}.orig`) } as Record<K, string> & { orig: string };
    for (const k of keys) (row as Record<string, string>)[k] = text(form, `${prefix}.${i}.${k}`);
    if (!row.orig && keys.every((k) => !row[k].trim())) continue;
    out.push(row);
  }
  return out;
}

/** The form as posted (what the page shows again when it is refused). */
export function readContentForm(form: Entries, lang: Locale): ContentForm {
  return {
    lang,
    lang_header: text(form, "lang_header"),
    lang_footer: text(form, "lang_footer"),
    lang_success: text(form, "lang_success"),
    form_elements: rows(form, "form_elements", ["name", "label", "info_text"] as const),
    hints: rows(form, "hints", ["id", "group", "content"] as const),
    placeholders: rows(form, "placeholders", ["name", "content"] as const),
    faq_active: form.get("faq_settings.is_active") !== null,
    faq: rows(form, "faq_settings.items", ["question", "answer"] as const),
  };
}

/** A localized text with the edited language set (or removed when empty), the others kept. */
function withLang(stored: LocalizedText | undefined, lang: Locale, value: string): LocalizedText {
  const out: LocalizedText = { ...(stored ?? {}) };
  if (value.trim()) out[lang] = value;
  else delete out[lang];
  return out;
}

/** The whole content: the edited language from the form, the other languages from the stored rows. */
export function mergeContentForm(stored: FunctionalContentInput, form: ContentForm): FunctionalContentInput {
  const { lang } = form;
  const at = <T>(list: readonly T[], orig: string): T | undefined =>
    /^\d+$/.test(orig) ? list[Number(orig)] : undefined;
  return {
    lang_header: withLang(stored.lang_header, lang, form.lang_header),
    lang_footer: withLang(stored.lang_footer, lang, form.lang_footer),
    lang_success: withLang(stored.lang_success, lang, form.lang_success),
    form_elements: form.form_elements.map((r) => {
      const old = at(stored.form_elements, r.orig);
      return {
        name: r.name.trim(),
        label: withLang(old?.label, lang, r.label),
        info_text: withLang(old?.info_text, lang, r.info_text),
      };
    }),
    hints: form.hints.map((r) => ({
      id: r.id.trim(),
      group: r.group.trim(),
      content: withLang(at(stored.hints, r.orig)?.content, lang, r.content),
    })),
    placeholders: form.placeholders.map((r) => ({
      name: r.name.trim(),
      content: withLang(at(stored.placeholders, r.orig)?.content, lang, r.content),
    })),
    faq_settings: {
      is_active: form.faq_active,
      items: form.faq.map((r) => {
        const old = at(stored.faq_settings.items, r.orig);
        return {
          question: withLang(old?.question, lang, r.question),
          answer: withLang(old?.answer, lang, r.answer),
        };
      }),
    },
  };
}
