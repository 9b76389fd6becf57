/**
 * Statements that every page request runs with the same shape (decision 0018, sixth round): built once
 * per database, project and name, then only executed with their placeholders' values. node-postgres
 * prepares a named statement once per connection; the text is the same for every project (the project
 * is a parameter), so one name serves them all. Inside a transaction the statement belongs to it.
 */
import type { Db } from "../../db/client.server";
import type { TenantScope } from "./tenant-scope.server";

const statements = new WeakMap<Db, Map<string, unknown>>();

export function preparedFor<T>(
  scope: TenantScope,
  name: string,
  build: (scope: TenantScope, name: string) => T,
): T {
  let byKey = statements.get(scope.db);
  if (!byKey) {
    byKey = new Map();
    statements.set(scope.db, byKey);
  }
  const key = `${name}|${scope.projectId}`;
  let statement = byKey.get(key) as T | undefined;
  if (statement === undefined) {
    statement = build(scope, name);
    byKey.set(key, statement);
  }
  return statement;
}
