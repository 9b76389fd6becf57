/**
 * Merging an anonymous visitor's cart into the user's cart at login. Pure: the service
 * reads both carts' lines, asks this module what to do and writes the plan in one transaction.
 */
import type { CartConfiguration, CartLineKind } from "./commerce-enums";

export type MergeLine = {
  id: string;
  kind: CartLineKind;
  carId: string | null;
  itemId: string | null;
  powertrainId: string | null;
  configuration: CartConfiguration | null;
  quantity: number;
};

export type MergePlan = {
  /** Visitor lines that move into the user's cart unchanged. */
  move: string[];
  /** User lines whose quantity grows (an item both carts hold), capped at the line's maximum. */
  update: { id: string; quantity: number }[];
  /** Visitor lines dropped: the user's cart already holds the same car, item or configuration. */
  drop: string[];
};

/** Whether two new-car configurations are the same car (options in any order, same paint). */
export function sameConfiguration(a: CartConfiguration | null, b: CartConfiguration | null): boolean {
  if (!a || !b) return a === b;
  const sa = [...a.options].sort();
  const sb = [...b.options].sort();
  return a.colour === b.colour && sa.length === sb.length && sa.every((o, i) => o === sb[i]);
}

/** Whether two lines name the same thing (a used car or item once per cart; an identical configuration). */
export function sameTarget(a: MergeLine, b: MergeLine): boolean {
  if (a.kind !== b.kind) return false;
  switch (a.kind) {
    case "used_car":
      return a.carId === b.carId;
    case "item":
      return a.itemId === b.itemId;
    case "new_car":
      return a.powertrainId === b.powertrainId && sameConfiguration(a.configuration, b.configuration);
  }
}

/**
 * The plan: a used car or item both carts hold appears once (item quantities add up, capped at
 * `maxQuantity(line)`, at least 1); new-car configurations stay separate lines unless identical; lines
 * only the visitor has move over.
 */
export function planCartMerge(
  userLines: readonly MergeLine[],
  visitorLines: readonly MergeLine[],
  maxQuantity: (line: MergeLine) => number,
): MergePlan {
  const plan: MergePlan = { move: [], update: [], drop: [] };
  const quantities = new Map(userLines.map((l) => [l.id, l.quantity]));
  for (const v of visitorLines) {
    const mine = userLines.find((u) => sameTarget(u, v));
    if (!mine) {
      plan.move.push(v.id);
      continue;
    }
    plan.drop.push(v.id);
    if (v.kind !== "item") continue;
    const cap = Math.max(1, maxQuantity(mine));
    const before = quantities.get(mine.id) ?? mine.quantity;
    const next = Math.min(cap, before + v.quantity);
    if (next !== before) quantities.set(mine.id, next);
  }
  for (const u of userLines) {
    const q = quantities.get(u.id);
    if (q !== undefined && q !== u.quantity) plan.update.push({ id: u.id, quantity: q });
  }
  return plan;
}
