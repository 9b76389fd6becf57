import sanitizeHtml from "sanitize-html";

/**
 * Image sources: the site's own paths (uploads such as `/uploads/cms/...`) or http(s). No `data:`, no
 * protocol-relative `//host` (sanitize-html would let it through as relative), no `javascript:`.
 */
const SAFE_IMG_SRC = /^(\/(?!\/)[^\s"'<>\\]*|https?:\/\/[^\s"'<>\\]+)$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== "iframe"),
    "img",
    "figure",
    "figcaption",
  ],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "alt", "title", "width", "height", "loading"],
    "*": ["id", "class", "lang", "dir"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"] },
  allowProtocolRelative: false,
  // Dropped with their content (not just unwrapped): code and styles must not leak as text either.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "xmp", "iframe", "object", "embed"],
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, src: (attribs.src ?? "").trim(), loading: "lazy" },
    }),
  },
  // An image without a safe source or without alternative text is left out.
  exclusiveFilter: (frame) =>
    frame.tag === "img" && (!SAFE_IMG_SRC.test(frame.attribs.src ?? "") || !(frame.attribs.alt ?? "").trim()),
};

/**
 * Sanitizes rich-text HTML, when it is stored and again when it is served: no scripts, event handlers,
 * styles, frames, foreign schemes; images only from safe sources and only with alternative text.
 */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/**
 * A received mail's HTML: the same rules without any image at all, so showing a mail never
 * loads anything from elsewhere (tracking pixels included); links open in a new tab without referrer.
 */
export function sanitizeMailHtml(html: string): string {
  return sanitizeHtml(html, {
    ...OPTIONS,
    allowedTags: (OPTIONS.allowedTags as string[]).filter((t) => t !== "img" && t !== "figure"),
    exclusiveFilter: undefined,
    transformTags: {
      a: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, rel: "noopener noreferrer", target: "_blank" },
      }),
    },
  });
}

/** Images of a (not yet sanitized) HTML fragment that have no alternative text: refused on save. */
export function imagesWithoutAlt(html: string): number {
  let missing = 0;
  sanitizeHtml(html, {
    allowedTags: ["img"],
    allowedAttributes: { img: ["alt", "src"] },
    exclusiveFilter: (frame) => {
      if (frame.tag === "img" && !(frame.attribs.alt ?? "").trim()) missing++;
      return false;
    },
  });
  return missing;
}
