/**
 * The screen-text detector of the crawler (tests/int/screen-texts.int.test.ts): it finds message keys
 * and raw field dumps, and nothing else — no alarm on host names, e-mail addresses, file names,
 * versions, engine names, sentences or identifiers shown on purpose in `<code>`.
 */
import { describe, expect, it } from "vitest";
import { catalogueKeys, findRawTexts, screenTexts } from "../setup/screen-texts";

const catalogue = catalogueKeys();
const found = (html: string) => findRawTexts(screenTexts(html), catalogue).map((f) => f.text);

describe("screen texts", () => {
  it("reads text nodes and the title, aria-label, placeholder and alt attributes, not scripts or styles", () => {
    const texts = screenTexts(
      `<!DOCTYPE html><html><head><title>A &amp; B</title><style>.a{}</style></head><body>
       <p title="Hint">Hello <b>world</b></p><img alt="Car photo" src="x.png"><br/>
       <input placeholder="Search" value="typed"><button aria-label="Close">×</button>
       <script>window.x = "mailbox.title";</script><textarea>user text</textarea></body></html>`,
    ).map((t) => t.text);
    expect(texts).toEqual(["A & B", "Hint", "Hello", "world", "Car photo", "Search", "Close", "×"]);
  });

  it("finds message keys: with a namespace, of the catalogues verbatim, or shaped like one", () => {
    expect(found("<h1>mailbox.title</h1>")).toEqual(["mailbox.title"]);
    expect(found("<span>dashboard.cards.communication</span>")).toEqual(["dashboard.cards.communication"]);
    expect(found("<p>trade-in:photo.wrong_type</p>")).toEqual(["trade-in:photo.wrong_type"]);
    expect(found("<summary>Status: mailbox.status.pending.</summary>")).toEqual([
      "Status: mailbox.status.pending.",
    ]);
    expect(found('<button aria-label="jobs:job.star">★</button>')).toEqual(["jobs:job.star"]);
  });

  it("finds raw field dumps: camelCase names, snake_case values, field names as labels", () => {
    expect(found("<dl><dt>paymentMethod</dt><dd>pay_at_pickup</dd></dl>")).toEqual([
      "paymentMethod",
      "pay_at_pickup",
    ]);
    expect(found("<dl><dt>fulfilment</dt><dd>pickup</dd><dt>wizardId</dt><dd>2</dd></dl>")).toEqual([
      "fulfilment",
      "wizardId",
    ]);
    expect(found("<table><tr><th>rental</th><td>4</td></tr></table>")).toEqual(["rental"]);
    expect(found("<p>privacy yes, timeOfDay afternoon</p>")).toEqual(["privacy yes, timeOfDay afternoon"]);
  });

  it("leaves alone hosts, addresses, files, versions, engines, numbers and sentences", () => {
    const fine = [
      "<p>autohaus-brandt.example</p>",
      "<p>www.brandt.de</p>",
      "<p>anna.brandt@autohaus-brandt.example</p>",
      '<a href="https://example.com/a_b">https://example.com/a_b</a>',
      "<p>invoice.pdf, photo.jpg, export.csv</p>",
      "<p>Version 2.3.1, Node.js 20.19</p>",
      "<p>Volkswagen Golf 2.0 TDI, BMW 320d xDrive, Mercedes-Benz EQE 350+</p>",
      "<p>3.0 TDI · 85.000 km · 12.500,00 €</p>",
      "<p>iPhone, eGolf, iX3</p>",
      "<p>Dr. med. Anna Brandt, z. B. morgen, u.a. Felgen</p>",
      "<p>Ein Satz. Noch ein Satz.</p>",
      "<dl><dt>Payment method</dt><dd>Pay at pickup</dd></dl>",
      "<table><tr><th>unter 5.000</th><th>ab 50.000</th></tr></table>",
      "<p>Name: a field name <code>mileageKm</code>, <code>fuel.diesel</code></p>",
      "<p>A-2026-000001, R-2026-0001, DE123456789</p>",
    ];
    for (const html of fine) expect(found(html), html).toEqual([]);
  });
});
