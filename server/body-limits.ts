/**
 * Request body limits: small for every JSON and form request, larger only where a file is uploaded
 * (the profile form's avatar). A bigger body is answered with 413 before anything reads it.
 */
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { apiError } from "../app/api/errors";
import type { ApiEnv } from "../app/api/types";
import { CMS_IMAGE } from "../app/core/cms/cms-images";
import { ORDER_DOCUMENT_MAX_BYTES } from "../app/core/commerce/documents-filters";
import { TRADE_REGISTER_DOCUMENT } from "../app/core/community/community-join-schema";
import { AVATAR_MAX_BYTES } from "../app/core/identity/profile-schema";
import { CAR_PHOTO } from "../app/core/inventory/car-images";
import { IMPORT_MAX_BYTES } from "../app/core/inventory/car-import-schema";
import { ITEM_IMAGE } from "../app/core/items/item-schema";
import { PHOTO_REQUEST_MAX_BYTES } from "../app/core/wizards/wizard-vocabulary";
import { errorPage } from "./error-page";

/** Forms and JSON: the longest text field is a 5,000-character message. */
export const BODY_LIMIT_BYTES = 64 * 1024;
/** The avatar plus the rest of the profile form and the multipart framing. */
export const UPLOAD_BODY_LIMIT_BYTES = AVATAR_MAX_BYTES + BODY_LIMIT_BYTES;

/** The profile pages (customer and employee, any locale prefix, also React Router's `.data` requests). */
const UPLOAD_PATH = /^(?:\/[a-z]{2})?\/account\/(?:settings\/)?profile(?:\.data)?\/?$/;
/** Click wizards, whose photos step uploads up to eight photos (the action checks each file itself). */
const WIZARD_PATH =
  /^(?:\/[a-z]{2})?\/(?:clickWizard\/[^/]+|clickWizard\/type\/[^/]+|buyback|inzahlungnahme)(?:\.data)?\/?$/;

/** The community application, whose trade register extract may have 10 MB. */
const COMMUNITY_JOIN_PATH = /^(?:\/[a-z]{2})?\/communityMemberJoin(?:\.data)?\/?$/;
export const COMMUNITY_JOIN_BODY_LIMIT_BYTES = TRADE_REGISTER_DOCUMENT.maxBytes + BODY_LIMIT_BYTES;

/** An order's page in the back office, where an ingoing invoice (PDF, 10 MB) is uploaded. */
const ORDER_PAGE_PATH = /^(?:\/[a-z]{2})?\/account\/orders\/[A-Za-z0-9-]{1,40}(?:\.data)?\/?$/;
export const ORDER_DOCUMENT_BODY_LIMIT_BYTES = ORDER_DOCUMENT_MAX_BYTES + BODY_LIMIT_BYTES;
/** The item editor, whose picture form uploads up to six pictures at once. */
const ITEM_EDIT_PATH = /^(?:\/[a-z]{2})?\/account\/items\/[0-9a-f-]{36}(?:\.data)?\/?$/;
export const ITEM_IMAGES_BODY_LIMIT_BYTES = ITEM_IMAGE.maxFiles * ITEM_IMAGE.maxBytes + BODY_LIMIT_BYTES;
/** The car editor, whose photo upload takes several photos at once (each checked by the action). */
const CAR_EDITOR_PATH = /^(?:\/[a-z]{2})?\/account\/cars\/(?:new|\d{1,15})(?:\.data)?\/?$/;
export const CAR_EDITOR_BODY_LIMIT_BYTES = CAR_PHOTO.maxRequestBytes + BODY_LIMIT_BYTES;
/** The stock list, whose CSV import uploads a file of up to 5 MB. */
const CAR_STOCK_PATH = /^(?:\/[a-z]{2})?\/account\/cars(?:\.data)?\/?$/;
export const CAR_IMPORT_BODY_LIMIT_BYTES = IMPORT_MAX_BYTES + BODY_LIMIT_BYTES;
/**
 * The CMS page editor and the news and blog post editors: a text (up to 200,000 characters)
 * or one image upload (an image in the text, a post's cover).
 */
const CMS_EDITOR_PATH = /^(?:\/[a-z]{2})?\/account\/cms\/(?:(?:news|blogPosts)\/)?[^/]+(?:\.data)?\/?$/;
export const CMS_EDITOR_BODY_LIMIT_BYTES = CMS_IMAGE.maxBytes + 1024 * 1024;

export function bodyLimits(): MiddlewareHandler<ApiEnv> {
  const onError = (c: Context<ApiEnv>) => {
    if (c.req.path.startsWith("/api/")) return apiError(c, 413, "payload_too_large");
    return errorPage(c, 413, "api.errors.payload_too_large");
  };
  const small = bodyLimit({ maxSize: BODY_LIMIT_BYTES, onError });
  const upload = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT_BYTES, onError });
  const photos = bodyLimit({ maxSize: PHOTO_REQUEST_MAX_BYTES, onError });
  const join = bodyLimit({ maxSize: COMMUNITY_JOIN_BODY_LIMIT_BYTES, onError });
  const orderDocument = bodyLimit({ maxSize: ORDER_DOCUMENT_BODY_LIMIT_BYTES, onError });
  const itemImages = bodyLimit({ maxSize: ITEM_IMAGES_BODY_LIMIT_BYTES, onError });
  const carEditor = bodyLimit({ maxSize: CAR_EDITOR_BODY_LIMIT_BYTES, onError });
  const carImport = bodyLimit({ maxSize: CAR_IMPORT_BODY_LIMIT_BYTES, onError });
  const cms = bodyLimit({ maxSize: CMS_EDITOR_BODY_LIMIT_BYTES, onError });
  return (c, next) => {
    // A GET or HEAD request has no body (the Fetch standard refuses one); asking for it would only make
    // the Node adapter build the full Request that it otherwise builds lazily.
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (UPLOAD_PATH.test(c.req.path)) return upload(c, next);
    if (WIZARD_PATH.test(c.req.path)) return photos(c, next);
    if (COMMUNITY_JOIN_PATH.test(c.req.path)) return join(c, next);
    if (ORDER_PAGE_PATH.test(c.req.path)) return orderDocument(c, next);
    if (ITEM_EDIT_PATH.test(c.req.path)) return itemImages(c, next);
    if (CAR_EDITOR_PATH.test(c.req.path)) return carEditor(c, next);
    if (CAR_STOCK_PATH.test(c.req.path)) return carImport(c, next);
    if (CMS_EDITOR_PATH.test(c.req.path)) return cms(c, next);
    return small(c, next);
  };
}
