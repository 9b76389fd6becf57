/**
 * account/settings/dms (admins): the DMS export. A CSV download with the job list's main
 * filters (a plain GET form to /api/dms/jobs.csv, so the browser downloads it without JavaScript), the
 * project's API tokens for the JSON feed (created here, shown once, revoked here) and the recorded exports.
 */
import { Form, useNavigation } from "react-router";
import {
  createApiToken,
  listApiTokens,
  listDmsExports,
  revokeApiToken,
} from "../../core/dms/dms.service.server";
import { FORM_MESSAGES, messagesFor } from "../../core/i18n/messages.server";
import { useTranslation } from "../../core/i18n/react";
import { WithMessages } from "../../core/i18n/with-messages";
import { SYSTEM_TYPES } from "../../core/leads/system-types";
import { VISIBILITY_FILTERS } from "../../core/leads/visibility";
import { type ActionResult, actionFailure, actionSuccess } from "../../shared/action-result";
import { projectTimeZone } from "../../shared/date-time";
import { dateTimeFormat } from "../../shared/intl";
import { FormField } from "../../ui/form-field";
import { pageContext } from "../store/page-context.server";
import type { Route } from "./+types/dms";
import { requireAccess } from "./guard.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAccess(request, context, "dms");
  const ctx = pageContext(request, context);
  const [tokens, exports] = await Promise.all([listApiTokens(ctx.services), listDmsExports(ctx.services)]);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    meta: { title: ctx.t("dms:settings.title"), noindex: true },
    messages: messagesFor(ctx.locale, ["dms", "jobs.system_types", "jobs.visibility", FORM_MESSAGES]),
    locale: ctx.locale,
    timeZone: projectTimeZone(context.project),
    tokens: tokens.ok
      ? tokens.value.map((tk) => ({
          ...tk,
          createdAt: tk.createdAt.toISOString(),
          lastUsedAt: iso(tk.lastUsedAt),
          revokedAt: iso(tk.revokedAt),
        }))
      : [],
    exports: exports.ok ? exports.value.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) : [],
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAccess(request, context, "dms");
  const ctx = pageContext(request, context);
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "create_token") {
    const r = await createApiToken(ctx.services, { name: form.get("name") });
    if (!r.ok) return actionFailure(r.error, { message: null });
    // The only time the clear token leaves the server.
    return actionSuccess(null, { token: r.value.token, name: r.value.name });
  }
  if (intent === "revoke_token") {
    const r = await revokeApiToken(ctx.services, String(form.get("id") ?? ""));
    if (!r.ok) return actionFailure(r.error, { message: "jobs:messages.not_found" });
    return actionSuccess("dms:tokens.revoked");
  }
  return actionFailure({ code: "invalid" }, { message: null });
}

export default function DmsSettings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <DmsScreen d={loaderData} a={(actionData as A | undefined) ?? null} />
    </WithMessages>
  );
}

type D = Route.ComponentProps["loaderData"];
type A = ActionResult<{ token?: string; name?: string }>;

function DmsScreen({ d, a }: { d: D; a: A | null }) {
  const { t } = useTranslation(["dms", "jobs", "validation"]);
  const busy = useNavigation().state === "submitting";
  const when = dateTimeFormat(d.locale, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: d.timeZone,
  });
  const nameError = a?.fields.name;
  return (
    <section data-testid="dms-settings" className="stack">
      <h1>{t("settings.title")}</h1>
      <p className="lead">{t("settings.lead")}</p>

      <section aria-labelledby="dms-csv" className="stack">
        <h2 id="dms-csv">{t("csv.title")}</h2>
        <p>{t("csv.lead")}</p>
        {/* A plain form: the browser downloads the file (no client-side navigation). */}
        <form method="get" action="/api/dms/jobs.csv" className="form" data-testid="dms-csv-form">
          <div className="field">
            <label htmlFor="dms-systemType">{t("csv.system_type")}</label>
            <select id="dms-systemType" name="systemType" defaultValue="">
              <option value="">{t("csv.any_type")}</option>
              {SYSTEM_TYPES.map((s) => (
                <option key={s} value={s}>
                  {t(`jobs:system_types.${s}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor="dms-visibility">{t("csv.visibility")}</label>
            <select id="dms-visibility" name="visibility" defaultValue="showOpen">
              {VISIBILITY_FILTERS.map((v) => (
                <option key={v} value={v}>
                  {t(`jobs:visibility.${v}`)}
                </option>
              ))}
            </select>
          </div>
          <FormField name="dateFrom" type="date" label={t("csv.date_from")} idPrefix="dms" errors={{}} />
          <FormField name="dateTo" type="date" label={t("csv.date_to")} idPrefix="dms" errors={{}} />
          <div>
            <button type="submit" className="button">
              {t("csv.submit")}
            </button>
          </div>
        </form>
      </section>

      <section aria-labelledby="dms-tokens" className="stack">
        <h2 id="dms-tokens">{t("tokens.title")}</h2>
        <p>{t("tokens.lead")}</p>
        {a?.message && (
          <p className={`alert ${a.ok ? "success" : "error"}`} role={a.ok ? "status" : "alert"}>
            {t(a.message)}
          </p>
        )}
        {a?.ok && a.token && (
          <div className="alert success" role="status" data-testid="dms-new-token">
            <p>{t("tokens.created", { name: a.name ?? "" })}</p>
            <code style={{ wordBreak: "break-all" }}>{a.token}</code>
          </div>
        )}
        <Form method="post" className="form" noValidate>
          <input type="hidden" name="intent" value="create_token" />
          <FormField
            name="name"
            label={t("tokens.name")}
            idPrefix="dms-token"
            errors={{ name: nameError }}
            required
            maxLength={80}
          />
          <div>
            <button type="submit" className="button" disabled={busy} data-testid="dms-create-token">
              {t("tokens.create")}
            </button>
          </div>
        </Form>
        {d.tokens.length === 0 ? (
          <p>{t("tokens.empty")}</p>
        ) : (
          <div style={{ overflowX: "auto", maxWidth: "100%" }}>
            <table data-testid="dms-tokens">
              <thead>
                <tr>
                  <th scope="col">{t("tokens.name")}</th>
                  <th scope="col">{t("tokens.created_at")}</th>
                  <th scope="col">{t("tokens.last_used")}</th>
                  <th scope="col">{t("tokens.status")}</th>
                </tr>
              </thead>
              <tbody>
                {d.tokens.map((tk) => (
                  <tr key={tk.id}>
                    <td>{tk.name}</td>
                    <td>{when.format(new Date(tk.createdAt))}</td>
                    <td>{tk.lastUsedAt ? when.format(new Date(tk.lastUsedAt)) : t("tokens.never")}</td>
                    <td>
                      {tk.revokedAt ? (
                        t("tokens.revoked_state")
                      ) : (
                        <Form method="post">
                          <input type="hidden" name="intent" value="revoke_token" />
                          <input type="hidden" name="id" value={tk.id} />
                          {t("tokens.active")}{" "}
                          <button type="submit" className="button secondary" disabled={busy}>
                            {t("tokens.revoke")}
                          </button>
                        </Form>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section aria-labelledby="dms-exports" className="stack">
        <h2 id="dms-exports">{t("exports.title")}</h2>
        {d.exports.length === 0 ? (
          <p>{t("exports.empty")}</p>
        ) : (
          <div style={{ overflowX: "auto", maxWidth: "100%" }}>
            <table data-testid="dms-exports">
              <thead>
                <tr>
                  <th scope="col">{t("exports.when")}</th>
                  <th scope="col">{t("exports.format")}</th>
                  <th scope="col">{t("exports.via")}</th>
                  <th scope="col">{t("exports.jobs")}</th>
                  <th scope="col">{t("exports.filter")}</th>
                </tr>
              </thead>
              <tbody>
                {d.exports.map((e) => (
                  <tr key={e.id}>
                    <td>{when.format(new Date(e.createdAt))}</td>
                    <td>{e.format.toUpperCase()}</td>
                    <td>
                      {e.via === "api"
                        ? t("exports.api", { name: e.tokenName ?? "–" })
                        : t("exports.back_office")}
                    </td>
                    <td>{e.jobCount}</td>
                    <td>
                      <code>{e.query || t("exports.no_filter")}</code>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}
