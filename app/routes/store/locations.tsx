import { MapPin as MapPinNode, Phone as PhoneNode } from "lucide";
import { Link } from "react-router";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { locationSegment } from "../../core/locations/location-slug";
import { listLocations } from "../../core/locations/locations.service.server";
import { Address } from "../../features/locations/address";
import { routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/locations";
import { pageContext } from "./page-context.server";

const MapPin = icon(MapPinNode);
const Phone = icon(PhoneNode);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const locations = await listLocations(ctx.services);
  const base = ctx.url.pathname.includes("standorte") ? "/standorte" : "/locations";
  const meta: PageMeta = {
    title: ctx.t("pages:locations.title"),
    description: ctx.t("pages:locations.description"),
    alternates: Object.fromEntries(context.project.languages.map((l) => [l, routePath("locations", l)])),
  };
  return { locations, base, meta, messages: messagesFor(ctx.locale, ["store.locations"]) };
}

export default function Locations({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["pages", "store"]);
  return (
    <div className="container page">
      <h1>{t("locations.title")}</h1>
      <p className="lead">{loaderData.meta.description}</p>
      {loaderData.locations.length === 0 ? (
        <p>{t("store:locations.empty")}</p>
      ) : (
        <ul className="grid" style={{ listStyle: "none", padding: 0 }} data-testid="location-list">
          {loaderData.locations.map((l) => (
            <li key={l.id}>
              <article className="card" style={{ height: "100%" }}>
                <h2 style={{ margin: "0 0 0.5rem", fontSize: "1.25rem" }}>
                  <Link to={`${loaderData.base}/${locationSegment(l)}`}>{l.name}</Link>
                </h2>
                <div style={{ display: "flex", gap: "0.5rem", margin: "0 0 0.5rem" }}>
                  <MapPin aria-hidden size={18} style={{ flexShrink: 0, marginTop: 4 }} />
                  <Address location={l} />
                </div>
                {l.phone && (
                  <p style={{ display: "flex", gap: "0.5rem", margin: 0 }}>
                    <Phone aria-hidden size={18} style={{ marginTop: 4 }} />
                    <a href={`tel:${l.phone.replace(/\s/g, "")}`}>{l.phone}</a>
                  </p>
                )}
                <p style={{ margin: "0.75rem 0 0" }}>
                  {l.services.map((s) => t(`store:locations.service.${s}`)).join(" · ")}
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
