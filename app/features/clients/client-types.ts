/** The client page's loader data, as its components receive it, and the formats they share. */
import type { Route } from "../../routes/account/+types/client";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { formatMoney } from "../catalog/format";

export type D = Route.ComponentProps["loaderData"];

export function useFormats(d: D) {
  return {
    day: dateTimeFormat(d.locale, { dateStyle: "medium", timeZone: d.timeZone }),
    when: dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone }),
    money: (minor: number, currency: string) => formatMoney(minor, currency, d.locale),
    number: numberFormat(d.locale),
  };
}
