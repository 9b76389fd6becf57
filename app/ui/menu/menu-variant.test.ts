import { describe, expect, it } from "vitest";
import { chooseMenuVariants } from "./menu-variant";

const config = {
  version_desktop: { id: "default" as const },
  version_mobile: { id: "single_minimalistic" as const },
};

describe("menu variant choice", () => {
  it("uses the project's desktop and mobile versions", () => {
    expect(chooseMenuVariants(config)).toEqual({ desktop: "default", mobile: "single_minimalistic" });
  });
  it("lets a CMS page force its menu version on desktop", () => {
    expect(chooseMenuVariants(config, "centered_with_account")).toEqual({
      desktop: "centered_with_account",
      mobile: "single_minimalistic",
    });
  });
  it("uses the checkout menu everywhere on checkout", () => {
    expect(chooseMenuVariants(config, "checkout")).toEqual({ desktop: "checkout", mobile: "checkout" });
  });
  it("ignores unknown overrides", () => {
    expect(chooseMenuVariants(config, "fancy")).toEqual({
      desktop: "default",
      mobile: "single_minimalistic",
    });
  });
});
