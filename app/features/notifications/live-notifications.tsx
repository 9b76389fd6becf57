/**
 * Live notifications (decision 0033; customers: decision 0064): the top menu's
 * notifications item (unread count, the list with read state) and the in-page toasts fed by the user's
 * event stream (`GET /api/events`). Loaded only for signed-in users, employees and customers (top-menu.tsx
 * imports it lazily), so the storefront's visitors never download it.
 */
import { Bell as BellNode, X as XNode } from "lucide";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useLocale, useTranslation } from "../../core/i18n/react";
import type { SoundSettings } from "../../core/identity/profile-schema";
import {
  autoHideAfter,
  NOTIFICATION_SOUNDS,
  type NotificationView,
  shouldPlaySound,
  UNREAD_BADGE_CAP,
  unreadBadge,
} from "../../core/notifications/notification-types";
import { DEFAULT_TIME_ZONE, formatDateTime } from "../../shared/date-time";
import { icon } from "../../ui/icon";
import { Dropdown } from "../../ui/menu/dropdown";
import styles from "./live-notifications.module.css";

const Bell = icon(BellNode);
const X = icon(XNode);

/** At most this many toasts at once (the oldest goes first). */
const MAX_TOASTS = 4;

type Props = {
  unread: number;
  sounds: SoundSettings;
  buttonClass?: string;
  badgeClass?: string;
};

async function postJson(url: string, body: unknown = {}) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
  });
  return res.ok ? ((await res.json()) as { unread?: number }) : null;
}

/** The item in the top menu plus the toast region; one event stream per tab. */
export function LiveNotifications({ unread: initialUnread, sounds, buttonClass, badgeClass }: Props) {
  const { t } = useTranslation("notifications");
  const locale = useLocale();
  const [unread, setUnread] = useState(initialUnread);
  const [toasts, setToasts] = useState<NotificationView[]>([]);
  const [version, setVersion] = useState(0);
  const soundsRef = useRef(sounds);
  soundsRef.current = sounds;

  useEffect(() => setUnread(initialUnread), [initialUnread]);

  const dismiss = useCallback((id: string) => setToasts((list) => list.filter((n) => n.id !== id)), []);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    // The browser reconnects by itself and sends Last-Event-ID; the server replays what was missed.
    // In the page's language: a notification reads in the language of the interface it arrives in.
    const source = new EventSource(`/api/events?lang=${locale}`);
    const onNotification = (e: MessageEvent<string>) => {
      let n: NotificationView;
      try {
        n = JSON.parse(e.data) as NotificationView;
      } catch {
        return;
      }
      setToasts((list) => [...list.filter((x) => x.id !== n.id), n].slice(-MAX_TOASTS));
      if (!n.read) setUnread((u) => u + 1);
      setVersion((v) => v + 1);
      if (shouldPlaySound(n, soundsRef.current)) {
        // Browsers refuse to play before the user interacted with the page: then it stays silent.
        new Audio(NOTIFICATION_SOUNDS[n.type]).play().catch(() => {});
      }
    };
    source.addEventListener("notification", onNotification as EventListener);
    return () => {
      source.removeEventListener("notification", onNotification as EventListener);
      source.close();
    };
  }, [locale]);

  const label =
    unread >= UNREAD_BADGE_CAP
      ? t("menu.open_unread_more", { limit: UNREAD_BADGE_CAP - 1 })
      : unread > 0
        ? t("menu.open_unread", { count: unread })
        : t("menu.open");
  return (
    <>
      <Dropdown
        label={label}
        align="end"
        trigger={({ triggerProps }) => (
          <button type="button" className={buttonClass} {...triggerProps} data-testid="menu-notifications">
            <Bell aria-hidden size={20} />
            {unread > 0 && (
              <span className={badgeClass} aria-hidden data-testid="menu-notifications-count">
                {unreadBadge(unread)}
              </span>
            )}
          </button>
        )}
      >
        <NotificationList version={version} onUnread={setUnread} />
      </Dropdown>
      <ToastRegion toasts={toasts} onDismiss={dismiss} onUnread={setUnread} />
    </>
  );
}

/** The list in the dropdown: loaded when it opens, and again when a notification arrives meanwhile. */
function NotificationList({ version, onUnread }: { version: number; onUnread: (n: number) => void }) {
  const { t } = useTranslation("notifications");
  const locale = useLocale();
  const [items, setItems] = useState<NotificationView[] | null>(null);
  // The site's time zone (from the list), in the page's language: the rule every back-office time follows.
  const [timeZone, setTimeZone] = useState(DEFAULT_TIME_ZONE);
  const [failed, setFailed] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` reloads after a new notification
  useEffect(() => {
    let live = true;
    fetch(`/api/notifications.json?lang=${locale}`, {
      headers: { accept: "application/json" },
      credentials: "same-origin",
    })
      .then((res) => (res.ok ? res.json() : Promise.reject(new Error(String(res.status)))))
      .then((body: { items: NotificationView[]; unread: number; timeZone?: string }) => {
        if (!live) return;
        setItems(body.items);
        setTimeZone(body.timeZone ?? DEFAULT_TIME_ZONE);
        onUnread(body.unread);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [version, onUnread, locale]);

  const markAll = async () => {
    const res = await postJson("/api/notifications/read.json", { all: true });
    if (res) {
      onUnread(res.unread ?? 0);
      setItems((list) => list?.map((n) => ({ ...n, read: true })) ?? null);
    }
  };
  const clicked = (n: NotificationView) => {
    void postJson(`/api/notifications/${n.id}/click.json`).then((res) => {
      if (res) onUnread(res.unread ?? 0);
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="notifications-title" data-testid="notifications-list">
      <div className={styles.panelHead}>
        <h2 id="notifications-title" className={styles.panelTitle}>
          {t("menu.title")}
        </h2>
        {items?.some((n) => !n.read) && (
          <button type="button" className={styles.linkButton} onClick={markAll}>
            {t("menu.mark_all_read")}
          </button>
        )}
      </div>
      {failed ? (
        <p className={styles.muted}>{t("menu.failed")}</p>
      ) : items === null ? (
        <p className={styles.muted}>{t("menu.loading")}</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>{t("menu.empty")}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((n) => (
            <li key={n.id} className={styles.item} data-read={n.read || undefined} data-type={n.type}>
              <span className={styles.state}>{n.read ? t("menu.read") : t("menu.unread")}</span>
              <span className={styles.dot} data-type={n.type} aria-hidden />
              <span className={styles.itemText}>
                {n.href ? (
                  <Link to={n.href} className={styles.itemTitle} onClick={() => clicked(n)}>
                    {n.content}
                  </Link>
                ) : (
                  <span className={styles.itemTitle}>{n.content}</span>
                )}
                <span className={styles.itemBody}>{n.data.body}</span>
                <time className={styles.itemTime} dateTime={n.data.timestamp}>
                  {formatDateTime(n.data.timestamp, locale, timeZone)}
                </time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Toasts at the bottom of the screen; each hides itself after 20 s unless it needs interaction. */
function ToastRegion({
  toasts,
  onDismiss,
  onUnread,
}: {
  toasts: NotificationView[];
  onDismiss: (id: string) => void;
  onUnread: (n: number) => void;
}) {
  const { t } = useTranslation("notifications");
  return (
    <section className={styles.toasts} aria-label={t("toast.region")} aria-live="polite">
      {toasts.map((n) => (
        <Toast key={n.id} n={n} onDismiss={onDismiss} onUnread={onUnread} />
      ))}
    </section>
  );
}

function Toast({
  n,
  onDismiss,
  onUnread,
}: {
  n: NotificationView;
  onDismiss: (id: string) => void;
  onUnread: (n: number) => void;
}) {
  const { t } = useTranslation("notifications");
  const navigate = useNavigate();
  useEffect(() => {
    const after = autoHideAfter(n);
    if (after === null) return;
    const timer = setTimeout(() => onDismiss(n.id), after);
    return () => clearTimeout(timer);
  }, [n, onDismiss]);
  const open = () => {
    void postJson(`/api/notifications/${n.id}/click.json`).then((res) => {
      if (res) onUnread(res.unread ?? 0);
    });
    onDismiss(n.id);
    if (n.href) navigate(n.href);
  };
  return (
    <div
      className={styles.toast}
      data-type={n.type}
      data-testid="notification-toast"
      role={n.type === "danger" ? "alert" : "status"}
    >
      <span className={styles.toastType}>{t(`types.${n.type}`)}</span>
      <p className={styles.toastTitle}>{n.content}</p>
      <p className={styles.toastBody}>{n.data.body}</p>
      <div className={styles.toastActions}>
        {n.href && (
          <button type="button" className={styles.toastOpen} onClick={open}>
            {t("toast.open")}
          </button>
        )}
        <button
          type="button"
          className={styles.toastClose}
          onClick={() => onDismiss(n.id)}
          aria-label={t("toast.close")}
        >
          <X aria-hidden size={18} />
        </button>
      </div>
    </div>
  );
}
