/**
 * The client page's forms: the edit form; the merge of a duplicate (picked with the autocomplete, or
 * without JavaScript with a search form), previewed with what moves and confirmed; the GDPR export and
 * the erasure with a typed confirmation.
 */
import { useEffect, useState } from "react";
import { Form, Link, useNavigate, useNavigation } from "react-router";
import { CLIENT_KINDS } from "../../core/clients/client-filters";
import { useTranslation } from "../../core/i18n/react";
import { accountPath } from "../../shared/account-routes";
import type { ActionFailure, FieldErrors } from "../../shared/action-result";
import { LOCALES } from "../../shared/locales";
import { AutocompletePicker } from "../../ui/backoffice/autocomplete-picker";
import { FieldError, FormField, useField } from "../../ui/form-field";
import { type D, useFormats } from "./client-types";
import styles from "./clients.module.css";

function SelectField({
  name,
  label,
  options,
  value,
  errors,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  value: string;
  errors: FieldErrors;
}) {
  const field = useField(name, { idPrefix: "client", errors });
  return (
    <div className="field">
      <label htmlFor={field.id}>{label}</label>
      <select {...field.props} defaultValue={value}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={field.id} error={field.error} />
    </div>
  );
}

export function EditForm({ d, a }: { d: D; a: ActionFailure | null }) {
  const { t } = useTranslation("clients");
  const busy = useNavigation().state === "submitting";
  const c = d.client;
  // After a refused save the form shows what was typed, not the stored values.
  const v = (key: string, stored: string | null) => (a ? (a.values[key] ?? "") : (stored ?? ""));
  const errors = a?.fields ?? {};
  const notes = useField("notes", { idPrefix: "client", errors });
  const text = (
    name: keyof typeof c,
    extra: { type?: string; autoComplete?: string; maxLength?: number } = {},
  ) => (
    <FormField
      name={name}
      label={t(`fields.${name}`)}
      idPrefix="client"
      errors={errors}
      defaultValue={v(name, c[name] as string | null)}
      maxLength={extra.maxLength ?? 200}
      type={extra.type}
      autoComplete={extra.autoComplete ?? "off"}
    />
  );
  return (
    <details className={styles.card} open={Boolean(a)} data-testid="client-edit">
      <summary>
        <h2 style={{ display: "inline" }}>{t("edit.title")}</h2>
      </summary>
      {a?.message && (
        <p className="alert error" role="alert">
          {t(a.message)}
        </p>
      )}
      <Form method="post" className={styles.form} noValidate>
        <input type="hidden" name="intent" value="edit" />
        <SelectField
          name="kind"
          label={t("fields.kind")}
          value={v("kind", c.kind)}
          errors={errors}
          options={CLIENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        {text("firstName", { maxLength: 100 })}
        {text("lastName", { maxLength: 100 })}
        {text("companyName")}
        {text("email", { type: "email", maxLength: 254 })}
        {text("phone", { type: "tel", maxLength: 40 })}
        <SelectField
          name="language"
          label={t("fields.language")}
          value={v("language", c.language)}
          errors={errors}
          options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))}
        />
        {text("street")}
        {text("postalCode", { maxLength: 20 })}
        {text("city", { maxLength: 100 })}
        {text("country", { maxLength: 60 })}
        <div className={`field ${styles.wide}`}>
          <label htmlFor={notes.id}>{t("fields.notes")}</label>
          <textarea {...notes.props} rows={4} maxLength={5000} defaultValue={v("notes", c.notes)} />
          <FieldError id={notes.id} error={notes.error} />
        </div>
        <div className={`field ${styles.wide}`}>
          <label>
            <input
              type="checkbox"
              name="marketingConsent"
              defaultChecked={a ? a.values.marketingConsent === "on" : c.marketingConsent}
            />{" "}
            {t("fields.marketingConsent")}
          </label>
        </div>
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="submit" className="button" disabled={busy} data-testid="client-save">
            {t("edit.save")}
          </button>
        </div>
      </Form>
    </details>
  );
}

function useHydrated() {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

export function MergeSection({ d, a }: { d: D; a: ActionFailure | null }) {
  const { t } = useTranslation("clients");
  const hydrated = useHydrated();
  const [picking, setPicking] = useState(false);
  const navigate = useNavigate();
  const busy = useNavigation().state === "submitting";
  const { number } = useFormats(d);
  const here = accountPath("client", { id: d.client.id });
  const fetchOptions = async (query: string) => {
    const q = new URLSearchParams({ q: query, except: d.client.id });
    const res = await fetch(`/api/clients/options.json?${q}`, { headers: { accept: "application/json" } });
    if (!res.ok) throw new Error(String(res.status));
    return (await res.json()) as { value: string; label: string }[];
  };
  const p = d.preview;
  return (
    <section className={styles.card} aria-labelledby="client-merge" data-testid="client-merge">
      <h2 id="client-merge">{t("merge.title")}</h2>
      <p className="muted">{t("merge.lead")}</p>
      {hydrated && !picking && !p && (
        <p>
          <button
            type="button"
            className="button secondary"
            onClick={() => setPicking(true)}
            data-testid="merge-pick"
          >
            {t("merge.start")}
          </button>
        </p>
      )}
      {hydrated ? (
        picking && (
          <AutocompletePicker
            label={t("merge.pick")}
            value={[]}
            onChange={(next) => {
              const id = next[next.length - 1];
              if (id)
                void navigate(`${here}?merge=${encodeURIComponent(id)}#client-merge`, {
                  preventScrollReset: true,
                });
            }}
            fetchOptions={fetchOptions}
            autoFocus
          />
        )
      ) : (
        <form method="get" className={styles.actions}>
          <FormField
            name="dup"
            label={t("merge.pick")}
            idPrefix="merge"
            errors={{}}
            defaultValue={d.dup}
            maxLength={100}
          />
          <button type="submit" className="button secondary">
            {t("merge.search")}
          </button>
        </form>
      )}
      {d.dup && !p && (
        <ul className={styles.list} data-testid="merge-candidates">
          {d.candidates.length === 0 && <li className="muted">{t("merge.no_candidates")}</li>}
          {d.candidates.map((o) => (
            <li key={o.value}>
              <Link to={`${here}?merge=${encodeURIComponent(o.value)}#client-merge`}>{o.label}</Link>
            </li>
          ))}
        </ul>
      )}
      {d.previewError && (
        <p className="alert error" role="alert">
          {t(d.previewError)}
        </p>
      )}
      {a?.message && (
        <p className="alert error" role="alert">
          {t(a.message)}
        </p>
      )}
      {p && (
        <div data-testid="merge-preview" className="stack">
          <p>
            {t("merge.preview", {
              merged: p.merged.name || p.merged.email || "–",
              kept: p.kept.name || p.kept.email || "–",
            })}
          </p>
          <table className={styles.numbers}>
            <caption>{t("merge.moves")}</caption>
            <tbody>
              {(["jobs", "orders", "documents", "tradeIns", "rentals", "appointments"] as const).map((k) => (
                <tr key={k}>
                  <th scope="row">{t(`merge.counts.${k}`)}</th>
                  <td data-testid={`merge-count-${k}`}>{number.format(p.moves[k])}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {p.fills.length > 0 && (
            <p>
              {t("merge.fills", {
                fields: p.fills.map((f) => t(`fields.${f}`, { defaultValue: f })).join(", "),
              })}
            </p>
          )}
          <Form
            method="post"
            action={`${here}?merge=${encodeURIComponent(p.merged.id)}`}
            className={styles.actions}
          >
            <input type="hidden" name="intent" value="merge" />
            <input type="hidden" name="mergeId" value={p.merged.id} />
            <button type="submit" className="button" disabled={busy} data-testid="merge-confirm">
              {t("merge.confirm")}
            </button>
            <Link to={here}>{t("merge.cancel")}</Link>
          </Form>
        </div>
      )}
    </section>
  );
}

export function PrivacySection({ d, a, readOnly }: { d: D; a: ActionFailure | null; readOnly: boolean }) {
  const { t } = useTranslation("clients");
  const busy = useNavigation().state === "submitting";
  return (
    <section className={styles.card} aria-labelledby="client-privacy" data-testid="client-privacy">
      <h2 id="client-privacy">{t("privacy.title")}</h2>
      <p>
        <a href={d.exportHref} download data-testid="client-export">
          {t("privacy.export")}
        </a>
      </p>
      <p className="muted">{t("privacy.export_hint")}</p>
      {!readOnly && (
        <Form method="post" className="stack" noValidate>
          <h3>{t("privacy.erase_title")}</h3>
          <p>{t("privacy.erase_lead")}</p>
          {a?.message && (
            <p className="alert error" role="alert">
              {t(a.message)}
            </p>
          )}
          <input type="hidden" name="intent" value="erase" />
          <FormField
            name="confirmation"
            label={t("privacy.erase_confirm", { word: d.eraseWord })}
            idPrefix="erase"
            errors={a?.fields ?? {}}
            autoComplete="off"
            maxLength={100}
          />
          <div className={styles.actions}>
            <button
              type="submit"
              className={`button ${styles.danger}`}
              disabled={busy}
              data-testid="client-erase"
            >
              {t("privacy.erase")}
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}
