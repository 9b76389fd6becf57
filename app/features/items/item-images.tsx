/** The item editor's pictures: upload, alt texts, order (drag and drop or up/down), the first is the cover. */
import { Form } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import { ITEM_IMAGE } from "../../core/items/item-schema";
import type { EditedItem } from "../../core/items/items.service.server";
import { pickLocalized } from "../../core/leads/localized-text";
import { LOCALES, type Locale } from "../../shared/locales";
import { ImageOrder } from "./image-order";
import { type ActionAnswer, LANGUAGE_NAMES } from "./item-edit-types";
import { Field, Notice } from "./item-fields";
import styles from "./items.module.css";

export function Images({
  item,
  a,
  here,
  locale,
}: {
  item: EditedItem;
  a: ActionAnswer | null;
  here: string;
  locale: Locale;
}) {
  const { t } = useTranslation("items");
  const uploadErrors = a?.intent === "image_upload" ? a.fields : {};
  const error = uploadErrors.images?.[0];
  const ordered = item.images.map((i) => ({
    id: i.id,
    card: i.card,
    width: i.width,
    height: i.height,
    label: pickLocalized(i.alt, locale),
  }));
  const byId = new Map(item.images.map((i) => [i.id, i]));
  return (
    <section aria-labelledby="item-images" className={styles.section} data-testid="item-images-section">
      <h2 id="item-images">{t("images.title")}</h2>
      <p className="muted">{t("images.lead")}</p>
      <Notice
        a={a}
        intent={["image_upload", "image_up", "image_down", "image_order", "image_remove", "image_alt"]}
      />
      <Form
        method="post"
        action={here}
        encType="multipart/form-data"
        className={`form ${styles.upload}`}
        data-testid="image-upload"
      >
        <input type="hidden" name="intent" value="image_upload" />
        <div className="field">
          <label htmlFor="item-images-input">{t("images.choose")}</label>
          <input
            id="item-images-input"
            type="file"
            name="images"
            multiple
            accept={ITEM_IMAGE.accept}
            aria-describedby={`item-images-hint${error ? " item-images-error" : ""}`}
            aria-invalid={error ? true : undefined}
          />
          <p className="field-hint" id="item-images-hint">
            {t("images.hint", { files: ITEM_IMAGE.maxFiles, mb: ITEM_IMAGE.maxBytes / 1024 / 1024 })}
          </p>
          {error && (
            <p className="field-error" id="item-images-error" data-testid="error-images">
              {t(error)}
            </p>
          )}
        </div>
        <div>
          <button type="submit" className="button secondary" data-testid="image-upload-submit">
            {t("images.upload")}
          </button>
        </div>
      </Form>
      {ordered.length === 0 ? (
        <p data-testid="item-images-empty">{t("images.empty")}</p>
      ) : (
        <ImageOrder
          images={ordered}
          action={here}
          controls={(image, index) => {
            const stored = byId.get(image.id)!;
            return (
              <div className={styles.imageControls}>
                <Form method="post" action={here} className={styles.moveButtons}>
                  <input type="hidden" name="target" value={image.id} />
                  <button
                    type="submit"
                    name="intent"
                    value="image_up"
                    className="button secondary small"
                    disabled={index === 0}
                    aria-label={t("images.up", { n: index + 1 })}
                  >
                    ↑
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="image_down"
                    className="button secondary small"
                    disabled={index === ordered.length - 1}
                    aria-label={t("images.down", { n: index + 1 })}
                  >
                    ↓
                  </button>
                  <button
                    type="submit"
                    name="intent"
                    value="image_remove"
                    className="button secondary small danger"
                    aria-label={t("images.remove", { n: index + 1 })}
                  >
                    {t("images.remove_short")}
                  </button>
                </Form>
                <details>
                  <summary>{t("images.alt")}</summary>
                  <Form method="post" action={here} className="form">
                    <input type="hidden" name="intent" value="image_alt" />
                    <input type="hidden" name="target" value={image.id} />
                    {LOCALES.map((l) => (
                      <Field
                        key={l}
                        id={`alt-${image.id}-${l}`}
                        name={`alt_${l}`}
                        label={t("images.alt_in", { language: LANGUAGE_NAMES[l] })}
                        lang={l}
                        defaultValue={stored.alt[l] ?? ""}
                        maxLength={200}
                      />
                    ))}
                    <button type="submit" className="button secondary small">
                      {t("images.alt_save")}
                    </button>
                  </Form>
                </details>
              </div>
            );
          }}
        />
      )}
    </section>
  );
}
