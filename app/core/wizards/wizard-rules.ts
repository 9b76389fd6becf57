/**
 * The click-wizard engine as pure rules: which fields of a step are asked, where the visitor
 * goes next, how far along they are, what "back" does, and which answers count at the finish. No zod,
 * no I/O, no React: the page (browser and server) and the session service share it.
 */
import type {
  WizardAnswers,
  WizardCondition,
  WizardDefinition,
  WizardField,
  WizardStep,
} from "./wizard-definition";
import { FINISH } from "./wizard-vocabulary";

/** Whether an answer meets a condition (`multi`/`photos` answers: any of their values). */
export function conditionHolds(condition: WizardCondition, answers: WizardAnswers): boolean {
  const answer = answers[condition.field];
  const values = Array.isArray(answer) ? answer : answer === undefined || answer === "" ? [] : [answer];
  if ("in" in condition) return values.some((v) => condition.in.includes(v));
  return !values.some((v) => condition.notIn.includes(v));
}

/** The fields of a step that are asked with these answers (`showIf` holds or is absent). */
export function visibleFields(step: WizardStep, answers: WizardAnswers): WizardField[] {
  return step.fields.filter((f) => !f.showIf || conditionHolds(f.showIf, answers));
}

export function findStep(def: WizardDefinition, id: string): WizardStep | undefined {
  return def.steps.find((s) => s.id === id);
}

export function firstStepId(def: WizardDefinition): string {
  return def.steps[0]!.id;
}

/**
 * The step after `stepId` with these answers: the first `next` rule whose condition holds, else the
 * following step, else `finish` after the last one.
 */
export function nextStepId(def: WizardDefinition, stepId: string, answers: WizardAnswers): string {
  const index = def.steps.findIndex((s) => s.id === stepId);
  if (index === -1) return FINISH;
  const step = def.steps[index]!;
  for (const rule of step.next ?? []) {
    if (conditionHolds(rule.when, answers)) return rule.goto;
  }
  return def.steps[index + 1]?.id ?? FINISH;
}

/**
 * The steps the visitor passes through with these answers, from the first to the finish. A
 * definition whose rules loop stops after as many steps as it has (the definition schema cannot rule
 * loops out, and a visitor must never hang the server).
 */
export function predictedPath(def: WizardDefinition, answers: WizardAnswers): string[] {
  const path: string[] = [];
  let id = firstStepId(def);
  while (id !== FINISH && path.length < def.steps.length && !path.includes(id)) {
    path.push(id);
    id = nextStepId(def, id, answers);
  }
  return path;
}

export type Progress = { index: number; total: number };

/** The steps a step may lead to: every rule's target and the following step (the finish is none). */
function successors(def: WizardDefinition, index: number): number[] {
  const step = def.steps[index]!;
  const targets = [...(step.next ?? []).map((r) => r.goto), def.steps[index + 1]?.id ?? FINISH];
  return [
    ...new Set(targets.filter((t) => t !== FINISH).map((t) => def.steps.findIndex((s) => s.id === t))),
  ].filter((i) => i !== -1);
}

/**
 * The most steps a visitor can pass through from the first to the finish, whatever they answer (every
 * branch counted, a loop not followed round: a rule back to a step already on the way ends that way).
 */
export function longestPath(def: WizardDefinition): number {
  const memo = new Map<number, number>();
  const onWay = new Set<number>();
  const from = (i: number): number => {
    const known = memo.get(i);
    if (known !== undefined) return known;
    onWay.add(i);
    let rest = 0;
    for (const j of successors(def, i)) if (!onWay.has(j)) rest = Math.max(rest, from(j));
    onWay.delete(i);
    const length = Math.min(1 + rest, def.steps.length);
    memo.set(i, length);
    return length;
  };
  return from(0);
}

/**
 * "Step n of m" (decision 0059): n is the step's place on the path taken (one more with each step
 * forward, one less with each step back), m the most steps the wizard can take (`longestPath`), the
 * same on every step. An answer that skips steps (an accident-free car has no damage step) ends the
 * wizard sooner, before n reaches m, but never changes a number already shown: the counter neither
 * jumps nor goes back, and a visitor is never promised fewer steps than they get.
 */
export function progressOf(
  def: WizardDefinition,
  path: readonly string[],
  stepId: string,
  _answers?: WizardAnswers,
): Progress {
  const taken = path.indexOf(stepId);
  const index = taken === -1 ? path.length + 1 : taken + 1;
  return { index, total: Math.max(longestPath(def), index) };
}

/**
 * The path once `stepId` is answered: whatever came after it before (the visitor went back and may take
 * another branch) is dropped, and the next step appended unless it is the finish.
 */
export function advancePath(path: readonly string[], stepId: string, next: string): string[] {
  const at = path.indexOf(stepId);
  const kept = at === -1 ? [...path, stepId] : path.slice(0, at + 1);
  return next === FINISH ? kept : [...kept, next];
}

/** "Back" from `stepId`: the path up to the step before it (which becomes the current step). */
export function backPath(path: readonly string[], stepId: string): string[] {
  const at = path.indexOf(stepId);
  if (at <= 0) return path.length ? [path[0]!] : [];
  return path.slice(0, at);
}

/** The step to show: the one asked for when it lies on the path, else the last one reached. */
export function currentStepId(def: WizardDefinition, path: readonly string[], asked: string | null): string {
  if (asked && path.includes(asked)) return asked;
  return path[path.length - 1] ?? firstStepId(def);
}

/**
 * The answers a finished wizard sends: only those of the fields asked on the path actually taken
 * (answers on branches the visitor left stay in the session, not in the lead).
 */
export function pathAnswers(
  def: WizardDefinition,
  path: readonly string[],
  answers: WizardAnswers,
): WizardAnswers {
  const out: WizardAnswers = {};
  for (const id of path) {
    const step = findStep(def, id);
    if (!step) continue;
    for (const field of visibleFields(step, answers)) {
      const value = answers[field.name];
      if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
      out[field.name] = value;
    }
  }
  return out;
}

/** The brand field a model field depends on: `dependsOn`, else the definition's first brand field. */
export function brandFieldOf(def: WizardDefinition, model: WizardField): string | undefined {
  if (model.dependsOn) return model.dependsOn;
  return def.steps.flatMap((s) => s.fields).find((f) => f.type === "brand")?.name;
}

/** Whether the step asks for photos (its form must be multipart). */
export function hasPhotos(step: WizardStep): boolean {
  return step.fields.some((f) => f.type === "photos");
}
