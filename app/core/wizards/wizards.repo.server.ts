/** Drizzle queries of wizards, their sessions and functional content, through the tenant scope. */
import { and, asc, desc, eq, gt, isNull, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { brands, carModels, functionalContents, wizardSessions, wizards } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";
import type { FavoriteOwner } from "../favorites/favorites";
import type { WizardAnswers } from "./wizard-definition";

export type WizardRow = typeof wizards.$inferSelect;
export type WizardSessionRow = typeof wizardSessions.$inferSelect;
export type FunctionalContentRow = typeof functionalContents.$inferSelect;

export async function findWizard(scope: TenantScope, id: number): Promise<WizardRow | null> {
  const [row] = await scope.db
    .select()
    .from(wizards)
    .where(scope.where(wizards, eq(wizards.id, id), eq(wizards.active, true)))
    .limit(1);
  return row ?? null;
}

/** The active wizard of a system type with the lowest id (`clickWizard/type/{systemType}`). */
export async function findWizardOfType(scope: TenantScope, systemType: string): Promise<WizardRow | null> {
  const [row] = await scope.db
    .select()
    .from(wizards)
    .where(scope.where(wizards, eq(wizards.systemType, systemType), eq(wizards.active, true)))
    .orderBy(asc(wizards.id))
    .limit(1);
  return row ?? null;
}

export async function findContent(scope: TenantScope, id: number): Promise<FunctionalContentRow | null> {
  const [row] = await scope.db
    .select()
    .from(functionalContents)
    .where(scope.where(functionalContents, eq(functionalContents.id, id)))
    .limit(1);
  return row ?? null;
}

/** The first wizard that uses a functional content (the editor links to its page). */
export async function findWizardOfContent(scope: TenantScope, contentId: number): Promise<WizardRow | null> {
  const [row] = await scope.db
    .select()
    .from(wizards)
    .where(scope.where(wizards, eq(wizards.functionalContentId, contentId)))
    .orderBy(asc(wizards.id))
    .limit(1);
  return row ?? null;
}

export async function updateContent(
  scope: TenantScope,
  id: number,
  values: Partial<typeof functionalContents.$inferInsert>,
): Promise<boolean> {
  const rows = await scope.db
    .update(functionalContents)
    .set(values)
    .where(scope.where(functionalContents, eq(functionalContents.id, id)))
    .returning({ id: functionalContents.id });
  return rows.length > 0;
}

function ownerIs(owner: FavoriteOwner): SQL {
  return owner.kind === "user"
    ? eq(wizardSessions.userId, owner.userId)
    : and(eq(wizardSessions.visitorId, owner.visitorId), isNull(wizardSessions.userId))!;
}

/** The owner's newest session of a wizard that has not expired. */
export async function findOwnSession(
  scope: TenantScope,
  wizardId: number,
  owner: FavoriteOwner,
  now: Date,
): Promise<WizardSessionRow | null> {
  const [row] = await scope.db
    .select()
    .from(wizardSessions)
    .where(
      scope.where(
        wizardSessions,
        eq(wizardSessions.wizardId, wizardId),
        ownerIs(owner),
        gt(wizardSessions.expiresAt, now),
      ),
    )
    .orderBy(desc(wizardSessions.createdAt), desc(wizardSessions.id))
    .limit(1);
  return row ?? null;
}

/** The session a resume link opens (its token's hash), if it belongs to this wizard and has not expired. */
export async function findSessionByTokenHash(
  scope: TenantScope,
  wizardId: number,
  hash: string,
  now: Date,
): Promise<WizardSessionRow | null> {
  const [row] = await scope.db
    .select()
    .from(wizardSessions)
    .where(
      scope.where(
        wizardSessions,
        eq(wizardSessions.wizardId, wizardId),
        eq(wizardSessions.resumeTokenHash, hash),
        gt(wizardSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertSession(
  scope: TenantScope,
  values: {
    wizardId: number;
    owner: FavoriteOwner;
    resumeTokenHash: string;
    answers: WizardAnswers;
    path: string[];
    now: Date;
    expiresAt: Date;
  },
): Promise<WizardSessionRow> {
  const [row] = await scope.db
    .insert(wizardSessions)
    .values(
      scope.stamp({
        wizardId: values.wizardId,
        visitorId: values.owner.kind === "visitor" ? values.owner.visitorId : null,
        userId: values.owner.kind === "user" ? values.owner.userId : null,
        resumeTokenHash: values.resumeTokenHash,
        answers: values.answers,
        path: values.path,
        createdAt: values.now,
        updatedAt: values.now,
        expiresAt: values.expiresAt,
      }),
    )
    .returning();
  return row!;
}

/** Changes an open session (a finished one is never changed again); false when it was not open. */
export async function updateOpenSession(
  scope: TenantScope,
  id: string,
  values: Partial<Pick<WizardSessionRow, "answers" | "path" | "resumeTokenHash" | "updatedAt" | "expiresAt">>,
): Promise<boolean> {
  const rows = await scope.db
    .update(wizardSessions)
    .set(values)
    .where(scope.where(wizardSessions, eq(wizardSessions.id, id), eq(wizardSessions.status, "open")))
    .returning({ id: wizardSessions.id });
  return rows.length > 0;
}

/** The session row locked until the transaction ends (the finish runs once per session). */
export async function lockSession(scope: TenantScope, id: string): Promise<WizardSessionRow | null> {
  const [row] = await scope.db
    .select()
    .from(wizardSessions)
    .where(scope.where(wizardSessions, eq(wizardSessions.id, id)))
    .for("update")
    .limit(1);
  return row ?? null;
}

export async function markSessionDone(
  scope: TenantScope,
  id: string,
  values: { jobId: number; result: Record<string, unknown> | null; path: string[]; now: Date },
): Promise<void> {
  await scope.db
    .update(wizardSessions)
    .set({
      status: "done",
      jobId: values.jobId,
      result: values.result,
      path: values.path,
      updatedAt: values.now,
    })
    .where(scope.where(wizardSessions, eq(wizardSessions.id, id)));
}

/** Every model of the reference catalogue with its brand's name (shared by all sites, not tenant data). */
export async function listCatalogueModels(db: Db): Promise<{ brand: string; model: string }[]> {
  return db
    .select({ brand: brands.name, model: carModels.name })
    .from(carModels)
    .innerJoin(brands, eq(brands.id, carModels.brandId))
    .orderBy(asc(brands.name), asc(carModels.name));
}
