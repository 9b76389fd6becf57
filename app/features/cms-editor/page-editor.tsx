/**
 * The CMS page editor: one language at a time (tabs are links, `?lang=`), the draft form
 * (plain posts without JavaScript; with it, an autosave after a pause and a visible saved state), the
 * image upload, publish / schedule / take offline for this language only, the page frame, versions.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useNavigation } from "react-router";
import type { PageEdit, VersionDiff } from "../../core/cms/cms-editor.service.server";
import { useTranslation } from "../../core/i18n/react";
import { MENU_VERSIONS } from "../../core/tenancy/menu-versions";
import { dateTimeFormat } from "../../shared/intl";
import { withPrefix } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import { useDebouncedCallback } from "../../ui/backoffice/use-debounced-callback";
import * as Editor from "./editor-form";
import { ImageInsertPanel, useImageInsert } from "./image-insert";
import styles from "./page-editor.module.css";

const MENU_BACKGROUNDS = ["dark"];
const LOGO_VERSIONS = ["white"];

function DiffText({ parts }: { parts: VersionDiff["body"] }) {
  return (
    <p className={styles.diff}>
      {parts.map((p, i) =>
        p.op === "add" ? (
          <ins key={i}>{p.text} </ins>
        ) : p.op === "del" ? (
          <del key={i}>{p.text} </del>
        ) : (
          <span key={i}>{p.text} </span>
        ),
      )}
    </p>
  );
}

export function PageEditor({
  page,
  lang,
  locale,
  timeZone,
  livePath,
  previewPath,
  previewExpiresAt,
  diff,
  result,
}: {
  page: PageEdit;
  lang: Locale;
  locale: Locale;
  timeZone: string;
  livePath: string | null;
  previewPath: string | null;
  previewExpiresAt: string | null;
  diff: VersionDiff | null;
  result: Editor.Result;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const current = page.languages.find((l) => l.lang === lang)!;
  const langName = t(`lang.${lang}`);
  const time = dateTimeFormat(locale, { timeStyle: "medium", timeZone });
  const date = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const form = Editor.useForm(result, "cms");

  // Autosave: after a pause in typing, the form goes to the server as an autosave (no version kept).
  const formRef = useRef<HTMLFormElement>(null);
  const autosave = useFetcher<Editor.Result>({ key: `cms-autosave-${page.id}-${lang}` });
  const [dirty, setDirty] = useState(false);
  const [savedAt, setSavedAt] = useState<string | null>(current.draft.updatedAt);
  const save = useDebouncedCallback(() => {
    if (!formRef.current) return;
    const fd = new FormData(formRef.current);
    fd.set("intent", "autosave");
    autosave.submit(fd, { method: "post" });
  }, 1500);
  const changed = useCallback(() => {
    setDirty(true);
    save();
  }, [save]);
  useEffect(() => {
    const d = autosave.data;
    if (d?.ok && d.savedAt) {
      setSavedAt(d.savedAt);
      setDirty(false);
    }
  }, [autosave.data]);
  useEffect(() => {
    if (result?.ok && result.savedAt) {
      setSavedAt(result.savedAt);
      setDirty(false);
    }
  }, [result]);
  const autosaveFailed = autosave.data && !autosave.data.ok ? autosave.data : null;
  const status =
    autosave.state !== "idle"
      ? t("editor.saving")
      : autosaveFailed
        ? t("editor.save_failed", { reason: t(autosaveFailed.message ?? "cms-editor:errors.invalid") })
        : dirty
          ? t("editor.unsaved")
          : savedAt
            ? t("editor.saved_at", { time: time.format(new Date(savedAt)) })
            : t("editor.never_saved");

  // Images: uploaded through the action; with the editor running, inserted at the cursor.
  const insert = useImageInsert(`cms-upload-${page.id}`, changed);

  const systemPath = page.systemKey ? livePath : null;

  return (
    <section className="stack" data-testid="cms-editor">
      <Editor.Header
        back="/account/cms"
        backLabel={t("editor.back")}
        heading={t("editor.heading", { title: current.draft.title || "—" })}
        result={result}
        tabs={page.languages.map((l) => ({
          lang: l.lang,
          label: `${t(`lang.${l.lang}`)} · ${t(`state.${l.state.state}`)}`,
        }))}
        current={lang}
        className={styles.tabs}
        testIdPrefix="cms"
      />
      <div className={styles.layout}>
        <div className="stack">
          <Form
            method="post"
            className="form"
            ref={formRef}
            onInput={changed}
            noValidate
            data-testid="cms-draft-form"
            lang={lang}
          >
            <input type="hidden" name="lang" value={lang} />
            <Editor.Field
              form={form}
              id="cms-title"
              name="title"
              label={t("editor.title")}
              stored={current.draft.title}
              required
              maxLength={200}
            />
            {page.systemKey ? (
              <p className="muted">{t("editor.system_address", { path: systemPath ?? "" })}</p>
            ) : (
              <Editor.Field
                form={form}
                id="cms-slug"
                name="slug"
                label={t("editor.slug")}
                stored={current.draft.slug}
                hint={t("editor.slug_hint")}
                maxLength={80}
                pattern="[a-z0-9]+(-[a-z0-9]+)*"
              />
            )}
            <Editor.ContentField
              form={form}
              id="cms-content"
              stored={current.draft.contentHtml}
              hint={t("editor.content_hint")}
              onChange={changed}
              insert={insert}
            />
            <Editor.Field
              form={form}
              id="cms-seo-title"
              name="seoTitle"
              label={t("editor.seo_title")}
              stored={current.draft.seoTitle}
              maxLength={200}
            />
            <Editor.Field
              form={form}
              id="cms-seo-description"
              name="seoDescription"
              label={t("editor.seo_description")}
              stored={current.draft.seoDescription}
              maxLength={500}
              rows={3}
            />
            <div className={styles.buttons}>
              <Editor.IntentButton intent="save" busy={busy}>
                {t("editor.save")}
              </Editor.IntentButton>
              <Editor.IntentButton intent="publish" busy={busy} primary testId="cms-publish">
                {t("editor.publish", { lang: langName })}
              </Editor.IntentButton>
              <output className={styles.saved} aria-live="polite" data-testid="cms-save-state">
                {status}
              </output>
            </div>
          </Form>
          <ImageInsertPanel
            idPrefix="cms"
            insert={insert}
            fallback={result}
            hidden={{ lang }}
            className={styles.panel}
            buttonsClassName={styles.buttons}
          />
        </div>
        <aside className={styles.aside}>
          <section aria-labelledby="cms-status" className={styles.panel}>
            <h2 id="cms-status">
              {t("editor.status")}: {langName}
            </h2>
            <p data-testid="cms-state">{t(`state.${current.state.state}`)}</p>
            <p className="muted">
              {current.published
                ? t("editor.published_at", { date: date.format(new Date(current.published.publishedAt)) })
                : t("editor.not_published")}
            </p>
            {previewPath && (
              <p>
                <a
                  href={withPrefix(previewPath, lang)}
                  target="_blank"
                  rel="noopener noreferrer"
                  data-testid="cms-preview"
                  aria-describedby="cms-preview-hint"
                >
                  {t("editor.preview")}
                </a>
                <br />
                <small id="cms-preview-hint" className="muted">
                  {t("editor.preview_hint")}
                  {previewExpiresAt &&
                    ` ${t("editor.preview_expires", { date: date.format(new Date(previewExpiresAt)) })}`}
                </small>
              </p>
            )}
            {previewPath && (
              <Form method="post">
                <input type="hidden" name="intent" value="revoke_preview" />
                <input type="hidden" name="lang" value={lang} />
                <button
                  type="submit"
                  className="button secondary"
                  disabled={busy}
                  data-testid="cms-preview-revoke"
                >
                  {t("editor.revoke_preview")}
                </button>
              </Form>
            )}
            {livePath && <Editor.LiveLink href={withPrefix(livePath, lang)} testId="cms-live" />}
            {current.published && !page.systemKey && (
              <Form method="post">
                <input type="hidden" name="intent" value="unpublish" />
                <input type="hidden" name="lang" value={lang} />
                <button type="submit" className="button secondary" disabled={busy}>
                  {t("editor.unpublish", { lang: langName })}
                </button>
              </Form>
            )}
          </section>
          <section aria-labelledby="cms-schedule" className={styles.panel}>
            <h2 id="cms-schedule">{t("editor.schedule")}</h2>
            {current.state.scheduledAt && (
              <p>{t("state.scheduled", { date: date.format(new Date(current.state.scheduledAt)) })}</p>
            )}
            <Form method="post" className="form">
              <input type="hidden" name="lang" value={lang} />
              <Editor.ZonedTimeField
                form={form}
                id="cms-publish-at"
                name="publishAt"
                labelKey="editor.schedule_at"
                utc={current.state.scheduledAt}
                timeZone={timeZone}
                locale={locale}
              />
              <div className={styles.buttons}>
                <Editor.IntentButton intent="schedule" busy={busy}>
                  {t("editor.schedule_save")}
                </Editor.IntentButton>
                {current.state.scheduledAt && (
                  <Editor.IntentButton intent="unschedule" busy={busy}>
                    {t("editor.schedule_cancel")}
                  </Editor.IntentButton>
                )}
              </div>
            </Form>
          </section>
          <section aria-labelledby="cms-settings" className={styles.panel}>
            <h2 id="cms-settings">{t("editor.settings")}</h2>
            <p className="muted">{t("editor.settings_hint")}</p>
            <Form method="post" className="form">
              <input type="hidden" name="intent" value="settings" />
              {(
                [
                  ["menuVersion", "menu_version", MENU_VERSIONS, page.menuVersion],
                  ["menuBackground", "menu_background", MENU_BACKGROUNDS, page.menuBackground],
                  ["logoVersion", "logo_version", LOGO_VERSIONS, page.logoVersion],
                ] as const
              ).map(([name, label, options, stored]) => (
                <div className="field" key={name}>
                  <label htmlFor={`cms-${name}`}>{t(`editor.${label}`)}</label>
                  <select id={`cms-${name}`} name={name} defaultValue={stored ?? ""}>
                    <option value="">{t("editor.default_option")}</option>
                    {options.map((o) => (
                      <option key={o} value={o}>
                        {t(`editor.option.${o}`)}
                      </option>
                    ))}
                  </select>
                </div>
              ))}
              <button type="submit" className="button secondary" disabled={busy}>
                {t("editor.save_settings")}
              </button>
            </Form>
          </section>
          <section aria-labelledby="cms-versions" className={styles.panel} data-testid="cms-versions">
            <h2 id="cms-versions">{t("editor.versions")}</h2>
            {diff && (
              <div className="stack" data-testid="cms-diff">
                <h3>{t("editor.diff_heading", { date: date.format(new Date(diff.version.createdAt)) })}</h3>
                {[...diff.title, ...diff.slug, ...diff.body].every((p) => p.op === "same") ? (
                  <p>{t("editor.diff_none")}</p>
                ) : (
                  <>
                    <h4>{t("editor.diff_title")}</h4>
                    <DiffText parts={diff.title} />
                    {!page.systemKey && (
                      <>
                        <h4>{t("editor.diff_slug")}</h4>
                        <DiffText parts={diff.slug} />
                      </>
                    )}
                    <h4>{t("editor.diff_body")}</h4>
                    <DiffText parts={diff.body} />
                  </>
                )}
                <Link to={`?lang=${lang}`}>{t("editor.diff_close")}</Link>
              </div>
            )}
            {current.versions.length === 0 ? (
              <p className="muted">{t("editor.no_versions")}</p>
            ) : (
              <ol className={styles.versions}>
                {current.versions.map((v) => (
                  <li key={v.id}>
                    <span>
                      {date.format(new Date(v.createdAt))} · {t(`editor.reason.${v.reason}`)}
                      {v.author ? ` · ${v.author}` : ""}
                    </span>
                    <span className={styles.buttons}>
                      <Link to={`?lang=${lang}&diff=${v.id}`}>{t("editor.compare")}</Link>
                      <Form method="post">
                        <input type="hidden" name="intent" value="restore" />
                        <input type="hidden" name="lang" value={lang} />
                        <input type="hidden" name="versionId" value={v.id} />
                        <button type="submit" className="button secondary" disabled={busy}>
                          {t("editor.restore")}
                        </button>
                      </Form>
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </aside>
      </div>
    </section>
  );
}
