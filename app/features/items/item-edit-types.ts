/** The item editor's loader data, the action's answer and the languages' names, as its components use them. */
import type { Route } from "../../routes/account/+types/item-edit";
import type { ActionResult, FieldErrors } from "../../shared/action-result";
import type { Locale } from "../../shared/locales";

export const LANGUAGE_NAMES: Record<Locale, string> = {
  de: "Deutsch",
  en: "English",
  pl: "Polski",
  tr: "Türkçe",
};

/** The action's answer: the shared action result, with the intent and target on a success. */
export type ItemAnswer = ActionResult<{ intent: string; target: string | null }>;

/** An answer as the editor's forms read it: which form (intent) and which variant or picture (target). */
export type ActionAnswer = {
  intent: string;
  ok: boolean;
  /** The variant or picture a message is about (its form shows it). */
  target: string | null;
  fields: FieldErrors;
  values: Record<string, string>;
  message: string | null;
};

/** A failure names its form through the echoed values (an unreadable post names none). */
export function answerView(a: ItemAnswer | undefined): ActionAnswer | null {
  if (!a) return null;
  if (a.ok)
    return { intent: a.intent, ok: true, target: a.target, fields: {}, values: {}, message: a.message };
  const { intent = "unknown", target = "" } = a.values;
  return {
    intent,
    ok: false,
    target: target || null,
    fields: a.fields,
    values: a.values,
    message: a.message,
  };
}

export type D = Route.ComponentProps["loaderData"];
