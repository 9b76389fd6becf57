/**
 * The React Router handler for documents and data requests, one per locale prefix: `/de/...` is served
 * with basename `/de`, so the route table is registered once instead of five times and links inside
 * the app keep the visitor's prefix by themselves (docs/decisions/0004).
 */
import { createRequestHandler, type ServerBuild } from "react-router";
import { splitLocale } from "../app/shared/locale-path";
import { LOCALES } from "../app/shared/locales";
import type { DocumentHandler } from "./app";

export function createDocumentHandler(
  build: ServerBuild,
  mode: "production" | "development",
): DocumentHandler {
  const bare = createRequestHandler(build, mode);
  const byLocale = new Map(
    LOCALES.map((l) => [l, createRequestHandler({ ...build, basename: `/${l}` }, mode)]),
  );
  return (request, context) => {
    const { locale } = splitLocale(new URL(request.url).pathname);
    const handler = (locale && byLocale.get(locale)) || bare;
    return handler(request, context);
  };
}
