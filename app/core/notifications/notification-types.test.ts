import { describe, expect, it } from "vitest";
import { unreadBadge } from "./notification-types";

describe("the unread badge", () => {
  it("shows the count below the cap and 99+ from it on", () => {
    expect(unreadBadge(0)).toBe("0");
    expect(unreadBadge(1)).toBe("1");
    expect(unreadBadge(99)).toBe("99");
    expect(unreadBadge(100)).toBe("99+");
    expect(unreadBadge(2391)).toBe("99+");
  });
});
