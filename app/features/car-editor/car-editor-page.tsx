/**
 * The car editor's screen: the car's form (catalogue fields, equipment, EnVKV data,
 * descriptions), and for a saved car its state control, photos, rental price list and history. Each
 * section is its own form posting to the route's action; the answer names the form it belongs to.
 */
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import {
  BODY_TYPES,
  CO2_CLASSES,
  COLOURS,
  CONDITIONS,
  FUELS,
  type Fuel,
  GEARBOXES,
} from "../../core/catalog/car-attributes";
import { consumptionUnitFor, type EnvkvField } from "../../core/catalog/envkv";
import { useLocale, useTranslation } from "../../core/i18n/react";
import type { BrandOption, HistoryEntry } from "../../core/inventory/car-editor.service.server";
import {
  CAR_EDITOR_FIELDS,
  DESCRIPTION_LANGUAGES,
  EQUIPMENT_GROUPS,
  MAX_DESCRIPTION,
  MAX_VARIANT,
  RENTAL_FIELDS,
} from "../../core/inventory/car-editor-fields";
import { CAR_STATES, type CarState } from "../../core/inventory/car-state";
import { accountPath } from "../../shared/account-routes";
import { dateTimeFormat } from "../../shared/intl";
import type { Locale } from "../../shared/locales";
import type { FieldErrors } from "../../ui/form-field";
import { type ClientValidator, ValidatedForm } from "../../ui/validated-form";
import { formatMoney } from "../catalog/format";
import styles from "./car-editor.module.css";
import { CarImages, type EditorImage } from "./car-images";
import { CheckboxField, SelectField, TextAreaField, TextField } from "./fields";

export type EditorForm = "car" | "state" | "images" | "rental";

export type CarEditorAnswer = {
  ok: boolean;
  form: EditorForm;
  message: string | null;
  fields: FieldErrors;
  values: Record<string, string>;
};

export type CarEditorData = {
  locale: Locale;
  timeZone: string;
  currency: string;
  created: boolean;
  options: { brands: BrandOption[]; locations: { id: number; name: string; city: string }[] };
  car: {
    number: number;
    title: string;
    state: CarState;
    missingEnvkv: EnvkvField[];
    priceMinor: number;
    previousPriceMinor: number | null;
    currency: string;
    storefrontPath: string | null;
    values: Record<string, string>;
    images: EditorImage[];
    rental: Record<string, string>;
    rentalActive: boolean;
    history: HistoryEntry[];
  } | null;
};

/** The label of an EnVKV field (the storefront's labels, plus the unit). */
export const ENVKV_LABEL: Record<EnvkvField, string> = {
  consumptionCombined: "car:envkv.consumption",
  consumptionUnit: "car-editor:envkv.unit",
  co2GPerKm: "car:envkv.co2",
  co2Class: "car:envkv.class",
  co2ClassDischarged: "car:envkv.class_discharged",
  electricRangeKm: "car:envkv.electric_range",
};

const NO_ERRORS: FieldErrors = {};

const loadCarValidator = (locale: Locale) => () =>
  import("../../core/inventory/car-editor").then(
    ({ carEditorSchemaFor, editorFieldErrors }): ClientValidator =>
      (values) => {
        const parsed = carEditorSchemaFor(locale).safeParse(values);
        return parsed.success ? null : editorFieldErrors(parsed.error);
      },
  );

const loadRentalValidator = (locale: Locale) => () =>
  import("../../core/inventory/car-editor").then(
    ({ rentalPricesSchemaFor, rentalInputOf, editorFieldErrors }): ClientValidator =>
      (values) => {
        const parsed = rentalPricesSchemaFor(locale).safeParse(rentalInputOf(values));
        return parsed.success ? null : editorFieldErrors(parsed.error);
      },
  );

export function CarEditorPage({ d, answer }: { d: CarEditorData; answer: CarEditorAnswer | undefined }) {
  const { t } = useTranslation("car-editor");
  const car = d.car;
  const own = (form: EditorForm) => (answer?.form === form ? answer : undefined);
  return (
    <section className={styles.screen} data-testid="car-editor">
      <p>
        <Link to={accountPath("cars")}>{t("back")}</Link>
      </p>
      <header className={styles.head}>
        <h1 data-testid="car-editor-title">{car ? car.title : t("new.title")}</h1>
        {car && (
          <p className="muted">
            {t("edit.number", { number: car.number })} ·{" "}
            <span className={styles.badge} data-state={car.state} data-testid="car-state">
              {t(`state.name.${car.state}`)}
            </span>
            {car.storefrontPath && (
              <>
                {" · "}
                <a href={`/${d.locale}${car.storefrontPath}`} data-testid="car-storefront-link">
                  {t("edit.view_storefront")}
                </a>
              </>
            )}
          </p>
        )}
        {!car && <p className="muted">{t("new.lead")}</p>}
      </header>
      {d.created && !answer && (
        <p className="alert success" role="status" data-testid="car-created">
          {t("new.created")}
        </p>
      )}
      {car && <StatePanel car={car} answer={own("state")} />}
      <CarForm d={d} answer={own("car")} />
      {car && <CarImages images={car.images} title={car.title} answer={own("images")} />}
      {car && <RentalPanel car={car} answer={own("rental")} />}
      {car && <HistoryPanel d={d} history={car.history} />}
    </section>
  );
}

function Banner({ answer }: { answer: CarEditorAnswer | undefined }) {
  const { t } = useTranslation("car-editor");
  if (!answer?.message) return null;
  return (
    <p className={`alert ${answer.ok ? "success" : "error"}`} role={answer.ok ? "status" : "alert"}>
      {t(answer.message)}
    </p>
  );
}

/** The unit is set with the consumption (it follows the fuel): named only when the consumption is there. */
function shownMissing(fields: readonly EnvkvField[]): EnvkvField[] {
  return fields.filter((f) => f !== "consumptionUnit" || !fields.includes("consumptionCombined"));
}

function StatePanel({
  car,
  answer,
}: {
  car: NonNullable<CarEditorData["car"]>;
  answer: CarEditorAnswer | undefined;
}) {
  const { t } = useTranslation("car-editor");
  const busy = useNavigation().state === "submitting";
  const missing = shownMissing(car.missingEnvkv);
  const refused = shownMissing(answer && !answer.ok ? ((answer.fields.envkv ?? []) as EnvkvField[]) : []);
  return (
    <section className={styles.panel} aria-labelledby="car-state-heading" data-testid="car-state-panel">
      <h2 id="car-state-heading">{t("state.heading")}</h2>
      <Banner answer={answer} />
      {refused.length > 0 && (
        <ul data-testid="publish-refused-fields">
          {refused.map((f) => (
            <li key={f}>{t(ENVKV_LABEL[f] ?? f)}</li>
          ))}
        </ul>
      )}
      <p>{t("state.current", { state: t(`state.name.${car.state}`) })}</p>
      <Form method="post" className={styles.stateButtons}>
        <input type="hidden" name="intent" value="state" />
        {CAR_STATES.filter((s) => s !== car.state).map((s) => {
          const blocked = s === "published" && (missing.length > 0 || car.rentalActive);
          return (
            <button
              key={s}
              type="submit"
              name="to"
              value={s}
              className={`button ${s === "published" ? "" : "secondary"}`}
              disabled={busy || blocked}
              aria-describedby={blocked ? "publish-reason" : undefined}
              data-testid={`state-to-${s}`}
            >
              {t(`state.to.${s}`)}
            </button>
          );
        })}
      </Form>
      {(missing.length > 0 || car.rentalActive) && car.state !== "published" && (
        <div className={styles.reason} id="publish-reason" data-testid="publish-reason">
          {car.rentalActive && <p>{t("state.rental_car")}</p>}
          {missing.length > 0 && (
            <>
              <p>{t("state.publish_blocked")}</p>
              <ul>
                {missing.map((f) => (
                  <li key={f}>{t(ENVKV_LABEL[f])}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}

function Options({ values, prefix }: { values: readonly string[]; prefix: string }) {
  const { t } = useTranslation("car-editor");
  return (
    <>
      {values.map((v) => (
        <option key={v} value={v}>
          {t(`${prefix}.${v}`)}
        </option>
      ))}
    </>
  );
}

function CarForm({ d, answer }: { d: CarEditorData; answer: CarEditorAnswer | undefined }) {
  const { t } = useTranslation("car-editor");
  const busy = useNavigation().state === "submitting";
  const typed = answer && !answer.ok ? answer.values : null;
  const saved = d.car?.values ?? {};
  const v = (name: string) => (typed ? (typed[name] ?? "") : (saved[name] ?? ""));
  const on = (name: string) => v(name) === "on";
  const [brandId, setBrandId] = useState(v("brandId"));
  const [modelId, setModelId] = useState(v("modelId"));
  const [fuel, setFuel] = useState((v("fuel") || "petrol") as Fuel);
  // Without JavaScript every brand's models are offered (grouped); with it, only the chosen brand's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const brands = d.options.brands;
  const shownBrands = hydrated ? brands.filter((b) => b.id === brandId) : brands;
  const plugIn = fuel === "plugin_hybrid";
  const electric = fuel === "electric" || plugIn;
  const errors = answer && !answer.ok ? answer.fields : NO_ERRORS;
  return (
    <section className={styles.panel} aria-labelledby="car-form-heading">
      <h2 id="car-form-heading">{t("form.heading")}</h2>
      <Banner answer={answer} />
      <ValidatedForm
        method="post"
        idPrefix="car"
        errors={errors}
        fields={CAR_EDITOR_FIELDS}
        loadValidator={loadCarValidator(d.locale)}
        className={styles.form}
        data-testid="car-form"
      >
        <input type="hidden" name="intent" value="save" />
        <fieldset className={`form ${styles.fieldset}`}>
          <legend>{t("form.vehicle")}</legend>
          <div className={styles.grid}>
            <SelectField name="condition" label={t("form.condition")} defaultValue={v("condition") || "used"}>
              <Options values={CONDITIONS} prefix="cars:condition" />
            </SelectField>
            <SelectField
              name="brandId"
              label={t("form.brand")}
              value={brandId}
              onChange={(e) => {
                setBrandId(e.target.value);
                const brand = brands.find((b) => b.id === e.target.value);
                if (!brand?.models.some((m) => m.id === modelId)) setModelId("");
              }}
            >
              <option value="">{t("form.choose")}</option>
              {brands.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.name}
                </option>
              ))}
            </SelectField>
            <SelectField
              name="modelId"
              label={t("form.model")}
              value={modelId}
              onChange={(e) => setModelId(e.target.value)}
            >
              <option value="">{t("form.choose")}</option>
              {shownBrands.map((b) => (
                <optgroup key={b.id} label={b.name}>
                  {b.models.map((m) => (
                    <option key={m.id} value={m.id}>
                      {m.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </SelectField>
            <TextField
              name="variant"
              label={t("form.variant")}
              defaultValue={v("variant")}
              maxLength={MAX_VARIANT}
              hint={t("form.variant_hint")}
            />
            <TextField
              name="vin"
              label={t("form.vin")}
              defaultValue={v("vin")}
              maxLength={25}
              autoComplete="off"
              hint={t("form.vin_hint")}
            />
            <TextField
              name="firstRegistration"
              label={t("form.first_registration")}
              type="month"
              defaultValue={v("firstRegistration")}
              hint={t("form.first_registration_hint")}
            />
            <TextField
              name="mileageKm"
              label={t("form.mileage")}
              suffix="km"
              inputMode="numeric"
              defaultValue={v("mileageKm")}
            />
            <SelectField
              name="fuel"
              label={t("form.fuel")}
              value={fuel}
              onChange={(e) => setFuel(e.target.value as Fuel)}
            >
              <Options values={FUELS} prefix="cars:fuel" />
            </SelectField>
            <SelectField name="gearbox" label={t("form.gearbox")} defaultValue={v("gearbox") || "manual"}>
              <Options values={GEARBOXES} prefix="cars:gearbox" />
            </SelectField>
            <TextField
              name="powerKw"
              label={t("form.power")}
              suffix="kW"
              inputMode="numeric"
              defaultValue={v("powerKw")}
            />
            <SelectField name="bodyType" label={t("form.body")} defaultValue={v("bodyType") || "hatchback"}>
              <Options values={BODY_TYPES} prefix="cars:body" />
            </SelectField>
            <SelectField name="colour" label={t("form.colour")} defaultValue={v("colour") || "black"}>
              <Options values={COLOURS} prefix="cars:colour" />
            </SelectField>
            <TextField
              name="doors"
              label={t("form.doors")}
              inputMode="numeric"
              defaultValue={v("doors") || "5"}
            />
            <TextField
              name="seats"
              label={t("form.seats")}
              inputMode="numeric"
              defaultValue={v("seats") || "5"}
            />
          </div>
        </fieldset>
        <fieldset className={`form ${styles.fieldset}`}>
          <legend>{t("form.sale")}</legend>
          <div className={styles.grid}>
            <TextField
              name="price"
              label={t("form.price")}
              suffix={d.currency}
              inputMode="decimal"
              defaultValue={v("price")}
              hint={d.car ? t("form.price_hint") : undefined}
            />
            <SelectField name="locationId" label={t("form.location")} defaultValue={v("locationId")}>
              <option value="">{t("form.no_location")}</option>
              {d.options.locations.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name} ({l.city})
                </option>
              ))}
            </SelectField>
          </div>
          <CheckboxField
            name="vatDeductible"
            label={t("form.vat_deductible")}
            defaultChecked={on("vatDeductible")}
          />
        </fieldset>
        <fieldset className={`form ${styles.fieldset}`} data-testid="equipment">
          <legend>{t("form.equipment")}</legend>
          <div className={styles.groups}>
            {Object.entries(EQUIPMENT_GROUPS).map(([group, keys]) => (
              <fieldset key={group} className={styles.group}>
                <legend>{t(`equipment_group.${group}`)}</legend>
                {keys.map((key) => (
                  <CheckboxField
                    key={key}
                    name={`equipment.${key}`}
                    label={t(`cars:equipment.${key}`)}
                    defaultChecked={on(`equipment.${key}`)}
                  />
                ))}
              </fieldset>
            ))}
          </div>
        </fieldset>
        <fieldset className={`form ${styles.fieldset}`} data-testid="envkv">
          <legend>{t("envkv.heading")}</legend>
          <p className="field-hint">{t("envkv.lead")}</p>
          <div className={styles.grid}>
            <TextField
              name="consumptionCombined"
              label={t("car:envkv.consumption")}
              suffix={t(`cars:unit.${consumptionUnitFor(fuel)}`)}
              inputMode="decimal"
              defaultValue={v("consumptionCombined")}
            />
            <TextField
              name="co2GPerKm"
              label={t("car:envkv.co2")}
              suffix="g/km"
              inputMode="numeric"
              defaultValue={v("co2GPerKm")}
            />
            <SelectField name="co2Class" label={t("car:envkv.class")} defaultValue={v("co2Class")}>
              <option value="">{t("form.not_stated")}</option>
              {CO2_CLASSES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </SelectField>
            {(plugIn || !hydrated) && (
              <SelectField
                name="co2ClassDischarged"
                label={t("car:envkv.class_discharged")}
                defaultValue={v("co2ClassDischarged")}
                hint={t("envkv.plugin_only")}
              >
                <option value="">{t("form.not_stated")}</option>
                {CO2_CLASSES.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </SelectField>
            )}
            {(electric || !hydrated) && (
              <TextField
                name="electricRangeKm"
                label={t("car:envkv.electric_range")}
                suffix="km"
                inputMode="numeric"
                defaultValue={v("electricRangeKm")}
                hint={t("envkv.electric_only")}
              />
            )}
          </div>
        </fieldset>
        <fieldset className={`form ${styles.fieldset}`}>
          <legend>{t("form.description")}</legend>
          {DESCRIPTION_LANGUAGES.map((l) => (
            <TextAreaField
              key={l}
              name={`description.${l}`}
              label={t(`form.description_in.${l}`)}
              lang={l}
              rows={4}
              maxLength={MAX_DESCRIPTION}
              defaultValue={v(`description.${l}`)}
            />
          ))}
        </fieldset>
        <div className="actions">
          <button type="submit" className="button" disabled={busy} data-testid="car-save">
            {d.car ? t("form.save") : t("form.create")}
          </button>
        </div>
      </ValidatedForm>
    </section>
  );
}

function RentalPanel({
  car,
  answer,
}: {
  car: NonNullable<CarEditorData["car"]>;
  answer: CarEditorAnswer | undefined;
}) {
  const { t } = useTranslation("car-editor");
  const locale = useLocale();
  const busy = useNavigation().state === "submitting";
  const typed = answer && !answer.ok ? answer.values : null;
  const v = (name: string) => (typed ? (typed[name] ?? "") : (car.rental[name] ?? ""));
  const errors = answer && !answer.ok ? answer.fields : NO_ERRORS;
  return (
    <section className={styles.panel} aria-labelledby="rental-heading" data-testid="rental-panel">
      <h2 id="rental-heading">{t("rental.heading")}</h2>
      <p className="muted">{t("rental.lead")}</p>
      <Banner answer={answer} />
      <ValidatedForm
        method="post"
        idPrefix="rental"
        errors={errors}
        fields={RENTAL_FIELDS}
        loadValidator={loadRentalValidator(locale)}
        className={styles.form}
        data-testid="rental-form"
      >
        <input type="hidden" name="intent" value="rental" />
        <CheckboxField name="rentalCar" label={t("rental.flag")} defaultChecked={v("rentalCar") === "on"} />
        <div className={styles.grid}>
          <TextField
            name="dayRate"
            label={t("rental.day")}
            suffix={car.currency}
            inputMode="decimal"
            defaultValue={v("dayRate")}
          />
          <TextField
            name="weekendRate"
            label={t("rental.weekend")}
            suffix={car.currency}
            inputMode="decimal"
            defaultValue={v("weekendRate")}
          />
          <TextField
            name="weekRate"
            label={t("rental.week")}
            suffix={car.currency}
            inputMode="decimal"
            defaultValue={v("weekRate")}
          />
          <TextField
            name="deposit"
            label={t("rental.deposit")}
            suffix={car.currency}
            inputMode="decimal"
            defaultValue={v("deposit")}
          />
          <TextField
            name="includedKmPerDay"
            label={t("rental.included_km")}
            suffix="km"
            inputMode="numeric"
            defaultValue={v("includedKmPerDay")}
          />
          <TextField
            name="extraKm"
            label={t("rental.extra_km")}
            suffix={car.currency}
            inputMode="decimal"
            defaultValue={v("extraKm")}
          />
        </div>
        <div className="actions">
          <button type="submit" className="button secondary" disabled={busy} data-testid="rental-save">
            {t("rental.save")}
          </button>
        </div>
      </ValidatedForm>
    </section>
  );
}

function HistoryPanel({ d, history }: { d: CarEditorData; history: HistoryEntry[] }) {
  const { t } = useTranslation("car-editor");
  const when = dateTimeFormat(d.locale, { dateStyle: "medium", timeStyle: "short", timeZone: d.timeZone });
  const money = (minor: number) => formatMoney(minor, d.car?.currency ?? d.currency, d.locale);
  return (
    <section className={styles.panel} aria-labelledby="history-heading" data-testid="car-history">
      <h2 id="history-heading">{t("history.heading")}</h2>
      {history.length === 0 ? (
        <p className="muted">{t("history.empty")}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll.
        <section className={styles.tableWrap} tabIndex={0} aria-labelledby="history-heading">
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t("history.when")}</th>
                <th scope="col">{t("history.who")}</th>
                <th scope="col">{t("history.change")}</th>
                <th scope="col">{t("history.source")}</th>
              </tr>
            </thead>
            <tbody>
              {history.map((h, i) => (
                <tr key={`${h.kind}-${h.at}-${i}`} data-testid={`history-${h.kind}`}>
                  <td>{when.format(new Date(h.at))}</td>
                  <td>{h.by ?? t("history.nobody")}</td>
                  <td>
                    {h.kind === "state"
                      ? t("history.state_change", {
                          from: h.from ? t(`state.name.${h.from}`) : t("history.created"),
                          to: t(`state.name.${h.to}`),
                        })
                      : t("history.price_change", { from: money(h.from), to: money(h.to) })}
                  </td>
                  <td>{t(`history.sources.${h.source}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
