/**
 * ADF (Auto-Lead Data Format 1.0), the open XML format car marketplaces and manufacturer sites send
 * leads in: the first prospect's customer (name, e-mail, phone, comments), its vehicle (year,
 * make, model, VIN, stock number, new or used) and the provider's name. A document with a DOCTYPE or an
 * entity declaration is refused before parsing (no entity expansion, nothing fetched). Pure; unit-tested.
 */
import { XMLParser } from "fast-xml-parser";
import { oneLine, plainText } from "../communication/communication-schema";

export type AdfLead = {
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  comments: string;
  vehicle: {
    year: number | null;
    make: string | null;
    model: string | null;
    vin: string | null;
    stock: string | null;
    status: "new" | "used" | null;
    interest: string | null;
  };
  provider: string | null;
};

/** Largest ADF document read (a lead is a few KB). */
export const ADF_MAX_CHARS = 200_000;

/** The `<adf>...</adf>` document in a text (a mail's body or an attached .xml), or null. */
export function findAdf(text: string | null | undefined): string | null {
  if (!text) return null;
  const start = text.search(/<adf[\s>]/i);
  if (start < 0) return null;
  const end = text.toLowerCase().indexOf("</adf>", start);
  if (end < 0) return null;
  return text.slice(start, end + 6);
}

type Node = Record<string, unknown> | string | number | undefined;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  textNodeName: "#text",
  processEntities: false,
  parseTagValue: false,
  trimValues: true,
  isArray: (name) => ["prospect", "vehicle", "name", "email", "phone", "contact"].includes(name),
});

function text(node: Node | Node[]): string {
  const n = Array.isArray(node) ? node[0] : node;
  if (n === undefined || n === null) return "";
  if (typeof n === "string" || typeof n === "number") return String(n).trim();
  const t = (n as Record<string, unknown>)["#text"];
  return typeof t === "string" || typeof t === "number" ? String(t).trim() : "";
}

function child(node: Node | Node[], name: string): Node | Node[] {
  const n = Array.isArray(node) ? node[0] : node;
  if (!n || typeof n !== "object") return undefined;
  return (n as Record<string, unknown>)[name] as Node | Node[];
}

/** One line of text, control and bidi-override characters removed, capped. */
const clean = (s: string, max: number) => oneLine(s).slice(0, max).trim();

/** The lead in an ADF document, or null when it is not one (or names no way to reach the customer). */
export function parseAdf(xml: string): AdfLead | null {
  if (xml.length > ADF_MAX_CHARS || /<!(DOCTYPE|ENTITY)/i.test(xml)) return null;
  let doc: Record<string, unknown>;
  try {
    doc = parser.parse(xml) as Record<string, unknown>;
  } catch {
    return null;
  }
  const adf = doc.adf as Node;
  const prospect = child(adf, "prospect");
  if (!prospect) return null;
  const customer = child(prospect, "customer");
  const contact = child(customer, "contact");
  const names = (child(contact, "name") as Node[] | undefined) ?? [];
  let first = "";
  let last = "";
  let full = "";
  for (const n of names) {
    const part = typeof n === "object" ? String((n as Record<string, unknown>)["@_part"] ?? "full") : "full";
    if (part === "first") first = text(n);
    else if (part === "last") last = text(n);
    else full = text(n);
  }
  if (!first && !last && full) {
    const parts = full.split(/\s+/);
    last = parts.pop() ?? "";
    first = parts.join(" ");
  }
  const email = clean(text(child(contact, "email")), 200).toLowerCase();
  const phone = clean(text(child(contact, "phone")), 40);
  if (!email && !phone) return null;
  const vehicle = child(prospect, "vehicle");
  const v = Array.isArray(vehicle) ? vehicle[0] : vehicle;
  const attr = (name: string) =>
    v && typeof v === "object" ? String((v as Record<string, unknown>)[`@_${name}`] ?? "") : "";
  const year = Number.parseInt(text(child(v, "year")), 10);
  const status = attr("status").toLowerCase();
  const vin = clean(text(child(v, "vin")), 17).toUpperCase();
  return {
    firstName: clean(first, 100),
    lastName: clean(last, 100),
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null,
    phone: phone || null,
    comments: plainText(text(child(customer, "comments")) || text(child(prospect, "comments"))).slice(
      0,
      5_000,
    ),
    vehicle: {
      year: Number.isInteger(year) && year > 1900 && year < 2100 ? year : null,
      make: clean(text(child(v, "make")), 60) || null,
      model: clean(text(child(v, "model")), 80) || null,
      vin: /^[A-HJ-NPR-Z0-9]{11,17}$/.test(vin) ? vin : null,
      stock: clean(text(child(v, "stock")), 40) || null,
      status: status === "new" || status === "used" ? status : null,
      interest: clean(attr("interest"), 20) || null,
    },
    provider: clean(text(child(child(prospect, "provider"), "name")), 100) || null,
  };
}
