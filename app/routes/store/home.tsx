import { ArrowRight as ArrowRightNode, MapPin as MapPinNode } from "lucide";
import { Link } from "react-router";
import { listBrands } from "../../core/catalog/catalog.service.server";
import { listPosts } from "../../core/cms/cms.service.server";
import { messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { locationSegment } from "../../core/locations/location-slug";
import { listLocations } from "../../core/locations/locations.service.server";
import { ServiceLinks } from "../../features/service-links/service-links";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat } from "../../shared/intl";
import { brandPaths, routePath } from "../../shared/route-table";
import { icon } from "../../ui/icon";
import { type PageMeta, useSite } from "../../ui/site-data";
import type { Route } from "./+types/home";
import styles from "./home.module.css";
import { pageContext } from "./page-context.server";

const ArrowRight = icon(ArrowRightNode);
const MapPin = icon(MapPinNode);

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const { project, reads } = context;
  const { services } = ctx;
  const [brands, news, blog, locations] = await Promise.all([
    reads.get(project.id, "brands", () => listBrands(services)),
    reads.get(project.id, `posts|news|${ctx.locale}`, () => listPosts(services, "news", null)),
    reads.get(project.id, `posts|blog|${ctx.locale}`, () => listPosts(services, "blog", null)),
    reads.get(project.id, "locations", () => listLocations(services)),
  ]);
  const meta: PageMeta = {
    title: ctx.t("pages:home.title"),
    description: ctx.t("pages:home.description", { name: project.name }),
  };
  // The posts' dates as the page's language writes them, in the project's zone, formatted here: the
  // browser then hydrates the page without making an Intl date formatter, whose data costs a phone a
  // long task on a page's first use (decision 0069).
  const date = dateTimeFormat(ctx.locale, { dateStyle: "medium", timeZone: projectTimeZone(project) });
  const dated = <P extends { publishedAt: string }>(p: P) => ({
    ...p,
    publishedLabel: date.format(new Date(p.publishedAt)),
  });
  return {
    brands: brands.slice(0, 12),
    news: news.items.slice(0, 3).map(dated),
    blog: blog.items.slice(0, 3).map(dated),
    locations: locations.map((l) => ({ id: l.id, slug: l.slug, name: l.name, city: l.city })),
    meta,
    messages: messagesFor(ctx.locale, ["store.home"]),
  };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["store", "pages"]);
  const site = useSite();
  const german = site.locale === "de";
  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroInner}`}>
          <img className={styles.heroArt} src="/brand/hero-car.svg" alt="" width={640} height={300} />
          <p className={styles.heroEyebrow}>{site.project.name}</p>
          <h1 className={styles.heroTitle}>{t("home.hero_title")}</h1>
          <p className={styles.heroLead}>{t("home.hero_lead")}</p>
          <div className="actions">
            <Link className={`button ${styles.heroPrimary}`} to={routePath("cars", site.locale)}>
              {t("home.cta_used")}
              <ArrowRight aria-hidden size={18} />
            </Link>
            <Link
              className={`button secondary ${styles.heroSecondary}`}
              to={routePath("selectBrand", site.locale)}
            >
              {t("home.cta_new")}
            </Link>
          </div>
        </div>
      </section>

      <ServiceLinks title="services_title" />

      <section className="container" aria-labelledby="home-brands">
        <h2 id="home-brands">{t("home.brands_title")}</h2>
        <ul className={styles.brands} data-testid="home-brands">
          {loaderData.brands.map((b) => (
            <li key={b.slug}>
              <Link className={styles.brand} to={brandPaths.models(b.slug, german)}>
                {b.name}
              </Link>
            </li>
          ))}
        </ul>
        <p>
          <Link to={routePath("selectBrand", site.locale)}>{t("home.all_brands")}</Link>
        </p>
      </section>

      {(loaderData.news.length > 0 || loaderData.blog.length > 0) && (
        <section className="container" aria-labelledby="home-news">
          <h2 id="home-news">{t("home.news_title")}</h2>
          <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
            {[
              ...loaderData.news.map((p) => ({ ...p, kind: "news" })),
              ...loaderData.blog.map((p) => ({ ...p, kind: "blog" })),
            ]
              .slice(0, 6)
              .map((post) => (
                <li key={post.id}>
                  <article className="card" style={{ height: "100%" }}>
                    <p className="muted" style={{ margin: 0, fontSize: "0.875rem" }}>
                      {t(`home.kind.${post.kind}`)} ·{" "}
                      <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
                    </p>
                    <h3 style={{ margin: "0.5rem 0" }}>
                      <Link to={`/${post.kind}/${post.slug}`}>{post.title}</Link>
                    </h3>
                    <p style={{ margin: 0 }}>{post.excerpt}</p>
                  </article>
                </li>
              ))}
          </ul>
        </section>
      )}

      {loaderData.locations.length > 0 && (
        <section className="container" aria-labelledby="home-locations">
          <h2 id="home-locations">{t("home.locations_title")}</h2>
          <ul className="grid" style={{ listStyle: "none", padding: 0 }}>
            {loaderData.locations.map((l) => (
              <li key={l.id}>
                <Link
                  className="card"
                  to={routePath("location", site.locale, { location: locationSegment(l) })}
                >
                  <span style={{ display: "flex", gap: "0.5rem", alignItems: "center", fontWeight: 600 }}>
                    <MapPin aria-hidden size={18} /> {l.city}
                  </span>
                  <span className="muted">{l.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
