/**
 * Form actions: the fields a page's POST forms really have (scraped from the rendered page, so intents
 * and hidden ids are the real ones), and hostile submissions built from them.
 */
import fc from "fast-check";
import { hostileString, PROTO_KEYS, safeForUrl } from "./hostile";
import { headerSafe } from "./targets";

export type FormFields = [name: string, value: string][];

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`, "i")
    .exec(tag)?.[1]
    ?.replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"');

/** The POST forms of an HTML page: each one's named controls with their rendered values. */
export function scrapeForms(html: string): FormFields[] {
  const forms: FormFields[] = [];
  for (const match of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/gi)) {
    if ((attr(match[1] ?? "", "method") ?? "get").toLowerCase() !== "post") continue;
    // Forms posting elsewhere (the menu's contrast switch) are not this page's action.
    const action = attr(match[1] ?? "", "action");
    if (action?.startsWith("/preferences")) continue;
    const fields: FormFields = [];
    for (const control of (match[2] ?? "").matchAll(/<(input|select|textarea|button)\b[^>]*>/gi)) {
      const name = attr(control[0], "name");
      if (!name) continue;
      fields.push([name, attr(control[0], "value") ?? ""]);
    }
    forms.push(fields);
  }
  return forms;
}

export type FormSubmission = {
  /** Where the fields came from (index into the page's forms, -1: none). */
  fields: FormFields;
  encoding: "urlencoded" | "multipart" | "json" | "none" | "broken-urlencoded";
  files: { name: string; filename: string; type: string; bytes: number }[];
};

const hostileFieldName = fc.oneof(
  fc.constantFrom(
    ...PROTO_KEYS,
    "__proto__[isAdmin]",
    "constructor[prototype][isAdmin]",
    "intent",
    "id",
    "projectId",
    "roles",
    "redirectTo",
    "",
  ),
  hostileString.map((s) => s.slice(0, 200)),
);

const hostileFile = fc.record({
  name: fc.constantFrom("file", "avatar", "photos", "document", "image", "import", "upload"),
  filename: fc.oneof(
    fc.constantFrom("x.jpg", "../../../etc/passwd", "a\u0000.png", "", "x.svg", "report.pdf", "😀.csv"),
    hostileString.map((s) => s.slice(0, 300)),
  ),
  type: fc.constantFrom(
    "image/jpeg",
    "image/png",
    "image/svg+xml",
    "application/pdf",
    "text/csv",
    "text/html",
    "",
  ),
  bytes: fc.constantFrom(0, 1, 100, 5_000),
});

/** A hostile submission of one of the page's forms (or of made-up fields). */
export function formSubmissions(forms: FormFields[]): fc.Arbitrary<FormSubmission> {
  const base: fc.Arbitrary<FormFields> = forms.length
    ? fc.constantFrom(...forms, [])
    : fc.constant([] as FormFields);
  const edit = (fields: FormFields): fc.Arbitrary<FormFields> => {
    const names = [...new Set(fields.map(([n]) => n))];
    const ops: fc.Arbitrary<(f: FormFields) => FormFields>[] = [
      fc.tuple(hostileFieldName, hostileString).map(([n, v]) => (f: FormFields) => [...f, [n, v]]),
      fc.constant((f: FormFields) => f),
    ];
    if (names.length) {
      const name = fc.constantFrom(...names);
      ops.push(
        name.map((n) => (f: FormFields) => f.filter(([k]) => k !== n)),
        fc.tuple(name, hostileString).map(
          ([n, v]) =>
            (f: FormFields) =>
              f.map(([k, old]): [string, string] => [k, k === n ? v : old]),
        ),
        fc.tuple(name, fc.array(hostileString, { maxLength: 4 })).map(([n, vs]) => (f: FormFields) => [
          ...f,
          ...vs.map((v): [string, string] => [n, v]),
        ]),
        fc.constant((f: FormFields) => f.map(([k]): [string, string] => [k, ""])),
      );
    }
    return fc
      .array(fc.oneof(...ops), { minLength: 1, maxLength: 4 })
      .map((list) => list.reduce((f, op) => op(f), fields));
  };
  return fc.record({
    fields: base.chain(edit),
    encoding: fc.constantFrom<FormSubmission["encoding"]>(
      "urlencoded",
      "urlencoded",
      "multipart",
      "multipart",
      "json",
      "none",
      "broken-urlencoded",
    ),
    files: fc.array(hostileFile, { maxLength: 2 }),
  });
}

/** The request body and content type of a submission. */
export function encodeSubmission(s: FormSubmission): {
  contentType?: string;
  body?: string | FormData;
  printable: unknown;
} {
  const pairs = s.fields;
  switch (s.encoding) {
    case "none":
      return { contentType: "application/x-www-form-urlencoded", printable: "(no body)" };
    case "json":
      return {
        contentType: "application/json",
        body: JSON.stringify(Object.fromEntries(pairs)),
        printable: JSON.stringify(Object.fromEntries(pairs)),
      };
    case "broken-urlencoded": {
      const text = `${pairs.map(([k, v]) => `${encodeURIComponent(safeForUrl(k))}=${encodeURIComponent(safeForUrl(v))}`).join("&")}&%E0%A4%A=%FF%FE&a=%`;
      return { contentType: "application/x-www-form-urlencoded", body: text, printable: text };
    }
    case "urlencoded": {
      const text = new URLSearchParams(pairs.map(([k, v]) => [safeForUrl(k), safeForUrl(v)])).toString();
      return { contentType: "application/x-www-form-urlencoded", body: text, printable: pairs };
    }
    case "multipart": {
      const form = new FormData();
      for (const [k, v] of pairs) form.append(safeForUrl(k), safeForUrl(v));
      for (const f of s.files) {
        const bytes = new Uint8Array(f.bytes).map((_, i) => (i * 31) % 256);
        form.append(f.name, new File([bytes], safeForUrl(f.filename), { type: headerSafe(f.type) }));
      }
      return { body: form, printable: { fields: pairs, files: s.files } };
    }
  }
}
