/**
 * The page tree of account/cms. Every move is a form post (up, down, indent, outdent), so the
 * tree works without JavaScript; with it, rows are dragged in front of another row (`DragList`).
 */
import {
  ArrowDown as ArrowDownNode,
  ArrowLeft as ArrowLeftNode,
  ArrowRight as ArrowRightNode,
  ArrowUp as ArrowUpNode,
  Copy as CopyNode,
  Trash2 as TrashNode,
} from "lucide";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import type { PageTree as Tree, TreeNode } from "../../core/cms/cms-editor.service.server";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { ActionFailure, ActionSuccess } from "../../shared/action-result";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import { icon } from "../../ui/icon";
import { ActionButton } from "./action-button";
import { DragList, DragRow } from "./drag-list";
import styles from "./page-tree.module.css";

const Up = icon(ArrowUpNode);
const Down = icon(ArrowDownNode);
const Indent = icon(ArrowRightNode);
const Outdent = icon(ArrowLeftNode);
const Duplicate = icon(CopyNode);
const Trash = icon(TrashNode);

type Result = ActionSuccess | ActionFailure | null;

function StateBadges({ node, locale, timeZone }: { node: TreeNode; locale: Locale; timeZone: string }) {
  const { t } = useTranslation("cms-editor");
  const date = dateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone });
  return (
    <ul className={styles.states}>
      {node.states.map((s) => (
        <li key={s.lang} className={styles.state} data-state={s.state}>
          {t("state.label", {
            lang: s.lang.toUpperCase(),
            state: s.scheduledAt
              ? t("state.scheduled", { date: date.format(new Date(s.scheduledAt)) })
              : t(`state.${s.state}`),
          })}
        </li>
      ))}
    </ul>
  );
}

function Row({ node, locale, timeZone }: { node: TreeNode; locale: Locale; timeZone: string }) {
  const { t } = useTranslation("cms-editor");
  const movable = !node.systemKey;
  const title = node.title || "—";
  // Every row is a place to drop in front of (a system page too: it stays, the dragged page moves).
  return (
    <DragRow
      id={node.id}
      movable={movable}
      handleLabel={t("tree.drag", { title })}
      style={{ "--depth": node.depth - 1 } as React.CSSProperties}
      data={{ "data-testid": "cms-tree-row", "data-page-id": node.id }}
      before={<span className="visually-hidden">{t("tree.level", { level: node.depth })}</span>}
    >
      <span className={styles.title}>
        <Link to={`/account/cms/${node.id}`}>{title}</Link>
        {node.systemKey && <span className={styles.system}> · {t("tree.system")}</span>}
      </span>
      <StateBadges node={node} locale={locale} timeZone={timeZone} />
      <div className={styles.actions}>
        {movable && (
          <>
            <ActionButton
              intent="step"
              id={node.id}
              extra={{ step: "up" }}
              label={`${t("tree.up")}: ${title}`}
              Icon={Up}
            />
            <ActionButton
              intent="step"
              id={node.id}
              extra={{ step: "down" }}
              label={`${t("tree.down")}: ${title}`}
              Icon={Down}
            />
            <ActionButton
              intent="step"
              id={node.id}
              extra={{ step: "indent" }}
              label={`${t("tree.indent")}: ${title}`}
              Icon={Indent}
            />
            <ActionButton
              intent="step"
              id={node.id}
              extra={{ step: "outdent" }}
              label={`${t("tree.outdent")}: ${title}`}
              Icon={Outdent}
            />
            <ActionButton
              intent="duplicate"
              id={node.id}
              label={`${t("tree.duplicate")}: ${title}`}
              Icon={Duplicate}
            />
            <ActionButton intent="trash" id={node.id} label={`${t("tree.delete")}: ${title}`} Icon={Trash} />
          </>
        )}
      </div>
    </DragRow>
  );
}

export function PageTree({
  tree,
  locale,
  timeZone,
  result,
}: {
  tree: Tree;
  locale: Locale;
  timeZone: string;
  result: Result;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const fetcher = useFetcher<Result>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || fetcher.state !== "idle";
  const titleOf = (id: string) => tree.pages.find((p) => p.id === id)?.title ?? "";
  const onMove = (id: string, overId: string) => {
    const target = tree.pages.find((p) => p.id === overId);
    if (!target) return;
    // In front of the target, among the target's siblings.
    const siblings = tree.pages.filter((p) => p.parentId === target.parentId && p.id !== id);
    const index = siblings.findIndex((p) => p.id === target.id);
    fetcher.submit(
      { intent: "move", id, parentId: target.parentId ?? "", index: String(Math.max(0, index)) },
      { method: "post" },
    );
  };
  const shown = fetcher.data ?? result;
  const date = dateTimeFormat(locale, { dateStyle: "short", timeStyle: "short", timeZone });
  const parents = tree.pages.filter((p) => !p.systemKey && p.depth < 3);
  return (
    <section className="stack" data-testid="cms-tree">
      <h1>{t("title")}</h1>
      <p className="lead">{t("tree.intro")}</p>
      <p>
        <Link to={accountPath("cmsNavigation")}>{t("navigation.open")}</Link>
      </p>
      {shown?.message && (
        <p className={`alert ${shown.ok ? "success" : "error"}`} role={shown.ok ? "status" : "alert"}>
          {t(shown.message)}
        </p>
      )}
      <section aria-labelledby="cms-new" className="stack">
        <h2 id="cms-new">{t("tree.new_page")}</h2>
        <Form method="post" className={`form ${styles.create}`}>
          <input type="hidden" name="intent" value="create" />
          <div className={`field ${styles.field}`}>
            <label htmlFor="cms-new-title">{t("tree.new_title")}</label>
            <input
              id="cms-new-title"
              name="title"
              required
              maxLength={200}
              defaultValue={result && !result.ok ? (result.values.title ?? "") : ""}
              aria-invalid={result && !result.ok && result.fields.title ? true : undefined}
            />
          </div>
          <div className={`field ${styles.field}`}>
            <label htmlFor="cms-new-parent">{t("tree.parent")}</label>
            <select id="cms-new-parent" name="parentId" defaultValue="">
              <option value="">{t("tree.top_level")}</option>
              {parents.map((p) => (
                <option key={p.id} value={p.id}>
                  {"– ".repeat(p.depth - 1)}
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="button" disabled={busy}>
            {t("tree.create")}
          </button>
        </Form>
      </section>
      <section aria-labelledby="cms-tree-heading" className="stack">
        <h2 id="cms-tree-heading">{t("tree.heading")}</h2>
        {tree.pages.length === 0 ? (
          <p>{t("tree.empty")}</p>
        ) : (
          <DragList busy={busy} titleOf={titleOf} onMove={onMove}>
            {tree.pages.map((node) => (
              <Row key={node.id} node={node} locale={locale} timeZone={timeZone} />
            ))}
          </DragList>
        )}
      </section>
      <section aria-labelledby="cms-bin" className="stack" data-testid="cms-bin">
        <h2 id="cms-bin">{t("tree.bin")}</h2>
        {tree.bin.length === 0 ? (
          <p className="muted">{t("tree.bin_empty")}</p>
        ) : (
          <ul className={styles.tree}>
            {tree.bin.map((node) => (
              <li key={node.id} className={styles.row}>
                <span className={styles.title}>{node.title || "—"}</span>
                <span className="muted">
                  {node.deletedAt && t("tree.deleted_at", { date: date.format(new Date(node.deletedAt)) })}
                </span>
                <div className={styles.actions}>
                  <Form method="post" replace>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="id" value={node.id} />
                    <button type="submit" className="button secondary">
                      {t("tree.restore")}
                    </button>
                  </Form>
                  <Form method="post" replace>
                    <input type="hidden" name="intent" value="purge" />
                    <input type="hidden" name="id" value={node.id} />
                    <button type="submit" className="button secondary">
                      {t("tree.purge")}
                    </button>
                  </Form>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
