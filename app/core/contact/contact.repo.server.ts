import type { Db } from "../../db/client.server";
import { contactRequests } from "../../db/schema";

export type NewContactRequest = typeof contactRequests.$inferInsert;

export async function insertContactRequest(db: Db, values: NewContactRequest): Promise<{ id: string }> {
  const [row] = await db.insert(contactRequests).values(values).returning({ id: contactRequests.id });
  return row!;
}
