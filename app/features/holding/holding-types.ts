/**
 * What the holding page's components receive: the loader's data and the action's answer, whose intent
 * (echoed in a failure's values) names the form it belongs to.
 */
import { useEffect, useRef } from "react";
import type { CompanyView, HoldingAuditView } from "../../core/holding/holding.service.server";
import type { ActionResult } from "../../shared/action-result";
import type { Locale } from "../../shared/locales";

export type Answer = ActionResult<{ intent: string }>;

const intentOf = (a: Answer | null) => (a ? (a.ok ? a.intent : a.values.intent) : null);

export type ScreenProps = {
  companies: CompanyView[];
  audit: HoldingAuditView[];
  timeZones: readonly string[];
  locale: Locale;
  timeZone: string;
  answer: Answer | null;
};

/** The answer of this form when it is the one that was posted. */
export function useMine(answer: Answer | null, intent: string) {
  const mine = intentOf(answer) === intent ? answer : null;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mine?.ok) formRef.current?.reset();
  }, [mine]);
  return {
    formRef,
    errors: mine && !mine.ok ? mine.fields : {},
    typed: mine && !mine.ok ? mine.values : ({} as Record<string, string>),
  };
}
