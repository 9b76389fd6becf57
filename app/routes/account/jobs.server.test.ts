import { describe, expect, it } from "vitest";
import { STATUS_OF } from "../../shared/error-status";
import type { DomainError } from "../../shared/result";
import { bulkFailure } from "./jobs.server";

/**
 * A refused bulk change on the job list answers with the status of the one table, the same as the JSON
 * API: before, every code but `not_found` and `invalid` answered 409, so a job one may not change said
 * "conflict" (409) where the table says 403.
 */
const REFUSALS: [DomainError, string][] = [
  [{ code: "forbidden" }, "jobs:messages.forbidden"],
  [{ code: "unauthorized" }, "jobs:messages.unauthorized"],
  [{ code: "not_found" }, "jobs:messages.not_found"],
  [{ code: "conflict" }, "jobs:messages.conflict"],
  [{ code: "throttled", retryAfterSec: 30 }, "jobs:messages.throttled"],
  [{ code: "invalid", fields: { statusId: ["validation:invalid_choice"] } }, "jobs:messages.invalid"],
  [{ code: "invalid", fields: { reason: ["validation:required"] } }, "jobs:messages.reason_required"],
];

describe("job list bulk action answers", () => {
  it.each(REFUSALS)("%j answers the table's status and its banner", (error, message) => {
    const answer = bulkFailure(error);
    expect(answer.init?.status).toBe(STATUS_OF[error.code]);
    expect(answer.data).toMatchObject({ ok: false, code: error.code, message });
  });

  it("a job one may not change is 403, not 409", () => {
    expect(bulkFailure({ code: "forbidden" }).init?.status).toBe(403);
  });
});
