/**
 * Click wizards: open a wizard, find the visitor's session (visitor cookie or signed-in user,
 * or a resume link from another device), answer a step, go back, manage photos, and finish: one lead
 * with the answers of the path taken, once per session, in one transaction with the system type's hook.
 */
import { type DomainError, err, ok, type Result } from "../../shared/result";
import { listBrands } from "../catalog/catalog.service.server";
import { type ServiceContext, withTransaction } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import type { FavoriteOwner } from "../favorites/favorites";
import { newToken, tokenHash } from "../identity/tokens.server";
import { createLead, type LeadClient } from "../leads/create-lead.service.server";
import { isSystemType, type SystemType } from "../leads/system-types";
import { listLocations } from "../locations/locations.service.server";
import type { FeatureFlag } from "../tenancy/project-config";
import type { ReadCache } from "../tenancy/read-cache.server";
import { suggestedBrands } from "./vehicle-brands";
import {
  type WizardAnswers,
  type WizardDefinition,
  type WizardStep,
  wizardDefinitionSchema,
} from "./wizard-definition";
import { WIZARD_HOOKS, type WizardResult } from "./wizard-hooks.server";
import { wizardConfirmationMail } from "./wizard-mails.server";
import { advancePath, backPath, findStep, firstStepId, nextStepId, pathAnswers } from "./wizard-rules";
import { checkStep, type RawStepValues, type WizardLists } from "./wizard-step-schema";
import { FINISH, PHOTO_MAX_BYTES, PHOTO_TYPES } from "./wizard-vocabulary";
import {
  type FunctionalContentRow,
  findContent,
  findOwnSession,
  findSessionByTokenHash,
  findWizard,
  findWizardOfType,
  insertSession,
  listCatalogueModels,
  lockSession,
  markSessionDone,
  updateOpenSession,
  type WizardSessionRow,
} from "./wizards.repo.server";

/** A session lives 30 days after its last answer. */
export const SESSION_DAYS = 30;
const SESSION_MS = SESSION_DAYS * 86_400_000;

/** The feature flag a wizard of a system type needs (project config); types not listed need none. */
const WIZARD_FEATURE: Partial<Record<SystemType, FeatureFlag>> = {
  TRADE_IN: "trade_in",
  FINANCING: "financing",
  LEASING: "leasing",
  SUBSCRIPTION: "subscription",
  RENTAL: "rental",
  SERVICE: "service_booking",
  COMMUNITY: "community",
};

export type WizardRef = { id: number } | { systemType: string };

export type OpenedWizard = {
  id: number;
  systemType: SystemType;
  definition: WizardDefinition;
  content: FunctionalContentRow;
};

/** Who is asking: the owner of the request (cookie or user) and the resume link's token, if any. */
export type WizardAccess = { owner: FavoriteOwner | null; resumeToken: string | null };

export type WizardSessionView = {
  id: string;
  answers: WizardAnswers;
  path: string[];
  status: "open" | "done";
  jobId: number | null;
  result: WizardResult | null;
};

/** The wizard by id or by system type (active ones only); a bogus id, type or definition is not found. */
export function openWizard(
  ctx: ServiceContext,
  ref: WizardRef,
  reads?: ReadCache,
): Promise<Result<OpenedWizard>> {
  // A wizard and its texts change rarely: pages and posts read them from the process's read cache
  // (seconds; the text editor clears it on save, other processes see the change within its TTL).
  if (reads) return reads.get(ctx.project.id, `wizard|${JSON.stringify(ref)}`, () => readWizard(ctx, ref));
  return readWizard(ctx, ref);
}

async function readWizard(ctx: ServiceContext, ref: WizardRef): Promise<Result<OpenedWizard>> {
  const scope = scoped(ctx);
  let row: Awaited<ReturnType<typeof findWizard>>;
  if ("id" in ref) {
    if (!Number.isSafeInteger(ref.id) || ref.id < 1 || ref.id > 2_147_483_647)
      return err({ code: "not_found" });
    row = await findWizard(scope, ref.id);
  } else {
    if (!isSystemType(ref.systemType)) return err({ code: "not_found" });
    row = await findWizardOfType(scope, ref.systemType);
  }
  if (!row || !isSystemType(row.systemType)) return err({ code: "not_found" });
  // A wizard of a feature the site has switched off does not exist there (server-side, like its pages).
  const flag = WIZARD_FEATURE[row.systemType];
  if (flag && !ctx.project.features[flag]) return err({ code: "not_found" });
  const definition = wizardDefinitionSchema.safeParse(row.definition);
  if (!definition.success) return err({ code: "not_found" });
  const content = await findContent(scope, row.functionalContentId);
  if (!content) return err({ code: "not_found" });
  return ok({
    id: row.id,
    systemType: row.systemType,
    definition: definition.data as WizardDefinition,
    content,
  });
}

function toView(row: WizardSessionRow): WizardSessionView {
  return {
    id: row.id,
    answers: row.answers,
    path: row.path,
    status: row.status,
    jobId: row.jobId,
    result: (row.result as WizardResult | null) ?? null,
  };
}

async function findSessionRow(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
): Promise<WizardSessionRow | null> {
  const scope = scoped(ctx);
  const now = ctx.clock.now();
  // A resume link names its session; a link that does not fit opens nothing (not the visitor's own).
  if (access.resumeToken) return findSessionByTokenHash(scope, wizard.id, tokenHash(access.resumeToken), now);
  if (!access.owner) return null;
  return findOwnSession(scope, wizard.id, access.owner, now);
}

/** The visitor's newest session of the wizard (open or done), or null. */
export async function findWizardSession(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
): Promise<WizardSessionView | null> {
  const row = await findSessionRow(ctx, wizard, access);
  return row ? toView(row) : null;
}

/** Brands, their models and locations, for the kinds of field the given steps ask (empty otherwise). */
export async function wizardLists(
  ctx: ServiceContext,
  steps: readonly WizardStep[],
  reads?: ReadCache,
): Promise<WizardLists & { locationNames: { id: string; name: string }[] }> {
  const types = new Set(steps.flatMap((s) => s.fields.map((f) => f.type)));
  const needsModels = types.has("model");
  const cached = <T>(key: string, load: () => Promise<T>) =>
    reads ? reads.get(ctx.project.id, key, load) : load();
  const [brands, models, locations] = await Promise.all([
    types.has("brand") || needsModels ? cached("brands", () => listBrands(ctx)) : Promise.resolve([]),
    needsModels ? cached("catalogue-models", () => listCatalogueModels(ctx.db)) : Promise.resolve([]),
    types.has("location") ? cached("locations", () => listLocations(ctx)) : Promise.resolve([]),
  ]);
  const byBrand: Record<string, string[]> = {};
  for (const m of models) {
    const list = byBrand[m.brand] ?? [];
    list.push(m.model);
    byBrand[m.brand] = list;
  }
  return {
    // The catalogue's brands and the common ones of the market: a trade-in may be of any make.
    brands: suggestedBrands(brands.map((b) => b.name)),
    models: byBrand,
    locations: locations.map((l) => String(l.id)),
    locationNames: locations.map((l) => ({ id: String(l.id), name: l.name })),
  };
}

export type StepOutcome =
  /** Saved; the visitor goes on to `step` (the session is new when `created`). */
  | { kind: "next"; step: string; sessionId: string; created: boolean }
  /** The wizard is finished (now, or already before: a double submit or a reload). */
  | { kind: "done"; sessionId: string; jobId: number | null };

export type StepPost = {
  stepId: string;
  /** The session the form was shown for ("" for a form shown before any session existed). */
  sessionId: string;
  values: RawStepValues;
};

/**
 * The session a post continues: the one the form was shown for (which must be the visitor's current
 * one: otherwise a conflict, a stale tab, never another visitor's session), else the visitor's open one,
 * else null when the visitor may start one (the caller creates it once the post is accepted).
 */
async function existingSessionForPost(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  postedId: string,
): Promise<
  Result<{ row: WizardSessionRow; owner?: never } | { row: null; owner: NonNullable<WizardAccess["owner"]> }>
> {
  const found = await findSessionRow(ctx, wizard, access);
  if (postedId) {
    if (!found || found.id !== postedId) return err({ code: "conflict", message: "wizards:errors.stale" });
    return ok({ row: found });
  }
  if (found && found.status === "open") return ok({ row: found });
  if (access.resumeToken) return err({ code: "not_found", message: "wizards:errors.resume_invalid" });
  if (!access.owner) return err({ code: "invalid", message: "wizards:errors.stale" });
  return ok({ row: null, owner: access.owner });
}

async function createSession(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  owner: NonNullable<WizardAccess["owner"]>,
  state: { answers: WizardAnswers; path: string[] },
): Promise<WizardSessionRow> {
  const now = ctx.clock.now();
  return insertSession(scoped(ctx), {
    wizardId: wizard.id,
    owner,
    resumeTokenHash: tokenHash(newToken()),
    ...state,
    now,
    expiresAt: new Date(now.getTime() + SESSION_MS),
  });
}

/** The session a post works on, made now when there is none yet (photo uploads keep their progress in it). */
async function sessionForPost(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  postedId: string,
): Promise<Result<{ row: WizardSessionRow; created: boolean }>> {
  const found = await existingSessionForPost(ctx, wizard, access, postedId);
  if (!found.ok) return found;
  if (found.value.row) return ok({ row: found.value.row, created: false });
  const row = await createSession(ctx, wizard, found.value.owner, {
    answers: {},
    path: [firstStepId(wizard.definition)],
  });
  return ok({ row, created: true });
}

/**
 * Answers a step: checks the posted values with the step's schema (400 with field errors, nothing
 * saved), stores them, and moves on: the next step by the branching rules, or the finish.
 */
export async function answerStep(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  post: StepPost,
  reads?: ReadCache,
): Promise<Result<StepOutcome>> {
  const step = findStep(wizard.definition, post.stepId);
  if (!step) return err({ code: "not_found" });
  const session = await existingSessionForPost(ctx, wizard, access, post.sessionId);
  if (!session.ok) return session;
  // A first post starts from the first step; its session is made only once the answers pass (a refused
  // post stores nothing).
  const { row: existing, owner } = session.value;
  const state = existing ?? { answers: {} as WizardAnswers, path: [firstStepId(wizard.definition)] };
  if (existing?.status === "done") return ok({ kind: "done", sessionId: existing.id, jobId: existing.jobId });
  // A step the visitor has not reached cannot be answered (no skipping through crafted posts).
  if (!state.path.includes(step.id)) return err({ code: "conflict", message: "wizards:errors.stale" });

  const lists = await wizardLists(ctx, [step], reads);
  // Photos are not posted as values: the session holds the ids of the ones uploaded.
  const values: RawStepValues = { ...post.values };
  for (const f of step.fields) if (f.type === "photos") values[f.name] = asList(state.answers[f.name]);
  const checked = checkStep(step, values, {
    answers: state.answers,
    lists,
    now: ctx.clock.now(),
    locale: ctx.locale,
  });
  if (!checked.ok) return err({ code: "invalid", fields: checked.fields });

  const answers = { ...state.answers, ...checked.answers };
  const next = nextStepId(wizard.definition, step.id, answers);
  const path = advancePath(state.path, step.id, next);
  let sessionId: string;
  if (existing) {
    const now = ctx.clock.now();
    const saved = await updateOpenSession(scoped(ctx), existing.id, {
      answers,
      path,
      updatedAt: now,
      expiresAt: new Date(now.getTime() + SESSION_MS),
    });
    if (!saved) {
      // Finished meanwhile by a concurrent post of the same form.
      const again = await findSessionRow(ctx, wizard, access);
      return again?.status === "done"
        ? ok({ kind: "done", sessionId: again.id, jobId: again.jobId })
        : err({ code: "conflict", message: "wizards:errors.stale" });
    }
    sessionId = existing.id;
  } else {
    sessionId = (await createSession(ctx, wizard, owner, { answers, path })).id;
  }
  const created = !existing;
  if (next !== FINISH) return ok({ kind: "next", step: next, sessionId, created });
  const finished = await finishSession(ctx, wizard, sessionId);
  if (!finished.ok) return finished;
  return ok({ kind: "done", sessionId, jobId: finished.value.jobId });
}

/** Rolls the finish transaction back while carrying the domain error out of it. */
class FinishRefused extends Error {
  constructor(readonly error: DomainError) {
    super(error.code);
  }
}

const str = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);

/** The lead's client from the contact fields (wizard-definition.ts names them). */
function clientOf(ctx: ServiceContext, answers: WizardAnswers): LeadClient {
  return {
    firstName: str(answers.firstName) ?? "",
    lastName: str(answers.lastName) ?? "",
    email: str(answers.email) ?? null,
    phone: str(answers.phone) ?? null,
    language: ctx.locale,
    privacyAccepted: answers.privacy === "yes",
    marketingConsent: answers.marketing === "yes",
  };
}

/**
 * The finish, once per session: under the session's row lock, `createLead` with the answers of the
 * path taken, the system type's `afterLead`, and the session marked done with the job and the result.
 * A second finish of the same session (double submit) finds it done and makes nothing.
 */
async function finishSession(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  sessionId: string,
): Promise<Result<{ jobId: number | null }>> {
  try {
    return await withTransaction(ctx, async (tx) => {
      const scope = scoped(tx);
      const row = await lockSession(scope, sessionId);
      if (!row) throw new FinishRefused({ code: "not_found" });
      if (row.status === "done") return ok({ jobId: row.jobId });
      const answers = pathAnswers(wizard.definition, row.path, row.answers);
      const locationId = Number(str(answers.locationId));
      const client = clientOf(tx, answers);
      const lead = await createLead(
        tx,
        wizard.systemType,
        client,
        { ...answers, wizardId: wizard.id },
        {
          vehicleBrandName: str(answers.brand) ?? null,
          vehicleModelName: str(answers.model) ?? null,
          locationId: Number.isSafeInteger(locationId) && locationId > 0 ? locationId : null,
        },
      );
      if (!lead.ok) throw new FinishRefused(lead.error);
      let result: WizardResult | null = null;
      const hook = WIZARD_HOOKS[wizard.systemType]?.afterLead;
      if (hook) {
        const after = await hook(tx, { sessionId, answers, lead: lead.value });
        if (!after.ok) throw new FinishRefused(after.error);
        result = after.value;
      }
      // The contact step promises a confirmation at the address given.
      if (client.email)
        await tx.outbox.enqueue(
          "mail",
          wizardConfirmationMail(tx.project, {
            locale: tx.locale,
            email: client.email,
            name: [client.firstName, client.lastName].filter(Boolean).join(" "),
            systemType: wizard.systemType,
            reference: lead.value.jobId,
            result,
          }),
        );
      await markSessionDone(scope, sessionId, {
        jobId: lead.value.jobId,
        result: result as Record<string, unknown> | null,
        path: row.path,
        now: tx.clock.now(),
      });
      return ok({ jobId: lead.value.jobId });
    });
  } catch (e) {
    if (e instanceof FinishRefused) return err(e.error);
    throw e;
  }
}

/** "Back" from a step (no checks, nothing lost): the step before it on the path becomes the current one. */
export async function stepBack(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  post: { stepId: string; sessionId: string },
): Promise<Result<{ step: string }>> {
  const row = await findSessionRow(ctx, wizard, access);
  if (!row || row.id !== post.sessionId) return ok({ step: firstStepId(wizard.definition) });
  if (row.status === "done") return err({ code: "conflict", message: "wizards:errors.stale" });
  const path = backPath(row.path, post.stepId);
  await updateOpenSession(scoped(ctx), row.id, { path, updatedAt: ctx.clock.now() });
  return ok({ step: path[path.length - 1] ?? firstStepId(wizard.definition) });
}

/**
 * A new resume link for the session (`?resume=<token>`): only its hash is stored, so the link can be
 * shown only when it is made; a new one replaces the one before.
 */
export async function issueResumeToken(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  sessionId: string,
): Promise<Result<{ token: string }>> {
  const row = await findSessionRow(ctx, wizard, access);
  if (!row || row.id !== sessionId || row.status !== "open") return err({ code: "not_found" });
  const token = newToken();
  await updateOpenSession(scoped(ctx), row.id, { resumeTokenHash: tokenHash(token) });
  return ok({ token });
}

function asList(value: string | string[] | undefined): string[] {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

/**
 * Adds uploaded photos to a photos field of the current session: each file is checked (type, size)
 * and handed to the system type's `storePhoto`; the ids become the field's answer. Field errors name
 * the files refused; the others are kept.
 */
export async function addPhotos(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  post: { stepId: string; sessionId: string; field: string; files: File[] },
): Promise<Result<{ ids: string[]; sessionId: string; created: boolean }>> {
  const step = findStep(wizard.definition, post.stepId);
  const field = step?.fields.find((f) => f.name === post.field && f.type === "photos");
  if (!step || !field) return err({ code: "not_found" });
  const store = WIZARD_HOOKS[wizard.systemType]?.storePhoto;
  if (!store)
    return err({ code: "invalid", fields: { [field.name]: ["wizards:errors.photos_unavailable"] } });
  const session = await sessionForPost(ctx, wizard, access, post.sessionId);
  if (!session.ok) return session;
  const { row, created } = session.value;
  if (row.status !== "open" || !row.path.includes(step.id))
    return err({ code: "conflict", message: "wizards:errors.stale" });
  const ids = asList(row.answers[field.name]);
  const max = field.max ?? 8;
  const problems: string[] = [];
  for (const file of post.files) {
    if (ids.length >= max) {
      problems.push("wizards:errors.too_many_photos");
      break;
    }
    if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) {
      problems.push("wizards:errors.photo_type");
      continue;
    }
    if (file.size > PHOTO_MAX_BYTES) {
      problems.push("wizards:errors.photo_too_large");
      continue;
    }
    const stored = await store(ctx, { sessionId: row.id, file });
    if (!stored.ok) {
      problems.push(stored.error.message?.includes(":") ? stored.error.message : "wizards:errors.photo_type");
      continue;
    }
    ids.push(stored.value.id);
  }
  await updateOpenSession(scoped(ctx), row.id, {
    answers: { ...row.answers, [field.name]: ids },
    updatedAt: ctx.clock.now(),
  });
  if (problems.length) return err({ code: "invalid", fields: { [field.name]: [...new Set(problems)] } });
  return ok({ ids, sessionId: row.id, created });
}

/** Takes a photo out of the session's answer (and asks the hook to delete it). */
export async function removePhoto(
  ctx: ServiceContext,
  wizard: OpenedWizard,
  access: WizardAccess,
  post: { stepId: string; sessionId: string; field: string; photoId: string },
): Promise<Result<{ ids: string[] }>> {
  const row = await findSessionRow(ctx, wizard, access);
  if (!row || row.id !== post.sessionId || row.status !== "open") return err({ code: "not_found" });
  const ids = asList(row.answers[post.field]);
  if (!ids.includes(post.photoId)) return err({ code: "not_found" });
  const remove = WIZARD_HOOKS[wizard.systemType]?.removePhoto;
  if (remove) {
    const removed = await remove(ctx, { sessionId: row.id, photoId: post.photoId });
    if (!removed.ok && removed.error.code !== "not_found") return removed;
  }
  const rest = ids.filter((id) => id !== post.photoId);
  await updateOpenSession(scoped(ctx), row.id, {
    answers: { ...row.answers, [post.field]: rest },
    updatedAt: ctx.clock.now(),
  });
  return ok({ ids: rest });
}
