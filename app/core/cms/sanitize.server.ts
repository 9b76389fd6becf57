import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((t) => t !== "iframe"),
    "img",
    "figure",
    "figcaption",
    "picture",
    "source",
  ],
  allowedAttributes: {
    a: ["href", "name", "target", "rel", "title"],
    img: ["src", "srcset", "sizes", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "type", "media", "sizes"],
    "*": ["id", "class", "lang", "dir"],
    th: ["scope", "colspan", "rowspan"],
    td: ["colspan", "rowspan"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https", "data"] },
  transformTags: {
    a: (tagName, attribs) => {
      const external = /^https?:\/\//.test(attribs.href ?? "");
      return {
        tagName,
        attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs,
      };
    },
  },
};

/** Sanitizes rich-text HTML before it is stored: no scripts, event handlers, styles or foreign frames. */
export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
