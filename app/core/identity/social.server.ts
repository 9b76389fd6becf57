/**
 * Social login (Google, Facebook, Microsoft) with OAuth 2.0 authorization code + PKCE through arctic.
 * Client ids come from the project configuration, client secrets from the project's write-only
 * secret store (settings screen), so every white-label site uses its own provider apps.
 */
import {
  decodeIdToken,
  Facebook,
  Google,
  generateCodeVerifier,
  generateState,
  MicrosoftEntraId,
} from "arctic";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { oauthAccounts, projects } from "../../db/schema";
import type { ServiceContext } from "../context/service-context.server";
import { scopeOf } from "../context/tenant-scope.server";
import type { Project } from "../tenancy/project";
import {
  findUserByEmailInProject,
  findUserById,
  insertUser,
  markEmailVerified,
  type UserRow,
} from "./identity.repo.server";
import { CLIENT_ID_FIELD, type SocialProvider } from "./social";

export type SocialIdentity = {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
};

async function secretOf(db: Db, projectId: string, provider: SocialProvider): Promise<string | null> {
  const [row] = await db
    .select({ secrets: projects.oauthSecrets })
    .from(projects)
    .where(eq(projects.id, projectId))
    .limit(1);
  return row?.secrets?.[provider] ?? null;
}

export function callbackUrl(origin: string, provider: SocialProvider) {
  return `${origin}/api/auth/callback/${provider}`;
}

async function client(db: Db, project: Project, provider: SocialProvider, origin: string) {
  const clientId = project.config[CLIENT_ID_FIELD[provider]];
  if (!clientId) return null;
  const secret = await secretOf(db, project.id, provider);
  const redirect = callbackUrl(origin, provider);
  if (provider === "microsoft")
    return { provider, oauth: new MicrosoftEntraId("common", clientId, secret, redirect) };
  if (!secret) return null;
  return provider === "google"
    ? { provider, oauth: new Google(clientId, secret, redirect) }
    : { provider, oauth: new Facebook(clientId, secret, redirect) };
}

/** The provider's consent URL plus the state and PKCE verifier to keep in short-lived cookies; null when not set up. */
export async function startSocialLogin(ctx: ServiceContext, provider: SocialProvider, origin: string) {
  const c = await client(ctx.db, ctx.project, provider, origin);
  if (!c) return null;
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url =
    c.oauth instanceof Facebook
      ? c.oauth.createAuthorizationURL(state, ["email", "public_profile"])
      : c.oauth.createAuthorizationURL(state, codeVerifier, ["openid", "profile", "email"]);
  return { url: url.toString(), state, codeVerifier };
}

/** Exchanges the code and reads who logged in (network calls to the provider). */
export async function fetchSocialIdentity(
  ctx: ServiceContext,
  provider: SocialProvider,
  origin: string,
  code: string,
  codeVerifier: string,
): Promise<SocialIdentity | null> {
  const c = await client(ctx.db, ctx.project, provider, origin);
  if (!c) return null;
  if (c.oauth instanceof Facebook) {
    const tokens = await c.oauth.validateAuthorizationCode(code);
    const res = await fetch(
      `https://graph.facebook.com/me?fields=id,email,first_name,last_name&access_token=${encodeURIComponent(tokens.accessToken())}`,
    );
    if (!res.ok) return null;
    const me = (await res.json()) as { id: string; email?: string; first_name?: string; last_name?: string };
    return {
      provider,
      providerUserId: me.id,
      email: me.email?.toLowerCase() ?? null,
      emailVerified: Boolean(me.email),
      firstName: me.first_name ?? "",
      lastName: me.last_name ?? "",
    };
  }
  const tokens = await c.oauth.validateAuthorizationCode(code, codeVerifier);
  const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
  const email = String(claims.email ?? claims.preferred_username ?? "").toLowerCase() || null;
  return {
    provider,
    providerUserId: String(claims.oid ?? claims.sub),
    email,
    // Google says whether it verified the address; Microsoft work accounts are verified by the tenant.
    emailVerified: provider === "google" ? claims.email_verified === true : Boolean(email),
    firstName: String(claims.given_name ?? ""),
    lastName: String(claims.family_name ?? ""),
  };
}

/**
 * The project's user for a social identity: the linked one, else the customer with the same verified
 * e-mail (then linked), else a new customer. Never links across projects.
 */
export async function userForSocialIdentity(
  ctx: ServiceContext,
  identity: SocialIdentity,
): Promise<UserRow | null> {
  const { project } = ctx;
  return ctx.db.transaction(async (tx) => {
    const scope = scopeOf(tx as unknown as Db, project.id);
    const [linked] = await tx
      .select({ userId: oauthAccounts.userId })
      .from(oauthAccounts)
      .where(
        and(
          scope.owns(oauthAccounts),
          eq(oauthAccounts.provider, identity.provider),
          eq(oauthAccounts.providerUserId, identity.providerUserId),
        ),
      )
      .limit(1);
    if (linked) {
      return findUserById(tx, linked.userId);
    }
    if (!identity.email || !identity.emailVerified) return null;
    let user = await findUserByEmailInProject(scope, identity.email);
    user ??= await insertUser(tx, {
      projectId: project.id,
      companyId: project.companyId,
      email: identity.email,
      roles: ["client"],
      firstName: identity.firstName,
      lastName: identity.lastName,
      emailVerifiedAt: ctx.clock.now(),
    });
    if (!user) return null;
    // The provider vouches for the address: an existing account with it counts as verified from now on.
    if (!user.emailVerifiedAt) user = (await markEmailVerified(tx, user.id, ctx.clock.now())) ?? user;
    await tx.insert(oauthAccounts).values(
      scope.stamp({
        provider: identity.provider,
        providerUserId: identity.providerUserId,
        userId: user.id,
      }),
    );
    return user;
  });
}
