/**
 * The tour editor: the tour's name,
 * screen, order and target groups on the first tab; its steps as a reorderable table on the second
 * (drag by the handle with a pointer, or the keyboard: Space or Enter to pick up, arrows to move over
 * another step, Space or Enter to drop), each with its CSS selector and text per language, an add-step
 * button and remove buttons. Saved with `PUT /api/tours/{id}.json`: the server validates on submit and
 * saves only when valid, then `tour_saved` is shown; its field errors appear next to their fields.
 */
import {
  type Announcements,
  type CollisionDetection,
  DndContext,
  type DragEndEvent,
  type KeyboardCoordinateGetter,
  KeyboardSensor,
  PointerSensor,
  pointerWithin,
  rectIntersection,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import {
  Crosshair as CrosshairNode,
  GripVertical as GripNode,
  Plus as PlusNode,
  Trash2 as TrashNode,
} from "lucide";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Link, useHref, useLocation, useNavigate } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import {
  TOUR_GROUPS,
  TOUR_LIMITS,
  TOUR_SCREENS,
  TOUR_TYPES,
  type TourType,
} from "../../core/tours/tour-screens";
import type { StepStatistics, TourData } from "../../core/tours/tours.service.server";
import { type AccountRouteKey, accountPath } from "../../shared/account-routes";
import type { Locale } from "../../shared/locales";
import { icon } from "../../ui/icon";
import { ShareButton } from "../share/share-dialog";
import styles from "./tour-editor.module.css";
import { PICK_PARAM, PICK_STEP_PARAM, pickedSelector } from "./tour-pick";

const Grip = icon(GripNode);
const Trash = icon(TrashNode);
const Plus = icon(PlusNode);
const Crosshair = icon(CrosshairNode);

/**
 * The screen the picker opens for a tour type (decision 0053): the type's first route; a job or a
 * client is reached from its list (the picker lets the admin navigate there first).
 */
function pickScreenOf(type: TourType): AccountRouteKey {
  if (type === "job") return "jobs";
  if (type === "client") return "clients";
  return TOUR_SCREENS[type][0] as AccountRouteKey;
}

type EditStep = { key: string; id?: string; selector: string; content: Partial<Record<Locale, string>> };
type Errors = Record<string, string[]>;

let counter = 0;
const newKey = () => `new-${++counter}`;

/** Keyboard moves jump from row to row (rows are tall; the default 25 px steps would stay inside one). */
function rowJumps(order: () => readonly string[]): KeyboardCoordinateGetter {
  return (event, { active, context }) => {
    const step = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[event.code];
    if (!step) return undefined;
    event.preventDefault();
    const ids = order();
    const current = context.over?.id ?? active;
    const index = Math.max(0, ids.indexOf(String(current)));
    const target = ids[Math.min(ids.length - 1, Math.max(0, index + step))];
    const rect = target === undefined ? undefined : context.droppableRects.get(target);
    if (!rect) return undefined;
    return { x: rect.left + 8, y: rect.top + 8 };
  };
}

const collision: CollisionDetection = (args) => {
  const hits = pointerWithin(args);
  return hits.length > 0 ? hits : rectIntersection(args);
};

function FieldError({ id, messages }: { id: string; messages?: string[] }) {
  if (!messages?.length) return null;
  return (
    <p id={id} className="field-error">
      {messages.join(" ")}
    </p>
  );
}

function StepRow({
  step,
  index,
  languages,
  defaultLanguage,
  errors,
  draggable,
  onChange,
  onRemove,
  onPick,
}: {
  step: EditStep;
  index: number;
  languages: Locale[];
  defaultLanguage: Locale;
  errors: Errors;
  draggable: boolean;
  onChange: (next: EditStep) => void;
  onRemove: () => void;
  onPick: (() => void) | null;
}) {
  const { t } = useTranslation("tours");
  const drag = useDraggable({ id: step.key, disabled: !draggable });
  const drop = useDroppable({ id: step.key });
  const n = index + 1;
  const base = `tour-step-${step.key}`;
  const selectorErr = errors[`steps.${index}.selector`];
  return (
    <tr
      ref={drop.setNodeRef}
      className={styles.row}
      data-over={drop.isOver && !drag.isDragging ? "true" : undefined}
      data-dragging={drag.isDragging ? "true" : undefined}
      data-testid="tour-step-row"
    >
      <th scope="row" className={styles.order}>
        {draggable && (
          <button
            type="button"
            ref={drag.setNodeRef}
            className={styles.handle}
            aria-label={t("steps.drag", { n })}
            data-testid="tour-step-handle"
            {...drag.listeners}
            {...drag.attributes}
          >
            <Grip aria-hidden size={18} />
          </button>
        )}
        <span>{t("steps.step", { n })}</span>
      </th>
      <td>
        <label htmlFor={`${base}-selector`} className={styles.cellLabel}>
          {t("steps.selector")}
        </label>
        <input
          id={`${base}-selector`}
          value={step.selector}
          maxLength={TOUR_LIMITS.selector}
          spellCheck={false}
          autoComplete="off"
          className={styles.selector}
          aria-invalid={selectorErr ? true : undefined}
          aria-describedby={selectorErr ? `${base}-selector-error` : undefined}
          data-testid="tour-step-selector"
          onChange={(e) => onChange({ ...step, selector: e.target.value })}
        />
        <FieldError id={`${base}-selector-error`} messages={selectorErr} />
        {onPick && (
          <button
            type="button"
            className={`button secondary ${styles.pick}`}
            onClick={onPick}
            aria-label={t("steps.pick_label", { n })}
            data-testid="tour-step-pick"
          >
            <Crosshair aria-hidden size={16} /> {t("steps.pick")}
          </button>
        )}
      </td>
      <td>
        {languages.map((lang) => {
          const err = errors[`steps.${index}.content.${lang}`];
          const id = `${base}-content-${lang}`;
          return (
            <div key={lang} className={styles.lang}>
              <label htmlFor={id}>
                {t("steps.content_lang", { lang: t(`languages.${lang}`) })}
                {lang === defaultLanguage ? " *" : ""}
              </label>
              <textarea
                id={id}
                lang={lang}
                rows={2}
                value={step.content[lang] ?? ""}
                maxLength={TOUR_LIMITS.content}
                aria-invalid={err ? true : undefined}
                aria-describedby={err ? `${id}-error` : undefined}
                data-testid={`tour-step-content-${lang}`}
                onChange={(e) => onChange({ ...step, content: { ...step.content, [lang]: e.target.value } })}
              />
              <FieldError id={`${id}-error`} messages={err} />
            </div>
          );
        })}
      </td>
      <td>
        <button
          type="button"
          className={styles.icon}
          onClick={onRemove}
          title={t("steps.remove", { n })}
          data-testid="tour-step-remove"
        >
          <Trash aria-hidden size={18} />
          <span className="visually-hidden">{t("steps.remove", { n })}</span>
        </button>
      </td>
    </tr>
  );
}

function StatisticsTable({ steps, statistics }: { steps: EditStep[]; statistics: StepStatistics[] }) {
  const { t } = useTranslation("tours");
  const anyRun = statistics.some((s) => s.shown > 0 || s.completed > 0 || s.dropped > 0);
  return (
    <section aria-labelledby="tour-statistics" className="stack" data-testid="tour-statistics">
      <h2 id="tour-statistics">{t("statistics.title")}</h2>
      {!anyRun ? (
        <p>{t("statistics.empty")}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.stats}>
            <caption>{t("statistics.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("statistics.step")}</th>
                <th scope="col">{t("statistics.shown")}</th>
                <th scope="col">{t("statistics.completed")}</th>
                <th scope="col">{t("statistics.dropped")}</th>
              </tr>
            </thead>
            <tbody>
              {statistics.map((s) => {
                const index = steps.findIndex((x) => x.id === s.stepId);
                return (
                  <tr key={s.stepId}>
                    <th scope="row">{index >= 0 ? t("steps.step", { n: index + 1 }) : "—"}</th>
                    <td>{s.shown}</td>
                    <td>{s.completed}</td>
                    <td>{s.dropped}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export function TourEditor({
  id,
  tour,
  languages,
  defaultLanguage,
  locale,
  projectName,
}: {
  id: string;
  tour: TourData | null;
  languages: Locale[];
  defaultLanguage: Locale;
  locale: Locale;
  projectName: string;
}) {
  const { t } = useTranslation("tours");
  const navigate = useNavigate();
  const location = useLocation();
  const tabsId = useId();
  const [tab, setTab] = useState<"tour" | "steps">("tour");
  const [name, setName] = useState(tour?.name ?? "");
  const [type, setType] = useState<TourType>(tour?.type ?? "jobs");
  const [position, setPosition] = useState(String(tour?.position ?? 0));
  const [groups, setGroups] = useState<string[]>(tour?.targetGroups ?? []);
  const [steps, setSteps] = useState<EditStep[]>(() =>
    (tour?.steps ?? []).map((s) => ({ key: s.id, id: s.id, selector: s.selector, content: s.content })),
  );
  const [statistics, setStatistics] = useState<StepStatistics[]>(tour?.statistics ?? []);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(
    (location.state as { saved?: boolean } | null)?.saved
      ? { ok: true, text: t("messages.tour_saved") }
      : null,
  );
  const [busy, setBusy] = useState(false);
  const [live, setLive] = useState("");
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  // Picking a step's element on its screen (decision 0053): a window on that screen posts the selector.
  const root = useHref("/").replace(/\/$/, "");
  const picking = useRef<{ token: string; key: string; window: Window | null } | null>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent) => {
      const current = picking.current;
      if (!current || (current.window && e.source !== current.window)) return;
      const selector = pickedSelector(e, current.token);
      if (selector === null) return;
      picking.current = null;
      setSteps((all) => {
        const n = all.findIndex((x) => x.key === current.key) + 1;
        if (n > 0) setMessage({ ok: true, text: t("steps.picked", { n }) });
        return all.map((x) => (x.key === current.key ? { ...x, selector } : x));
      });
      setErrors((all) => Object.fromEntries(Object.entries(all).filter(([k]) => !k.endsWith(".selector"))));
      window.focus();
      document.getElementById(`tour-step-${current.key}-selector`)?.focus();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, [t]);
  const pick = (step: EditStep, n: number) => {
    const token = crypto.randomUUID();
    const query = new URLSearchParams({ [PICK_PARAM]: token, [PICK_STEP_PARAM]: String(n) });
    const opened = window.open(`${root}${accountPath(pickScreenOf(type))}?${query}`, "autohaus-tour-picker");
    if (!opened) {
      setMessage({ ok: false, text: t("steps.pick_blocked") });
      return;
    }
    picking.current = { token, key: step.key, window: opened };
  };

  const order = useRef(steps.map((s) => s.key));
  order.current = steps.map((s) => s.key);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: rowJumps(() => order.current) }),
  );
  const numberOf = (key: string | number | undefined) => order.current.indexOf(String(key)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t("steps.drag_start", { n: numberOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over && over.id !== active.id
        ? t("steps.drag_over", { n: numberOf(active.id), target: numberOf(over.id) })
        : undefined,
    onDragEnd: ({ active }) => t("steps.drag_end", { n: numberOf(active.id) }),
    onDragCancel: () => t("steps.drag_cancel"),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || over.id === active.id) return;
    setSteps((current) => {
      const from = current.findIndex((s) => s.key === active.id);
      const to = current.findIndex((s) => s.key === over.id);
      if (from < 0 || to < 0) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved!);
      setLive(t("steps.moved", { n: to + 1 }));
      return next;
    });
    // Field errors are keyed by position: they no longer fit after a move.
    setErrors({});
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(e.key)) return;
    e.preventDefault();
    const next = e.key === "Home" ? "tour" : e.key === "End" ? "steps" : tab === "tour" ? "steps" : "tour";
    setTab(next);
    document.getElementById(`${tabsId}-${next}-tab`)?.focus();
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    const body = {
      name,
      type,
      whiteLabelProject: tour?.whiteLabelProject ?? null,
      targetGroups: groups,
      position: /^\d+$/.test(position.trim()) ? Number(position.trim()) : position,
      steps: steps.map((s) => ({
        ...(s.id ? { id: s.id } : {}),
        selector: s.selector,
        // Only the site's languages (a text kept from a language the site dropped is not sent back).
        content: Object.fromEntries(languages.map((l) => [l, s.content[l] ?? ""])),
      })),
    };
    const res = await fetch(`/api/tours/${id}.json?lang=${locale}`, {
      method: "PUT",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    }).catch(() => null);
    setBusy(false);
    if (!res) {
      setMessage({ ok: false, text: t("messages.save_failed") });
      return;
    }
    const answer = (await res.json().catch(() => null)) as
      | TourData
      | { error?: { message?: string; fields?: Errors } }
      | null;
    if (res.ok && answer && "steps" in answer) {
      setErrors({});
      if (!tour) {
        setMessage({ ok: true, text: t("messages.tour_saved") });
        navigate(accountPath("tour", { id }), { replace: true, state: { saved: true } });
        return;
      }
      setSteps((current) => current.map((s, i) => ({ ...s, id: answer.steps[i]?.id ?? s.id })));
      setStatistics(answer.statistics);
      setMessage({ ok: true, text: t("messages.tour_saved") });
      return;
    }
    const error = answer && "error" in answer ? answer.error : undefined;
    const fields = error?.fields ?? {};
    setErrors(fields);
    setMessage({ ok: false, text: error?.message ?? t("messages.save_failed") });
    const first = Object.keys(fields)[0];
    if (first) setTab(first.startsWith("steps") ? "steps" : "tour");
  };

  const topError = (key: string) => <FieldError id={`tour-${key}-error`} messages={errors[key]} />;
  const described = (key: string) => (errors[key] ? `tour-${key}-error` : undefined);

  return (
    <section className="stack" data-testid="tour-editor">
      <p>
        <Link to={accountPath("tours")}>{t("editor.back")}</Link>
      </p>
      <div className={styles.heading}>
        <h1>{tour ? t("editor.title_edit", { name: tour.name }) : t("editor.title_new")}</h1>
        {/* Shared with a team, user or company, the tour runs for them too (decision 0031). */}
        {tour ? (
          <ShareButton type="tour" id={tour.id} name={tour.name} testId="tour-share" />
        ) : (
          <p className="muted">{t("share.saved_first")}</p>
        )}
      </div>
      <noscript>
        <p className="alert error">{t("editor.noscript")}</p>
      </noscript>
      {message && (
        <p
          className={`alert ${message.ok ? "success" : "error"}`}
          role={message.ok ? "status" : "alert"}
          data-testid="tour-message"
        >
          {message.text}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate className="stack" aria-busy={busy || undefined}>
        <div role="tablist" aria-label={t("editor.tabs_label")} className={styles.tabs}>
          {(["tour", "steps"] as const).map((name) => (
            <button
              key={name}
              type="button"
              role="tab"
              id={`${tabsId}-${name}-tab`}
              aria-selected={tab === name}
              aria-controls={`${tabsId}-${name}-panel`}
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => setTab(name)}
              onKeyDown={onTabKey}
              data-testid={`tour-tab-${name}`}
            >
              {t(name === "tour" ? "editor.tab_tour" : "editor.tab_steps")}
              {name === "steps" ? ` (${steps.length})` : ""}
            </button>
          ))}
        </div>

        <div
          role="tabpanel"
          id={`${tabsId}-tour-panel`}
          aria-labelledby={`${tabsId}-tour-tab`}
          hidden={tab !== "tour"}
        >
          <div className="form stack">
            <div className="field">
              <label htmlFor="tour-name">{t("editor.name")}</label>
              <input
                id="tour-name"
                value={name}
                maxLength={TOUR_LIMITS.name}
                required
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={described("name")}
                onChange={(e) => setName(e.target.value)}
              />
              {topError("name")}
            </div>
            <div className="field">
              <label htmlFor="tour-type">{t("editor.type")}</label>
              <select
                id="tour-type"
                value={type}
                aria-describedby={described("type")}
                onChange={(e) => setType(e.target.value as TourType)}
              >
                {TOUR_TYPES.map((x) => (
                  <option key={x} value={x}>
                    {t(`types.${x}`)}
                  </option>
                ))}
              </select>
              {topError("type")}
            </div>
            <div className="field">
              <label htmlFor="tour-position">{t("editor.position")}</label>
              <input
                id="tour-position"
                inputMode="numeric"
                value={position}
                aria-invalid={errors.position ? true : undefined}
                aria-describedby={["tour-position-hint", described("position")].filter(Boolean).join(" ")}
                onChange={(e) => setPosition(e.target.value)}
              />
              <p id="tour-position-hint" className="muted">
                {t("editor.position_hint")}
              </p>
              {topError("position")}
            </div>
            <fieldset className="stack" aria-describedby="tour-groups-hint">
              <legend>{t("editor.groups")}</legend>
              <p id="tour-groups-hint" className="muted">
                {t("editor.groups_hint")}
              </p>
              {TOUR_GROUPS.map((g) => (
                <label key={g} className="checkbox">
                  <input
                    type="checkbox"
                    checked={groups.includes(g)}
                    onChange={(e) =>
                      setGroups((current) =>
                        e.target.checked ? [...current, g] : current.filter((x) => x !== g),
                      )
                    }
                  />
                  <span>{t(`groups.${g}`)}</span>
                </label>
              ))}
              {topError("targetGroups")}
            </fieldset>
            <div className="field">
              <label htmlFor="tour-project">{t("editor.white_label_project")}</label>
              <input id="tour-project" value={projectName} readOnly />
              {topError("whiteLabelProject")}
            </div>
          </div>
        </div>

        <div
          role="tabpanel"
          id={`${tabsId}-steps-panel`}
          aria-labelledby={`${tabsId}-steps-tab`}
          hidden={tab !== "steps"}
          className={styles.panel}
        >
          <p className="visually-hidden" aria-live="polite">
            {live}
          </p>
          <p className="muted">
            {t("steps.selector_hint")} {t("steps.pick_hint")}
          </p>
          {topError("steps")}
          {steps.length === 0 ? (
            <p>{t("steps.none")}</p>
          ) : (
            <DndContext
              sensors={sensors}
              collisionDetection={collision}
              onDragEnd={onDragEnd}
              accessibility={{
                announcements,
                screenReaderInstructions: { draggable: t("steps.drag_instructions") },
              }}
            >
              <table className={styles.steps} data-testid="tour-steps">
                <caption>{t("steps.caption")}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t("steps.order")}</th>
                    <th scope="col">{t("steps.selector")}</th>
                    <th scope="col">{t("steps.content")}</th>
                    <th scope="col">{t("steps.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {steps.map((s, i) => (
                    <StepRow
                      key={s.key}
                      step={s}
                      index={i}
                      languages={languages}
                      defaultLanguage={defaultLanguage}
                      errors={errors}
                      draggable={hydrated}
                      onChange={(next) =>
                        setSteps((current) => current.map((x) => (x.key === s.key ? next : x)))
                      }
                      onRemove={() => {
                        setSteps((current) => current.filter((x) => x.key !== s.key));
                        setErrors({});
                      }}
                      onPick={hydrated ? () => pick(s, i + 1) : null}
                    />
                  ))}
                </tbody>
              </table>
            </DndContext>
          )}
          <p>
            <button
              type="button"
              className="button secondary"
              disabled={steps.length >= TOUR_LIMITS.steps}
              data-testid="tour-add-step"
              onClick={() =>
                setSteps((current) => [...current, { key: newKey(), selector: "", content: {} }])
              }
            >
              <Plus aria-hidden size={16} /> {t("steps.add")}
            </button>
          </p>
          {tour && <StatisticsTable steps={steps} statistics={statistics} />}
        </div>

        <div className="actions">
          <button type="submit" className="button" disabled={busy || !hydrated} data-testid="tour-save">
            {busy ? t("editor.saving") : t("editor.save")}
          </button>
        </div>
      </form>
    </section>
  );
}
