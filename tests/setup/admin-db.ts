/** Statements on a PostgreSQL server's maintenance connection (CREATE / DROP DATABASE) for the test setups. */
import pg from "pg";

/** Runs `work` on a connection of its own to `adminUrl`, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Runs one statement on a connection of its own to `adminUrl`. */
export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  await withAdmin(adminUrl, (client) => client.query(sql));
}

/** The connection string of database `name` on the server of `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
