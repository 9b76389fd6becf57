/**
 * The click wizard's loader and action: which wizard and step the URL names (the step checked against
 * the session's path), the step's texts and fields, and the posts (answer, back, upload or remove a
 * photo, ask for a resume link), each followed by a redirect (Post/Redirect/Get); refusals answer with
 * the status of the shared table.
 */
import { data, redirect } from "react-router";
import { favoriteOwnerOf, ownerForWrite, visitorCookie } from "../../core/favorites/favorites";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import type { ReadCache } from "../../core/tenancy/read-cache.server";
import { type LocalizedText, pickText } from "../../core/wizards/functional-content";
import type { WizardAnswers, WizardStep } from "../../core/wizards/wizard-definition";
import type { WizardResult } from "../../core/wizards/wizard-hooks.server";
import {
  currentStepId,
  findStep,
  firstStepId,
  nextStepId,
  progressOf,
} from "../../core/wizards/wizard-rules";
import type { RawStepValues } from "../../core/wizards/wizard-step-schema";
import {
  FINISH,
  PHOTO_MAX_FILES,
  PHOTO_REQUEST_MAX_BYTES,
  photoThumbUrl,
} from "../../core/wizards/wizard-vocabulary";
import {
  addPhotos,
  answerStep,
  findWizardSession,
  issueResumeToken,
  type OpenedWizard,
  openWizard,
  removePhoto,
  stepBack,
  type WizardAccess,
  type WizardRef,
  type WizardSessionView,
  wizardLists,
} from "../../core/wizards/wizards.service.server";
import { SERVICE_LINK_MESSAGES } from "../../features/service-links/service-links";
import type { WizardPageData, WizardTexts } from "../../features/wizards/wizard-view";
import { actionFailure, actionSuccess } from "../../shared/action-result";
import { dateTimeFormat, numberFormat } from "../../shared/intl";
import { splitLocale } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { inGroup } from "../../shared/permissions";
import type { DomainError } from "../../shared/result";
import type { PageMeta } from "../../ui/site-data";
import type { Route } from "./+types/click-wizard";
import { notFound, type PageContext, pageContext } from "./page-context.server";

const PRIVATE = { "Cache-Control": "private, no-store" };

// With the trade-in photo check's messages: a photo its hook refuses (corrupt, too few or too many
// pixels) is answered with them on this page.
const WIZARD_MESSAGES = ["wizards.page", "wizards.errors", "trade-in.photo", FORM_MESSAGES];

const RESUME_TOKEN = /^[A-Za-z0-9_-]{20,64}$/;

function refOf(params: Route.LoaderArgs["params"]): WizardRef {
  if ("id" in params && params.id !== undefined) {
    return { id: /^\d{1,10}$/.test(params.id) ? Number(params.id) : Number.NaN };
  }
  if ("systemType" in params && params.systemType !== undefined) return { systemType: params.systemType };
  return { systemType: "TRADE_IN" };
}

async function wizardOf(
  ctx: PageContext,
  params: Route.LoaderArgs["params"],
  reads: ReadCache,
): Promise<OpenedWizard> {
  const opened = await openWizard(ctx.services, refOf(params), reads);
  if (!opened.ok) notFound();
  return opened.value;
}

function accessOf(request: Request, ctx: PageContext, user: { id: string } | null): WizardAccess {
  const resume = ctx.url.searchParams.get("resume");
  return {
    owner: favoriteOwnerOf(request.headers.get("cookie"), user),
    resumeToken: resume && RESUME_TOKEN.test(resume) ? resume : null,
  };
}

/** The wizard's own path with a step (and the resume token, which the other device keeps in its URLs). */
function stepPath(ctx: PageContext, step: string | null): string {
  const base = splitLocale(ctx.url.pathname).rest;
  const query = new URLSearchParams();
  if (step) query.set("step", step);
  const resume = ctx.url.searchParams.get("resume");
  if (resume) query.set("resume", resume);
  const q = query.toString();
  return q ? `${base}?${q}` : base;
}

function textsOf(wizard: OpenedWizard, step: WizardStep | null, locale: Locale): WizardTexts {
  const c = wizard.content;
  const pick = (text: LocalizedText | undefined) => pickText(text, locale);
  const names = new Set<string>();
  if (step) {
    names.add(`step:${step.id}`);
    for (const f of step.fields) {
      names.add(f.name);
      for (const o of f.options ?? []) names.add(`${f.name}.${o}`);
    }
  }
  const labels: WizardTexts["labels"] = {};
  for (const el of c.formElements) {
    if (names.has(el.name)) labels[el.name] = { label: pick(el.label), info: pick(el.info_text) };
  }
  const placeholders: Record<string, string> = {};
  for (const p of c.placeholders) if (names.has(p.name)) placeholders[p.name] = pick(p.content);
  return {
    header: pick(c.langHeader),
    footer: pick(c.langFooter),
    labels,
    stepTitle: step ? (labels[`step:${step.id}`]?.label ?? "") : "",
    placeholders,
    hints: step
      ? c.hints
          .filter((h) => h.group === step.id)
          .map((h) => pick(h.content))
          .filter(Boolean)
      : [],
    faq: c.faqSettings.is_active
      ? c.faqSettings.items
          .map((i) => ({ question: pick(i.question), answer: pick(i.answer) }))
          .filter((i) => i.question && i.answer)
      : [],
  };
}

function resultText(ctx: PageContext, result: WizardResult | null): string | null {
  if (!result) return null;
  if (result.kind === "no_estimate") return ctx.t("wizards:result.no_estimate");
  if (result.kind === "message") return ctx.t(result.key, result.vars);
  const money = numberFormat(ctx.locale, {
    style: "currency",
    currency: result.currency,
    maximumFractionDigits: 0,
  });
  return ctx.t("wizards:result.estimate", {
    low: money.format(result.lowMinor / 100),
    high: money.format(result.highMinor / 100),
    date: dateTimeFormat(ctx.locale, { dateStyle: "long", timeZone: "UTC" }).format(
      new Date(result.expiresAt),
    ),
  });
}

/** Answers of other steps that this step's conditions and model lists read. */
function contextOf(step: WizardStep, answers: WizardAnswers): WizardAnswers {
  const own = new Set(step.fields.map((f) => f.name));
  const read = step.fields.flatMap((f) => [
    f.showIf?.field,
    f.type === "model" ? (f.dependsOn ?? "brand") : undefined,
  ]);
  return Object.fromEntries(
    read
      .filter((n): n is string => !!n && !own.has(n) && answers[n] !== undefined)
      .map((n) => [n, answers[n]!]),
  );
}

async function stepView(
  ctx: PageContext,
  reads: ReadCache,
  wizard: OpenedWizard,
  session: WizardSessionView | null,
  stepId: string,
) {
  const def = wizard.definition;
  const step = findStep(def, stepId)!;
  const answers = session?.answers ?? {};
  const path = session?.path ?? [firstStepId(def)];
  const lists = await wizardLists(ctx.services, [step], reads);
  const context = contextOf(step, answers);
  // A brand chosen on an earlier step: only its models travel with the page.
  for (const f of step.fields) {
    const brand = f.type === "model" ? context[f.dependsOn ?? "brand"] : undefined;
    if (typeof brand === "string" && Object.hasOwn(lists.models, brand))
      lists.models = { [brand]: lists.models[brand] ?? [] };
  }
  const photos: Record<string, { id: string; url: string }[]> = {};
  for (const f of step.fields) {
    if (f.type !== "photos") continue;
    const ids = answers[f.name];
    photos[f.name] = (Array.isArray(ids) ? ids : []).map((id) => ({ id, url: photoThumbUrl(id) }));
  }
  return {
    kind: "step" as const,
    step,
    sessionId: session?.status === "open" ? session.id : "",
    values: Object.fromEntries(
      step.fields.filter((f) => answers[f.name] !== undefined).map((f) => [f.name, answers[f.name]!]),
    ),
    context,
    progress: progressOf(def, path, step.id, answers),
    canGoBack: path.indexOf(step.id) > 0,
    isLast: nextStepId(def, step.id, answers) === FINISH,
    lists,
    photos,
  };
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const ctx = pageContext(request, context);
  const wizard = await wizardOf(ctx, params, context.reads);
  const access = accessOf(request, ctx, context.user);
  const session = await findWizardSession(ctx.services, wizard, access);
  const asked = ctx.url.searchParams.get("step");
  const def = wizard.definition;

  let view: WizardPageData["view"];
  let step: WizardStep | null = null;
  if (session?.status === "done" && asked) {
    // A reload, the back button or a second submit after the finish: the success page again.
    view = {
      kind: "done",
      success: pickText(wizard.content.langSuccess, ctx.locale),
      result: resultText(ctx, session.result),
      restartPath: splitLocale(ctx.url.pathname).rest,
    };
  } else {
    const open = session?.status === "open" ? session : null;
    const current = open ? currentStepId(def, open.path, asked) : firstStepId(def);
    if (asked && asked !== current) throw redirect(stepPath(ctx, open ? current : null));
    view = await stepView(ctx, context.reads, wizard, open, current);
    step = view.step;
  }

  const texts = textsOf(wizard, step, ctx.locale);
  const plain = !ctx.url.search && !("id" in params) && !("systemType" in params);
  const meta: PageMeta = {
    title: texts.header || ctx.t("pages:clickWizard.title"),
    description: ctx.t("pages:clickWizard.description"),
    // The trade-in landing page is a page of the site; a wizard by id, a step or a resume link is not.
    noindex: !plain,
  };
  const page: WizardPageData = {
    wizardId: wizard.id,
    texts,
    view,
    editPath: inGroup(context.user, "functionalContentEditors")
      ? `/account/settings/functionalContent/${wizard.content.id}`
      : null,
  };
  return data(
    {
      ...page,
      tradeIn: wizard.systemType === "TRADE_IN",
      resumeInvalid: Boolean(ctx.url.searchParams.get("resume")) && !session,
      meta,
      messages: messagesFor(ctx.locale, [...WIZARD_MESSAGES, "wizards.result", ...SERVICE_LINK_MESSAGES]),
    },
    { headers: session || access.resumeToken ? PRIVATE : {} },
  );
}

const INTENTS = ["next", "back", "upload", "resume_link"] as const;

type Intent = (typeof INTENTS)[number];

/**
 * A refused step through the shared action result. The echo's single values travel as `values`; a
 * multi-choice field's several values as `multi` (the shared `values` holds one string per field).
 */
function failure(
  error: DomainError,
  values: Record<string, string | string[]> = {},
  headers: HeadersInit = PRIVATE,
) {
  const single: Record<string, string> = {};
  const multi: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) multi[name] = value;
    else single[name] = value;
  }
  return actionFailure(error, { values: single, headers, extra: { multi } });
}

/** The step's posted values (strings; a multi field's all values), capped in length for the echo. */
function postedValues(form: FormData, step: WizardStep | undefined): RawStepValues {
  const out: RawStepValues = {};
  for (const f of step?.fields ?? []) {
    if (f.type === "photos") continue;
    const all = form
      .getAll(f.name)
      .filter((v): v is string => typeof v === "string")
      .map((v) => v.slice(0, 10_000));
    out[f.name] = f.type === "multi" ? all.slice(0, 60) : all[0];
  }
  return out;
}

function echo(values: RawStepValues): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined)) as Record<
    string,
    string | string[]
  >;
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const ctx = pageContext(request, context);
  const wizard = await wizardOf(ctx, params, context.reads);
  // A body larger than eight photos at their limit is refused before it is read.
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > PHOTO_REQUEST_MAX_BYTES) {
    return failure({ code: "too_large", message: "wizards:errors.upload_too_large" });
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return failure({ code: "invalid", message: "wizards:errors.invalid" });
  }
  const get = (name: string) => {
    const v = form.get(name);
    return typeof v === "string" ? v.slice(0, 100) : "";
  };
  const removing = get("removePhoto");
  const intent: Intent | "removePhoto" = removing
    ? "removePhoto"
    : (INTENTS as readonly string[]).includes(get("intent"))
      ? (get("intent") as Intent)
      : "next";
  const sessionId = /^[0-9a-f-]{36}$/.test(get("session")) ? get("session") : "";
  const stepId = get("step");
  const step = findStep(wizard.definition, stepId);
  const access = accessOf(request, ctx, context.user);
  // A write may give an anonymous visitor the visitor cookie (only when it makes a session).
  const write =
    access.owner || access.resumeToken
      ? { owner: access.owner, newVisitorId: null }
      : ownerForWrite(null, context.user);
  const writeAccess: WizardAccess = { ...access, owner: write.owner };
  const headers = new Headers(PRIVATE);
  const withCookie = (created: boolean) => {
    if (created && write.newVisitorId)
      headers.append("Set-Cookie", visitorCookie(write.newVisitorId, context.secureCookies));
    return headers;
  };
  const go = (target: string, created = false) =>
    redirect(target, { status: 303, headers: withCookie(created) });

  switch (intent) {
    case "resume_link": {
      const issued = await issueResumeToken(ctx.services, wizard, access, sessionId);
      if (!issued.ok) return failure(issued.error);
      const url = new URL(ctx.url.pathname, context.origin);
      url.searchParams.set("resume", issued.value.token);
      return actionSuccess(null, { resumeLink: url.toString() }, { headers: PRIVATE });
    }
    case "back": {
      const back = await stepBack(ctx.services, wizard, access, { stepId, sessionId });
      if (!back.ok) return go(stepPath(ctx, "done"));
      return go(stepPath(ctx, back.value.step));
    }
    case "removePhoto": {
      const field = step?.fields.find((f) => f.type === "photos")?.name ?? "";
      const removed = await removePhoto(ctx.services, wizard, access, {
        stepId,
        sessionId,
        field,
        photoId: removing,
      });
      if (!removed.ok) return failure(removed.error);
      return go(stepPath(ctx, stepId));
    }
    default:
      break;
  }

  if (!step) return failure({ code: "not_found", message: "wizards:errors.stale" });
  const values = postedValues(form, step);
  let session = sessionId;
  let created = false;
  const photoField = step.fields.find((f) => f.type === "photos");
  if (photoField) {
    const files = form.getAll(photoField.name).filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length > PHOTO_MAX_FILES) {
      return failure(
        { code: "invalid", fields: { [photoField.name]: ["wizards:errors.too_many_photos"] } },
        echo(values),
      );
    }
    if (files.length > 0) {
      const added = await addPhotos(ctx.services, wizard, writeAccess, {
        stepId,
        sessionId,
        field: photoField.name,
        files,
      });
      if (!added.ok) {
        return failure(added.error, echo(values), withCookie(true));
      }
      session = added.value.sessionId;
      created = added.value.created;
    }
    if (intent === "upload") return go(stepPath(ctx, stepId), created);
  }
  const answered = await answerStep(
    ctx.services,
    wizard,
    writeAccess,
    { stepId, sessionId: session, values },
    context.reads,
  );
  if (!answered.ok) return failure(answered.error, echo(values));
  const outcome = answered.value;
  if (outcome.kind === "done") {
    if (outcome.jobId) context.logger.info({ jobId: outcome.jobId, wizardId: wizard.id }, "wizard finished");
    return go(stepPath(ctx, "done"), created);
  }
  return go(stepPath(ctx, outcome.step), created || outcome.created);
}
