import { err, ok, type Result } from "../../shared/result";
import type { ServiceContext } from "../context/service-context.server";
import { scoped } from "../context/tenant-scope.server";
import { findCarById, setCarPublished } from "./car-detail.repo.server";
import { missingEnvkvFields } from "./envkv";

/**
 * Publishes a car's ad. Refused (`invalid`, one entry per missing field) while the Pkw-EnVKV data is
 * incomplete; publishing an already published car keeps its first publication time.
 */
export async function publishCar(ctx: ServiceContext, carId: string): Promise<Result<{ publishedAt: Date }>> {
  const car = await findCarById(scoped(ctx), carId);
  if (!car) return err({ code: "not_found" });
  const missing = missingEnvkvFields(car);
  if (missing.length > 0) {
    return err({
      code: "invalid",
      message: "car:envkv.incomplete",
      fields: Object.fromEntries(missing.map((f) => [f, ["car:envkv.missing"]])),
    });
  }
  const publishedAt = await setCarPublished(scoped(ctx), car.id);
  if (!publishedAt) return err({ code: "not_found" });
  return ok({ publishedAt });
}
