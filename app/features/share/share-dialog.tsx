/**
 * The share dialog (decision 0031): tabs Teams, Users and Companies list who has the
 * resource, an autocomplete adds a team, user or company (when `may_share`), a button removes an entry
 * (when its `may_remove`), and the Settings tab (only when `is_user_authorized`) switches whether holders
 * may share it on. Every change is the server's (`/api/sharedresources/...`); success says
 * `share_settings_updated`. Needs the `sharing` namespace in the route's messages.
 */
import { useCombobox } from "downshift";
import { Share2 as ShareNode, Trash2 as TrashNode, X as XNode } from "lucide";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import { FILTER_DEBOUNCE_MS } from "../../ui/backoffice/debounce";
import { useDebouncedCallback } from "../../ui/backoffice/use-debounced-callback";
import { icon } from "../../ui/icon";
import styles from "./share-dialog.module.css";

const X = icon(XNode);
const ShareIcon = icon(ShareNode);
const Trash = icon(TrashNode);

type Entry = {
  id: string | number;
  name?: string;
  firstName?: string;
  lastName?: string;
  company?: string;
  may_remove: boolean;
};
type Shared = {
  label: string;
  teams: Entry[];
  users: Entry[];
  companies: Entry[];
  may_share: boolean;
  may_remove: boolean;
  may_be_shared: boolean;
  is_user_authorized: boolean;
};
type Tab = "teams" | "users" | "companies" | "settings";
const WITH = { teams: "team", users: "user", companies: "company" } as const;

function nameOf(tab: Tab, e: Entry): string {
  if (tab === "teams") return e.name ?? "";
  if (tab === "companies") return e.company ?? "";
  const name = `${e.firstName ?? ""} ${e.lastName ?? ""}`.trim();
  return e.company ? `${name} (${e.company})` : name;
}

/** Types whose shares open something only to lead workers (decision 0047): the dialog says so. */
const HOLDER_HINT = new Set(["workflow", "job_view"]);

/** A button that opens the share dialog of one resource. */
export function ShareButton({
  type,
  id,
  name,
  testId = "share",
}: {
  type: string;
  id: string | number;
  name: string;
  /** Prefix of the trigger's and the dialog's test ids, where a page has several share buttons. */
  testId?: string;
}) {
  const { t } = useTranslation("sharing");
  const ref = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        onClick={() => {
          setOpen(true);
          ref.current?.showModal();
        }}
        aria-haspopup="dialog"
        data-testid={`${testId}-open`}
      >
        <ShareIcon aria-hidden size={18} />
        <span>{t("share")}</span>
      </button>
      <ShareDialog
        dialogRef={ref}
        type={type}
        id={String(id)}
        name={name}
        open={open}
        onClose={() => setOpen(false)}
        testId={`${testId}-dialog`}
      />
    </>
  );
}

function ShareDialog({
  dialogRef,
  type,
  id,
  name,
  open,
  onClose,
  testId,
}: {
  testId: string;
  dialogRef: React.RefObject<HTMLDialogElement | null>;
  type: string;
  id: string;
  name: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation("sharing");
  const base = `/api/sharedresources/${encodeURIComponent(type)}/${encodeURIComponent(id)}`;
  const [data, setData] = useState<Shared | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "error">("idle");
  const [message, setMessage] = useState<{ kind: "success" | "error"; text: string } | null>(null);
  const [tab, setTab] = useState<Tab>("teams");
  const [busy, setBusy] = useState(false);
  const titleId = useId();
  const tabIds = useId();

  useEffect(() => {
    if (!open) return;
    setMessage(null);
    setState("loading");
    let live = true;
    fetch(`${base}.json`, { headers: { accept: "application/json" } })
      .then(async (res) => {
        if (!res.ok) throw new Error(String(res.status));
        const body = (await res.json()) as Shared;
        if (live) {
          setData(body);
          setState("idle");
        }
      })
      .catch(() => live && setState("error"));
    return () => {
      live = false;
    };
  }, [open, base]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onBackdrop = (e: MouseEvent) => {
      if (e.target === dialog) dialog.close();
    };
    const onClosed = () => onClose();
    dialog.addEventListener("click", onBackdrop);
    dialog.addEventListener("close", onClosed);
    return () => {
      dialog.removeEventListener("click", onBackdrop);
      dialog.removeEventListener("close", onClosed);
    };
  }, [dialogRef, onClose]);

  const change = async (method: string, path: string, body?: unknown) => {
    setBusy(true);
    setMessage(null);
    try {
      const res = await fetch(path, {
        method,
        headers: { accept: "application/json", ...(body ? { "content-type": "application/json" } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (!res.ok) {
        const err = (await res.json().catch(() => null)) as { error?: { message?: string } } | null;
        setMessage({ kind: "error", text: err?.error?.message ?? t("save_failed") });
        return;
      }
      setData((await res.json()) as Shared);
      setMessage({ kind: "success", text: t("share_settings_updated") });
    } catch {
      setMessage({ kind: "error", text: t("save_failed") });
    } finally {
      setBusy(false);
    }
  };

  const tabs: Tab[] = data?.is_user_authorized
    ? ["teams", "users", "companies", "settings"]
    : ["teams", "users", "companies"];
  const onTabKey = (e: React.KeyboardEvent) => {
    const i = tabs.indexOf(tab);
    const next =
      e.key === "ArrowRight"
        ? tabs[(i + 1) % tabs.length]
        : e.key === "ArrowLeft"
          ? tabs[(i - 1 + tabs.length) % tabs.length]
          : e.key === "Home"
            ? tabs[0]
            : e.key === "End"
              ? tabs[tabs.length - 1]
              : null;
    if (!next) return;
    e.preventDefault();
    setTab(next);
    document.getElementById(`${tabIds}-tab-${next}`)?.focus();
  };

  return (
    <dialog ref={dialogRef} className={styles.dialog} aria-labelledby={titleId} data-testid={testId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t("title", { name: data?.label || name })}
        </h2>
        <button
          type="button"
          className={styles.close}
          onClick={() => dialogRef.current?.close()}
          aria-label={t("close")}
        >
          <X aria-hidden size={22} />
        </button>
      </div>
      <div className={styles.body}>
        {state === "loading" && !data && <p role="status">{t("loading")}</p>}
        {state === "error" && (
          <p className="alert" role="alert">
            {t("load_failed")}
          </p>
        )}
        {data && (
          <>
            <div role="tablist" aria-label={t("tabs.label")} className={styles.tabs} onKeyDown={onTabKey}>
              {tabs.map((key) => (
                <button
                  key={key}
                  type="button"
                  role="tab"
                  id={`${tabIds}-tab-${key}`}
                  aria-selected={tab === key}
                  aria-controls={`${tabIds}-panel-${key}`}
                  tabIndex={tab === key ? 0 : -1}
                  className={styles.tab}
                  onClick={() => setTab(key)}
                  data-testid={`share-tab-${key}`}
                >
                  {t(`tabs.${key}`)}
                  {key !== "settings" && <span className={styles.count}>{data[key].length}</span>}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`${tabIds}-panel-${tab}`}
              aria-labelledby={`${tabIds}-tab-${tab}`}
              className={styles.panel}
            >
              {tab === "settings" ? (
                <label className={styles.setting}>
                  <input
                    type="checkbox"
                    checked={data.may_be_shared}
                    disabled={busy}
                    onChange={(e) => void change("PUT", `${base}.json`, { mayBeShared: e.target.checked })}
                    data-testid="share-may-be-shared"
                  />
                  <span>
                    <strong>{t("settings.may_be_shared")}</strong>
                    <span className={styles.hint}>{t("settings.may_be_shared_hint")}</span>
                  </span>
                </label>
              ) : (
                <>
                  {data.may_share && (
                    <AddTarget
                      key={tab}
                      label={t(`add.${tab}`)}
                      disabled={busy}
                      fetchOptions={async (q) => {
                        const res = await fetch(
                          `${base}/targets.json?${new URLSearchParams({ shareWithType: WITH[tab], q })}`,
                          { headers: { accept: "application/json" } },
                        );
                        if (!res.ok) throw new Error(String(res.status));
                        return (await res.json()) as { value: string; label: string }[];
                      }}
                      onPick={(value) =>
                        void change("POST", `${base}.json`, { shareWithType: WITH[tab], shareWithId: value })
                      }
                    />
                  )}
                  {data.may_share && HOLDER_HINT.has(type) && (
                    // Users who could not use a share are not offered; team and company members may be.
                    <p className="muted" data-testid="share-holders-hint">
                      {t(`holders.${type}`)}
                    </p>
                  )}
                  {!data.may_share && !data.may_remove && <p className="muted">{t("read_only")}</p>}
                  {data[tab].length === 0 ? (
                    <p className="muted" data-testid="share-empty">
                      {t(`empty.${tab}`)}
                    </p>
                  ) : (
                    <ul className={styles.list} data-testid={`share-list-${tab}`}>
                      {data[tab].map((e) => (
                        <li key={String(e.id)} className={styles.entry}>
                          <span className={styles.entryName}>{nameOf(tab, e)}</span>
                          {e.may_remove && (
                            <button
                              type="button"
                              className={styles.remove}
                              disabled={busy}
                              aria-label={t("remove", { name: nameOf(tab, e) })}
                              onClick={() =>
                                void change(
                                  "DELETE",
                                  `${base}/${WITH[tab]}/${encodeURIComponent(String(e.id))}.json`,
                                )
                              }
                              data-testid="share-remove"
                            >
                              <Trash aria-hidden size={18} />
                            </button>
                          )}
                        </li>
                      ))}
                    </ul>
                  )}
                </>
              )}
            </div>
          </>
        )}
        <p
          className={message ? `alert ${message.kind === "success" ? "success" : ""}` : styles.quiet}
          role="status"
          data-testid="share-message"
        >
          {message?.text ?? ""}
        </p>
      </div>
    </dialog>
  );
}

type Option = { value: string; label: string };

/** One-pick autocomplete (downshift combobox): typing asks the server (debounced), picking adds. */
function AddTarget({
  label,
  disabled,
  fetchOptions,
  onPick,
}: {
  label: string;
  disabled: boolean;
  fetchOptions: (q: string) => Promise<Option[]>;
  onPick: (value: string) => void;
}) {
  const { t } = useTranslation("sharing");
  const [items, setItems] = useState<Option[]>([]);
  const [status, setStatus] = useState<"idle" | "loading" | "done" | "error">("idle");
  const seq = useRef(0);
  const run = async (q: string) => {
    const mine = ++seq.current;
    setStatus("loading");
    try {
      const found = await fetchOptions(q);
      if (mine !== seq.current) return;
      setItems(found);
      setStatus("done");
    } catch {
      if (mine === seq.current) setStatus("error");
    }
  };
  const later = useDebouncedCallback((q: string) => void run(q), FILTER_DEBOUNCE_MS);
  const { isOpen, getLabelProps, getMenuProps, getInputProps, getItemProps, highlightedIndex } =
    useCombobox<Option>({
      items,
      itemToString: (item) => item?.label ?? "",
      itemToKey: (item) => item?.value,
      selectedItem: null,
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) later(inputValue ?? "");
      },
      onIsOpenChange: ({ isOpen: opened, inputValue }) => {
        if (opened) void run(inputValue ?? "");
      },
      onSelectedItemChange: ({ selectedItem }) => {
        if (selectedItem) onPick(selectedItem.value);
      },
      stateReducer: (_state, { type, changes }) => {
        if (
          type === useCombobox.stateChangeTypes.InputKeyDownEnter ||
          type === useCombobox.stateChangeTypes.ItemClick
        )
          return { ...changes, inputValue: "" };
        return changes;
      },
    });
  return (
    <div className={styles.add}>
      {/* biome-ignore lint/a11y/noLabelWithoutControl: downshift's label props point it at the input. */}
      <label className={styles.addLabel} {...getLabelProps()}>
        {label}
      </label>
      <input
        className={styles.input}
        placeholder={t("add.placeholder")}
        disabled={disabled}
        {...getInputProps()}
        data-testid="share-add-input"
      />
      <ul className={styles.menu} {...getMenuProps()} data-open={isOpen || undefined}>
        {isOpen &&
          items.map((item, index) => (
            <li
              key={item.value}
              className={styles.option}
              data-highlighted={highlightedIndex === index || undefined}
              {...getItemProps({ item, index })}
              data-testid="share-option"
            >
              {item.label}
            </li>
          ))}
      </ul>
      <p className={styles.addStatus} role="status">
        {!isOpen
          ? ""
          : status === "loading"
            ? t("add.loading")
            : status === "error"
              ? t("add.error")
              : status === "done"
                ? items.length === 0
                  ? t("add.none")
                  : t("add.results", { count: items.length })
                : ""}
      </p>
    </div>
  );
}
