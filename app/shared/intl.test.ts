import { afterEach, describe, expect, it, vi } from "vitest";
import {
  dateTimeFormat,
  type FormatTable,
  formatsScript,
  numberFormat,
  pluralRules,
  recordFormats,
} from "./intl";

/** Intl.NumberFormat, counting the objects made. */
let made = 0;
class CountedNumberFormat extends Intl.NumberFormat {
  constructor(...args: ConstructorParameters<typeof Intl.NumberFormat>) {
    super(...args);
    made += 1;
  }
}

afterEach(() => {
  recordFormats(() => undefined);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("formatted values carried from the server's render to the browser", () => {
  it("the server keeps what each formatter made while a page rendered", () => {
    const table: FormatTable = {};
    recordFormats(() => table);
    const price = numberFormat("de", { style: "currency", currency: "EUR" }).format(15399);
    const day = dateTimeFormat("de", { dateStyle: "medium", timeZone: "UTC" }).format(
      new Date("2026-12-24T10:00:00Z"),
    );
    const form = pluralRules("pl").select(3);
    expect(price).toMatch(/^15\.399,00\s€$/);
    expect(day).toBe("24.12.2026");
    expect(form).toBe("few");
    expect(Object.values(table).flatMap((byInput) => Object.values(byInput))).toEqual([price, day, form]);
    // Outside a render nothing is kept.
    recordFormats(() => undefined);
    numberFormat("de").format(7);
    expect(Object.keys(table)).toHaveLength(3);
  });

  it("the browser answers from the page's table without making an Intl object, and formats the rest itself", () => {
    const table: FormatTable = {};
    recordFormats(() => table);
    const options = { style: "unit", unit: "kilometer" } as const;
    const server = numberFormat("tr", options).format(85000);
    recordFormats(() => undefined);
    // The browser: the page brought the table; the formatter of this page is made anew there.
    vi.resetModules();
    return import("./intl").then(({ numberFormat: browserNumberFormat }) => {
      vi.stubGlobal("window", { __formats: table });
      made = 0;
      vi.stubGlobal("Intl", Object.assign(Object.create(Intl), { NumberFormat: CountedNumberFormat }));
      const format = browserNumberFormat("tr", options);
      expect(format.format(85000)).toBe(server);
      expect(made).toBe(0);
      // A value the server did not format (after the visitor changed something): the real formatter.
      expect(format.format(1)).toMatch(/^1\s?km$/);
      expect(made).toBe(1);
    });
  });

  it("the table cannot close its script tag, whatever a formatted text holds", () => {
    const script = formatsScript({ "n|de|{}": { "1": "</script><script>alert(1)</script>\u2028" } }, "abc");
    expect(script.startsWith('<script nonce="abc">window.__formats=')).toBe(true);
    expect(script.indexOf("</script>")).toBe(script.length - "</script>".length);
    // What the browser reads back is the text itself.
    const json = script.slice('<script nonce="abc">window.__formats='.length, -"</script>".length);
    expect(JSON.parse(json)).toEqual({ "n|de|{}": { "1": "</script><script>alert(1)</script>\u2028" } });
    expect(formatsScript({}, "abc")).toBe("");
  });
});
