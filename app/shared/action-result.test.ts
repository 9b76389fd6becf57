import { describe, expect, it } from "vitest";
import { actionFailure, actionRefusal, actionSuccess, methodNotAllowed } from "./action-result";

describe("action results", () => {
  it("answers a failure with the table's status and what else the page shows", () => {
    const gone = actionFailure({ code: "gone", message: "expired" });
    expect(gone.init?.status).toBe(410);
    expect(gone.data).toMatchObject({ ok: false, code: "gone", message: "expired", fields: {}, values: {} });
    const large = actionFailure({ code: "too_large" }, { message: "x:too_large", extra: { form: "upload" } });
    expect(large.init?.status).toBe(413);
    expect(large.data).toMatchObject({ ok: false, message: "x:too_large", form: "upload" });
    // The extra never overrides the shape's own fields.
    const shaped = actionFailure({ code: "invalid" }, { extra: { ok: true, code: "x" } });
    expect(shaped.data).toMatchObject({ ok: false, code: "invalid" });
  });

  it("takes the message from the page, the page's key for the code, the service, then the code's key", () => {
    const message = (error: Parameters<typeof actionFailure>[0], options = {}) =>
      actionFailure(error, { codePrefix: "jobs:messages", ...options }).data.message;
    expect(message({ code: "conflict" })).toBe("jobs:messages.conflict");
    expect(message({ code: "conflict", message: "orders:own" })).toBe("orders:own");
    expect(message({ code: "forbidden", message: "x:own" }, { byCode: { forbidden: "community:no" } })).toBe(
      "community:no",
    );
    expect(message({ code: "conflict" }, { byCode: { forbidden: "community:no" } })).toBe(
      "jobs:messages.conflict",
    );
    expect(message({ code: "conflict", message: "x:own" }, { message: null })).toBeNull();
    expect(actionFailure({ code: "conflict" }).data.message).toBeNull();
  });

  it("answers a success with headers when it sets a cookie, without when it does not", () => {
    expect(actionSuccess("x:saved", { count: 2 })).toEqual({
      ok: true,
      message: "x:saved",
      fields: {},
      values: null,
      count: 2,
    });
    const withCookie = actionSuccess(null, { count: 1 }, { headers: { "Set-Cookie": "v=1" } });
    expect(withCookie.data).toMatchObject({ ok: true, count: 1 });
    expect(new Headers(withCookie.init?.headers).get("set-cookie")).toBe("v=1");
  });

  it("refuses with the table's status, and a page without a form with 405", () => {
    expect(actionRefusal("forbidden").init?.status).toBe(403);
    expect(actionRefusal("not_found").init?.status).toBe(404);
    expect(methodNotAllowed().init?.status).toBe(405);
  });
});
