import { Clock as ClockNode, Mail as MailNode, MapPin as MapPinNode, Phone as PhoneNode } from "lucide";
import { Link, redirect } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { locationSegment, parseLocationSegment } from "../../core/locations/location-slug";
import { getLocation } from "../../core/locations/locations.service.server";
import { openingHoursByDay } from "../../core/locations/opening-hours";
import { Address } from "../../features/locations/address";
import { serviceLink } from "../../features/locations/location-links";
import { routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { jsonLdHtml } from "../../ui/seo/json-ld";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/location";
import { notFound, pageContext } from "./page-context.server";

const Clock = icon(ClockNode);
const Mail = icon(MailNode);
const MapPin = icon(MapPinNode);
const Phone = icon(PhoneNode);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const parsed = parseLocationSegment(ctx.params.location ?? "");
  if (!parsed) notFound();
  const found = await getLocation(context.services, parsed.id);
  if (!found.ok) notFound();
  const location = found.value;
  const base = ctx.url.pathname.includes("/standorte/") ? "/standorte" : "/locations";
  const segment = locationSegment(location);
  // The name part is decorative: a renamed or mistyped one leads to the current address.
  if (parsed.slug !== location.slug) throw redirect(`${base}/${segment}`, 301);
  const meta: PageMeta = {
    title: location.name,
    description: ctx.t("store:locations.detail_description", { name: location.name, city: location.city }),
    alternates: Object.fromEntries(
      context.project.languages.map((l) => [l, routePath("location", l, { location: segment })]),
    ),
  };
  const structured = {
    "@context": "https://schema.org",
    "@type": "AutoDealer",
    name: location.name,
    telephone: location.phone ?? undefined,
    email: location.email ?? undefined,
    address: {
      "@type": "PostalAddress",
      streetAddress: `${location.street} ${location.houseNumber}`,
      postalCode: location.zipCode,
      addressLocality: location.city,
      addressCountry: location.country,
    },
    geo:
      location.latitude !== null
        ? { "@type": "GeoCoordinates", latitude: location.latitude, longitude: location.longitude }
        : undefined,
    openingHoursSpecification: location.openingHours.map((h) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: h.day,
      opens: h.opens,
      closes: h.closes,
    })),
  };
  context.documentTail.push(jsonLdHtml(structured));
  return {
    location,
    base,
    segment,
    meta,
    locale: ctx.locale,
    messages: messagesFor(ctx.locale, ["store.locations"]),
  };
}

export default function LocationDetail({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["store", "pages"]);
  const { location, base, segment, locale } = loaderData;
  return (
    <div className="container page">
      <nav className="breadcrumbs" aria-label={t("breadcrumbs")}>
        <ol>
          <li>
            <Link to={base}>{t("pages:locations.title")}</Link>
          </li>
          <li aria-current="page">{location.name}</li>
        </ol>
      </nav>
      <h1>{location.name}</h1>
      <div
        className="grid"
        style={{ gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))" }}
      >
        <section className="card" aria-labelledby="loc-contact">
          <h2 id="loc-contact" style={{ marginTop: 0 }}>
            {t("locations.contact")}
          </h2>
          <div style={{ display: "flex", gap: "0.5rem" }}>
            <MapPin aria-hidden size={18} style={{ flexShrink: 0, marginTop: 4 }} />
            <Address location={location} />
          </div>
          {location.phone && (
            <p style={{ display: "flex", gap: "0.5rem" }}>
              <Phone aria-hidden size={18} style={{ marginTop: 4 }} />
              <a href={`tel:${location.phone.replace(/\s/g, "")}`}>{location.phone}</a>
            </p>
          )}
          {location.email && (
            <p style={{ display: "flex", gap: "0.5rem" }}>
              <Mail aria-hidden size={18} style={{ marginTop: 4 }} />
              <a href={`mailto:${location.email}`}>{location.email}</a>
            </p>
          )}
          <div className="actions">
            <Link className="button" to={`/contact?location=${location.id}`}>
              {t("locations.write_to_us")}
            </Link>
            {location.latitude !== null && (
              <a
                className="button secondary"
                href={`https://www.openstreetmap.org/?mlat=${location.latitude}&mlon=${location.longitude}#map=16/${location.latitude}/${location.longitude}`}
                rel="noopener noreferrer"
                target="_blank"
              >
                {t("locations.directions")}
              </a>
            )}
          </div>
        </section>
        <section className="card" aria-labelledby="loc-hours">
          <h2 id="loc-hours" style={{ marginTop: 0, display: "flex", gap: "0.5rem", alignItems: "center" }}>
            <Clock aria-hidden size={20} />
            {t("locations.opening_hours")}
          </h2>
          <table style={{ width: "100%", borderCollapse: "collapse" }}>
            <tbody>
              {openingHoursByDay(location.openingHours).map(({ day, slots }) => (
                <tr key={day}>
                  <th scope="row" style={{ textAlign: "start", padding: "0.25rem 0", fontWeight: 500 }}>
                    {t(`locations.day.${day}`)}
                  </th>
                  <td style={{ textAlign: "end" }}>
                    {slots.length
                      ? slots.map((s) => `${s.opens}–${s.closes}`).join(", ")
                      : t("locations.closed")}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
        <section className="card" aria-labelledby="loc-services">
          <h2 id="loc-services" style={{ marginTop: 0 }}>
            {t("locations.services")}
          </h2>
          <ul style={{ paddingInlineStart: "1.25rem", margin: 0 }}>
            {location.services.map((s) => (
              <li key={s}>
                <Link to={serviceLink(s, location.id, segment, locale)}>
                  {t(`locations.service_link.${s}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
