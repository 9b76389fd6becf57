import { describe, expect, it } from "vitest";
import { parseFeatureFlags, parseProjectConfig } from "./project-config";
import { settingsSchema } from "./settings-schema";

describe("help link and general address of a project", () => {
  it("takes a page of the site or a web address as the help link, never another host's path trick", () => {
    expect(parseFeatureFlags({ knowledgeBaseUrl: "/docs" }).knowledgeBaseUrl).toBe("/docs");
    expect(parseFeatureFlags({ knowledgeBaseUrl: "https://help.example.org/" }).knowledgeBaseUrl).toBe(
      "https://help.example.org/",
    );
    expect(parseFeatureFlags({ knowledgeBaseUrl: "//evil.example" }).knowledgeBaseUrl).toBeNull();
    expect(parseFeatureFlags({ knowledgeBaseUrl: "javascript:alert(1)" }).knowledgeBaseUrl).toBeNull();
    const form = settingsSchema.safeParse({
      name: "Autohaus",
      currency: "EUR",
      menu_desktop: "default",
      menu_mobile: "default",
      main_logo: "/brand/logo.svg",
      knowledgeBaseUrl: "/docs",
      contact_email: "info@example.org",
    });
    expect(form.success && form.data).toMatchObject({
      knowledgeBaseUrl: "/docs",
      contact_email: "info@example.org",
    });
  });

  it("keeps the general e-mail address only when it is one", () => {
    expect(parseProjectConfig({ contact_email: "info@example.org" }).contact_email).toBe("info@example.org");
    expect(parseProjectConfig({ contact_email: "not an address" }).contact_email).toBeNull();
    expect(parseProjectConfig({}).contact_email).toBeNull();
  });
});
