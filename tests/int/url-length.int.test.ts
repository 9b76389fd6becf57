/**
 * Over-long URLs against the real server process (decision 0046): the API answers its JSON error body,
 * pages the translated error page, never Node's bare "431 Request Header Fields Too Large".
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "../setup/server-process";
import { hasBuild } from "../setup/test-server";

type ErrorBody = { error: { code: string; message: string } };

describe.runIf(hasBuild())("URLs over the limits, on a real server process", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    server = await startServerProcess();
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
  });

  it("answers a 20 KB URL on /api with 414 and the API's translated JSON error", async () => {
    const res = await fetch(`${server.url}/api/cars.json?q=${"a".repeat(20_000)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({
      error: { code: "uri_too_long", message: "The address of this request is too long." },
    });
    const german = await fetch(`${server.url}/api/cars.json?lang=de&q=${"a".repeat(20_000)}`);
    expect(((await german.json()) as ErrorBody).error.message).toBe(
      "Die Adresse dieser Anfrage ist zu lang.",
    );
  });

  it("answers a 20 KB page URL with the translated error page", async () => {
    const res = await fetch(`${server.url}/de/cars?q=${"a".repeat(20_000)}`);
    expect(res.status).toBe(414);
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await res.text()).toContain("Die Adresse dieser Anfrage ist zu lang.");
  });

  it("answers a request too long for Node to read (100 KB) in the same shapes, with 431", async () => {
    const api = await fetch(`${server.url}/api/cars.json?q=${"a".repeat(100_000)}`, {
      headers: { "accept-language": "pl" },
    });
    expect(api.status).toBe(431);
    expect(api.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await api.json()) as ErrorBody;
    expect(body.error.code).toBe("headers_too_large");
    // Polish when Node's part of the request still shows the header, else English: never a key.
    expect([
      "Nagłówki lub adres tego żądania są za długie.",
      "The request's headers or its address are too long.",
    ]).toContain(body.error.message);
    // A page's request line may be gone from what Node hands over: a translated body in any case.
    const page = await fetch(`${server.url}/tr/cars?q=${"a".repeat(100_000)}`, {
      headers: { "accept-language": "tr" },
    });
    expect(page.status).toBe(431);
    expect(await page.text()).toMatch(/Bu isteğin başlıkları veya adresi çok uzun\.|headers or its address/);
    // The process still serves ordinary requests.
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it("still serves a long URL under the limit", async () => {
    const res = await fetch(`${server.url}/api/cars.json?q=${"a".repeat(6_000)}`);
    expect(res.status).not.toBe(414);
    expect(res.status).toBeLessThan(500);
  });
});
