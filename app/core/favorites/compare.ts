/**
 * The favorites comparison's pure rules, without zod: the favorites page's browser code needs them and
 * must not carry the query schema (favorites.ts parses the query on the server).
 */

/** How many parked cars the comparison shows side by side (four columns still fit a laptop). */
export const MIN_COMPARE = 2;
export const MAX_COMPARE = 4;

/** The canonical comparison query value: the numbers in the order chosen, comma separated. */
export function compareQuery(numbers: readonly number[]): string {
  return numbers.join(",");
}

/** Whether every value of a comparison row is the same (then the row is not highlighted). */
export function allEqual(values: readonly (string | number | null)[]): boolean {
  return values.every((v) => v === values[0]);
}
