/**
 * The news and blog post editor: language tabs (links, `?lang=`), the language's title, slug,
 * excerpt and rich text with images; the post's author and publication time in the same form; publish
 * now / back to draft, the cover image, removing a language, deleting the post. Plain forms: it works
 * without JavaScript; with it, the rich-text editor and image insertion at the cursor.
 */
import { useCallback } from "react";
import { Form, useNavigation } from "react-router";
import { CMS_IMAGE } from "../../core/cms/cms-images";
import type { PostEdit } from "../../core/cms/posts-admin.service.server";
import { useTranslation } from "../../core/i18n/react";
import { dateTimeFormat } from "../../shared/intl";
import { withPrefix } from "../../shared/locale-path";
import type { Locale } from "../../shared/locales";
import * as Editor from "./editor-form";
import { ImageInsertPanel, useImageInsert } from "./image-insert";
import styles from "./posts.module.css";

export function PostEditor({
  post,
  lang,
  locale,
  timeZone,
  listPath,
  livePath,
  result,
}: {
  post: PostEdit;
  lang: Locale;
  locale: Locale;
  timeZone: string;
  listPath: string;
  livePath: string | null;
  result: Editor.Result;
}) {
  const { t } = useTranslation(["cms-editor", "validation"]);
  const busy = useNavigation().state === "submitting";
  const current = post.languages.find((l) => l.lang === lang)?.content ?? null;
  const written = post.languages.filter((l) => l.content).length;
  const langName = t(`lang.${lang}`);
  const date = dateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short", timeZone });
  const form = Editor.useForm(result, "post");

  const insert = useImageInsert(`post-upload-${post.id}`);
  const noop = useCallback(() => {}, []);

  return (
    <section className={styles.screen} data-testid="post-editor">
      <Editor.Header
        back={listPath}
        backLabel={t(`posts.${post.kind}.back`)}
        heading={t("posts.editor.heading", { title: current?.title || "—" })}
        result={result}
        tabs={post.languages.map((l) => ({
          lang: l.lang,
          label: `${t(`lang.${l.lang}`)} · ${t(l.content ? "posts.editor.written" : "posts.editor.not_written")}`,
        }))}
        current={lang}
        className={styles.tabs}
        testIdPrefix="post"
      />
      <div className={styles.layout}>
        <div className="stack">
          {!current && <p className="muted">{t("posts.editor.new_language", { lang: langName })}</p>}
          <Form method="post" className="form" noValidate data-testid="post-form" lang={lang}>
            <input type="hidden" name="lang" value={lang} />
            <Editor.Field
              form={form}
              id="post-title"
              name="title"
              label={t("editor.title")}
              stored={current?.title}
              required
              maxLength={200}
            />
            <Editor.Field
              form={form}
              id="post-slug"
              name="slug"
              label={t("editor.slug")}
              stored={current?.slug}
              hint={t("posts.editor.slug_hint")}
              maxLength={80}
            />
            <Editor.Field
              form={form}
              id="post-excerpt"
              name="excerpt"
              label={t("posts.editor.excerpt")}
              stored={current?.excerpt}
              hint={t("posts.editor.excerpt_hint")}
              maxLength={400}
              rows={3}
            />
            <Editor.ContentField
              form={form}
              id="post-content"
              stored={current?.contentHtml}
              onChange={noop}
              insert={insert}
            />
            <fieldset className="stack">
              <legend>{t("posts.editor.post_fields")}</legend>
              <Editor.Field
                form={form}
                id="post-author"
                name="author"
                label={t("posts.editor.author")}
                stored={post.author}
                maxLength={120}
              />
              <Editor.ZonedTimeField
                form={form}
                id="post-published-at"
                name="publishedAt"
                labelKey="posts.editor.published_at"
                utc={post.publishedAt}
                timeZone={timeZone}
                locale={locale}
                hint={t("posts.editor.published_at_hint")}
              />
            </fieldset>
            <div className={styles.buttons}>
              <Editor.IntentButton intent="save" busy={busy} primary testId="post-save">
                {t("posts.editor.save", { lang: langName })}
              </Editor.IntentButton>
            </div>
          </Form>
          <ImageInsertPanel
            idPrefix="post"
            insert={insert}
            fallback={result}
            className={styles.panel}
            buttonsClassName={styles.buttons}
          />
        </div>
        <aside className="stack">
          <section aria-labelledby="post-status" className={styles.panel}>
            <h2 id="post-status">{t("editor.status")}</h2>
            <p data-testid="post-state">
              <span className={styles.badge} data-state={post.status}>
                {t(`posts.status.${post.status}`)}
              </span>
            </p>
            {post.publishedAt && (
              <p className="muted">
                {t(post.status === "scheduled" ? "posts.editor.scheduled_for" : "posts.editor.published_on", {
                  date: date.format(new Date(post.publishedAt)),
                })}
              </p>
            )}
            <p className="muted">{t("posts.editor.status_hint")}</p>
            {livePath && <Editor.LiveLink href={withPrefix(livePath, lang)} testId="post-live" />}
            <Form method="post">
              <input type="hidden" name="lang" value={lang} />
              {post.status === "published" ? (
                <Editor.IntentButton intent="unpublish" busy={busy}>
                  {t("posts.editor.unpublish")}
                </Editor.IntentButton>
              ) : (
                <Editor.IntentButton
                  intent="publish"
                  busy={busy}
                  primary
                  disabled={written === 0}
                  testId="post-publish"
                >
                  {t("posts.editor.publish_now")}
                </Editor.IntentButton>
              )}
            </Form>
          </section>
          <section aria-labelledby="post-cover" className={styles.panel}>
            <h2 id="post-cover">{t("posts.editor.cover")}</h2>
            {post.coverImage ? (
              <img src={post.coverImage} alt={t("posts.editor.cover_current")} className={styles.cover} />
            ) : (
              <p className="muted">{t("posts.editor.no_cover")}</p>
            )}
            <Form method="post" encType="multipart/form-data" className="form">
              <input type="hidden" name="intent" value="cover" />
              <div className="field">
                <label htmlFor="post-cover-file">{t("posts.editor.cover_file")}</label>
                <input id="post-cover-file" name="image" type="file" accept={CMS_IMAGE.accept} required />
              </div>
              <div className={styles.buttons}>
                <button type="submit" className="button secondary" disabled={busy}>
                  {t("posts.editor.cover_save")}
                </button>
              </div>
            </Form>
            {post.coverImage && (
              <Form method="post">
                <Editor.IntentButton intent="removeCover" busy={busy}>
                  {t("posts.editor.cover_remove")}
                </Editor.IntentButton>
              </Form>
            )}
          </section>
          <section aria-labelledby="post-danger" className={styles.panel}>
            <h2 id="post-danger">{t("posts.editor.remove_heading")}</h2>
            {current && written > 1 && (
              <Form method="post">
                <input type="hidden" name="lang" value={lang} />
                <Editor.IntentButton intent="removeLanguage" busy={busy}>
                  {t("posts.editor.remove_language", { lang: langName })}
                </Editor.IntentButton>
              </Form>
            )}
            <Form
              method="post"
              onSubmit={(e) => {
                if (!window.confirm(t("posts.editor.delete_confirm"))) e.preventDefault();
              }}
            >
              <Editor.IntentButton intent="delete" busy={busy} testId="post-delete">
                {t("posts.editor.delete")}
              </Editor.IntentButton>
            </Form>
          </section>
        </aside>
      </div>
    </section>
  );
}
