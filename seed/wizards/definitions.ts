/**
 * The demo click wizards (issue 13): the trade-in wizard (TRADE_IN, opened by inzahlungnahme/buyback)
 * and a call-back request (CALLBACK). Steps and fields only; their texts are in content.ts.
 */
import { FUELS, GEARBOXES } from "../../app/core/catalog/car-attributes";
import type { WizardDefinition } from "../../app/core/wizards/wizard-definition";

export const TRADE_IN_WIZARD: WizardDefinition = {
  version: 1,
  steps: [
    {
      id: "vehicle",
      fields: [
        { name: "brand", type: "brand", required: true },
        { name: "model", type: "model", required: true, dependsOn: "brand" },
      ],
    },
    {
      id: "details",
      fields: [
        { name: "firstRegistration", type: "month", required: true, min: 1980 },
        { name: "mileageKm", type: "number", required: true, min: 0, max: 1_000_000 },
        { name: "fuel", type: "choice", required: true, options: [...FUELS] },
        { name: "gearbox", type: "choice", required: true, options: [...GEARBOXES] },
      ],
    },
    {
      id: "condition",
      fields: [
        { name: "accidentFree", type: "choice", required: true, options: ["yes", "no"] },
        { name: "serviceHistory", type: "choice", required: true, options: ["full", "partial", "none"] },
        { name: "owners", type: "number", required: true, min: 1, max: 20 },
      ],
      // An accident-free car skips the damage question.
      next: [{ when: { field: "accidentFree", in: ["yes"] }, goto: "photos" }],
    },
    {
      id: "damage",
      fields: [{ name: "damageDescription", type: "textarea", required: true, min: 10, max: 2000 }],
    },
    {
      id: "photos",
      fields: [{ name: "photos", type: "photos", min: 0, max: 8 }],
    },
    {
      id: "contact",
      fields: [
        { name: "firstName", type: "text", required: true, max: 80 },
        { name: "lastName", type: "text", required: true, max: 80 },
        { name: "email", type: "email", required: true },
        { name: "phone", type: "tel" },
        { name: "privacy", type: "checkbox", required: true },
        { name: "marketing", type: "checkbox" },
      ],
    },
  ],
};

export const CALLBACK_WIZARD: WizardDefinition = {
  version: 1,
  steps: [
    {
      id: "topic",
      fields: [
        {
          name: "topic",
          type: "choice",
          required: true,
          options: ["purchase", "financing", "service", "trade_in", "other"],
        },
        { name: "locationId", type: "location" },
      ],
      // Only "other" needs a few words on what it is about.
      next: [{ when: { field: "topic", notIn: ["other"] }, goto: "time" }],
    },
    {
      id: "question",
      fields: [{ name: "message", type: "textarea", required: true, min: 10, max: 1000 }],
    },
    {
      id: "time",
      fields: [
        {
          name: "timeframe",
          type: "choice",
          required: true,
          options: ["asap", "today", "tomorrow", "this_week"],
        },
        {
          name: "timeOfDay",
          type: "select",
          required: true,
          options: ["morning", "midday", "afternoon", "evening"],
        },
      ],
    },
    {
      id: "contact",
      fields: [
        { name: "firstName", type: "text", required: true, max: 80 },
        { name: "lastName", type: "text", required: true, max: 80 },
        { name: "phone", type: "tel", required: true },
        { name: "email", type: "email" },
        { name: "privacy", type: "checkbox", required: true },
        { name: "marketing", type: "checkbox" },
      ],
    },
  ],
};
