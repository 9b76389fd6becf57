/**
 * The mails of a rental booking: the driver's confirmation in the page's language and the
 * team's notification in the site's language (the pick-up location's address, else the site's).
 * Texts are catalogue entries (`rental:mail.*`); the booking queues them in its transaction.
 */
import type { Locale } from "../../shared/locales";
import { formatMoney } from "../commerce/money";
import { translate } from "../i18n/messages.server";
import type { MailMessage } from "../mail/outbox.server";
import type { Project } from "../tenancy/project";

export type RentalMail = {
  locale: Locale;
  /** The booking number (rentalNumber). */
  number: string;
  email: string;
  name: string;
  phone: string;
  car: string;
  pickup: string;
  dropOff: string;
  priceMinor: number;
  depositMinor: number;
  includedKm: number;
  extraKmMinor: number;
  currency: string;
  teamEmail: string | null;
  link: string;
};

function vars(project: Project, m: RentalMail, lang: Locale) {
  const money = (minor: number) => formatMoney(minor, m.currency, lang);
  return {
    site: project.name,
    number: m.number,
    name: m.name,
    email: m.email,
    phone: m.phone,
    car: m.car,
    pickup: m.pickup,
    return: m.dropOff,
    price: money(m.priceMinor),
    deposit: money(m.depositMinor),
    km: m.includedKm,
    extra_km: money(m.extraKmMinor),
    link: m.link,
  };
}

export function rentalMails(project: Project, m: RentalMail): MailMessage[] {
  const mails: MailMessage[] = [
    {
      to: m.email,
      lang: m.locale,
      subject: translate(m.locale, "rental:mail.confirmation.subject", vars(project, m, m.locale)),
      text: translate(m.locale, "rental:mail.confirmation.text", vars(project, m, m.locale)),
    },
  ];
  const team = project.defaultLanguage;
  const to = m.teamEmail ?? project.config.contact_email ?? null;
  if (to) {
    mails.push({
      to,
      lang: team,
      replyTo: m.email,
      subject: translate(team, "rental:mail.team.subject", vars(project, m, team)),
      text: translate(team, "rental:mail.team.text", vars(project, m, team)),
    });
  }
  return mails;
}
