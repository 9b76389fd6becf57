import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A comment states the rule it implements in words, or links a decision record in docs/decisions/. It
 * never points at a document a reader of the repository does not have: the product spec's sections
 * ("spec" and a section number), the tracker's issues ("issue" and a number), the handbook's
 * numbered house rules (the conventions' rule numbers) or the headings of the architecture notes
 * (the word and a quoted heading).
 * This test reads every comment of app/, server/ and scripts/ and names each that does.
 */
const ROOTS = ["app", "server", "scripts"];

/** The references a reader cannot follow; a line break inside a comment counts as a space. */
const REFERENCE =
  /\bspec(?:s|'s)?\s*(?:section\s*)?§?\s*\d|\bspec\s+section\b|\bissues?\s*#?\d|\bconventions(?:'s)?\s+rules?\b|\barchitecture\s*["'“(]/i;

/** A reference a comment's line break splits ("spec" at the end of one line, "2" on the next). */
const SPLIT_REFERENCE = /\b(?:spec|issues?|conventions|architecture)\s*\n\s*(?:\*|\/\/)/i;

type Ts = typeof ts;

function sourceFiles(root: string): string[] {
  return readdirSync(path.resolve(root), { recursive: true, encoding: "utf8" })
    .filter((f) => /\.(tsx?|css)$/.test(f) && !f.includes("node_modules"))
    .map((f) => path.join(root, f));
}

/**
 * Whether a reference stands on a line that has a comment (after `//` or `/*`, or on a `*` line): most
 * files have none, and only the others are parsed. Test titles that name an issue are strings.
 */
function mayHaveReference(text: string): boolean {
  for (const pattern of [REFERENCE, SPLIT_REFERENCE]) {
    for (const m of text.matchAll(new RegExp(pattern.source, "gi"))) {
      const before = text.slice(text.lastIndexOf("\n", m.index) + 1, m.index);
      if (/\/\/|\/\*|^\s*\*/.test(before)) return true;
    }
  }
  return false;
}

/** Every comment of a file with the line it starts on. */
function commentsOf(ts: Ts, file: string, text: string): { line: number; text: string }[] {
  const ranges = new Map<number, number>();
  if (file.endsWith(".css")) {
    for (const m of text.matchAll(/\/\*[\s\S]*?\*\//g)) ranges.set(m.index, m.index + m[0].length);
  } else {
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    // Every comment follows the start or the end of some node; JSX text is not code, and a JSX
    // comment (`{/* ... */}`) sits in an expression container without an expression.
    const collect = (pos: number) => {
      for (const c of ts.getLeadingCommentRanges(text, pos) ?? []) ranges.set(c.pos, c.end);
      for (const c of ts.getTrailingCommentRanges(text, pos) ?? []) ranges.set(c.pos, c.end);
    };
    const visit = (node: ts.Node) => {
      if (node.kind !== ts.SyntaxKind.JsxText) {
        collect(node.pos);
        collect(node.end);
      }
      if (ts.isJsxExpression(node) && !node.expression) collect(node.getStart(source) + 1);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...ranges]
    .sort((a, b) => a[0] - b[0])
    .map(([start, end]) => ({
      line: text.slice(0, start).split("\n").length,
      text: text.slice(start, end).replace(/\s*\n\s*(?:\*(?!\/)|\/\/)?\s*/g, " "),
    }));
}

/** The comments of a file that point at a document the repository does not have. */
async function unreadableReferences(file: string, text: string): Promise<string[]> {
  if (!mayHaveReference(text)) return [];
  // The compiler's parser finds the comments (strings, templates and JSX text are not comments).
  const ts = (await import("typescript")).default;
  return commentsOf(ts, file, text)
    .filter((c) => REFERENCE.test(c.text))
    .map((c) => `${file}:${c.line}: ${c.text.slice(0, 160)}`);
}

describe("comments say their rule instead of pointing at documents a reader does not have", () => {
  // Both load the TypeScript compiler (about 1 s, several on a busy machine): an explicit budget.
  it("finds such a reference in a comment, and not in code or strings", { timeout: 30_000 }, async () => {
    const sample = [
      "/** Orders (issue 12): the customer's list. */",
      'const label = "issue 12 and spec 2 in a string are not comments";',
      "// Spec 6: only the database group",
      "const x = 1; /* see conventions rule 3 */",
      "/**",
      " * Answers the one way (architecture",
      ' * "One way to answer"), spec',
      " * 3.",
      " */",
      "export const ok = <p>{/* the spec 9 limit */}</p>;",
      "// A decision record is fine: decision 0049, docs/decisions/0049-won-job-confirms-order.md",
    ].join("\n");
    const found = (await unreadableReferences("sample.tsx", sample)).map((f) => f.split(":")[1]);
    expect(found).toEqual(["1", "3", "4", "5", "10"]);
    expect(
      await unreadableReferences("sample.css", "/* Sidebar 300 px (spec 9). */\na { b: c }"),
    ).toHaveLength(1);
    expect(
      await unreadableReferences("sample.ts", 'it("keeps the spec 9 limit (issue 36)", () => {});'),
    ).toEqual([]);
  });

  it("no comment in app/, server/ or scripts/ names a spec section, an issue number or a numbered house rule", {
    timeout: 30_000,
  }, async () => {
    const offenders: string[] = [];
    for (const file of ROOTS.flatMap(sourceFiles))
      offenders.push(...(await unreadableReferences(file, readFileSync(file, "utf8"))));
    expect(offenders).toEqual([]);
  });
});
