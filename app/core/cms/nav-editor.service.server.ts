/**
 * The navigation editor: list, save, delete and reorder the
 * top navigation links. Only the CMS group; every row through the tenant scope. Links are site paths
 * ("/...") or https URLs, never `javascript:` or protocol-relative addresses.
 */
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { navLinks } from "../../db/schema";
import { isLocale, type Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped, type TenantScope } from "../context/tenant-scope.server";
import type { NavLinkContent } from "./nav-link";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isUuid = (v: unknown): v is string => typeof v === "string" && UUID.test(v);
const forbidden = () => err({ code: "forbidden" as const });
const notFound = () => err({ code: "not_found" as const });
const invalid = (fields: Record<string, string[]>) =>
  err({ code: "invalid" as const, message: Object.values(fields)[0]?.[0], fields });

/** A site path ("/x", not "//x" nor "/\x") or an https URL; nothing else (no javascript:, data:...). */
export function isSafeNavLink(value: string): boolean {
  if (/[\s\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//");
  try {
    const url = new URL(value);
    return url.protocol === "https:" && value.toLowerCase().startsWith("https://");
  } catch {
    return false;
  }
}

const E = "cms-editor:navigation.errors";
const link = z
  .string()
  .trim()
  .min(1, `${E}.required`)
  .max(500, `${E}.too_long`)
  .refine(isSafeNavLink, `${E}.bad_link`);
const title = z.string().trim().min(1, `${E}.required`).max(120, `${E}.too_long`);
const className = z
  .string()
  .trim()
  .max(200, `${E}.too_long`)
  .regex(/^[A-Za-z0-9_\- ]*$/, `${E}.bad_class`)
  .transform((v) => v || null);

const dropdownSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("text"),
    title,
    content: z.string().trim().max(2000, `${E}.too_long`),
    link: link.optional(),
    link_text: z.string().trim().min(1).max(120, `${E}.too_long`).optional(),
  }),
  z.object({
    type: z.literal("links_list"),
    title,
    links: z.array(z.object({ title, link })).max(30, `${E}.too_many`),
  }),
]);

const languageSchema = z.object({
  text: z.string().trim().max(120, `${E}.too_long`),
  link: z.union([link, z.literal("")]).transform((v) => v || null),
  /** The dropdown blocks as JSON text (the editor's textarea), or already parsed. */
  dropdown: z
    .union([z.string().max(20_000, `${E}.too_long`), z.array(z.unknown())])
    .transform((v, c) => {
      if (Array.isArray(v)) return v;
      if (!v.trim()) return [];
      try {
        const parsed: unknown = JSON.parse(v);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // reported below
      }
      c.addIssue({ code: "custom", message: `${E}.bad_dropdown` });
      return z.NEVER;
    })
    .pipe(z.array(dropdownSchema).max(6, `${E}.too_many`)),
});

const saveSchema = z.object({
  id: z
    .union([z.string().regex(UUID), z.literal("")])
    .nullish()
    .transform((v) => v || null),
  iconClass: className.default(""),
  listClassName: className.default(""),
  content: z.record(z.string(), languageSchema),
});

export type NavEditorLink = {
  id: string;
  position: number;
  iconClass: string | null;
  listClassName: string | null;
  content: Partial<Record<Locale, NavLinkContent>>;
};

function allowed(ctx: ServiceContext): boolean {
  return can(ctx, "cms");
}

function rowsOf(scope: TenantScope) {
  return scope.db
    .select()
    .from(navLinks)
    .where(scope.owns(navLinks))
    .orderBy(asc(navLinks.position), asc(navLinks.id));
}

export async function listNavEditor(ctx: ServiceContext): Promise<Result<NavEditorLink[]>> {
  if (!allowed(ctx)) return forbidden();
  const rows = await rowsOf(scoped(ctx));
  return ok(
    rows.map((r) => ({
      id: r.id,
      position: r.position,
      iconClass: r.iconClass,
      listClassName: r.listClassName,
      content: r.content as Partial<Record<Locale, NavLinkContent>>,
    })),
  );
}

/** Creates (no id) or updates a link; a language with an empty text is left out (it falls back). */
export async function saveNavLink(ctx: ServiceContext, input: unknown): Promise<Result<{ id: string }>> {
  if (!allowed(ctx)) return forbidden();
  const parsed = saveSchema.safeParse(input);
  if (!parsed.success) {
    const fields: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) {
      const [first, lang, field] = issue.path.map(String);
      const key = first === "content" ? `${field ?? "text"}.${lang}` : (first ?? "form");
      const message = issue.message.startsWith(E) ? issue.message : `${E}.invalid`;
      fields[key] = [...(fields[key] ?? []), message];
    }
    return invalid(fields);
  }
  const { id, iconClass, listClassName } = parsed.data;
  const langs = ctx.project.languages.filter(isLocale);
  const content: Record<string, NavLinkContent> = {};
  const fields: Record<string, string[]> = {};
  for (const [lang, value] of Object.entries(parsed.data.content)) {
    if (!langs.includes(lang as Locale)) continue;
    if (!value.text) {
      if (value.link || value.dropdown.length > 0) fields[`text.${lang}`] = [`${E}.required`];
      continue;
    }
    content[lang] = value;
  }
  if (!content[ctx.project.defaultLanguage]) {
    fields[`text.${ctx.project.defaultLanguage}`] = [`${E}.default_required`];
  }
  if (Object.keys(fields).length > 0) return invalid(fields);
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    if (id) {
      const updated = await scope.db
        .update(navLinks)
        .set({ iconClass, listClassName, content })
        .where(scope.where(navLinks, eq(navLinks.id, id)))
        .returning({ id: navLinks.id });
      return updated[0] ? ok({ id }) : notFound();
    }
    const rows = await rowsOf(scope);
    const [row] = await scope.db
      .insert(navLinks)
      .values(scope.stamp({ iconClass, listClassName, content, position: rows.length }))
      .returning({ id: navLinks.id });
    return ok({ id: row!.id });
  });
}

export async function deleteNavLink(ctx: ServiceContext, id: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id)) return notFound();
  const scope = scoped(ctx);
  const gone = await scope.db
    .delete(navLinks)
    .where(scope.where(navLinks, eq(navLinks.id, id)))
    .returning({ id: navLinks.id });
  return gone[0] ? ok(null) : notFound();
}

/** Moves a link to `index` (0-based, clamped) and numbers all links 0..n-1 again. */
export async function moveNavLink(ctx: ServiceContext, input: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  const parsed = z
    .object({ id: z.string().regex(UUID), index: z.coerce.number().int().min(0).max(10_000) })
    .safeParse(input);
  if (!parsed.success) return notFound();
  const { id, index } = parsed.data;
  return withTransaction(ctx, async (tx) => {
    const scope = scoped(tx);
    const rows = await rowsOf(scope);
    const moving = rows.find((r) => r.id === id);
    if (!moving) return notFound();
    const rest = rows.filter((r) => r.id !== id);
    rest.splice(Math.min(index, rest.length), 0, moving);
    for (const [position, row] of rest.entries()) {
      if (row.position === position) continue;
      await scope.db
        .update(navLinks)
        .set({ position })
        .where(scope.where(navLinks, and(eq(navLinks.id, row.id))));
    }
    return ok(null);
  });
}

export async function stepNavLink(ctx: ServiceContext, id: unknown, step: unknown): Promise<Result<null>> {
  if (!allowed(ctx)) return forbidden();
  if (!isUuid(id) || (step !== "up" && step !== "down")) return notFound();
  const rows = await rowsOf(scoped(ctx));
  const at = rows.findIndex((r) => r.id === id);
  if (at < 0) return notFound();
  return moveNavLink(ctx, { id, index: Math.max(0, step === "up" ? at - 1 : at + 1) });
}
