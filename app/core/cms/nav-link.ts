import { z } from "zod";

/** A link of the top navigation: per-language text and link, with optional dropdown content. */
export const navDropdownSchema = z.discriminatedUnion("type", [
  /**
   * A short text, optionally with a call to action: `link` (a site path or URL) shown as `link_text`
   * (the title when absent), so a promise like "book a test drive" leads somewhere.
   */
  z.object({
    type: z.literal("text"),
    title: z.string(),
    content: z.string(),
    link: z.string().min(1).optional(),
    link_text: z.string().min(1).optional(),
  }),
  z.object({
    type: z.literal("links_list"),
    title: z.string(),
    links: z.array(z.object({ title: z.string(), link: z.string() })),
  }),
]);

export const navLinkContentSchema = z.object({
  text: z.string().min(1),
  link: z.string().nullable(),
  dropdown: z.array(navDropdownSchema).default([]),
});
export type NavLinkContent = z.infer<typeof navLinkContentSchema>;
export type NavDropdown = z.infer<typeof navDropdownSchema>;
