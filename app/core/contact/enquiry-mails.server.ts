/**
 * The two mails every storefront enquiry sends: a confirmation to the visitor in the visitor's
 * language, and a notification to the team that answers it (the location's address, else the site's
 * general one) in the site's default language. Texts are catalogue entries (`car:mail.*`,
 * `store:contact.mail.*`); callers queue the result in the transaction that stores the enquiry.
 */
import { LOCALE_TAGS, type Locale } from "../../shared/locales";
import { translate } from "../i18n/messages.server";
import type { LocationView } from "../locations/locations.service.server";
import { formatAppointment } from "../locations/zoned-time";
import type { MailMessage } from "../mail/outbox.server";
import type { Project } from "../tenancy/project";

type Person = { name: string; email: string; phone: string | null; message: string };

/** Who is told about an enquiry: the location's team, else the site's general address; null if neither. */
export function teamAddress(project: Project, location: Pick<LocationView, "email"> | null): string | null {
  return location?.email ?? project.config.contact_email ?? null;
}

function addressLine(l: LocationView): string {
  const apartment = l.apartmentNumber ? `, ${l.apartmentNumber}` : "";
  return `${l.street} ${l.houseNumber}${apartment}, ${l.zipCode} ${l.city}`;
}

function languageName(visitor: Locale, inLanguage: Locale): string {
  return new Intl.DisplayNames([LOCALE_TAGS[inLanguage]], { type: "language" }).of(visitor) ?? visitor;
}

function personVars(person: Person, visitor: Locale, team: Locale) {
  return {
    name: person.name,
    email: person.email,
    phone: person.phone ?? "–",
    message: person.message || "–",
    language: languageName(visitor, team),
  };
}

export type CarEnquiry = Person & {
  kind: "test_drive" | "question";
  locale: Locale;
  car: { title: string; number: number; path: (locale: Locale) => string };
  location: LocationView | null;
  preferredAt: Date | null;
};

/** Confirmation and team notification of a test-drive request or a question about a car. */
export function carEnquiryMails(project: Project, origin: string, e: CarEnquiry): MailMessage[] {
  const team = project.defaultLanguage;
  const mailVars = (lang: Locale) => {
    const slot =
      e.preferredAt && e.location
        ? formatAppointment(e.preferredAt, e.location.timeZone, LOCALE_TAGS[lang])
        : { date: "", time: "" };
    return {
      site: project.name,
      car: e.car.title,
      number: e.car.number,
      link: `${origin}${e.car.path(lang)}`,
      location: e.location?.name ?? project.name,
      address: e.location ? addressLine(e.location) : "",
      date: slot.date,
      time: slot.time,
    };
  };
  const mails: MailMessage[] = [
    {
      to: e.email,
      lang: e.locale,
      subject: translate(e.locale, `car:mail.${e.kind}.subject`, mailVars(e.locale)),
      text: translate(e.locale, `car:mail.${e.kind}.text`, {
        ...mailVars(e.locale),
        ...personVars(e, e.locale, e.locale),
      }),
    },
  ];
  const to = teamAddress(project, e.location);
  if (to) {
    mails.push({
      to,
      lang: team,
      replyTo: e.email,
      subject: translate(team, `car:mail.team_${e.kind}.subject`, mailVars(team)),
      text: translate(team, `car:mail.team_${e.kind}.text`, {
        ...mailVars(team),
        ...personVars(e, e.locale, team),
      }),
    });
  }
  return mails;
}

export type ContactEnquiry = Person & {
  locale: Locale;
  subject: string;
  location: LocationView | null;
};

/** Confirmation and team notification of a message from the contact form. */
export function contactMails(project: Project, e: ContactEnquiry): MailMessage[] {
  const team = project.defaultLanguage;
  const mailVars = (lang: Locale) => ({
    site: project.name,
    subject: translate(lang, `store:contact.subjects.${e.subject}`),
    location: e.location?.name ?? translate(lang, "store:contact.any_location"),
  });
  const mails: MailMessage[] = [
    {
      to: e.email,
      lang: e.locale,
      subject: translate(e.locale, "store:contact.mail.confirmation.subject", mailVars(e.locale)),
      text: translate(e.locale, "store:contact.mail.confirmation.text", {
        ...mailVars(e.locale),
        ...personVars(e, e.locale, e.locale),
      }),
    },
  ];
  const to = teamAddress(project, e.location);
  if (to) {
    mails.push({
      to,
      lang: team,
      replyTo: e.email,
      subject: translate(team, "store:contact.mail.team.subject", mailVars(team)),
      text: translate(team, "store:contact.mail.team.text", {
        ...mailVars(team),
        ...personVars(e, e.locale, team),
      }),
    });
  }
  return mails;
}
