/**
 * The top of the OpenAPI document (`/api/openapi.json`). Paths are registered relative to the API's
 * mount point, so the one server entry `/api` makes them resolve: a generated client's base URL is the
 * site's origin plus `/api`, and `/jobs.json` is called as `/api/jobs.json`.
 */
export const openApiDocument = {
  openapi: "3.1.0",
  info: {
    title: "Autohaus API",
    version: "0.1.0",
    description:
      "JSON API of the Autohaus platform. Errors are `{ error: { code, message, fields? } }`, the message in the client's language (`?lang=`, else Accept-Language).",
    license: { name: "AGPL-3.0-or-later", identifier: "AGPL-3.0-or-later" },
  },
  servers: [{ url: "/api", description: "This site" }],
  tags: [
    { name: "System", description: "Health of the process and its database" },
    { name: "Pages", description: "Legal pages for the storefront's dialogs" },
    { name: "Identity", description: "Sessions: login, logout, social login, accepting the terms" },
    { name: "Account", description: "The signed-in user's profile, the site's settings and mailbox" },
    { name: "Favorites", description: "Cars a visitor has parked" },
    { name: "Jobs", description: "The back office's workflows, jobs and their views (employees)" },
    { name: "Sharing", description: "Resources shared with teams, users and companies (employees)" },
    { name: "Tours", description: "Guided tours of the back office: their data, progress and statistics" },
  ],
};
