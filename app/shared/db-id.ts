/**
 * Ids of rows with an `integer` key (jobs, documents, invitations, car numbers, …) as they come from a
 * URL, a form or a JSON body: a whole number from 1 to PostgreSQL's integer maximum, or null. A larger
 * number would reach the query and fail there (22003 out of range, a 500) instead of being not found.
 */
export const MAX_DB_ID = 2_147_483_647;

export function isDbId(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 1 && value <= MAX_DB_ID;
}

/** `value` (a number or its decimal text) as a row id, or null. */
export function dbId(value: unknown): number | null {
  const n =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^[1-9]\d{0,9}$/.test(value)
        ? Number(value)
        : NaN;
  return isDbId(n) ? n : null;
}

/**
 * The decimal text of a row id (1 to MAX_DB_ID) as a pattern, for list filters that take ids from the
 * URL (`?workflow=`, `?location=`): exactly the numbers `dbId` accepts.
 */
export const DB_ID_PATTERN =
  /^(?:[1-9][0-9]{0,8}|1[0-9]{9}|20[0-9]{8}|21[0-3][0-9]{7}|214[0-6][0-9]{6}|2147[0-3][0-9]{5}|21474[0-7][0-9]{4}|214748[0-2][0-9]{3}|2147483[0-5][0-9]{2}|21474836[0-3][0-9]|214748364[0-7])$/;
