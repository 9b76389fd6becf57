/**
 * The dropdown of a top-navigation link as a form (blocks of
 * type text or links_list). Without JavaScript the editor shows the blocks as JSON in a textarea; once
 * the page runs, this form replaces it and keeps the same field (`dropdown.<lang>`) filled with the
 * JSON the server validates, so both paths save the same way.
 */
import { useEffect, useState } from "react";
import type { NavDropdown } from "../../core/cms/nav-link";
import { useTranslation } from "../../core/i18n/react";
import own from "./nav-editor.module.css";

type Block =
  | { type: "text"; title: string; content: string; link: string; link_text: string }
  | { type: "links_list"; title: string; links: { title: string; link: string }[] };

function toBlocks(json: string): Block[] | null {
  if (!json.trim()) return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return null;
    return parsed.map((b: Partial<NavDropdown> & Record<string, unknown>) =>
      b.type === "links_list"
        ? {
            type: "links_list" as const,
            title: String(b.title ?? ""),
            links: Array.isArray(b.links)
              ? b.links.map((l: { title?: unknown; link?: unknown }) => ({
                  title: String(l?.title ?? ""),
                  link: String(l?.link ?? ""),
                }))
              : [],
          }
        : {
            type: "text" as const,
            title: String(b.title ?? ""),
            content: String(b.content ?? ""),
            link: String(b.link ?? ""),
            link_text: String(b.link_text ?? ""),
          },
    );
  } catch {
    return null;
  }
}

/** The two shapes of a block, shown as they are typed into the JSON field (no translation: code). */
const TEXT_BLOCK_SHAPE = '{"type":"text","title","content","link","link_text"}';
const LINKS_BLOCK_SHAPE = '{"type":"links_list","title","links":[{"title","link"}]}';

/** What the server gets: empty optional fields left out, as its schema expects. */
function toJson(blocks: Block[]): string {
  if (blocks.length === 0) return "";
  return JSON.stringify(
    blocks.map((b) =>
      b.type === "text"
        ? {
            type: "text",
            title: b.title,
            content: b.content,
            ...(b.link.trim() ? { link: b.link.trim() } : {}),
            ...(b.link_text.trim() ? { link_text: b.link_text.trim() } : {}),
          }
        : { type: "links_list", title: b.title, links: b.links },
    ),
  );
}

export function DropdownBlocks({
  id,
  name,
  initialJson,
  label,
  problem,
}: {
  id: string;
  name: string;
  initialJson: string;
  label: string;
  problem?: string;
}) {
  const { t } = useTranslation("cms-editor");
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const initial = toBlocks(initialJson);
  const [blocks, setBlocks] = useState<Block[]>(initial ?? []);
  const errorId = `${id}-error`;
  const error = problem ? (
    <p id={errorId} className="field-error">
      {t(problem)}
    </p>
  ) : null;
  // Without JavaScript (and if the stored JSON cannot be read as blocks): the JSON textarea.
  if (!mounted || initial === null) {
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        <textarea
          id={id}
          name={name}
          rows={6}
          spellCheck={false}
          defaultValue={initialJson}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[problem ? errorId : "", `${id}-hint`].filter(Boolean).join(" ")}
        />
        <p id={`${id}-hint`} className="muted">
          {t("navigation.dropdown_hint")} <code>{TEXT_BLOCK_SHAPE}</code> <code>{LINKS_BLOCK_SHAPE}</code>
        </p>
        {error}
      </div>
    );
  }
  const update = (i: number, next: Block) => setBlocks(blocks.map((b, j) => (j === i ? next : b)));
  const remove = (i: number) => setBlocks(blocks.filter((_, j) => j !== i));
  const input = (
    fieldId: string,
    text: string,
    value: string,
    onChange: (v: string) => void,
    area = false,
  ) => (
    <div className="field">
      <label htmlFor={fieldId}>{text}</label>
      {area ? (
        <textarea id={fieldId} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input id={fieldId} value={value} maxLength={500} onChange={(e) => onChange(e.target.value)} />
      )}
    </div>
  );
  return (
    <fieldset
      className={`stack ${own.blocks}`}
      aria-describedby={problem ? errorId : undefined}
      data-testid={`${id}-blocks`}
    >
      <legend>{label}</legend>
      <input type="hidden" name={name} value={toJson(blocks)} />
      {blocks.length === 0 && <p className="muted">{t("navigation.blocks.none")}</p>}
      {blocks.map((b, i) => {
        const bid = `${id}-${i}`;
        return (
          <fieldset key={bid} className={`stack ${own.block}`}>
            <legend>{t("navigation.blocks.block", { n: i + 1 })}</legend>
            <div className="field">
              <label htmlFor={`${bid}-type`}>{t("navigation.blocks.type")}</label>
              <select
                id={`${bid}-type`}
                value={b.type}
                onChange={(e) =>
                  update(
                    i,
                    e.target.value === "links_list"
                      ? { type: "links_list", title: b.title, links: [{ title: "", link: "" }] }
                      : { type: "text", title: b.title, content: "", link: "", link_text: "" },
                  )
                }
              >
                <option value="text">{t("navigation.blocks.type_text")}</option>
                <option value="links_list">{t("navigation.blocks.type_links")}</option>
              </select>
            </div>
            {input(`${bid}-title`, t("navigation.blocks.title"), b.title, (v) =>
              update(i, { ...b, title: v }),
            )}
            {b.type === "text" ? (
              <>
                {input(
                  `${bid}-content`,
                  t("navigation.blocks.content"),
                  b.content,
                  (v) => update(i, { ...b, content: v }),
                  true,
                )}
                {input(`${bid}-link`, t("navigation.blocks.cta_link"), b.link, (v) =>
                  update(i, { ...b, link: v }),
                )}
                {input(`${bid}-link-text`, t("navigation.blocks.cta_text"), b.link_text, (v) =>
                  update(i, { ...b, link_text: v }),
                )}
              </>
            ) : (
              <ol className={`stack ${own.blockLinks}`}>
                {b.links.map((l, k) => (
                  <li key={k} className={own.blockLink}>
                    {input(
                      `${bid}-l${k}-title`,
                      t("navigation.blocks.link_title", { n: k + 1 }),
                      l.title,
                      (v) =>
                        update(i, { ...b, links: b.links.map((x, m) => (m === k ? { ...x, title: v } : x)) }),
                    )}
                    {input(`${bid}-l${k}-link`, t("navigation.blocks.link_url", { n: k + 1 }), l.link, (v) =>
                      update(i, { ...b, links: b.links.map((x, m) => (m === k ? { ...x, link: v } : x)) }),
                    )}
                    <button
                      type="button"
                      className="button secondary"
                      onClick={() => update(i, { ...b, links: b.links.filter((_, m) => m !== k) })}
                    >
                      {t("navigation.blocks.remove_link", { n: k + 1 })}
                    </button>
                  </li>
                ))}
                <li>
                  <button
                    type="button"
                    className="button secondary"
                    onClick={() => update(i, { ...b, links: [...b.links, { title: "", link: "" }] })}
                  >
                    {t("navigation.blocks.add_link")}
                  </button>
                </li>
              </ol>
            )}
            <p>
              <button type="button" className="button secondary" onClick={() => remove(i)}>
                {t("navigation.blocks.remove", { n: i + 1 })}
              </button>
            </p>
          </fieldset>
        );
      })}
      {blocks.length < 6 && (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() =>
              setBlocks([...blocks, { type: "text", title: "", content: "", link: "", link_text: "" }])
            }
          >
            {t("navigation.blocks.add")}
          </button>
        </p>
      )}
      {error}
    </fieldset>
  );
}
