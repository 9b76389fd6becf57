/**
 * The URL state of the blog and news lists: newest first, a fixed page size, the page after a post
 * (`after`, a keyset cursor). No filters or search yet; they are one definition away (`app/shared/lists`).
 */
import { listParams } from "../../shared/lists/list-params";

export const POSTS_PAGE_SIZE = 9;

export const postList = listParams(
  {},
  { sorts: ["newest"], defaultSort: "newest", limits: POSTS_PAGE_SIZE, q: false },
);
