import { describe, expect, it } from "vitest";
import { extractLead, isVin, labelsOf, leadRuleSchema, matchingRule, senderMatches } from "./lead-rules";

const rule = (over: Partial<Parameters<typeof matchingRule>[0][number]> = {}) => ({
  id: "r1",
  senderPattern: "@leads.example",
  subjectContains: null,
  labels: {},
  enabled: true,
  ...over,
});

describe("lead rule senders", () => {
  it("match an exact address or every address of a domain, in any case", () => {
    expect(senderMatches("anfragen@portal.example", "Anfragen@Portal.example")).toBe(true);
    expect(senderMatches("anfragen@portal.example", "x-anfragen@portal.example")).toBe(false);
    expect(senderMatches("@portal.example", "noreply@portal.example")).toBe(true);
    expect(senderMatches("@portal.example", "noreply@evilportal.example")).toBe(false);
    expect(senderMatches("@portal.example", "noreply@portal.example.evil")).toBe(false);
    expect(senderMatches("@portal.example", "@portal.example")).toBe(false);
    expect(senderMatches("", "a@b.example")).toBe(false);
  });

  it("take the first enabled rule whose sender fits and whose subject contains the text", () => {
    const rules = [
      rule({ id: "off", enabled: false }),
      rule({ id: "subject", subjectContains: "Neue Anfrage" }),
      rule({ id: "any" }),
    ];
    expect(matchingRule(rules, { fromAddress: "x@leads.example", subject: "NEUE ANFRAGE: Golf" })?.id).toBe(
      "subject",
    );
    expect(matchingRule(rules, { fromAddress: "x@leads.example", subject: "Newsletter" })?.id).toBe("any");
    expect(matchingRule(rules, { fromAddress: "x@other.example", subject: "Neue Anfrage" })).toBeNull();
  });
});

describe("lead rule fields", () => {
  const body = [
    "Neue Anfrage über Portal",
    "Vorname:  Jana ",
    "Nachname: Kowalski",
    "e-mail: <Jana.K@Example.com>",
    "Telefon: +49 30 1234567",
    "Inserat-Nr.: 100123",
    "FIN: wvwzzz1kzaw000001",
    `Nachricht: ${"x".repeat(5000)}`,
  ].join("\r\n");
  const labels = {
    firstName: "Vorname:",
    lastName: "Nachname:",
    email: "E-Mail:",
    phone: "Telefon:",
    stock: "Inserat-Nr.:",
    vin: "FIN:",
    message: "Nachricht:",
    fullName: "Name des Kunden:",
  };

  it("are the rest of the first line holding the label (any case), trimmed and cut", () => {
    const lead = extractLead(labels, body);
    expect(lead).toMatchObject({
      firstName: "Jana",
      lastName: "Kowalski",
      email: "jana.k@example.com",
      phone: "+49 30 1234567",
      stock: "100123",
      vin: "WVWZZZ1KZAW000001",
    });
    expect(lead.message).toHaveLength(2000);
    expect(lead.fullName).toBeUndefined();
  });

  it("leave out an e-mail that is no address and a VIN with I, O or Q", () => {
    const lead = extractLead({ email: "Mail:", vin: "VIN:" }, "Mail: bitte anrufen\nVIN: WVWZZZ1KZAW00000O");
    expect(lead).toEqual({});
    expect(isVin("WVWZZZ1KZAW000001")).toBe(true);
    expect(isVin("WVWZZZ1KZAW00000I")).toBe(false);
    expect(isVin("WVWZZZ1KZAW00001")).toBe(false);
  });

  it("stay linear on a long hostile body (plain text search, no patterns)", () => {
    const hostile = `${"E-Mail:".repeat(20_000)}\n${"a".repeat(200_000)}`;
    const started = performance.now();
    extractLead({ email: "E-Mail:", message: "a".repeat(60) }, hostile);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("lead rule form", () => {
  it("parses a rule with lower-cased sender, default workflow and its labels", () => {
    const parsed = leadRuleSchema.parse({
      name: " Portal ",
      senderPattern: "@Portal.Example",
      subjectContains: "",
      workflowId: "",
      sourceLabel: "portal",
      label_email: "E-Mail:",
      label_phone: " ",
    });
    expect(parsed).toMatchObject({
      name: "Portal",
      senderPattern: "@portal.example",
      subjectContains: null,
      workflowId: null,
    });
    expect(labelsOf(parsed)).toEqual({ email: "E-Mail:" });
  });

  it("refuses oversize labels, senders that are no address or domain and non-numeric workflows", () => {
    const r = leadRuleSchema.safeParse({
      name: "x",
      senderPattern: "portal",
      workflowId: "1 or 1=1",
      sourceLabel: "p",
      label_email: "E".repeat(61),
    });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => `${i.path.join(".")}:${i.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        "senderPattern:communication:rules.errors.sender",
        "workflowId:validation:invalid_choice",
        "label_email:validation:too_long",
      ]),
    );
  });
});
