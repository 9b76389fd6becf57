/**
 * The CMS page editor's JavaScript on the wire (issue 16: <= 250 KB): the document's scripts as
 * bench/page-weight.ts counts them, plus the rich-text editor (Tiptap), which the page fetches by itself
 * right after it starts (a lazy chunk, so neither the storefront nor the page's first paint carries it).
 * Usable on its own: `npx tsx bench/cms-editor-weight.ts http://localhost:3000` (logs in as the demo
 * CMS editor and measures the German about page's editor).
 */
import { BROWSER_ENCODINGS, kb, type PageWeight, pageWeight, scriptUrls } from "./page-weight";

async function wire(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ bytes: number; text: string }> {
  const { request } = await import("node:http");
  const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { ...headers, "accept-encoding": BROWSER_ENCODINGS } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const enc = String(res.headers["content-encoding"] ?? "identity");
        const text = (
          enc === "br" ? brotliDecompressSync(body) : enc === "gzip" ? gunzipSync(body) : body
        ).toString();
        resolve({ bytes: body.length, text });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

export type EditorWeight = { page: PageWeight; lazyJs: number; lazyFiles: number; totalJs: number };

/** The editor page (signed in with `cookie`) and the lazy rich-text chunk with the dependencies it adds. */
export async function editorWeight(baseUrl: string, path: string, cookie: string): Promise<EditorWeight> {
  const page = await pageWeight(baseUrl, path, { cookie });
  const doc = await wire(baseUrl + path, { cookie });
  const loaded = new Set(scriptUrls(doc.text).map((u) => new URL(u, baseUrl).pathname));
  const lazy = new Set<string>();
  for (const url of loaded) {
    const { text } = await wire(new URL(url, baseUrl).toString());
    if (!text.includes("rich-text-editor")) continue;
    // Vite's preload list of the lazy import: the chunk and the modules it needs.
    const deps = /m\.f=\[([^\]]*)\]/.exec(text)?.[1] ?? "";
    for (const m of deps.matchAll(/"([^"]+\.js)"/g)) {
      const p = `/${m[1]!.replace(/^\//, "")}`;
      if (!loaded.has(p)) lazy.add(p);
    }
  }
  let lazyJs = 0;
  for (const p of lazy) lazyJs += (await wire(baseUrl + p)).bytes;
  return { page, lazyJs, lazyFiles: lazy.size, totalJs: page.js + lazyJs };
}

export async function cmsEditorLogin(baseUrl: string): Promise<string> {
  const { DEMO_PASSWORD } = await import("../seed/content/accounts");
  const res = await fetch(`${baseUrl}/api/auth/login.json`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "cms@autohaus-brandt.example", password: DEMO_PASSWORD }),
  });
  const cookie = (res.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  if (!res.ok || !cookie) throw new Error(`bench: CMS editor login failed (${res.status})`);
  return cookie;
}

/** The editor path of the German about page (found through the tree). */
export async function aboutEditorPath(baseUrl: string, cookie: string): Promise<string> {
  const html = (await wire(`${baseUrl}/de/account/cms`, { cookie })).text;
  const rows = [...html.matchAll(/href="(\/de\/account\/cms\/[0-9a-f-]{36})"[^>]*>([^<]*)</g)];
  const about = rows.find((m) => m[2]?.includes("Über uns")) ?? rows[0];
  if (!about) throw new Error("bench: no page in the CMS tree");
  return about[1]!;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://localhost:3000";
  const cookie = await cmsEditorLogin(base);
  const path = await aboutEditorPath(base, cookie);
  const w = await editorWeight(base, path, cookie);
  console.log(
    `${path} (HTTP ${w.page.status}): page JS ${kb(w.page.js)} in ${w.page.jsFiles} files (${w.page.jsEncoding}) + rich-text editor ${kb(w.lazyJs)} in ${w.lazyFiles} files = ${kb(w.totalJs)} on the wire; CSS ${kb(w.page.css)}, HTML ${kb(w.page.html)}`,
  );
}
