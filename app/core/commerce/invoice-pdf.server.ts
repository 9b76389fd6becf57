/**
 * The invoice PDF of an order, made on demand from the order's stored rows, which never
 * change after checkout: the same order always gives the same invoice. pdfkit with an embedded DejaVu
 * Sans (the PDF standard fonts are WinAnsi and cannot write Polish or Turkish letters such as ł, ş, ğ);
 * docs/decisions/0025-commerce.md compares it with pdf-lib.
 */
import { createRequire } from "node:module";
import path from "node:path";
import PDFDocument from "pdfkit";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { translate } from "../i18n/messages.server";
import type { Project } from "../tenancy/project";
import { formatMoney } from "./money";
import { countryName } from "./order-mails.server";
import type { OrderDetail } from "./orders.service.server";
import { vatRuleOf, vatStatement } from "./vat-statement";

const require = createRequire(import.meta.url);
const FONT_DIR = path.join(path.dirname(require.resolve("dejavu-fonts-ttf/package.json")), "ttf");
const REGULAR = path.join(FONT_DIR, "DejaVuSans.ttf");
const BOLD = path.join(FONT_DIR, "DejaVuSans-Bold.ttf");

/** The invoice's date: the day the order was placed, in the project's time zone (decision 0054). */
export function invoiceDate(createdAt: Date | string, lang: Locale, timeZone: string): string {
  return dateTimeFormat(lang, { dateStyle: "long", timeZone }).format(new Date(createdAt));
}

const A4_MARGIN = 50;

export async function renderInvoicePdf(project: Project, order: OrderDetail): Promise<Uint8Array> {
  const lang: Locale = order.language;
  const t = (key: string, vars?: Record<string, string | number>) => translate(lang, `commerce:${key}`, vars);
  const money = (minor: number) => formatMoney(minor, order.currency, lang);
  /** Each VAT rule in the words of the card, the cart and the mail (vat-statement.ts). */
  const statement = (rateBp: number) => {
    const s = vatStatement(rateBp, lang);
    return translate(lang, s.key, s.values);
  };
  const date = invoiceDate(order.createdAt, lang, projectTimeZone(project));

  const doc = new PDFDocument({
    size: "A4",
    margin: A4_MARGIN,
    font: REGULAR,
    lang,
    info: {
      Title: `${t("invoice.title")} ${order.number}`,
      Author: project.name,
      Subject: order.number,
      CreationDate: new Date(order.createdAt),
    },
  });
  doc.registerFont("regular", REGULAR);
  doc.registerFont("bold", BOLD);
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on("data", (c: Buffer) => chunks.push(c));
    doc.on("end", () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on("error", reject);
  });

  const left = A4_MARGIN;
  const width = doc.page.width - 2 * A4_MARGIN;

  // Seller (the site and the pickup location) and buyer.
  doc.font("bold").fontSize(16).text(project.name, left, A4_MARGIN);
  doc.font("regular").fontSize(9);
  if (order.location) {
    const l = order.location;
    doc.text(l.name).text(`${l.street} ${l.houseNumber}`).text(`${l.zipCode} ${l.city}`);
    if (l.phone) doc.text(l.phone);
    if (l.email) doc.text(l.email);
  } else if (project.config.contact_email) {
    doc.text(project.config.contact_email);
  }
  doc.moveDown(2);
  const buyerTop = doc.y;
  doc.font("bold").fontSize(10).text(t("invoice.buyer"), left, buyerTop);
  doc.font("regular").fontSize(10);
  const c = order.customer;
  if (c?.companyName) doc.text(c.companyName);
  if (c) doc.text(`${c.firstName} ${c.lastName}`.trim());
  const a = order.deliveryAddress;
  if (a) {
    doc
      .text(`${a.street} ${a.houseNumber}`)
      .text(`${a.zipCode} ${a.city}`)
      .text(countryName(a.country, lang));
  }
  if (c?.email) doc.text(c.email);

  const metaX = left + width / 2 + 40;
  doc.font("bold").fontSize(10).text(t("invoice.number"), metaX, buyerTop);
  doc.font("regular").text(order.number, metaX);
  doc.font("bold").text(t("invoice.date"), metaX);
  doc.font("regular").text(date, metaX);
  doc.font("bold").text(t("invoice.fulfilment"), metaX);
  doc.font("regular").text(t(`fulfilment.${order.fulfilment}`), metaX);

  doc.moveDown(3);
  doc
    .font("bold")
    .fontSize(18)
    .text(`${t("invoice.title")} ${order.number}`, left, Math.max(doc.y, buyerTop + 110));
  doc.moveDown(1);

  // Lines: position, description, quantity, unit price, total.
  const col = {
    pos: left,
    desc: left + 28,
    qty: left + width - 190,
    unit: left + width - 140,
    total: left + width - 70,
  };
  const header = (y: number) => {
    doc.font("bold").fontSize(9);
    doc.text(t("invoice.position"), col.pos, y, { width: 26 });
    doc.text(t("invoice.description"), col.desc, y, { width: col.qty - col.desc - 8 });
    doc.text(t("invoice.quantity"), col.qty, y, { width: 40, align: "right" });
    doc.text(t("invoice.unit_price"), col.unit, y, { width: 66, align: "right" });
    doc.text(t("invoice.total"), col.total, y, { width: 70, align: "right" });
    doc
      .moveTo(left, y + 14)
      .lineTo(left + width, y + 14)
      .lineWidth(0.5)
      .stroke();
    return y + 20;
  };
  let y = header(doc.y);
  doc.font("regular").fontSize(9);
  for (const line of order.lines) {
    const title = [line.brandName, line.name].filter(Boolean).join(" ");
    const description = [title, line.variant, statement(line.vatRateBp)].filter(Boolean).join("\n");
    const height = doc.heightOfString(description, { width: col.qty - col.desc - 8 });
    if (y + height > doc.page.height - A4_MARGIN - 120) {
      doc.addPage();
      y = header(A4_MARGIN);
      doc.font("regular").fontSize(9);
    }
    doc.text(String(line.position), col.pos, y, { width: 26 });
    doc.text(description, col.desc, y, { width: col.qty - col.desc - 8 });
    doc.text(String(line.quantity), col.qty, y, { width: 40, align: "right" });
    doc.text(money(line.unitPriceMinor), col.unit, y, { width: 66, align: "right" });
    doc.text(money(line.totalMinor), col.total, y, { width: 70, align: "right" });
    y += height + 8;
  }
  doc
    .moveTo(left, y)
    .lineTo(left + width, y)
    .lineWidth(0.5)
    .stroke();
  y += 8;

  // Totals: net, VAT per rate, total.
  const sum = (label: string, value: string, bold = false) => {
    doc.font(bold ? "bold" : "regular").fontSize(bold ? 11 : 9);
    doc.text(label, col.qty - 120, y, { width: 200, align: "right" });
    doc.text(value, col.total, y, { width: 70, align: "right" });
    y += bold ? 18 : 14;
  };
  const margin = order.lines.some((l) => vatRuleOf(l.vatRateBp) === "margin_scheme");
  // Net is the gross less the VAT shown: not stated for a margin-taxed car.
  if (!margin) sum(t("invoice.net"), money(order.netMinor));
  for (const r of order.vatByRate) sum(statement(r.rateBp), money(r.vatMinor));
  sum(t("invoice.gross_total"), money(order.totalMinor), true);

  doc.font("regular").fontSize(9);
  y += 10;
  if (order.lines.some((l) => l.vatRateBp === 0 && l.kind === "used_car")) {
    doc.text(t("invoice.margin_scheme"), left, y, { width });
    y = doc.y + 6;
  }
  doc.font("bold").text(t("invoice.payment"), left, y);
  doc.font("regular").text(t(`payment_method.${order.paymentMethod}`));
  doc.text(
    t(`invoice.payment_hint.${order.paymentMethod}`, {
      number: order.paymentReference,
      total: money(order.totalMinor),
    }),
    {
      width,
    },
  );
  doc.moveDown(2);
  doc.text(t("invoice.thanks", { site: project.name }), { width });
  doc.end();
  return done;
}
