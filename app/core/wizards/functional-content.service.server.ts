/**
 * The functional-content editor's use cases (account/settings/functionalContent/{id}): read and
 * save one content of the project, for the functional-content editors only.
 */
import type { z } from "zod";
import { isDbId } from "../../shared/db-id";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { type FunctionalContentInput, functionalContentSchema } from "./functional-content";
import { findContent, findWizardOfContent, updateContent } from "./wizards.repo.server";

export type EditableContent = FunctionalContentInput & {
  id: number;
  key: string;
  /** The wizard that shows these texts (for the "view the wizard" link), or null. */
  wizardId: number | null;
  updatedAt: string;
};

export async function getFunctionalContent(
  ctx: ServiceContext,
  id: number,
): Promise<Result<EditableContent>> {
  if (!can(ctx, "functionalContentEditors")) return err({ code: "forbidden" });
  if (!isDbId(id)) return err({ code: "not_found" });
  const scope = scoped(ctx);
  const row = await findContent(scope, id);
  if (!row) return err({ code: "not_found" });
  const wizard = await findWizardOfContent(scope, id);
  return ok({
    id: row.id,
    key: row.key,
    wizardId: wizard?.id ?? null,
    updatedAt: row.updatedAt.toISOString(),
    lang_header: row.langHeader,
    lang_footer: row.langFooter,
    lang_success: row.langSuccess,
    form_elements: row.formElements,
    hints: row.hints,
    faq_settings: row.faqSettings,
    placeholders: row.placeholders,
  });
}

/** A zod issue as a catalogue key (the schema is shared with the definition and has no keys of its own). */
function issueKey(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case "too_big":
      return "wizards:errors.too_long";
    case "too_small":
      return "wizards:errors.required";
    case "invalid_format":
      return "wizards:editor.errors.invalid_name";
    default:
      return "wizards:errors.invalid";
  }
}

/**
 * Field errors by the editor's field names: `lang_header`, `form_elements.3.label` (the language is
 * the one being edited, so it is left out), `faq_settings.items.0.answer`.
 */
export function contentFieldErrors(error: z.ZodError): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const parts = issue.path.map(String);
    // Drop a trailing language (`lang_header.de` -> `lang_header`).
    if (parts.length > 1 && /^[a-z]{2}$/.test(parts[parts.length - 1]!)) parts.pop();
    const name = parts.join(".") || "form";
    const key = issueKey(issue);
    if (!fields[name]?.includes(key)) fields[name] = [...(fields[name] ?? []), key];
  }
  return fields;
}

/** Saves a whole content (validated with `functionalContentSchema`); nothing is saved when a part is wrong. */
export async function saveFunctionalContent(
  ctx: ServiceContext,
  id: number,
  input: unknown,
): Promise<Result<EditableContent>> {
  if (!can(ctx, "functionalContentEditors")) return err({ code: "forbidden" });
  const parsed = functionalContentSchema.safeParse(input);
  if (!parsed.success) return err({ code: "invalid", fields: contentFieldErrors(parsed.error) });
  const c = parsed.data;
  const saved = await updateContent(scoped(ctx), id, {
    langHeader: c.lang_header,
    langFooter: c.lang_footer,
    langSuccess: c.lang_success,
    formElements: c.form_elements,
    hints: c.hints,
    faqSettings: c.faq_settings,
    placeholders: c.placeholders,
    updatedBy: ctx.principal?.id ?? null,
    updatedAt: ctx.clock.now(),
  });
  if (!saved) return err({ code: "not_found" });
  return getFunctionalContent(ctx, id);
}
