/**
 * Which rows of the project a signed-in customer reaches as their own: the one rule every customer
 * reader uses (docs/decisions/0044-verified-addresses.md).
 *
 * A job the account made while signed in (`jobs.owner_id`) and a client row linked to the account
 * (`clients.user_id`) are the account's at once. Rows that only carry the account's e-mail address (a
 * guest's trade-in, booking or order sent with that address) are the account's only after it has
 * proved the address is its own (`users.email_verified_at`); until then anyone could sign up with
 * someone else's address and read their jobs and offers.
 */
import { and, eq, exists, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { clients, jobs, users } from "../../db/schema";
import type { TenantScope } from "../context/tenant-scope.server";

export type CustomerReach = {
  /** Condition on `clients` rows: linked to the account, or carrying its verified address. */
  clients: SQL;
  /** Condition on `jobs` rows: made by the account, or of a client in `clients`. */
  jobs: SQL;
  /** Condition that an e-mail column holds the account's address, once verified (never before). */
  verifiedAddress: (column: AnyPgColumn | SQL) => SQL;
};

/** The reach of the account `userId` on the scope's project. */
export function customerReach(scope: TenantScope, userId: string): CustomerReach {
  // Null while the address is unverified, so a comparison with it is never true.
  const address = sql`(select ${users.email} from ${users} where ${users.id} = ${userId} and ${users.emailVerifiedAt} is not null)`;
  const verifiedAddress = (column: AnyPgColumn | SQL) => sql`${column} = ${address}`;
  const ownClients = or(eq(clients.userId, userId), verifiedAddress(clients.email)) as SQL;
  const ownJobs = or(
    eq(jobs.ownerId, userId),
    exists(
      scope.db
        .select({ one: sql`1` })
        .from(clients)
        .where(and(eq(clients.id, jobs.clientId), scope.owns(clients), ownClients)),
    ),
  ) as SQL;
  return { clients: ownClients, jobs: ownJobs, verifiedAddress };
}
