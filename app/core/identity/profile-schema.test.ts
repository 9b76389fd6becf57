import { describe, expect, it } from "vitest";
import { profileSchema } from "./profile-schema";

describe("the profile's input", () => {
  it("refuses a NUL character in a name (PostgreSQL cannot store it: a 400, not a 500)", () => {
    const parsed = profileSchema.safeParse({ first_name: "A\u0000b", last_name: "W", language: "pl" });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe("validation:invalid_value");
    expect(profileSchema.safeParse({ first_name: "Ana", last_name: "W", language: "pl" }).success).toBe(true);
  });
});
