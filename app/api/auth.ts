import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { Context } from "hono";
import { mergeCartAtLogin } from "../core/commerce/cart.service.server";
import { mergeFavoritesAtLogin } from "../core/favorites/favorites.service.server";
import { resendVerification } from "../core/identity/email-verification.service.server";
import {
  acceptTerms,
  logIn,
  logOut,
  SESSION_DAYS,
  startSessionFor,
  TWO_FACTOR_CHALLENGE_MINUTES,
} from "../core/identity/identity.service.server";
import { clearedSessionCookie, sessionCookie } from "../core/identity/session-cookie";
import { SOCIAL_PROVIDERS } from "../core/identity/social";
import { fetchSocialIdentity, userForSocialIdentity } from "../core/identity/social.server";
import { hasTwoFactor } from "../core/two-factor/two-factor.repo.server";
import { completeTwoFactorLogin } from "../core/two-factor/two-factor.service.server";
import { isLocale } from "../shared/locales";
import { gate } from "./guards";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse, OPTIONAL_SESSION, SESSION } from "./schemas";
import type { ApiEnv } from "./types";

export const User = z
  .object({
    id: z.string(),
    /** The login name, which is the e-mail address. */
    username: z.string(),
    email: z.string(),
    roles: z.array(z.string()),
    in_holding: z.boolean(),
    logged: z.literal(true),
    needs_terms: z.boolean(),
    /** Whether the account confirmed its e-mail address (docs/decisions/0044-verified-addresses.md). */
    email_verified: z.boolean(),
    profile: z.object({
      first_name: z.string(),
      last_name: z.string(),
      company: z.string().nullable(),
      avatar: z.string().nullable(),
    }),
    /** The languages of the site the user is signed in on. */
    project_lang: z.object({ project_languages: z.array(z.string()) }),
  })
  .openapi("User");

type SessionUserLike = NonNullable<ApiEnv["Variables"]["user"]>;
export function userJson(u: SessionUserLike, languages: readonly string[]): z.infer<typeof User> {
  return {
    id: u.id,
    username: u.email,
    email: u.email,
    roles: u.roles,
    in_holding: u.inHolding,
    logged: true,
    needs_terms: u.needsTerms,
    email_verified: u.emailVerified === true,
    profile: { first_name: u.firstName, last_name: u.lastName, company: u.companyName, avatar: u.avatarPath },
    project_lang: { project_languages: [...languages] },
  };
}

export const authApi = new OpenAPIHono<ApiEnv>({
  defaultHook: validationHook,
});

authApi.openapi(
  createRoute({
    method: "get",
    path: "/auth/session.json",
    operationId: "getSession",
    tags: ["Identity"],
    security: OPTIONAL_SESSION,
    summary: "The signed-in user, or null",
    responses: {
      200: {
        description: "Session",
        content: { "application/json": { schema: z.object({ user: User.nullable() }) } },
      },
      "4XX": errorResponse("The API's error body, as for any other path"),
    },
  }),
  (c) => c.json({ user: c.var.user ? userJson(c.var.user, c.var.project.languages) : null }, 200),
);

authApi.openapi(
  createRoute({
    method: "post",
    path: "/auth/login.json",
    operationId: "login",
    tags: ["Identity"],
    security: [],
    summary: "Log in with e-mail and password; sets a new session cookie",
    request: {
      body: {
        content: {
          "application/json": { schema: z.object({ email: z.string(), password: z.string() }) },
        },
      },
    },
    responses: {
      200: {
        description: "Logged in",
        content: { "application/json": { schema: z.object({ user: User }) } },
      },
      202: {
        description:
          "Password right, the account uses two-factor sign-in: no session yet; send a code with the challenge to /auth/login/two-factor.json",
        content: {
          "application/json": {
            schema: z.object({
              two_factor: z.object({ challenge: z.string(), expires_in_seconds: z.number().int() }),
            }),
          },
        },
      },
      400: errorResponse("Invalid input"),
      401: errorResponse("Wrong e-mail or password (the same answer for both)"),
      429: errorResponse("Too many attempts; see Retry-After"),
    },
  }),
  async (c) => {
    const body = c.req.valid("json");
    const result = await logIn(c.var.services, body, {
      ip: c.var.clientIp,
      userAgent: c.req.header("user-agent") ?? null,
      origin: c.var.origin,
      throttle: c.var.authThrottle,
    });
    if (!result.ok && result.error.code === "unauthorized" && result.error.twoFactor) {
      const { challenge } = result.error.twoFactor;
      return c.json(
        { two_factor: { challenge, expires_in_seconds: TWO_FACTOR_CHALLENGE_MINUTES * 60 } },
        202,
      ) as never;
    }
    // One answer for a wrong e-mail and a wrong password.
    if (!result.ok)
      return respondError(c, result.error, { codes: { unauthorized: "invalid_credentials" } }) as never;
    return signedIn(c, result.value.token, result.value.user);
  },
);

authApi.openapi(
  createRoute({
    method: "post",
    path: "/auth/login/two-factor.json",
    operationId: "loginTwoFactor",
    tags: ["Identity"],
    security: [],
    summary:
      "The login's second step: a 6-digit code or a recovery code with the challenge; sets the session cookie",
    request: {
      body: {
        content: {
          "application/json": { schema: z.object({ challenge: z.string(), code: z.string() }) },
        },
      },
    },
    responses: {
      200: {
        description: "Logged in",
        content: { "application/json": { schema: z.object({ user: User }) } },
      },
      400: errorResponse("Invalid input"),
      401: errorResponse("Wrong or used code, or the challenge expired (then log in again)"),
      429: errorResponse("Too many attempts; see Retry-After"),
    },
  }),
  async (c) => {
    const result = await completeTwoFactorLogin(c.var.services, c.req.valid("json"), {
      ip: c.var.clientIp,
      userAgent: c.req.header("user-agent") ?? null,
      origin: c.var.origin,
      throttle: c.var.authThrottle,
    });
    if (!result.ok) return respondError(c, result.error) as never;
    return signedIn(c, result.value.token, result.value.user);
  },
);

/** The new session's cookie, the visitor's cart and favourites moved in, and the user. */
async function signedIn(c: Context<ApiEnv>, token: string, user: NonNullable<ApiEnv["Variables"]["user"]>) {
  await logOut(c.var.services, c.var.sessionToken);
  c.header("Set-Cookie", sessionCookie(token, c.var.secureCookies, SESSION_DAYS * 86_400));
  // Favorites parked and the cart filled anonymously move into the account; the visitor cookie is dropped.
  await mergeCartAtLogin(c.var.services, c.req.header("cookie") ?? null, user.id);
  const dropVisitor = await mergeFavoritesAtLogin(
    c.var.services,
    c.req.header("cookie"),
    user.id,
    c.var.secureCookies,
  );
  if (dropVisitor) c.header("Set-Cookie", dropVisitor, { append: true });
  return c.json({ user: userJson(user, c.var.project.languages) }, 200);
}

authApi.openapi(
  createRoute({
    method: "post",
    path: "/auth/logout.json",
    operationId: "logout",
    tags: ["Identity"],
    security: OPTIONAL_SESSION,
    summary: "Ends the session",
    responses: {
      204: { description: "Logged out" },
      403: errorResponse("Sent from another site (the Origin header is checked)"),
    },
  }),
  async (c) => {
    await logOut(c.var.services, c.var.sessionToken);
    c.header("Set-Cookie", clearedSessionCookie(c.var.secureCookies));
    return c.body(null, 204);
  },
);

authApi.openapi(
  createRoute({
    method: "post",
    path: "/clientacceptterms.json",
    operationId: "acceptTerms",
    tags: ["Identity"],
    security: SESSION,
    summary: "The signed-in client accepts the current terms and privacy policy (empty body)",
    responses: {
      204: { description: "Accepted" },
      401: errorResponse("Not logged in"),
    },
  }),
  async (c) => {
    const g = gate(c);
    if (g.denied) return g.denied as never;
    await acceptTerms(c.var.services);
    return c.body(null, 204);
  },
);

authApi.openapi(
  createRoute({
    method: "post",
    path: "/auth/verification.json",
    operationId: "resendVerification",
    tags: ["Identity"],
    security: SESSION,
    summary:
      "Mails the signed-in account a new link that confirms its e-mail address (empty body); `sent: false` when it is confirmed already",
    responses: {
      200: {
        description: "Sent, or nothing to send",
        content: { "application/json": { schema: z.object({ sent: z.boolean() }) } },
      },
      401: errorResponse("Not logged in"),
      403: errorResponse("Sent from another site (the Origin header is checked)"),
      429: errorResponse("Too many links asked for; see Retry-After"),
    },
  }),
  async (c) => {
    const g = gate(c);
    if (g.denied) return g.denied as never;
    const result = await resendVerification(c.var.services, {
      ip: c.var.clientIp,
      userAgent: c.req.header("user-agent") ?? null,
      origin: c.var.origin,
      throttle: c.var.authThrottle,
    });
    return respond(c, result);
  },
);

const cookieValue = (header: string | undefined, name: string) =>
  header
    ?.split(";")
    .map((p) => p.trim())
    .find((p) => p.startsWith(`${name}=`))
    ?.slice(name.length + 1) ?? null;

authApi.openapi(
  createRoute({
    method: "get",
    path: "/auth/callback/{provider}",
    // The providers' browser redirect, not an operation for API clients: left out of the document.
    hide: true,
    tags: ["Identity"],
    summary: "Return address of the social login providers (redirects to the account or the login page)",
    request: {
      params: z.object({ provider: z.enum(SOCIAL_PROVIDERS) }),
      query: z.object({ code: z.string().max(2000).optional(), state: z.string().max(200).optional() }),
    },
    responses: { 302: { description: "To the account, or back to login with a notice" } },
  }),
  async (c) => {
    const { provider } = c.req.valid("param");
    const { code, state } = c.req.valid("query");
    const cookies = c.req.header("cookie");
    const lang = cookieValue(cookies, "oauth_lang");
    const prefix = isLocale(lang) ? `/${lang}` : "";
    const failed = `${prefix}/login?notice=social_failed`;
    const expected = cookieValue(cookies, "oauth_state");
    const verifier = cookieValue(cookies, "oauth_verifier");
    if (!code || !state || !expected || state !== expected || !verifier) return c.redirect(failed, 302);
    try {
      const identity = await fetchSocialIdentity(c.var.services, provider, c.var.origin, code, verifier);
      const user = identity ? await userForSocialIdentity(c.var.services, identity) : null;
      // An account with two-factor sign-in logs in with its password and code (decision 0060).
      if (!user || (await hasTwoFactor(c.var.db, user.id))) return c.redirect(failed, 302);
      const token = await startSessionFor(c.var.services, user, c.req.header("user-agent") ?? null);
      c.header("Set-Cookie", sessionCookie(token, c.var.secureCookies, SESSION_DAYS * 86_400));
      // Favorites parked and the cart filled anonymously move into the account; the visitor cookie is dropped.
      await mergeCartAtLogin(c.var.services, cookies ?? null, user.id);
      const dropVisitor = await mergeFavoritesAtLogin(c.var.services, cookies, user.id, c.var.secureCookies);
      if (dropVisitor) c.header("Set-Cookie", dropVisitor, { append: true });
      return c.redirect(`${prefix}/account`, 302);
    } catch (error) {
      c.var.logger.warn({ err: error, provider }, "social login failed");
      return c.redirect(failed, 302);
    }
  },
);
