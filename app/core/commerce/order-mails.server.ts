/**
 * The mails an order sends: the buyer's confirmation in the buyer's language and the team's
 * notification in the site's language (the pickup location's address, else the site's general one).
 * Texts are catalogue entries (`commerce:mail.*`); checkout queues them in its transaction.
 */

import type { Locale } from "../../shared/locales";
import { teamAddress } from "../contact/enquiry-mails.server";
import { translate } from "../i18n/messages.server";
import type { MailMessage } from "../mail/outbox.server";
import type { Project } from "../tenancy/project";
import type { Fulfilment, PaymentMethod } from "./commerce-enums";
import { formatMoney } from "./money";
import { vatStatement } from "./vat-statement";

export type PlacedOrderMail = {
  number: string;
  locale: Locale;
  email: string;
  name: string;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  totalMinor: number;
  currency: string;
  lines: {
    name: string;
    brandName: string | null;
    quantity: number;
    totalMinor: number;
    /** 0: margin scheme; each line states its VAT rule (vat-statement.ts). */
    vatRateBp: number;
  }[];
  /** The buyer's postal address (a car, a delivery), else null. */
  address: { street: string; houseNumber: string; zipCode: string; city: string; country: string } | null;
  location: {
    name: string;
    street: string;
    houseNumber: string;
    zipCode: string;
    city: string;
    email: string | null;
  } | null;
  /** The order-complete page's address (with the site's origin). */
  link: string;
  /**
   * The used car is held only provisionally: the link that confirms the order and keeps it reserved,
   * and for how many minutes it is held until then (docs/decisions/0045-abuse-limits.md).
   */
  hold?: { minutes: number; link: string } | null;
  /** How long a used car of the order stays reserved for the buyer; null without one. */
  reservedHours?: number | null;
};

function vars(project: Project, o: PlacedOrderMail, lang: Locale) {
  const money = (minor: number) => formatMoney(minor, o.currency, lang);
  return {
    site: project.name,
    number: o.number,
    name: o.name,
    total: money(o.totalMinor),
    lines: o.lines
      .map((l) => {
        const vat = vatStatement(l.vatRateBp, lang);
        return `${l.quantity} × ${[l.brandName, l.name].filter(Boolean).join(" ")}: ${money(l.totalMinor)} (${translate(lang, vat.key, vat.values)})`;
      })
      .join("\n"),
    address: o.address ? postalAddressLine(o.address, lang) : "–",
    payment: translate(lang, `commerce:payment_method.${o.paymentMethod}`),
    fulfilment: translate(lang, `commerce:fulfilment.${o.fulfilment}`),
    location: o.location
      ? `${o.location.name}, ${o.location.street} ${o.location.houseNumber}, ${o.location.zipCode} ${o.location.city}`
      : "–",
    payment_hint: translate(lang, `commerce:mail.payment_hint.${o.paymentMethod}`, { number: o.number }),
    link: o.link,
  };
}

/** A country's name in `lang` ("DE" → "Deutschland"); an unknown code stays as it is. */
export function countryName(code: string, lang: Locale): string {
  try {
    return new Intl.DisplayNames([lang], { type: "region" }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** "Hauptstraße 5, 10115 Berlin, Deutschland": one line, the country named in `lang`. */
export function postalAddressLine(
  a: { street: string; houseNumber: string; zipCode: string; city: string; country: string },
  lang: Locale,
): string {
  const country = countryName(a.country, lang);
  return `${a.street} ${a.houseNumber}, ${a.zipCode} ${a.city}, ${country}`;
}

export function orderMails(project: Project, o: PlacedOrderMail): MailMessage[] {
  const text = translate(o.locale, "commerce:mail.confirmation.text", vars(project, o, o.locale));
  // The confirmation link comes first: the buyer must use it for the car to stay reserved.
  const hold = o.hold
    ? `${translate(o.locale, "commerce:mail.confirm_hold", { minutes: o.hold.minutes, link: o.hold.link })}\n\n`
    : "";
  // The two facts that matter most for a car: how long it is reserved, and that a salesperson confirms
  // within that time (after the link above, for a provisional hold).
  const reserved = o.reservedHours
    ? `${translate(o.locale, o.hold ? "commerce:mail.reserved_after_link" : "commerce:mail.reserved", {
        hours: o.reservedHours,
      })}\n\n`
    : "";
  const mails: MailMessage[] = [
    {
      to: o.email,
      lang: o.locale,
      subject: translate(o.locale, "commerce:mail.confirmation.subject", vars(project, o, o.locale)),
      text: `${hold}${reserved}${text}`,
    },
  ];
  const team = project.defaultLanguage;
  const to = teamAddress(project, o.location);
  if (to) {
    mails.push({
      to,
      lang: team,
      replyTo: o.email,
      subject: translate(team, "commerce:mail.team.subject", vars(project, o, team)),
      text: translate(team, "commerce:mail.team.text", vars(project, o, team)),
    });
  }
  return mails;
}

/** What the customer is told when an employee changes the order, one mail per change. */
export type OrderStatusMail = {
  event: "confirmed" | "paid" | "ready" | "handed_over" | "cancelled";
  number: string;
  locale: Locale;
  email: string;
  name: string;
  fulfilment: Fulfilment;
  paymentMethod: PaymentMethod;
  totalMinor: number;
  currency: string;
  location: { name: string; street: string; houseNumber: string; zipCode: string; city: string } | null;
  /** Where the customer sees the order (with the site's origin). */
  link: string;
};

/** The customer's mail of a status change, in the order's language. */
export function orderStatusMail(project: Project, o: OrderStatusMail): MailMessage {
  const lang = o.locale;
  const key = o.event === "ready" ? `ready_${o.fulfilment === "delivery" ? "delivery" : "pickup"}` : o.event;
  const values = {
    site: project.name,
    number: o.number,
    name: o.name,
    total: formatMoney(o.totalMinor, o.currency, lang),
    payment: translate(lang, `commerce:payment_method.${o.paymentMethod}`),
    location: o.location
      ? `${o.location.name}, ${o.location.street} ${o.location.houseNumber}, ${o.location.zipCode} ${o.location.city}`
      : "–",
    link: o.link,
  };
  return {
    to: o.email,
    lang,
    subject: translate(lang, `commerce:mail.status.${key}.subject`, values),
    text: translate(lang, `commerce:mail.status.${key}.text`, values),
  };
}
