/**
 * The navigation editor of account/cms/navigation. Every change is a form post (save,
 * up, down, delete), so it works without JavaScript; with it, links are dragged in front of another
 * link (`DragList`).
 */
import { ArrowDown as ArrowDownNode, ArrowUp as ArrowUpNode, Trash2 as TrashNode } from "lucide";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import type { NavEditorLink } from "../../core/cms/nav-editor.service.server";
import type { NavLinkContent } from "../../core/cms/nav-link";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { ActionFailure, ActionSuccess } from "../../shared/action-result";
import type { Locale } from "../../shared/locales";
import { icon } from "../../ui/icon";
import { NAV_ICON_NAMES, navIcon } from "../../ui/menu/nav-icons";
import { ActionButton } from "./action-button";
import { DragList, DragRow } from "./drag-list";
import { DropdownBlocks } from "./dropdown-blocks";
import own from "./nav-editor.module.css";
import styles from "./page-tree.module.css";

const Up = icon(ArrowUpNode);
const Down = icon(ArrowDownNode);
const Trash = icon(TrashNode);

type Result = ActionSuccess | ActionFailure | null;

function textOf(link: NavEditorLink, lang: Locale, fallback: Locale): string {
  return link.content[lang]?.text ?? link.content[fallback]?.text ?? "—";
}

/** The edit form of one link (or of a new one, `link` null); shows what was typed after an error. */
function LinkForm({
  link,
  languages,
  result,
}: {
  link: NavEditorLink | null;
  languages: Locale[];
  result: Result;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const key = link?.id ?? "new";
  const mine =
    result && !result.ok && result.values.form === "save" && (result.values.id ?? "") === (link?.id ?? "")
      ? result
      : null;
  const value = (name: string, saved: string) => (mine ? (mine.values[name] ?? "") : saved);
  const error = (name: string) => mine?.fields[name]?.[0];
  const field = (
    name: string,
    label: string,
    saved: string,
    opts: { hint?: string; area?: boolean } = {},
  ) => {
    const id = `nav-${key}-${name.replace(".", "-")}`;
    const problem = error(name);
    const describedBy = [problem && `${id}-error`, opts.hint && `${id}-hint`].filter(Boolean).join(" ");
    const props = {
      id,
      name,
      defaultValue: value(name, saved),
      "aria-invalid": problem ? true : undefined,
      "aria-describedby": describedBy || undefined,
    };
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {opts.area ? (
          <textarea {...props} rows={6} spellCheck={false} />
        ) : (
          <input {...props} maxLength={500} />
        )}
        {opts.hint && (
          <p id={`${id}-hint`} className="muted">
            {opts.hint}
          </p>
        )}
        {problem && (
          <p id={`${id}-error`} className="field-error">
            {t(problem)}
          </p>
        )}
      </div>
    );
  };
  const dropdownJson = (c: NavLinkContent | undefined) =>
    c && c.dropdown.length > 0 ? JSON.stringify(c.dropdown, null, 2) : "";
  return (
    <Form method="post" className="form stack" preventScrollReset data-testid={`nav-form-${key}`}>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={link?.id ?? ""} />
      {mine?.message && (
        <p className="alert error" role="alert">
          {t(mine.message)}
        </p>
      )}
      {languages.map((lang) => {
        const c = link?.content[lang];
        return (
          <fieldset key={lang} className="stack">
            <legend>{t(`lang.${lang}`)}</legend>
            {field(`text.${lang}`, t("navigation.text"), c?.text ?? "")}
            {field(`link.${lang}`, t("navigation.link"), c?.link ?? "", { hint: t("navigation.link_hint") })}
            <DropdownBlocks
              id={`nav-${key}-dropdown-${lang}`}
              name={`dropdown.${lang}`}
              initialJson={value(`dropdown.${lang}`, dropdownJson(c))}
              label={t("navigation.dropdown")}
              problem={error(`dropdown.${lang}`)}
            />
          </fieldset>
        );
      })}
      {field("iconClass", t("navigation.icon_class"), link?.iconClass ?? "", {
        hint: t("navigation.icon_hint", { names: NAV_ICON_NAMES.map((n) => `icon-${n}`).join(", ") }),
      })}
      {field("listClassName", t("navigation.list_class"), link?.listClassName ?? "")}
      <button type="submit" className="button">
        {link ? t("navigation.save") : t("navigation.add")}
      </button>
    </Form>
  );
}

function Row({
  link,
  lang,
  fallback,
  languages,
  result,
}: {
  link: NavEditorLink;
  lang: Locale;
  fallback: Locale;
  languages: Locale[];
  result: Result;
}) {
  const { t } = useTranslation("cms-editor");
  const title = textOf(link, lang, fallback);
  const failed = !!result && !result.ok && result.values.form === "save" && result.values.id === link.id;
  return (
    <DragRow
      id={link.id}
      handleLabel={t("navigation.drag", { title })}
      data={{ "data-testid": "nav-editor-row", "data-link-id": link.id }}
    >
      <span className={own.title}>{title}</span>
      <div className={styles.actions}>
        <ActionButton
          intent="step"
          id={link.id}
          extra={{ step: "up" }}
          label={`${t("navigation.up")}: ${title}`}
          Icon={Up}
        />
        <ActionButton
          intent="step"
          id={link.id}
          extra={{ step: "down" }}
          label={`${t("navigation.down")}: ${title}`}
          Icon={Down}
        />
        <ActionButton
          intent="delete"
          id={link.id}
          label={`${t("navigation.delete")}: ${title}`}
          Icon={Trash}
        />
      </div>
      <details open={failed || undefined} className={own.details}>
        <summary>{t("navigation.edit", { title })}</summary>
        <LinkForm link={link} languages={languages} result={result} />
      </details>
    </DragRow>
  );
}

/** The bar as visitors see it in one language (links are not followed here). */
function Preview({ links, lang, fallback }: { links: NavEditorLink[]; lang: Locale; fallback: Locale }) {
  const { t } = useTranslation("cms-editor");
  return (
    <nav
      aria-label={t("navigation.preview_label", { lang: lang.toUpperCase() })}
      data-testid={`nav-preview-${lang}`}
    >
      <ul
        style={{
          display: "flex",
          flexWrap: "wrap",
          gap: "1rem",
          listStyle: "none",
          margin: 0,
          padding: "0.75rem 1rem",
          background: "#111827",
          color: "#fff",
          borderRadius: 6,
        }}
      >
        {links.map((l) => {
          const c = l.content[lang] ?? l.content[fallback];
          if (!c) return null;
          const Icon = navIcon(l.iconClass);
          return (
            <li key={l.id} className={l.listClassName ?? undefined}>
              {Icon && (
                <Icon aria-hidden size={16} style={{ verticalAlign: "-0.15em", marginInlineEnd: "0.3em" }} />
              )}
              {c.text}
              {c.dropdown.length > 0 && <span aria-hidden> ▾</span>}
              {c.dropdown.length > 0 && (
                <span className="visually-hidden">
                  {t("navigation.has_dropdown", { blocks: c.dropdown.length })}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function NavEditor({
  links,
  languages,
  defaultLanguage,
  locale,
  result,
}: {
  links: NavEditorLink[];
  languages: Locale[];
  defaultLanguage: Locale;
  locale: Locale;
  result: Result;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const lang = languages.includes(locale) ? locale : defaultLanguage;
  const fetcher = useFetcher<Result>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" || fetcher.state !== "idle";
  const titleOf = (id: string) => {
    const l = links.find((x) => x.id === id);
    return l ? textOf(l, lang, defaultLanguage) : "";
  };
  const onMove = (id: string, overId: string) => {
    const from = links.findIndex((l) => l.id === id);
    const to = links.findIndex((l) => l.id === overId);
    if (from < 0 || to < 0) return;
    // Dropped on a link: it takes that link's place (in front of it going up, after it going down).
    fetcher.submit({ intent: "move", id, index: String(to) }, { method: "post" });
  };
  const shown = fetcher.data ?? result;
  const newFailed = !!result && !result.ok && result.values.form === "save" && !result.values.id;
  return (
    <section className="stack" data-testid="nav-editor">
      <p>
        <Link to={accountPath("cms")}>{t("navigation.back")}</Link>
      </p>
      <h1>{t("navigation.title")}</h1>
      <p className="lead">{t("navigation.intro")}</p>
      {shown?.message && (shown.ok || shown.values.form !== "save") && (
        <p className={`alert ${shown.ok ? "success" : "error"}`} role={shown.ok ? "status" : "alert"}>
          {t(shown.message)}
        </p>
      )}
      <section aria-labelledby="nav-preview" className="stack">
        <h2 id="nav-preview">{t("navigation.preview")}</h2>
        <Preview links={links} lang={lang} fallback={defaultLanguage} />
      </section>
      <section aria-labelledby="nav-links" className="stack">
        <h2 id="nav-links">{t("navigation.links")}</h2>
        {links.length === 0 ? (
          <p>{t("navigation.empty")}</p>
        ) : (
          <DragList busy={busy} titleOf={titleOf} onMove={onMove}>
            {links.map((l) => (
              <Row
                key={l.id}
                link={l}
                lang={lang}
                fallback={defaultLanguage}
                languages={languages}
                result={result}
              />
            ))}
          </DragList>
        )}
      </section>
      <section aria-labelledby="nav-new" className="stack">
        <h2 id="nav-new">{t("navigation.new")}</h2>
        <details open={newFailed || undefined} className={own.details}>
          <summary>{t("navigation.add")}</summary>
          <LinkForm link={null} languages={languages} result={result} />
        </details>
      </section>
    </section>
  );
}
