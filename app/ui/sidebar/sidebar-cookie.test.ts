import { describe, expect, it } from "vitest";
import { sidebarCollapsed, sidebarCookie } from "./sidebar-cookie";

describe("the sidebar cookie", () => {
  it("reads the collapsed state among other cookies", () => {
    expect(sidebarCollapsed("ah_contrast=high; ah_sidebar=collapsed")).toBe(true);
    expect(sidebarCollapsed("ah_sidebar=expanded")).toBe(false);
    expect(sidebarCollapsed("x_ah_sidebar=collapsed")).toBe(false);
    expect(sidebarCollapsed(null)).toBe(false);
  });

  it("writes a site-wide, year-long cookie", () => {
    expect(sidebarCookie("collapsed")).toBe("ah_sidebar=collapsed; path=/; max-age=31536000; SameSite=Lax");
  });
});
