/**
 * What a wizard page's loader hands to its component (app/routes/store/click-wizard.tsx): the texts in
 * the page's language already picked, the current step, the answers to show again and the lists of
 * its selects. Types only, shared by the route and the components.
 */
import type { WizardAnswers, WizardStep } from "../../core/wizards/wizard-definition";
import type { Progress } from "../../core/wizards/wizard-rules";
import type { WizardLists } from "../../core/wizards/wizard-step-schema";

export type FieldTexts = Record<string, { label: string; info: string }>;

export type WizardTexts = {
  header: string;
  footer: string;
  /** Labels and info texts of the step's fields and their options (`fuel.diesel`), by element name. */
  labels: FieldTexts;
  stepTitle: string;
  placeholders: Record<string, string>;
  hints: string[];
  faq: { question: string; answer: string }[];
};

export type WizardStepView = {
  kind: "step";
  step: WizardStep;
  /** The session shown ("" before the first answer). */
  sessionId: string;
  values: WizardAnswers;
  /** Answers of other steps the step's conditions and model lists read. */
  context: WizardAnswers;
  progress: Progress;
  canGoBack: boolean;
  /** The step ends the wizard with the answers so far ("Send" instead of "Next"). */
  isLast: boolean;
  lists: WizardLists & { locationNames: { id: string; name: string }[] };
  /** Stored photos per photos field, with their thumbnails. */
  photos: Record<string, { id: string; url: string }[]>;
};

export type WizardDoneView = {
  kind: "done";
  success: string;
  /** The result as sentences in the page's language (price range with its expiry, or no estimate). */
  result: string | null;
  restartPath: string;
};

export type WizardPageData = {
  wizardId: number;
  texts: WizardTexts;
  view: WizardStepView | WizardDoneView;
  /** Where the functional-content editor opens (only for its editors), or null. */
  editPath: string | null;
};
