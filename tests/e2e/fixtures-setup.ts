import type { Page } from "@playwright/test";
import { expect } from "./fixtures";

/** The first run's data as a German dealer types it into the setup page. */
export const FIRST_RUN = {
  site: "Autohaus Sommer",
  admin: { firstName: "Jana", lastName: "Sommer", email: "jana.sommer@autohaus-sommer.example" },
  password: "Sommer-Start-2026!",
} as const;

/**
 * Fills the setup form (the page open, in German) and sends it; ends on the page that says the
 * installation is set up. Later tests (people management) start from here.
 */
export async function completeSetup(page: Page) {
  const fill = (name: string, value: string) => page.locator(`[name="${name}"]`).fill(value);
  await fill("holding.name", "Sommer Gruppe GmbH");
  await fill("company.name", "Autohaus Sommer");
  await fill("company.legalName", "Autohaus Sommer GmbH");
  await fill("company.representative", "Jana Sommer");
  await fill("company.street", "Lindenallee");
  await fill("company.houseNumber", "12");
  await fill("company.zipCode", "04109");
  await fill("company.city", "Leipzig");
  await fill("company.registerNumber", "Amtsgericht Leipzig, HRB 98765");
  await fill("company.vatId", "DE811234567");
  await fill("company.email", "info@autohaus-sommer.example");
  await fill("company.phone", "+49 341 555000");
  await fill("project.name", FIRST_RUN.site);
  await fill("project.domains", "www.autohaus-sommer.example");
  await page.getByRole("checkbox", { name: "Englisch" }).check();
  await fill("locations.0.name", "Autohaus Sommer Leipzig");
  await fill("locations.0.street", "Lindenallee");
  await fill("locations.0.houseNumber", "12");
  await fill("locations.0.zipCode", "04109");
  await fill("locations.0.city", "Leipzig");
  await fill("admin.firstName", FIRST_RUN.admin.firstName);
  await fill("admin.lastName", FIRST_RUN.admin.lastName);
  await fill("admin.email", FIRST_RUN.admin.email);
  await fill("admin.password", FIRST_RUN.password);
  await fill("admin.passwordConfirm", FIRST_RUN.password);
  await page.getByRole("button", { name: "Installation einrichten" }).click();
  await expect(page.getByRole("heading", { name: "Ihre Installation ist eingerichtet" })).toBeVisible();
}
