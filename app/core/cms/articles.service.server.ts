/**
 * `cms/articles`: the website's pages as one flat list to find and filter, beside the
 * tree of `account/cms` that shows their structure (decision 0029, "articles"). A dealer's site has
 * dozens to a few hundred pages: the list filters the tree's snapshot in memory.
 */
import type { Locale } from "../../shared/locales";
import { err, ok, type Result } from "../../shared/result";
import { can, type ServiceContext } from "../context/service-context.server";
import { getPageTree, type TreeNode } from "./cms-editor.service.server";
import type { ArticleListParams } from "./post-admin-filters";

export type ArticleRow = TreeNode & {
  /** Titles of the ancestors, top first (where the page hangs in the tree). */
  path: string[];
};

export type ArticleList = { rows: ArticleRow[]; total: number; limit: number };

function matchesState(node: TreeNode, states: readonly string[], langs: readonly Locale[]): boolean {
  if (states.length === 0) return true;
  return node.states.some(
    (s) =>
      (langs.length === 0 || langs.includes(s.lang)) &&
      (states.includes(s.state) || (states.includes("scheduled") && s.scheduledAt !== null)),
  );
}

export async function listArticles(
  ctx: ServiceContext,
  params: ArticleListParams,
): Promise<Result<ArticleList>> {
  if (!can(ctx, "cms")) return err({ code: "forbidden" as const });
  const tree = await getPageTree(ctx);
  if (!tree.ok) return tree;
  const byId = new Map(tree.value.pages.map((p) => [p.id, p]));
  const pathOf = (node: TreeNode): string[] => {
    const out: string[] = [];
    for (let p = node.parentId ? byId.get(node.parentId) : undefined; p; ) {
      out.unshift(p.title);
      p = p.parentId ? byId.get(p.parentId) : undefined;
    }
    return out;
  };
  const langs = params.language as Locale[];
  const rows = tree.value.pages
    .filter((n) => params.type.length === 0 || params.type.includes(n.systemKey ? "system" : "content"))
    .filter((n) => langs.length === 0 || n.states.some((s) => langs.includes(s.lang) && s.state !== "empty"))
    .filter((n) => matchesState(n, params.state, langs))
    .filter((n) => {
      const title = n.title.toLocaleLowerCase(ctx.locale);
      return params.words.every((w) => title.includes(w));
    })
    .map((n) => ({ ...n, path: pathOf(n) }));
  rows.sort((a, b) =>
    params.sort === "updated_desc"
      ? b.updatedAt.localeCompare(a.updatedAt) || a.id.localeCompare(b.id)
      : a.title.localeCompare(b.title, ctx.locale) || a.id.localeCompare(b.id),
  );
  return ok({ rows: rows.slice(0, params.limit), total: rows.length, limit: params.limit });
}
