import { describe, expect, it } from "vitest";
import { documentList } from "./documents-filters";
import { orderList } from "./order-filters";

describe("order documents list URL", () => {
  it("reads the spec's document keys and writes them back canonically", () => {
    const p = documentList.parse(
      new URLSearchParams(
        "view=documents&isActive=1&currency=PLN&currency=EUR&hasErrors=false&docDirection=ingoing&docType=invoice&docType=offer&q=  Lief  7 ",
      ),
    );
    expect(p).toMatchObject({
      view: "documents",
      docType: ["invoice", "offer"],
      docDirection: "ingoing",
      hasErrors: false,
      isActive: true,
      currency: ["EUR", "PLN"],
      q: "Lief 7",
      words: ["lief", "7"],
      limit: 25,
    });
    expect(documentList.query(p)).toBe(
      "?view=documents&docType=invoice&docType=offer&docDirection=ingoing&hasErrors=false&currency=EUR&currency=PLN&isActive=true&q=Lief+7",
    );
  });

  it("drops what is not valid instead of failing", () => {
    const p = documentList.parse(
      new URLSearchParams(
        `view=orders&docType=bogus&docDirection=sideways&hasErrors=maybe&currency=eur&currency=${"E".repeat(300)}&isActive=&limit=100000&after=${"x".repeat(600)}`,
      ),
    );
    expect(p).toMatchObject({
      view: undefined,
      docType: [],
      docDirection: undefined,
      hasErrors: undefined,
      currency: [],
      isActive: undefined,
      limit: 100,
      after: undefined,
    });
    expect(documentList.query(p)).toBe("?limit=100");
  });
});

describe("order list URL", () => {
  it("reads status, payment, handover, period and location; drops bad values", () => {
    const p = orderList.parse(
      new URLSearchParams(
        "status=ready&status=nope&paymentStatus=paid&paymentMethod=financing&fulfilment=pickup&dateFrom=2026-01-01&dateTo=2026-13-40&location=3&location=-1",
      ),
    );
    expect(p).toMatchObject({
      status: ["ready"],
      paymentStatus: ["paid"],
      paymentMethod: ["financing"],
      fulfilment: ["pickup"],
      dateFrom: "2026-01-01",
      dateTo: undefined,
      location: ["3"],
    });
  });
});
