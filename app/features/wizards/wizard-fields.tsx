/** The inputs of a wizard step, one component per field type (labels and texts from functional content). */
import { useEffect, useRef, useState } from "react";
import { useNavigation, useSubmit } from "react-router";
import { useLocale, useTranslation } from "../../core/i18n/react";
import { modelsOfBrand, VEHICLE_NAME_MAX } from "../../core/wizards/vehicle-brands";
import type { WizardAnswers, WizardField } from "../../core/wizards/wizard-definition";
import { visibleFields } from "../../core/wizards/wizard-rules";
import { PHOTO_TYPES } from "../../core/wizards/wizard-vocabulary";
import { formatLocaleNumber } from "../../shared/locale-number";
import { FieldError, useField } from "../../ui/form-field";
import styles from "./wizard.module.css";
import type { WizardStepView, WizardTexts } from "./wizard-view";

type Props = {
  field: WizardField;
  texts: WizardTexts;
  value: string | string[] | undefined;
};

const one = (v: string | string[] | undefined) => (Array.isArray(v) ? (v[0] ?? "") : (v ?? ""));

function labelOf(texts: WizardTexts, name: string): string {
  return texts.labels[name]?.label || name;
}

function Info({ id, texts, name }: { id: string; texts: WizardTexts; name: string }) {
  const info = texts.labels[name]?.info;
  return info ? (
    <p className="field-hint" id={`${id}-hint`}>
      {info}
    </p>
  ) : null;
}

function Required() {
  const { t } = useTranslation("wizards");
  return <span className={styles.optional}> {t("page.required_mark")}</span>;
}

/** A stored answer (a plain number) in the page's language; what the visitor typed stays as typed. */
function numberShown(value: string, locale: string, decimals: number): string {
  return /^-?\d+(?:\.\d+)?$/.test(value) ? formatLocaleNumber(Number(value), locale, decimals) : value;
}

function InputField({ field, texts, value }: Props) {
  const locale = useLocale();
  const hasInfo = Boolean(texts.labels[field.name]?.info);
  const f = useField(field.name, { hint: hasInfo });
  const common = {
    ...f.props,
    defaultValue: one(value),
    placeholder: texts.placeholders[field.name] || undefined,
    "aria-required": field.required || undefined,
  };
  let input: React.ReactNode;
  switch (field.type) {
    case "textarea":
      input = <textarea {...common} rows={5} maxLength={field.max ?? 5000} />;
      break;
    case "email":
      input = <input {...common} type="email" autoComplete="email" maxLength={200} />;
      break;
    case "tel":
      input = <input {...common} type="tel" autoComplete="tel" maxLength={40} />;
      break;
    case "number":
      // Typed in the page's language (85.000 in de, 85,000 in en); a stored answer is shown that way too.
      input = (
        <input
          {...common}
          defaultValue={numberShown(one(value), locale, field.decimals ?? 0)}
          type="text"
          inputMode={field.decimals ? "decimal" : "numeric"}
          maxLength={40}
        />
      );
      break;
    case "month":
      input = <input {...common} type="month" placeholder={common.placeholder ?? "YYYY-MM"} />;
      break;
    case "date":
      input = <input {...common} type="date" />;
      break;
    default:
      input = (
        <input {...common} type="text" maxLength={field.max ?? 200} autoComplete={AUTOCOMPLETE[field.name]} />
      );
  }
  return (
    <div className="field">
      <label htmlFor={f.id}>
        {labelOf(texts, field.name)}
        {field.required && <Required />}
      </label>
      {input}
      <Info id={f.id} texts={texts} name={field.name} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

const AUTOCOMPLETE: Record<string, string> = { firstName: "given-name", lastName: "family-name" };

/** Big buttons, one per option: the Typeform feel, and a plain radio group without styles. */
function ChoiceField({ field, texts, value }: Props) {
  const f = useField(field.name, { hint: Boolean(texts.labels[field.name]?.info) });
  const current = one(value);
  return (
    <fieldset
      className={styles.choice}
      aria-describedby={f.props["aria-describedby"]}
      aria-invalid={f.props["aria-invalid"]}
    >
      <legend>
        {labelOf(texts, field.name)}
        {field.required && <Required />}
      </legend>
      <Info id={f.id} texts={texts} name={field.name} />
      <div className={styles.options}>
        {(field.options ?? []).map((option, i) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={field.name}
              value={option}
              id={i === 0 ? f.id : `${f.id}-${option}`}
              defaultChecked={current === option}
              {...(i === 0 ? { autoFocus: f.props.autoFocus } : {})}
            />
            <span>{labelOf(texts, `${field.name}.${option}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id={f.id} error={f.error} />
    </fieldset>
  );
}

function MultiField({ field, texts, value }: Props) {
  const f = useField(field.name, { hint: Boolean(texts.labels[field.name]?.info) });
  const current = Array.isArray(value) ? value : value ? [value] : [];
  return (
    <fieldset className={styles.choice} aria-describedby={f.props["aria-describedby"]}>
      <legend>
        {labelOf(texts, field.name)}
        {field.required && <Required />}
      </legend>
      <Info id={f.id} texts={texts} name={field.name} />
      <div className={styles.options}>
        {(field.options ?? []).map((option, i) => (
          <label key={option} className={styles.option}>
            <input
              type="checkbox"
              name={field.name}
              value={option}
              id={i === 0 ? f.id : `${f.id}-${option}`}
              defaultChecked={current.includes(option)}
            />
            <span>{labelOf(texts, `${field.name}.${option}`)}</span>
          </label>
        ))}
      </div>
      <FieldError id={f.id} error={f.error} />
    </fieldset>
  );
}

function CheckboxField({ field, texts, value }: Props) {
  const f = useField(field.name, { hint: Boolean(texts.labels[field.name]?.info) });
  return (
    <div className="field">
      <label className="checkbox" htmlFor={f.id}>
        <input
          {...f.props}
          type="checkbox"
          defaultChecked={one(value) === "yes"}
          aria-required={field.required || undefined}
        />
        <span>
          {labelOf(texts, field.name)}
          {field.required && <Required />}
        </span>
      </label>
      <Info id={f.id} texts={texts} name={field.name} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

function SelectField({
  field,
  texts,
  value,
  options,
}: Props & { options: { value: string; label: string }[] }) {
  const { t } = useTranslation("wizards");
  const f = useField(field.name, { hint: Boolean(texts.labels[field.name]?.info) });
  return (
    <div className="field">
      <label htmlFor={f.id}>
        {labelOf(texts, field.name)}
        {field.required && <Required />}
      </label>
      <select {...f.props} defaultValue={one(value)} aria-required={field.required || undefined}>
        <option value="">{t("page.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Info id={f.id} texts={texts} name={field.name} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

/** Every model of the catalogue once, by name. */
function allModels(models: Readonly<Record<string, readonly string[]>>): string[] {
  return [...new Set(Object.values(models).flat())].sort((a, b) => a.localeCompare(b));
}

/**
 * A brand or model: a text field with the list's names suggested (a datalist: the phone's keyboard
 * offers them as the visitor types) and any other name taken as typed.
 */
function VehicleNameField({
  field,
  texts,
  value,
  suggestions,
  onInput,
}: Props & { suggestions: readonly string[]; onInput?: (value: string) => void }) {
  const hasInfo = Boolean(texts.labels[field.name]?.info);
  const f = useField(field.name, { hint: hasInfo });
  const listId = `${f.id}-list`;
  return (
    <div className="field">
      <label htmlFor={f.id}>
        {labelOf(texts, field.name)}
        {field.required && <Required />}
      </label>
      <input
        {...f.props}
        type="text"
        list={listId}
        defaultValue={one(value)}
        placeholder={texts.placeholders[field.name] || undefined}
        aria-required={field.required || undefined}
        autoComplete="off"
        autoCapitalize="words"
        maxLength={VEHICLE_NAME_MAX}
        onChange={onInput ? (e) => onInput(e.currentTarget.value) : undefined}
      />
      <datalist id={listId} data-testid={`wizard-${field.name}-suggestions`}>
        {suggestions.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
      <Info id={f.id} texts={texts} name={field.name} />
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

/**
 * Photos: chosen, they are uploaded at once (with JavaScript: the form is posted as the upload button
 * posts it, with previews and a status while it runs); without JavaScript "Next" uploads the photos
 * chosen with the step's answers, and the upload button stays for adding photos before going on.
 */
function PhotosField({ field, texts, photos }: Props & { photos: { id: string; url: string }[] }) {
  const { t } = useTranslation("wizards");
  const f = useField(field.name, { hint: Boolean(texts.labels[field.name]?.info) });
  const max = field.max ?? 8;
  const submit = useSubmit();
  const navigation = useNavigation();
  // Until the page shows the stored photos (the upload's answer and the refreshed step both).
  const uploading = navigation.state !== "idle" && navigation.formData?.get("intent") === "upload";
  const [previews, setPreviews] = useState<string[]>([]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const upload = (input: HTMLInputElement) => {
    const form = input.form;
    if (!form || !input.files?.length) return;
    setPreviews([...input.files].slice(0, max - photos.length).map((file) => URL.createObjectURL(file)));
    const data = new FormData(form);
    data.set("intent", "upload");
    // The chosen files travel in this upload only: a "Next" pressed before the step has refreshed
    // would otherwise post them a second time.
    input.value = "";
    // To this route's action (the step's own URL), as the upload button would post it.
    void submit(data, { method: "post", encType: "multipart/form-data" });
  };

  return (
    <div className="field">
      <label htmlFor={f.id}>
        {labelOf(texts, field.name)}
        {field.required && <Required />}
      </label>
      <Info id={f.id} texts={texts} name={field.name} />
      {(photos.length > 0 || uploading) && (
        <ul className={styles.photos} data-testid="wizard-photos">
          {photos.map((p, i) => (
            <li key={p.id}>
              <img
                src={p.url}
                alt={t("page.photo_alt", { n: i + 1 })}
                width={120}
                height={90}
                loading="lazy"
              />
              <button type="submit" name="removePhoto" value={p.id} className="link-button" formNoValidate>
                {t("page.remove_photo", { n: i + 1 })}
              </button>
            </li>
          ))}
          {uploading &&
            previews.map((url, i) => (
              <li key={url} className={styles.pending} data-testid="wizard-photo-pending">
                <img
                  src={url}
                  alt={t("page.photo_alt", { n: photos.length + i + 1 })}
                  width={120}
                  height={90}
                />
              </li>
            ))}
        </ul>
      )}
      <p className={styles.uploading} role="status" data-testid="wizard-uploading">
        {uploading ? t("page.uploading") : ""}
      </p>
      {photos.length < max && (
        <>
          {/* Remounted after every upload: a file input keeps its files across a client-side navigation,
              and "Next" would send the same photos a second time. */}
          <input
            key={photos.map((p) => p.id).join()}
            {...f.props}
            type="file"
            accept={PHOTO_TYPES.join(",")}
            multiple
            disabled={uploading}
            onChange={(e) => upload(e.currentTarget)}
          />
          <p className="field-hint">{t("page.photo_count", { n: photos.length, max })}</p>
          {/* Only needed without JavaScript (hidden once the page is interactive): choosing uploads. */}
          <div className={styles.uploadButton}>
            <button type="submit" name="intent" value="upload" className="button secondary" formNoValidate>
              {t("page.upload")}
            </button>
          </div>
        </>
      )}
      <FieldError id={f.id} error={f.error} />
    </div>
  );
}

/** Every field the step asks with the answers now (a condition on a field of the same step reacts live). */
export function StepFields({
  view,
  texts,
  values,
}: {
  view: WizardStepView;
  texts: WizardTexts;
  values: WizardAnswers;
}) {
  const { step, lists } = view;
  const brandField = step.fields.find((f) => f.type === "brand")?.name;
  const [live, setLive] = useState<WizardAnswers>(() => ({ ...view.context, ...values }));
  const shown = visibleFields(step, live);
  const set = (name: string) => (v: string) => setLive((prev) => ({ ...prev, [name]: v }));
  const own = useRef<HTMLDivElement>(null);
  // A brand typed or picked before the page became interactive (a slow phone) narrows the models too.
  useEffect(() => {
    if (!brandField || !own.current) return;
    const input = own.current.querySelector<HTMLInputElement>(`input[name="${brandField}"]`);
    if (input?.value)
      setLive((prev) => (prev[brandField] === input.value ? prev : { ...prev, [brandField]: input.value }));
  }, [brandField]);

  return (
    <div
      ref={own}
      className={styles.fields}
      onChange={(e) => {
        const el = e.target as HTMLInputElement;
        if (el.type === "radio" || el.tagName === "SELECT") set(el.name)(el.value);
      }}
    >
      {shown.map((field) => {
        const value = values[field.name];
        switch (field.type) {
          case "choice":
            return <ChoiceField key={field.name} field={field} texts={texts} value={value} />;
          case "multi":
            return <MultiField key={field.name} field={field} texts={texts} value={value} />;
          case "checkbox":
            return <CheckboxField key={field.name} field={field} texts={texts} value={value} />;
          case "select":
            return (
              <SelectField
                key={field.name}
                field={field}
                texts={texts}
                value={value}
                options={(field.options ?? []).map((o) => ({
                  value: o,
                  label: labelOf(texts, `${field.name}.${o}`),
                }))}
              />
            );
          case "brand":
            return (
              <VehicleNameField
                key={field.name}
                field={field}
                texts={texts}
                value={value}
                suggestions={lists.brands}
                onInput={set(field.name)}
              />
            );
          case "model": {
            const brand = one(live[field.dependsOn ?? brandField ?? "brand"]);
            // The chosen brand's models; before a brand is known (or without JavaScript, where the
            // brand typed on this step cannot narrow the list) every model of the catalogue.
            const models = brand ? modelsOfBrand(lists.models, brand) : allModels(lists.models);
            return (
              <VehicleNameField
                key={field.name}
                field={field}
                texts={texts}
                value={value}
                suggestions={models}
              />
            );
          }
          case "location":
            return (
              <SelectField
                key={field.name}
                field={field}
                texts={texts}
                value={value}
                options={lists.locationNames.map((l) => ({ value: l.id, label: l.name }))}
              />
            );
          case "photos":
            return (
              <PhotosField
                key={field.name}
                field={field}
                texts={texts}
                value={value}
                photos={view.photos[field.name] ?? []}
              />
            );
          default:
            return <InputField key={field.name} field={field} texts={texts} value={value} />;
        }
      })}
    </div>
  );
}
