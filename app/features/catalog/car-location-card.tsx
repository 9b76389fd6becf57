import { Mail as MailNode, MapPin as MapPinNode, Phone as PhoneNode } from "lucide";
import { Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { locationSegment } from "../../core/locations/location-slug";
import type { LocationView } from "../../core/locations/locations.service.server";
import { openingHoursByDay } from "../../core/locations/opening-hours";
import type { Locale } from "../../shared/locales";
import { routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { Address } from "../locations/address";
import styles from "./car-detail.module.css";

const Mail = icon(MailNode);
const MapPin = icon(MapPinNode);
const Phone = icon(PhoneNode);

/** Where the car stands: address, phone, e-mail, opening hours and a link to the location page. */
export function CarLocationCard({
  location,
  locale,
  idPrefix,
  className,
}: {
  location: LocationView;
  locale: Locale;
  /** Distinguishes the two placements (aside on wide screens, end of page on phones). */
  idPrefix: string;
  className?: string;
}) {
  const { t } = useTranslation(["car", "store"]);
  return (
    <section
      className={`card ${className ?? ""}`}
      aria-labelledby={`${idPrefix}-location`}
      data-testid={`${idPrefix}-location`}
    >
      <h2 id={`${idPrefix}-location`} style={{ marginTop: 0, fontSize: "1.2rem" }}>
        {t("location.heading")}
      </h2>
      <p style={{ margin: "0 0 0.5rem", fontWeight: 600 }}>{location.name}</p>
      <div style={{ display: "flex", gap: "0.5rem" }}>
        <MapPin aria-hidden size={18} style={{ flexShrink: 0, marginTop: 4 }} />
        <Address location={location} />
      </div>
      {location.phone && (
        <p style={{ display: "flex", gap: "0.5rem", margin: "0.5rem 0 0" }}>
          <Phone aria-hidden size={18} style={{ marginTop: 4 }} />
          <a href={`tel:${location.phone.replace(/\s/g, "")}`}>{location.phone}</a>
        </p>
      )}
      {location.email && (
        <p style={{ display: "flex", gap: "0.5rem", margin: "0.5rem 0 0", overflowWrap: "anywhere" }}>
          <Mail aria-hidden size={18} style={{ marginTop: 4, flexShrink: 0 }} />
          <a href={`mailto:${location.email}`}>{location.email}</a>
        </p>
      )}
      <h3 style={{ fontSize: "1rem" }}>{t("store:locations.opening_hours")}</h3>
      <table className={styles.hours}>
        <tbody>
          {openingHoursByDay(location.openingHours).map(({ day, slots }) => (
            <tr key={day}>
              <th scope="row">{t(`store:locations.day.${day}`)}</th>
              <td>
                {slots.length
                  ? slots.map((s) => `${s.opens}–${s.closes}`).join(", ")
                  : t("store:locations.closed")}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p style={{ margin: "0.75rem 0 0" }}>
        <Link to={routePath("location", locale, { location: locationSegment(location) })}>
          {t("location.more", { name: location.name })}
        </Link>
      </p>
    </section>
  );
}
