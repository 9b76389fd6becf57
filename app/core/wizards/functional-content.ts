/**
 * Functional content: the texts of a wizard, per language. Pure types and the zod schema the
 * editor (account/settings/functionalContent/{id}) validates with. A form element's `name` is the
 * wizard field it labels (`mileageKm`), an option of a field (`fuel.diesel`) or a step's title
 * (`step:vehicle`); placeholders are the fields' example values.
 */
import { z } from "zod";
import { LOCALES, type Locale } from "../../shared/locales";

export type LocalizedText = Partial<Record<Locale, string>>;
export type FormElement = { name: string; label: LocalizedText; info_text: LocalizedText };
export type Hint = { id: string; group: string; content: LocalizedText };
export type FaqItem = { question: LocalizedText; answer: LocalizedText };
export type FaqSettings = { is_active: boolean; items: FaqItem[] };
export type Placeholder = { name: string; content: LocalizedText };

const text = (max: number) => z.string().trim().max(max);
export const localizedTextSchema = (max = 2000) =>
  z
    .object(
      Object.fromEntries(LOCALES.map((l) => [l, text(max).optional()])) as Record<
        Locale,
        z.ZodOptional<z.ZodString>
      >,
    )
    .strict();

const elementName = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[A-Za-z0-9_.:-]+$/);

export const functionalContentSchema = z
  .object({
    lang_header: localizedTextSchema(300),
    lang_footer: localizedTextSchema(2000),
    lang_success: localizedTextSchema(2000),
    form_elements: z
      .array(
        z
          .object({
            name: elementName,
            label: localizedTextSchema(200),
            info_text: localizedTextSchema(1000),
          })
          .strict(),
      )
      .max(300),
    hints: z
      .array(z.object({ id: elementName, group: elementName, content: localizedTextSchema(1000) }).strict())
      .max(100),
    faq_settings: z
      .object({
        is_active: z.boolean(),
        items: z
          .array(z.object({ question: localizedTextSchema(300), answer: localizedTextSchema(2000) }).strict())
          .max(50),
      })
      .strict(),
    placeholders: z
      .array(z.object({ name: elementName, content: localizedTextSchema(200) }).strict())
      .max(300),
  })
  .strict();
export type FunctionalContentInput = z.infer<typeof functionalContentSchema>;

/** The text in `locale`, else the first language that has one (a half-translated wizard still reads). */
export function pickText(text: LocalizedText | undefined, locale: Locale, fallback: Locale = "de"): string {
  if (!text) return "";
  return text[locale] || text[fallback] || LOCALES.map((l) => text[l]).find(Boolean) || "";
}
