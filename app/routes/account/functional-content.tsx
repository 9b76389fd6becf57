/**
 * account/settings/functionalContent/{id}: the texts of a wizard, edited per language by the
 * functional-content editors. Saved whole with `functionalContentSchema`; a refused save shows
 * the submitted texts again with their errors (400), a successful one `changes_have_been_saved`.
 */
import { data } from "react-router";
import { withPrincipal } from "../../core/context/service-context.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { WithMessages } from "../../core/i18n/with-messages";
import { pickText } from "../../core/wizards/functional-content";
import {
  getFunctionalContent,
  saveFunctionalContent,
} from "../../core/wizards/functional-content.service.server";
import { ContentEditor, type EditorAnswer } from "../../features/wizards/content-editor";
import { formOfContent, mergeContentForm, readContentForm } from "../../features/wizards/content-form";
import { actionFailure, actionRefusal, actionSuccess } from "../../shared/action-result";
import { LOCALES, type Locale } from "../../shared/locales";
import { notFound, pageContext } from "../store/page-context.server";
import type { Route } from "./+types/functional-content";
import { requireAccess } from "./guard.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

function idOf(params: { id?: string }): number {
  return /^\d{1,10}$/.test(params.id ?? "") ? Number(params.id) : Number.NaN;
}

function languagesOf(languages: readonly string[]): Locale[] {
  const own = LOCALES.filter((l) => languages.includes(l));
  return own.length ? own : [...LOCALES];
}

function langOf(asked: string | null, languages: readonly Locale[], fallback: Locale): Locale {
  return languages.find((l) => l === asked) ?? (languages.includes(fallback) ? fallback : languages[0]!);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = requireAccess(request, context, "functionalContent");
  const ctx = pageContext(request, context);
  const services = withPrincipal(ctx.services, user);
  const content = await getFunctionalContent(services, idOf(params));
  if (!content.ok) {
    if (content.error.code === "forbidden") throw data(null, { status: 403 });
    notFound();
  }
  const languages = languagesOf(context.project.languages);
  const lang = langOf(ctx.url.searchParams.get("lang"), languages, ctx.locale);
  const c = content.value;
  return data(
    {
      meta: { title: ctx.t("wizards:editor.title"), noindex: true },
      form: formOfContent(c, lang),
      languages,
      name: pickText(c.lang_header, ctx.locale) || c.key,
      wizardPath: c.wizardId ? `/clickWizard/${c.wizardId}` : null,
      messages: messagesFor(ctx.locale, ["wizards.editor", "wizards.errors", FORM_MESSAGES]),
    },
    { headers: PRIVATE },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const user = requireAccess(request, context, "functionalContent");
  const ctx = pageContext(request, context);
  const services = withPrincipal(ctx.services, user);
  const id = idOf(params);
  const stored = await getFunctionalContent(services, id);
  if (!stored.ok) {
    if (stored.error.code === "forbidden") throw actionRefusal("forbidden");
    notFound();
  }
  let posted: FormData;
  try {
    posted = await request.formData();
  } catch {
    return actionFailure({ code: "invalid" }, { message: "wizards:editor.save_failed", headers: PRIVATE });
  }
  const languages = languagesOf(context.project.languages);
  const asked = posted.get("lang");
  const lang = langOf(typeof asked === "string" ? asked : null, languages, ctx.locale);
  const form = readContentForm(posted, lang);
  const saved = await saveFunctionalContent(services, id, mergeContentForm(stored.value, form));
  if (!saved.ok) {
    // What was typed stays on the screen; nothing was saved.
    return actionFailure(saved.error, {
      message: "wizards:editor.save_failed",
      headers: PRIVATE,
      extra: { form },
    });
  }
  // The wizard pages of this process read the texts from the read cache: show the new ones at once.
  context.reads.clear();
  context.logger.info({ functionalContentId: id }, "functional content saved");
  return actionSuccess(
    "wizards:editor.changes_have_been_saved",
    { form: formOfContent(saved.value, lang) },
    { headers: PRIVATE },
  );
}

export default function FunctionalContent({ loaderData, actionData }: Route.ComponentProps) {
  const answer = actionData as EditorAnswer | undefined;
  const form = answer?.form && answer.form.lang === loaderData.form.lang ? answer.form : loaderData.form;
  // The account layout's translator knows the account texts only; the editor brings its own.
  return (
    <WithMessages messages={loaderData.messages}>
      <ContentEditor
        form={form}
        languages={loaderData.languages}
        answer={answer}
        wizardPath={loaderData.wizardPath}
        name={loaderData.name}
      />
    </WithMessages>
  );
}
