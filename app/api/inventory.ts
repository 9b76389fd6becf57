/**
 * The stock list's CSV files: `GET /account/cars.csv`, every car matching the back office's
 * stock list filters (the same URL keys as account/cars), streamed in batches; and
 * `GET /account/cars-template.csv`, the import template. Both for the databaseExtended group. Columns:
 * docs/car-import.md (an export imports again).
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import { carCsvTemplate, exportStockCsv } from "../core/inventory/car-admin-csv.server";
import { stockList } from "../core/inventory/car-admin-filters";
import { operation } from "./operation";
import { respondError } from "./respond";
import type { ApiEnv } from "./types";

const csvResponse = (description: string) => ({
  200: { description, content: { "text/csv": { schema: z.string() } } },
});

export function inventoryApi() {
  const api = new OpenAPIHono<ApiEnv>();

  operation(
    api,
    {
      method: "get",
      path: "/account/cars.csv",
      operationId: "stockCsvExport",
      tags: ["Cars"],
      summary:
        "The stock list as CSV: every car matching the account/cars filters (state, brand, model, location, fuel, condition, price_min, price_max, days_min, days_max, q, sort), with the import template's columns",
      responses: csvResponse("UTF-8 CSV with a header line (columns in docs/car-import.md)"),
    },
    ["databaseExtended"],
    async (c) => {
      const params = stockList.parse(new URL(c.req.url).searchParams);
      const result = exportStockCsv(c.var.services, params);
      if (!result.ok) return respondError(c, result.error);
      const encoder = new TextEncoder();
      const iterator = result.value[Symbol.asyncIterator]();
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await iterator.next();
          if (next.done) controller.close();
          else controller.enqueue(encoder.encode(next.value));
        },
        async cancel() {
          await iterator.return?.();
        },
      });
      const day = c.var.services.clock.now().toISOString().slice(0, 10);
      return new Response(body, {
        status: 200,
        headers: {
          "Content-Type": "text/csv; charset=utf-8",
          "Content-Disposition": `attachment; filename="cars-${day}.csv"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  );

  operation(
    api,
    {
      method: "get",
      path: "/account/cars-template.csv",
      operationId: "stockCsvTemplate",
      tags: ["Cars"],
      summary: "The car import template: the header line and one example row",
      responses: csvResponse("UTF-8 CSV"),
    },
    ["databaseExtended"],
    async (c) =>
      c.body(carCsvTemplate(), 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="car-import-template.csv"',
      }),
  );

  return api;
}
