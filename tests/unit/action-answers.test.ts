/**
 * Every route action answers through `app/shared/action-result.ts` (decision 0070): its answers carry the
 * one shape (`ok`, `code`, `message`, `fields`, `values`) and their statuses come from the one table
 * (`app/shared/error-status.ts`). This reads every route module's action and the module's own functions
 * it calls, and names each place that builds an answer by hand: React Router's `data(` or `json(`, a
 * `new Response(`/`Response.json(`, or a returned or thrown object literal that looks like an answer
 * (it has `ok`, `error`, `reason`, `state` or `status`). Redirects stay the router's own.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const root = path.resolve(__dirname, "../..");
const ROUTES = path.join(root, "app/routes");
const ANSWER_KEYS = new Set(["ok", "error", "reason", "state", "status"]);

function routeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "+types" ? [] : routeFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

/** The module's top-level functions by name (declarations and `const f = (...) =>`). */
function topLevelFunctions(source: ts.SourceFile): Map<string, ts.Node> {
  const found = new Map<string, ts.Node>();
  for (const statement of source.statements) {
    if (ts.isFunctionDeclaration(statement) && statement.name) found.set(statement.name.text, statement);
    if (ts.isVariableStatement(statement))
      for (const d of statement.declarationList.declarations)
        if (ts.isIdentifier(d.name) && d.initializer && ts.isFunctionLike(d.initializer))
          found.set(d.name.text, d.initializer);
  }
  return found;
}

/** The file a module's `export { action } from "./x.server"` points at, if it re-exports its action. */
function reexportedAction(source: ts.SourceFile, file: string): string | undefined {
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier || !statement.exportClause) continue;
    if (!ts.isNamedExports(statement.exportClause)) continue;
    if (!statement.exportClause.elements.some((e) => e.name.text === "action")) continue;
    const base = path.resolve(path.dirname(file), (statement.moduleSpecifier as ts.StringLiteral).text);
    return [`${base}.ts`, `${base}.tsx`].find((p) => existsSync(p));
  }
  return undefined;
}

function looksLikeAnswer(node: ts.Expression | undefined): boolean {
  let e = node;
  while (e && (ts.isParenthesizedExpression(e) || ts.isSatisfiesExpression(e) || ts.isAsExpression(e)))
    e = e.expression;
  return (
    !!e &&
    ts.isObjectLiteralExpression(e) &&
    e.properties.some((p) => p.name && ts.isIdentifier(p.name) && ANSWER_KEYS.has(p.name.text))
  );
}

/** Hand-made answers in the action of `file` and in the module's functions it reaches. */
function handMadeAnswers(file: string): string[] {
  const source = parse(file);
  const functions = topLevelFunctions(source);
  const action = functions.get("action");
  if (!action) return [];
  const problems: string[] = [];
  const seen = new Set<ts.Node>();
  const where = (node: ts.Node) =>
    `${path.relative(root, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node)) {
      const local = functions.get(node.text);
      if (local && !seen.has(local)) {
        seen.add(local);
        visit(local);
      }
    }
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (ts.isIdentifier(callee) && (callee.text === "data" || callee.text === "json"))
        problems.push(`${where(node)} ${callee.text}(`);
      if (ts.isPropertyAccessExpression(callee) && callee.getText() === "Response.json")
        problems.push(`${where(node)} Response.json(`);
    }
    if (ts.isNewExpression(node) && node.expression.getText() === "Response")
      problems.push(`${where(node)} new Response(`);
    if ((ts.isReturnStatement(node) || ts.isThrowStatement(node)) && looksLikeAnswer(node.expression))
      problems.push(`${where(node)} hand-made answer`);
    if (ts.isArrowFunction(node) && !ts.isBlock(node.body) && looksLikeAnswer(node.body))
      problems.push(`${where(node)} hand-made answer`);
    ts.forEachChild(node, visit);
  };
  seen.add(action);
  visit(action);
  return problems;
}

const actionModules = routeFiles(ROUTES).flatMap((file) => {
  const source = parse(file);
  if (reexportedAction(source, file)) return [];
  return topLevelFunctions(source).has("action") ? [file] : [];
});

describe("route actions answer through the action-result helper", () => {
  it("finds the route actions (direct or beside the route in .server.ts)", () => {
    expect(actionModules.length).toBeGreaterThan(40);
    for (const file of routeFiles(ROUTES)) {
      const target = reexportedAction(parse(file), file);
      if (target) expect(actionModules).toContain(target);
    }
  });

  it.each(actionModules.map((file) => [path.relative(root, file), file]))(
    "%s builds no answer by hand",
    (_name, file) => {
      expect(handMadeAnswers(file)).toEqual([]);
    },
  );
});
