/**
 * Avatars (decision 0043): a profile picture is not public. Its owner sees it, and employees see their
 * colleagues' on the site they are signed in to; the answer is kept by the browser only.
 */
import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { FileStore } from "../core/files/file-store.server";
import { readAvatar } from "../core/identity/profile.service.server";
import { operation } from "./operation";
import { respondError, validationHook } from "./respond";
import { errorResponse } from "./schemas";
import type { ApiEnv } from "./types";

const params = z.object({
  file: z.string().openapi({
    param: { name: "file", in: "path" },
    description: "The avatar's file name as the profile gives it (`{hash}.webp`)",
  }),
});

export function avatarsApi(deps: { files: FileStore }) {
  const api = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  operation(
    api,
    {
      method: "get",
      path: "/avatars/{file}",
      operationId: "getAvatar",
      tags: ["Account"],
      summary:
        "A user's avatar (WebP, 256 px): for its owner, and for colleagues when the owner is an employee",
      request: { params },
      responses: {
        200: {
          description: "The picture",
          content: { "image/webp": { schema: z.string().openapi({ format: "binary" }) } },
        },
        404: errorResponse("No such avatar, or not the caller's to see"),
      },
    },
    "session",
    async (c, p) => {
      const result = await readAvatar(c.var.services, deps.files, p.file ?? "");
      if (!result.ok) return respondError(c, result.error);
      return c.body(new Uint8Array(result.value), 200, {
        "Content-Type": "image/webp",
        "Content-Length": String(result.value.length),
        // Named by its content: the browser may keep it; no shared cache may.
        "Cache-Control": "private, max-age=86400",
      });
    },
  );
  return api;
}
