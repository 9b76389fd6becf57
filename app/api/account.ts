import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import type { FileStore } from "../core/files/file-store.server";
import { updateProfile } from "../core/identity/profile.service.server";
import { profileSchema } from "../core/identity/profile-schema";
import { readMailbox } from "../core/mail/mailbox.service.server";
import { settingsOf, updateSettings } from "../core/tenancy/settings.service.server";
import { settingsErrors, settingsSchema } from "../core/tenancy/settings-schema";
import { mapResult } from "../shared/result";
import { User, userJson } from "./auth";
import { gate, requireGroup } from "./guards";
import { respond, respondError, validationHook } from "./respond";
import { errorResponse, openApiNamed, SESSION } from "./schemas";
import type { ApiEnv } from "./types";

export type AccountApiDeps = {
  files: FileStore;
  /** Called after the project's settings changed, so the site shows them at once. */
  projectChanged: () => void;
  /** The development mailbox exists (app/env.server.ts `devMailboxEnabled`); else its route is not there. */
  devMailbox: boolean;
};

const Profile = z
  .object({
    first_name: z.string(),
    last_name: z.string(),
    company: z.string().nullable(),
    avatar: z.string().nullable(),
    language: z.string().nullable(),
    sounds: z.record(z.string(), z.boolean()),
  })
  .openapi("Profile");

/** The request bodies are the schemas the services validate with (one truth for the document). */
const ProfileInput = openApiNamed(profileSchema, "ProfileInput");
const SettingsInput = openApiNamed(settingsSchema, "ProjectSettingsInput");

/** What `settingsOf` returns: the settings form's values, feature flags grouped. */
const Settings = z
  .object({
    name: z.string(),
    currency: z.string(),
    menu_desktop: z.string(),
    menu_mobile: z.string(),
    high_contrast_icon: z.boolean(),
    menu_class: z.string(),
    menu_scroll_class: z.string(),
    main_logo: z.string(),
    scroll_logo: z.string(),
    use_scroll_logo: z.boolean(),
    use_scroll_logo_for_sidebar: z.boolean(),
    dashboard_redirect: z.string(),
    google_login_client_id: z.string(),
    facebook_login_client_id: z.string(),
    microsoft_login_client_id: z.string(),
    knowledgeBaseUrl: z.string(),
    contact_email: z.string(),
    features: z.record(z.string(), z.boolean()),
  })
  .openapi("ProjectSettings");

const Mail = z
  .object({
    id: z.string(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    status: z.string(),
    created_at: z.string(),
    /** Where an answer goes and the Message-ID it names (mail of a client conversation; else null). */
    reply_to: z.string().nullable(),
    message_id: z.string().nullable(),
  })
  .openapi("OutboxMail");

export function accountApi(deps: AccountApiDeps) {
  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: validationHook,
  });

  api.openapi(
    createRoute({
      method: "get",
      path: "/account/profile.json",
      operationId: "getProfile",
      tags: ["Account"],
      security: SESSION,
      summary: "The signed-in user's profile",
      responses: {
        200: { description: "Profile", content: { "application/json": { schema: Profile } } },
        401: errorResponse("Not logged in"),
      },
    }),
    (c) => {
      const g = gate(c);
      if (g.denied) return g.denied as never;
      const u = g.user;
      return c.json(
        {
          first_name: u.firstName,
          last_name: u.lastName,
          company: u.companyName,
          avatar: u.avatarPath,
          language: u.language,
          sounds: u.soundSettings,
        },
        200,
      );
    },
  );

  api.openapi(
    createRoute({
      method: "put",
      path: "/account/profile.json",
      operationId: "updateProfile",
      middleware: [requireGroup()] as const,
      tags: ["Account"],
      security: SESSION,
      summary: "Saves the profile (userEdit); errors are translated, the first is shown",
      request: { body: { content: { "application/json": { schema: ProfileInput } } } },
      responses: {
        200: {
          description: "Saved",
          content: { "application/json": { schema: z.object({ user: User }) } },
        },
        400: errorResponse("Invalid input"),
        401: errorResponse("Not logged in"),
        404: errorResponse("The account no longer exists"),
      },
    }),
    async (c) => {
      const g = gate(c);
      if (g.denied) return g.denied as never;
      // The service validates the body as sent (the route checked the same schema already).
      const result = await updateProfile(c.var.services, await c.req.json(), {
        file: null,
        files: deps.files,
      });
      return respond(
        c,
        mapResult(result, (u) => ({ user: userJson(u, c.var.project.languages) })),
      );
    },
  );

  api.openapi(
    createRoute({
      method: "get",
      path: "/account/settings.json",
      operationId: "getSettings",
      tags: ["Account"],
      security: SESSION,
      summary: "The project configuration and feature flags (admins)",
      responses: {
        200: { description: "Settings", content: { "application/json": { schema: Settings } } },
        401: errorResponse("Not logged in"),
        403: errorResponse("Not an admin"),
      },
    }),
    (c) => {
      const g = gate(c, "admin");
      if (g.denied) return g.denied as never;
      return c.json(settingsOf(c.var.project), 200);
    },
  );

  api.openapi(
    createRoute({
      method: "put",
      path: "/account/settings.json",
      operationId: "updateSettings",
      middleware: [requireGroup("admin")] as const,
      tags: ["Account"],
      security: SESSION,
      summary: "Changes the project configuration and feature flags (admins); applies at once",
      request: { body: { content: { "application/json": { schema: SettingsInput } } } },
      responses: {
        200: { description: "Saved", content: { "application/json": { schema: Settings } } },
        400: errorResponse("Invalid input"),
        401: errorResponse("Not logged in"),
        403: errorResponse("Not an admin"),
      },
    }),
    async (c) => {
      const g = gate(c, "admin");
      if (g.denied) return g.denied as never;
      // Parsed by the service from the body as sent: its transforms (empty text to null) run once.
      const result = await updateSettings(c.var.services, await c.req.json());
      if (result.ok) deps.projectChanged();
      return respond(c, mapResult(result, settingsOf));
    },
    // The body's check names an unknown key as that key's error, as the service does.
    (result, c) =>
      result.success
        ? undefined
        : (respondError(c, { code: "invalid", fields: settingsErrors(result.error) }) as never),
  );

  // Without the mailbox the path is unknown (404), and the OpenAPI document does not list it.
  if (!deps.devMailbox) return api;

  api.openapi(
    createRoute({
      method: "get",
      path: "/account/mailbox.json",
      operationId: "getMailbox",
      tags: ["Account"],
      security: SESSION,
      summary:
        "Development mailbox (only without SMTP_URL, never in production): the project's latest outgoing mails (admins), without those to accounts ranking above the reader",
      responses: {
        200: {
          description: "Mails, newest first",
          content: { "application/json": { schema: z.object({ mails: z.array(Mail) }) } },
        },
        401: errorResponse("Not logged in"),
        403: errorResponse("Not an admin"),
      },
    }),
    async (c) => {
      const g = gate(c, "admin");
      if (g.denied) return g.denied as never;
      const mails = await readMailbox(c.var.services);
      return c.json(
        {
          mails: mails.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            status: m.status,
            created_at: m.createdAt.toISOString(),
            reply_to: m.replyTo,
            message_id: m.messageId,
          })),
        },
        200,
      );
    },
  );

  return api;
}
