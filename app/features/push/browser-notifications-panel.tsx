/**
 * The profile's browser notifications panel: permission default offers an
 * allow button, granted a toggle (the dismissed flag in local storage), denied browser-specific
 * instructions and "inactive". Rendered only where the browser supports notifications, service workers
 * and push; unsupported browsers get nothing but a console warning. Every change syncs the browser's
 * push subscription with the server and tells the service worker.
 */
import { useEffect, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import styles from "./browser-notifications-panel.module.css";
import {
  currentPermission,
  detectBrowser,
  type Permission,
  pushSupported,
  readDismissed,
  requestPermission,
  syncPushSubscription,
  writeDismissed,
} from "./browser-push";

const BROWSERS = ["chrome", "firefox", "safari", "edge"] as const;

type State = { permission: Permission; dismissed: boolean; browser: (typeof BROWSERS)[number] };

/** `customer`: the lead names what a customer is told about (decision 0064), not jobs. */
export function BrowserNotificationsPanel({ customer = false }: { customer?: boolean }) {
  const { t } = useTranslation("push");
  const [state, setState] = useState<State | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!pushSupported()) {
      console.warn("[notifications] this browser does not support notifications, service workers or push");
      return;
    }
    setState({
      permission: currentPermission(),
      dismissed: readDismissed(),
      browser: detectBrowser(navigator.userAgent),
    });
    // The employee may change the permission in the browser's site settings while the page is open.
    let status: PermissionStatus | null = null;
    const follow = () => {
      setState((s) => (s ? { ...s, permission: currentPermission() } : s));
      void syncPushSubscription();
    };
    navigator.permissions
      ?.query({ name: "notifications" })
      .then((s) => {
        status = s;
        s.addEventListener("change", follow);
      })
      .catch((error: unknown) =>
        console.warn("[notifications] permission changes are not observable", error),
      );
    return () => status?.removeEventListener("change", follow);
  }, []);

  if (!state) return null;

  const allow = async () => {
    setBusy(true);
    const permission = await requestPermission();
    setState((s) => (s ? { ...s, permission } : s));
    setBusy(false);
    await syncPushSubscription();
  };

  const toggle = async (on: boolean) => {
    writeDismissed(!on);
    setState((s) => (s ? { ...s, dismissed: !on } : s));
    await syncPushSubscription();
  };

  return (
    <section
      className={styles.panel}
      aria-labelledby="browser-notifications-title"
      data-testid="browser-notifications"
      data-permission={state.permission}
    >
      <h2 id="browser-notifications-title">{t("panel.title")}</h2>
      <p className="field-hint">{t(customer ? "panel.lead_customer" : "panel.lead")}</p>
      {state.permission === "default" && (
        <>
          <p>{t("panel.default_hint")}</p>
          <button
            type="button"
            className={`button ${styles.allow}`}
            onClick={allow}
            disabled={busy}
            data-testid="browser-notifications-allow"
          >
            {busy ? t("panel.requesting") : t("panel.allow")}
          </button>
        </>
      )}
      {state.permission === "granted" && (
        <>
          <label className="checkbox">
            <input
              type="checkbox"
              role="switch"
              aria-checked={!state.dismissed}
              checked={!state.dismissed}
              onChange={(e) => void toggle(e.currentTarget.checked)}
              data-testid="browser-notifications-toggle"
            />
            <span>{t("panel.toggle")}</span>
          </label>
          <p className={styles.status} role="status" data-testid="browser-notifications-status">
            {state.dismissed ? t("panel.off") : t("panel.active")}
          </p>
        </>
      )}
      {state.permission === "denied" && (
        <>
          <p className={styles.inactive} data-testid="browser-notifications-inactive">
            {t("panel.inactive")}
          </p>
          <p>{t("panel.denied_hint")}</p>
          <h3>{t("panel.instructions_title")}</h3>
          <div className={styles.browsers}>
            {BROWSERS.map((browser) => (
              <details
                key={browser}
                open={browser === state.browser}
                data-testid={`browser-instructions-${browser}`}
              >
                <summary>{t(`panel.browsers.${browser}.name`)}</summary>
                <p>{t(`panel.browsers.${browser}.steps`)}</p>
              </details>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
