/**
 * Secrets that travel in URLs never reach a log line (decision 0046): the tokens of mailed links and
 * private previews in paths (`/en/scheduledCall/<token>`), and secret query parameters (`?resume=`,
 * OAuth's `?code=`). The path patterns come from the public route table: a route parameter named as a
 * secret (`:token`, `:eventId`) is redacted wherever the route's path shows up, so a new mailed link
 * declared with such a parameter is covered without touching this file.
 */
import type { MailLinkKind } from "../app/core/mail/mail-link-kinds";
import { PUBLIC_ROUTES } from "../app/shared/route-table";

/** Route parameters that carry a secret (a mailed link's token, a preview link's token). */
export const SECRET_ROUTE_PARAMS = ["token", "eventId"] as const;

/**
 * Query parameters that carry a secret: a click wizard's resume link, the social login's authorization
 * code and state, a preview token, a guest's order link.
 */
export const SECRET_QUERY_PARAMS = ["resume", "code", "state", "preview", "token", "order"] as const;

export const REDACTED = "[redacted]";

/** Characters a path segment or query value of a URL written into text can have (not JSON's quote or escape). */
const VALUE = String.raw`[^/?#&\s"'<>\\]+`;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The path of every kind of mailed link, with its token as a secret parameter. Typed by the kinds, so a
 * new kind does not compile without its path here; a visit to the link is logged even where no route
 * answers it (a mistyped or retired link).
 */
export const MAIL_LINK_PATHS: Record<MailLinkKind, readonly string[]> = {
  trade_in_invitation: ["tradeininvitation/:eventId"],
  scheduled_call: ["scheduledCall/:token"],
  unsubscribe: ["unsubscribe/:eventId"],
  service_appointment: ["car-service/appointment/:token", "onlineterminbuchung/termin/:token"],
  order_hold: ["orderConfirm/:token"],
  order_view: ["orderComplete/:token"],
};

/** The paths with a secret parameter: the route table's (e.g. `scheduledCall/:token`) and the mailed links'. */
export function secretRoutePaths(): string[] {
  const secret = new Set<string>(SECRET_ROUTE_PARAMS);
  const routed = PUBLIC_ROUTES.flatMap((def) => def.paths).filter((p) =>
    p.split("/").some((segment) => segment.startsWith(":") && secret.has(segment.slice(1))),
  );
  return [...new Set([...routed, ...Object.values(MAIL_LINK_PATHS).flat()])];
}

/**
 * One expression per secret route path. Each segment is a group: literal segments match themselves
 * (any case, as the router does), other parameters any segment, secret ones are replaced.
 */
function patternOf(routePath: string): { regex: RegExp; secret: boolean[] } {
  const segments = routePath.split("/");
  const secret = segments.map(
    (s) => s.startsWith(":") && (SECRET_ROUTE_PARAMS as readonly string[]).includes(s.slice(1)),
  );
  const parts = segments.map((s) => `(${s.startsWith(":") ? VALUE : escapeRegExp(s)})`);
  // After a slash that starts the path (any host, any locale prefix before it).
  return { regex: new RegExp(`(?<=/)${parts.join("/")}`, "gi"), secret };
}

const PATH_PATTERNS = secretRoutePaths().map(patternOf);
const QUERY_PATTERN = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join("|")})=)[^&#\\s"'<>\\\\]*`, "gi");

/** `text` with every secret of a URL in it replaced by `[redacted]` (paths, query strings, whole lines). */
export function redactSecrets(text: string): string {
  let out = text;
  for (const { regex, secret } of PATH_PATTERNS) {
    out = out.replace(regex, (...args: unknown[]) => {
      const groups = args.slice(1, 1 + secret.length) as string[];
      return groups.map((g, i) => (secret[i] ? REDACTED : g)).join("/");
    });
  }
  return out.replace(QUERY_PATTERN, `$1${REDACTED}`);
}
