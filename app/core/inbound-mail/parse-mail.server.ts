/**
 * A raw mail as the reader hands it to `ingestMail`: parsed by mailparser, classified
 * (person, auto-reply, bounce), with every recipient address (a Reply-To token may be in any of them)
 * and the text of report parts (a bounce names the returned mail there).
 */
import { type AddressObject, type ParsedMail, simpleParser } from "mailparser";
import type { IncomingMail } from "./inbound.service.server";
import { addressOf, classify } from "./inbound-rules";

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((a) =>
    a.value.map((v) => v.address ?? "").filter(Boolean),
  );

function headerText(parsed: ParsedMail, name: string): string | undefined {
  const v = parsed.headers.get(name);
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  if (Array.isArray(v)) return v.map(String).join(" ");
  if (v instanceof Date) return v.toISOString();
  if (typeof v === "object" && "value" in v) {
    const params = (v as { params?: Record<string, string> }).params ?? {};
    return [
      String((v as { value: unknown }).value),
      ...Object.entries(params).map(([k, p]) => `${k}="${p}"`),
    ].join("; ");
  }
  return String(v);
}

export type MailMeta = {
  uidValidity: number | null;
  uid: number | null;
  sizeBytes: number;
  receivedAt?: Date;
};

/** A parsed mail as `ingestMail` takes it; `messageId` falls back to one made of UIDVALIDITY and UID. */
export function toIncoming(parsed: ParsedMail, meta: MailMeta, overLimit = false): IncomingMail {
  const from = parsed.from?.value[0];
  const fromAddress = addressOf(from?.address ?? "") ?? "";
  const subject = parsed.subject ?? "";
  const kind = classify({
    get: (name) => headerText(parsed, name),
    subject,
    from: fromAddress,
    contentType: headerText(parsed, "content-type") ?? "text/plain",
  });
  const recipients = [
    ...addresses(parsed.to),
    ...addresses(parsed.cc),
    ...["delivered-to", "x-original-to", "envelope-to"].flatMap((h) => headerText(parsed, h) ?? []),
  ];
  const report = parsed.attachments
    .filter((a) => /^(message\/|text\/rfc822-headers)/i.test(a.contentType))
    .map((a) => a.content.toString("utf8").slice(0, 100_000))
    .join("\n");
  const references = parsed.references
    ? Array.isArray(parsed.references)
      ? parsed.references
      : [parsed.references]
    : [];
  const fallbackId = `<uid.${meta.uidValidity ?? 0}.${meta.uid ?? 0}@inbound.invalid>`;
  return {
    messageId: (parsed.messageId ?? "").trim().slice(0, 300) || fallbackId,
    uidValidity: meta.uidValidity,
    uid: meta.uid,
    fromAddress,
    fromName: from?.name ?? "",
    recipients,
    subject,
    text: parsed.text ?? "",
    html: typeof parsed.html === "string" ? parsed.html : null,
    receivedAt: meta.receivedAt ?? parsed.date ?? new Date(),
    kind,
    inReplyTo: parsed.inReplyTo ?? null,
    references,
    reportText: `${report}\n${kind === "bounce" ? (parsed.text ?? "") : ""}`,
    sizeBytes: meta.sizeBytes,
    overLimit,
    attachments: parsed.attachments
      .filter(
        (a) =>
          a.contentDisposition === "attachment" || !/^(message\/|text\/rfc822-headers)/i.test(a.contentType),
      )
      .map((a) => ({
        filename: a.filename ?? "",
        contentType: a.contentType,
        size: a.size,
        content: a.content,
      })),
  };
}

/** Parses a raw mail (bytes as read from IMAP). */
export async function parseRawMail(source: Buffer | string, meta: MailMeta): Promise<IncomingMail> {
  // No text made from the HTML here: ingestMail makes it from the sanitised HTML (no image sources).
  const parsed = await simpleParser(source, { skipHtmlToText: true });
  return toIncoming(parsed, meta);
}
