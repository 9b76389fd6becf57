import { describe, expect, it } from "vitest";
import { TRADE_IN_WIZARD } from "../../../seed/wizards/definitions";
import type { WizardDefinition } from "./wizard-definition";
import {
  advancePath,
  backPath,
  conditionHolds,
  currentStepId,
  firstStepId,
  longestPath,
  nextStepId,
  pathAnswers,
  predictedPath,
  progressOf,
  visibleFields,
} from "./wizard-rules";
import { FINISH } from "./wizard-vocabulary";

const def: WizardDefinition = {
  version: 1,
  steps: [
    {
      id: "topic",
      fields: [
        { name: "topic", type: "choice", options: ["buy", "other"], required: true },
        { name: "extras", type: "multi", options: ["a", "b"] },
        { name: "why", type: "text", showIf: { field: "topic", in: ["other"] } },
      ],
      next: [{ when: { field: "topic", notIn: ["other"] }, goto: "contact" }],
    },
    { id: "question", fields: [{ name: "message", type: "textarea", required: true }] },
    {
      id: "contact",
      fields: [{ name: "email", type: "email", required: true }],
      next: [{ when: { field: "email", in: ["stop@example.org"] }, goto: "finish" }],
    },
    { id: "extra", fields: [{ name: "note", type: "text" }] },
  ],
};

describe("wizard rules", () => {
  it("evaluates conditions on single and multi answers, missing answers never match `in`", () => {
    expect(conditionHolds({ field: "topic", in: ["other"] }, { topic: "other" })).toBe(true);
    expect(conditionHolds({ field: "topic", in: ["other"] }, {})).toBe(false);
    expect(conditionHolds({ field: "topic", notIn: ["other"] }, {})).toBe(true);
    expect(conditionHolds({ field: "extras", in: ["b"] }, { extras: ["a", "b"] })).toBe(true);
    expect(conditionHolds({ field: "extras", notIn: ["b"] }, { extras: ["a", "b"] })).toBe(false);
  });

  it("shows a field only while its condition holds", () => {
    const step = def.steps[0]!;
    expect(visibleFields(step, { topic: "buy" }).map((f) => f.name)).toEqual(["topic", "extras"]);
    expect(visibleFields(step, { topic: "other" }).map((f) => f.name)).toEqual(["topic", "extras", "why"]);
  });

  it("branches by the first matching rule, else goes to the following step, and finishes after the last", () => {
    expect(nextStepId(def, "topic", { topic: "buy" })).toBe("contact");
    expect(nextStepId(def, "topic", { topic: "other" })).toBe("question");
    expect(nextStepId(def, "contact", { email: "stop@example.org" })).toBe("finish");
    expect(nextStepId(def, "contact", { email: "a@example.org" })).toBe("extra");
    expect(nextStepId(def, "extra", {})).toBe("finish");
    expect(nextStepId(def, "nope", {})).toBe("finish");
  });

  it("predicts the path the answers lead to and stops on loops", () => {
    expect(predictedPath(def, { topic: "buy" })).toEqual(["topic", "contact", "extra"]);
    expect(predictedPath(def, { topic: "other", email: "stop@example.org" })).toEqual([
      "topic",
      "question",
      "contact",
    ]);
    const loop: WizardDefinition = {
      version: 1,
      steps: [
        {
          id: "a",
          fields: [{ name: "x", type: "text" }],
          next: [{ when: { field: "x", notIn: ["z"] }, goto: "b" }],
        },
        {
          id: "b",
          fields: [{ name: "y", type: "text" }],
          next: [{ when: { field: "y", notIn: ["z"] }, goto: "a" }],
        },
      ],
    };
    expect(predictedPath(loop, {})).toEqual(["a", "b"]);
  });

  it("counts progress as the place on the path over the most steps the wizard can take (decision 0059)", () => {
    // topic -> question -> contact -> extra is the longest way, whatever is answered yet.
    expect(longestPath(def)).toBe(4);
    expect(progressOf(def, ["topic"], "topic", {})).toEqual({ index: 1, total: 4 });
    expect(progressOf(def, ["topic", "contact"], "contact", { topic: "buy" })).toEqual({
      index: 2,
      total: 4,
    });
    expect(progressOf(def, ["topic", "question"], "question", { topic: "other" })).toEqual({
      index: 2,
      total: 4,
    });
    // Going back: one less, the total unchanged.
    expect(progressOf(def, ["topic", "question", "contact"], "topic", { topic: "other" })).toEqual({
      index: 1,
      total: 4,
    });
    // A loop is not followed round; the total is never below the place reached.
    const loop: WizardDefinition = {
      version: 1,
      steps: [
        { id: "a", fields: [{ name: "x", type: "text" }] },
        {
          id: "b",
          fields: [{ name: "y", type: "text" }],
          next: [{ when: { field: "y", in: ["again"] }, goto: "a" }],
        },
      ],
    };
    expect(longestPath(loop)).toBe(2);
    expect(progressOf(loop, ["a", "b"], "b", {})).toEqual({ index: 2, total: 2 });
  });

  it("the trade-in counter never jumps: one more per step, the same total, with or without the damage step", () => {
    const walk = (accidentFree: "yes" | "no") => {
      const answers = { accidentFree };
      const shown: string[] = [];
      let path = [firstStepId(TRADE_IN_WIZARD)];
      for (;;) {
        const at = path[path.length - 1]!;
        const { index, total } = progressOf(TRADE_IN_WIZARD, path, at, answers);
        shown.push(`${index}/${total}`);
        const next = nextStepId(TRADE_IN_WIZARD, at, answers);
        if (next === FINISH) return shown;
        path = advancePath(path, at, next);
      }
    };
    expect(walk("no")).toEqual(["1/6", "2/6", "3/6", "4/6", "5/6", "6/6"]);
    // Accident-free: the damage step is skipped, "3 of 6" is followed by "4 of 6" (not "4 of 5").
    expect(walk("yes")).toEqual(["1/6", "2/6", "3/6", "4/6", "5/6"]);
  });

  it("advances and goes back along the path, dropping an abandoned branch when a step is answered again", () => {
    expect(advancePath(["topic"], "topic", "question")).toEqual(["topic", "question"]);
    expect(advancePath(["topic", "question", "contact"], "topic", "contact")).toEqual(["topic", "contact"]);
    expect(advancePath(["topic", "contact"], "contact", "finish")).toEqual(["topic", "contact"]);
    expect(backPath(["topic", "question", "contact"], "contact")).toEqual(["topic", "question"]);
    expect(backPath(["topic", "question"], "topic")).toEqual(["topic"]);
    expect(backPath([], "topic")).toEqual([]);
  });

  it("shows a step of the path when asked, else the last one reached (no skipping)", () => {
    expect(currentStepId(def, ["topic", "question"], "topic")).toBe("topic");
    expect(currentStepId(def, ["topic", "question"], "extra")).toBe("question");
    expect(currentStepId(def, ["topic"], null)).toBe("topic");
    expect(currentStepId(def, [], null)).toBe("topic");
  });

  it("sends only the answers of the path taken and of fields that were asked", () => {
    const answers = {
      topic: "buy",
      why: "left over from the other branch",
      message: "left over too",
      email: "a@example.org",
      extras: [],
      note: "",
    };
    expect(pathAnswers(def, ["topic", "contact", "extra"], answers)).toEqual({
      topic: "buy",
      email: "a@example.org",
    });
    expect(pathAnswers(def, ["topic", "question", "contact"], { ...answers, topic: "other" })).toEqual({
      topic: "other",
      why: "left over from the other branch",
      message: "left over too",
      email: "a@example.org",
    });
  });
});
