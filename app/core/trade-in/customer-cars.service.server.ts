/**
 * Customer cars: the signed-in customer's trade-in jobs with brand,
 * model and the offer's state. Which jobs are the customer's is `customerReach`'s rule (a guest's job
 * under the account's address only once the address is verified; docs/decisions/0044).
 */
import { z } from "zod";
import { canSeeCustomerCars, inGroup } from "../../shared/permissions";
import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { customerReach } from "../identity/customer-reach.server";
import type { CustomerCar, CustomerCarsMenu } from "./customer-car";
import { listCustomerTradeIns } from "./trade-in.repo.server";

export type { CustomerCar, CustomerCarsMenu };

/** The dropdown shows this many at most (newest first); the API answers up to `CUSTOMER_JOBS_MAX`. */
export const CUSTOMER_CARS_MENU_MAX = 10;
export const CUSTOMER_JOBS_MAX = 50;

/**
 * The job list query of the customer's trade-in list: `workflow=TRADE_IN&isActive=true&sort=-cdate`. Only the
 * trade-in workflow is offered to customers; other values are refused, not ignored.
 */
export const customerJobsQuerySchema = z.object({
  workflow: z.literal("TRADE_IN", { message: "validation:invalid_choice" }).default("TRADE_IN"),
  isActive: z.enum(["true", "false"], { message: "validation:invalid_choice" }).default("true"),
  sort: z.enum(["-cdate", "cdate"], { message: "validation:invalid_choice" }).default("-cdate"),
  limit: z.coerce
    .number({ message: "validation:invalid_value" })
    .int({ message: "validation:invalid_value" })
    .min(1, { message: "validation:invalid_value" })
    .max(CUSTOMER_JOBS_MAX, { message: "validation:invalid_value" })
    .default(CUSTOMER_JOBS_MAX),
});
export type CustomerJobsQuery = z.infer<typeof customerJobsQuerySchema>;

/** The customer's trade-in jobs by the customer list's filters (signed-in customers of a trade-in site only). */
export async function customerJobs(
  ctx: ServiceContext,
  query: CustomerJobsQuery,
): Promise<Result<CustomerCar[]>> {
  const user = ctx.principal;
  if (!user) return err({ code: "unauthorized" });
  if (!inGroup(user, "customer")) return err({ code: "forbidden" });
  if (!ctx.project.features.trade_in) return err({ code: "not_found" });
  const now = ctx.clock.now();
  const rows = await listCustomerTradeIns(scoped(ctx), {
    reach: customerReach(scoped(ctx), user.id),
    active: query.isActive === "true",
    newestFirst: query.sort === "-cdate",
    limit: query.limit,
  });
  return ok(
    rows.map((r) => {
      const estimateValid =
        r.estimateLowMinor !== null &&
        r.estimateHighMinor !== null &&
        r.estimateExpiresAt !== null &&
        r.estimateExpiresAt > now;
      return {
        jobId: r.id,
        brandName: r.brandName ?? "",
        modelName: r.modelName ?? "",
        firstRegistration: r.firstRegistration,
        cdate: r.cdate.toISOString(),
        active: r.visibility === "open",
        currency: ctx.project.currency,
        estimate: estimateValid
          ? {
              lowMinor: r.estimateLowMinor!,
              highMinor: r.estimateHighMinor!,
              expiresAt: r.estimateExpiresAt!.toISOString(),
            }
          : null,
        offer:
          r.offerMinor === null
            ? null
            : {
                amountMinor: r.offerMinor,
                expiresAt: r.offerExpiresAt?.toISOString() ?? null,
                expired: r.offerExpiresAt !== null && r.offerExpiresAt <= now,
                invitation:
                  r.invitationStatus === "open" ||
                  r.invitationStatus === "accepted" ||
                  r.invitationStatus === "declined"
                    ? r.invitationStatus
                    : null,
              },
      };
    }),
  );
}

/**
 * The top menu's customer cars (the trade-in feature and a signed-in customer or preview mode),
 * the active ones, newest first. In preview mode without a customer signed in: the link only.
 */
export async function customerCars(ctx: ServiceContext): Promise<CustomerCarsMenu> {
  if (!canSeeCustomerCars(ctx.principal, ctx.project.features)) return null;
  if (!inGroup(ctx.principal, "customer")) return { cars: null };
  const result = await customerJobs(ctx, {
    workflow: "TRADE_IN",
    isActive: "true",
    sort: "-cdate",
    limit: CUSTOMER_CARS_MENU_MAX,
  });
  return { cars: result.ok ? result.value : [] };
}
