import { describe, expect, it } from "vitest";
import { type MergeLine, planCartMerge, sameConfiguration } from "./cart-merge";

const item = (id: string, itemId: string, quantity: number): MergeLine => ({
  id,
  kind: "item",
  carId: null,
  itemId,
  powertrainId: null,
  configuration: null,
  quantity,
});
const used = (id: string, carId: string): MergeLine => ({
  ...item(id, "", 1),
  kind: "used_car",
  itemId: null,
  carId,
});
const configured = (id: string, options: string[], colour: string | null): MergeLine => ({
  ...item(id, "", 1),
  kind: "new_car",
  itemId: null,
  powertrainId: "p1",
  configuration: { options, colour },
});

describe("merging a visitor's cart at login", () => {
  it("moves what only the visitor has, adds item quantities up to the cap, keeps a car once", () => {
    const plan = planCartMerge(
      [item("u1", "mats", 2), used("u2", "car1"), item("u3", "wax", 98)],
      [
        item("v1", "mats", 3),
        used("v2", "car1"),
        item("v3", "kit", 1),
        item("v4", "wax", 5),
        used("v5", "car2"),
      ],
      (l) => (l.itemId === "mats" ? 4 : 99),
    );
    expect(plan.move).toEqual(["v3", "v5"]);
    expect(plan.drop).toEqual(["v1", "v2", "v4"]);
    expect(plan.update).toEqual([
      { id: "u1", quantity: 4 },
      { id: "u3", quantity: 99 },
    ]);
  });

  it("keeps different configurations as separate lines, an identical one once", () => {
    expect(
      sameConfiguration({ options: ["a", "b"], colour: "red" }, { options: ["b", "a"], colour: "red" }),
    ).toBe(true);
    const plan = planCartMerge(
      [configured("u1", ["a", "b"], "red")],
      [
        configured("v1", ["b", "a"], "red"),
        configured("v2", ["a"], "red"),
        configured("v3", ["a", "b"], null),
      ],
      () => 1,
    );
    expect(plan).toEqual({ move: ["v2", "v3"], update: [], drop: ["v1"] });
  });
});
