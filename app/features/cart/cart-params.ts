/** The query parameter of the "added to cart" notice; shared by the actions and the forms (no zod here). */

/** The notice after adding without JavaScript: `?added=1` on the page the visitor came from. */
export const ADDED_PARAM = "added";

/** A target path with `added=1` in its query (any earlier `added` replaced), keeping a `#hash`. */
export function withAddedParam(target: string, value = "1"): string {
  const [beforeHash = "", hash = ""] = target.split(/(?=#)/);
  const [path = "", query = ""] = beforeHash.split("?");
  const params = new URLSearchParams(query);
  params.set(ADDED_PARAM, value);
  return `${path}?${params.toString()}${hash}`;
}
