/**
 * What the page editor and the post editor share: the rich-text toolbar's labels and the
 * image upload that inserts the picture at the cursor (alt text required; without JavaScript the
 * upload answers with the `<img>` to paste).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { CMS_IMAGE } from "../../core/cms/cms-images";
import { useTranslation } from "../../core/i18n/react";
import type { ActionFailure, ActionSuccess } from "../../shared/action-result";
import type { RichTextApi, RichTextLabels } from "../../ui/rich-text/rich-text-editor";
import styles from "./page-editor.module.css";

export type ImageResult = (ActionSuccess & { image?: { src: string; alt: string } }) | ActionFailure | null;

export function richTextLabels(t: (key: string) => string): RichTextLabels {
  return {
    toolbar: t("editor.toolbar.label"),
    bold: t("editor.toolbar.bold"),
    italic: t("editor.toolbar.italic"),
    h2: t("editor.toolbar.h2"),
    h3: t("editor.toolbar.h3"),
    paragraph: t("editor.toolbar.paragraph"),
    bullet: t("editor.toolbar.bullet"),
    ordered: t("editor.toolbar.ordered"),
    link: t("editor.toolbar.link"),
    linkPrompt: t("editor.toolbar.link_prompt"),
    undo: t("editor.toolbar.undo"),
    redo: t("editor.toolbar.redo"),
  };
}

/** The upload's fetcher and the editor's handle: an uploaded image goes in at the cursor once. */
export function useImageInsert(key: string, onInserted?: () => void) {
  const upload = useFetcher<ImageResult>({ key });
  const editorApi = useRef<RichTextApi | null>(null);
  const onReady = useCallback((api: RichTextApi) => {
    editorApi.current = api;
  }, []);
  const inserted = useRef<string | null>(null);
  useEffect(() => {
    const image = upload.data?.ok ? upload.data.image : undefined;
    if (image && editorApi.current && inserted.current !== image.src + image.alt) {
      inserted.current = image.src + image.alt;
      editorApi.current.insertImage(image.src, image.alt);
      onInserted?.();
    }
  }, [upload.data, onInserted]);
  return { upload, editorApi, onReady };
}

export function ImageInsertPanel({
  idPrefix,
  insert,
  fallback,
  hidden = {},
  className,
  buttonsClassName,
}: {
  /** `cms` or `post`: ids `<prefix>-image`, `<prefix>-image-file`, `<prefix>-image-alt`, test id `<prefix>-upload`. */
  idPrefix: string;
  insert: ReturnType<typeof useImageInsert>;
  /** The page action's result when the upload was posted without JavaScript. */
  fallback: ImageResult;
  hidden?: Record<string, string>;
  className?: string;
  buttonsClassName?: string;
}) {
  const { t } = useTranslation("cms-editor");
  const { upload, editorApi } = insert;
  const [altText, setAltText] = useState("");
  const result = upload.data ?? (fallback && "image" in fallback ? fallback : null);
  return (
    <section aria-labelledby={`${idPrefix}-image`} className={className}>
      <h2 id={`${idPrefix}-image`}>{t("editor.image.heading")}</h2>
      <upload.Form
        method="post"
        encType="multipart/form-data"
        className="form"
        data-testid={`${idPrefix}-upload`}
      >
        <input type="hidden" name="intent" value="upload" />
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="field">
          <label htmlFor={`${idPrefix}-image-file`}>{t("editor.image.file")}</label>
          <input id={`${idPrefix}-image-file`} name="image" type="file" accept={CMS_IMAGE.accept} required />
        </div>
        <div className="field">
          <label htmlFor={`${idPrefix}-image-alt`}>{t("editor.image.alt")}</label>
          <input
            id={`${idPrefix}-image-alt`}
            name="alt"
            required
            maxLength={300}
            value={altText}
            onChange={(e) => setAltText(e.target.value)}
          />
        </div>
        <div className={buttonsClassName}>
          <button type="submit" className="button secondary" disabled={upload.state !== "idle"}>
            {t("editor.image.insert")}
          </button>
          {upload.state !== "idle" && <span className={styles.saved}>{t("editor.image.uploading")}</span>}
        </div>
      </upload.Form>
      {result && !result.ok && result.message && (
        <p className="alert error" role="alert">
          {t(result.message)}
        </p>
      )}
      {result?.ok && result.image && (
        <div role="status">
          {editorApi.current ? (
            <p>{t("editor.image.inserted")}</p>
          ) : (
            <>
              <p>{t("editor.image.uploaded")}</p>
              <code className={styles.code}>
                {`<img src="${result.image.src}" alt="${result.image.alt.replace(/"/g, "&quot;")}">`}
              </code>
            </>
          )}
        </div>
      )}
    </section>
  );
}
