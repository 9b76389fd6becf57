/** The orders page's loader data, as its views receive it, and the formats they share. */
import type { Route } from "../../routes/account/+types/orders";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../catalog/format";

export type LoaderData = Route.ComponentProps["loaderData"];

export function useFormats(locale: Locale, timeZone: string) {
  return {
    day: dateTimeFormat(locale, { dateStyle: "medium", timeZone }),
    money: (minor: number, currency: string) => formatMoney(minor, currency, locale),
  };
}
