/**
 * Writes the demo wizards into a project once (issue 13): each wizard with its functional content, found
 * again by the content's key, so a second run (or an older database) adds only what is missing.
 */
import { and, eq } from "drizzle-orm";
import type { SystemType } from "../../app/core/leads/system-types";
import type { FunctionalContentInput } from "../../app/core/wizards/functional-content";
import { type WizardDefinition, wizardDefinitionSchema } from "../../app/core/wizards/wizard-definition";
import type { Db } from "../../app/db/client.server";
import { functionalContents, wizards } from "../../app/db/schema";
import { CALLBACK_CONTENT, TRADE_IN_CONTENT } from "./content";
import { CALLBACK_WIZARD, TRADE_IN_WIZARD } from "./definitions";
import {
  FINANCING_CONTENT,
  FINANCING_WIZARD,
  LEASING_CONTENT,
  LEASING_WIZARD,
  SUBSCRIPTION_CONTENT,
  SUBSCRIPTION_WIZARD,
} from "./rate-wizards";

type DemoWizard = {
  key: string;
  systemType: SystemType;
  definition: WizardDefinition;
  content: FunctionalContentInput;
};

export const DEMO_WIZARDS: readonly DemoWizard[] = [
  { key: "wizard:trade_in", systemType: "TRADE_IN", definition: TRADE_IN_WIZARD, content: TRADE_IN_CONTENT },
  { key: "wizard:callback", systemType: "CALLBACK", definition: CALLBACK_WIZARD, content: CALLBACK_CONTENT },
  // Issue 14: the own request pages of financing, leasing and subscription.
  {
    key: "wizard:financing",
    systemType: "FINANCING",
    definition: FINANCING_WIZARD,
    content: FINANCING_CONTENT,
  },
  { key: "wizard:leasing", systemType: "LEASING", definition: LEASING_WIZARD, content: LEASING_CONTENT },
  {
    key: "wizard:subscription",
    systemType: "SUBSCRIPTION",
    definition: SUBSCRIPTION_WIZARD,
    content: SUBSCRIPTION_CONTENT,
  },
];

/** Seeds the given demo wizards (all by default) into a project; returns how many were added. */
export async function seedWizards(
  db: Db,
  projectId: string,
  which: readonly DemoWizard["systemType"][] = DEMO_WIZARDS.map((w) => w.systemType),
): Promise<number> {
  let added = 0;
  for (const wizard of DEMO_WIZARDS.filter((w) => which.includes(w.systemType))) {
    const [known] = await db
      .select({ id: functionalContents.id })
      .from(functionalContents)
      .where(and(eq(functionalContents.projectId, projectId), eq(functionalContents.key, wizard.key)));
    if (known) continue;
    const definition = wizardDefinitionSchema.parse(wizard.definition) as WizardDefinition;
    const c = wizard.content;
    const [content] = await db
      .insert(functionalContents)
      .values({
        projectId,
        key: wizard.key,
        langHeader: c.lang_header,
        langFooter: c.lang_footer,
        langSuccess: c.lang_success,
        formElements: c.form_elements,
        hints: c.hints,
        faqSettings: c.faq_settings,
        placeholders: c.placeholders,
      })
      .returning({ id: functionalContents.id });
    await db
      .insert(wizards)
      .values({ projectId, systemType: wizard.systemType, definition, functionalContentId: content!.id });
    added++;
  }
  return added;
}
