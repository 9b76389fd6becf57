/**
 * Links sent by e-mail (db/schema/mail-links.ts): issue a token for a mail, read it back when the link
 * is opened, and use it once. The token is 160 random bits in the path; the database keeps its SHA-256.
 * A bogus, expired or used value is an expected outcome (a translated page), never an exception.
 */
import { eq, gt, isNull, sql } from "drizzle-orm";
import { mailLinks, mailUnsubscribes } from "../../db/schema";
import { err, ok, type Result } from "../../shared/result";
import type { TenantScope } from "../context/tenant-scope.server";
import { newToken, tokenHash } from "../identity/tokens.server";
import {
  MAIL_LINK_TTL_SECONDS,
  type MailLinkKind,
  type MailLinkState,
  mailLinkState,
  SINGLE_USE,
} from "./mail-link-kinds";

export type MailLink = typeof mailLinks.$inferSelect;

export type IssueMailLink = {
  kind: MailLinkKind;
  email: string;
  category?: string | null;
  jobId?: number | null;
  locationId?: number | null;
  data?: Record<string, unknown>;
  now: Date;
  /** Default: MAIL_LINK_TTL_SECONDS[kind]. */
  ttlSeconds?: number;
};

/** Stores a new link and returns its token (for the mail's URL; it is not kept anywhere else). */
export async function issueMailLink(scope: TenantScope, link: IssueMailLink): Promise<string> {
  const token = newToken();
  const ttl = link.ttlSeconds ?? MAIL_LINK_TTL_SECONDS[link.kind];
  await scope.db.insert(mailLinks).values(
    scope.stamp({
      tokenHash: tokenHash(token),
      kind: link.kind,
      email: link.email.trim().toLowerCase(),
      category: link.category ?? null,
      jobId: link.jobId ?? null,
      locationId: link.locationId ?? null,
      data: link.data ?? {},
      createdAt: link.now,
      expiresAt: new Date(link.now.getTime() + ttl * 1000),
    }),
  );
  return token;
}

/** Only what a token can look like: anything else is refused without a query. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{20,64}$/;

export type MailLinkProblem = { code: "not_found"; message: "invalid" | "expired" | "used" };

/** The link of `token` if it is of `kind`, belongs to this project and may be used at `now`. */
export async function readMailLink(
  scope: TenantScope,
  kind: MailLinkKind,
  token: string,
  now: Date,
): Promise<Result<MailLink & { state: MailLinkState }, MailLinkProblem>> {
  if (!TOKEN_SHAPE.test(token)) return err({ code: "not_found", message: "invalid" });
  const [row] = await scope.db
    .select()
    .from(mailLinks)
    .where(scope.where(mailLinks, eq(mailLinks.tokenHash, tokenHash(token)), eq(mailLinks.kind, kind)))
    .limit(1);
  if (!row) return err({ code: "not_found", message: "invalid" });
  const state = mailLinkState(row, now);
  if (state !== "valid") return err({ code: "not_found", message: state });
  return ok({ ...row, state });
}

/**
 * Uses a single-use link: one statement marks it used only if it is still unused and unexpired, so two
 * concurrent clicks cannot both succeed. Call inside the transaction of what the link does.
 */
export async function useMailLink(
  scope: TenantScope,
  kind: MailLinkKind,
  token: string,
  now: Date,
): Promise<Result<MailLink, MailLinkProblem>> {
  const read = await readMailLink(scope, kind, token, now);
  if (!read.ok) return read;
  if (!SINGLE_USE[kind]) return ok(read.value);
  const [row] = await scope.db
    .update(mailLinks)
    .set({ usedAt: now })
    .where(
      scope.where(
        mailLinks,
        eq(mailLinks.tokenHash, tokenHash(token)),
        isNull(mailLinks.usedAt),
        gt(mailLinks.expiresAt, now),
      ),
    )
    .returning();
  return row ? ok(row) : err({ code: "not_found", message: "used" });
}

/**
 * The stored link of `token` whatever its state (a page tells a used link from an unknown one: "already
 * answered" versus "invalid"); null for a value that is not a token of this kind in this project.
 */
export async function inspectMailLink(
  scope: TenantScope,
  kind: MailLinkKind,
  token: string,
  now: Date,
): Promise<(MailLink & { state: MailLinkState }) | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await scope.db
    .select()
    .from(mailLinks)
    .where(scope.where(mailLinks, eq(mailLinks.tokenHash, tokenHash(token)), eq(mailLinks.kind, kind)))
    .limit(1);
  return row ? { ...row, state: mailLinkState(row, now) } : null;
}

/** Adds kind-specific facts to a link's `data` (what using it made: the booked slot, ...). */
export async function addMailLinkData(scope: TenantScope, token: string, data: Record<string, unknown>) {
  await scope.db
    .update(mailLinks)
    .set({ data: sql`${mailLinks.data} || ${JSON.stringify(data)}::jsonb` })
    .where(scope.where(mailLinks, eq(mailLinks.tokenHash, tokenHash(token))));
}

/** Whether `email` left mail `category` in this project (the outbox checks before it sends). */
export async function isUnsubscribed(scope: TenantScope, email: string, category: string): Promise<boolean> {
  const [row] = await scope.db
    .select({ id: mailUnsubscribes.id })
    .from(mailUnsubscribes)
    .where(
      scope.where(
        mailUnsubscribes,
        eq(mailUnsubscribes.email, email.trim().toLowerCase()),
        eq(mailUnsubscribes.category, category),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Records that `email` leaves `category` (idempotent). */
export async function unsubscribe(scope: TenantScope, email: string, category: string, now: Date) {
  await scope.db
    .insert(mailUnsubscribes)
    .values(scope.stamp({ email: email.trim().toLowerCase(), category, createdAt: now }))
    .onConflictDoNothing();
}
