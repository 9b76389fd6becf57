/**
 * The stock list's table with a checkbox per row and the bulk action form (account/cars). The boxes
 * belong to one plain POST form (`form="stock-bulk"`), so selecting and applying works without
 * JavaScript; "select all on this page" is a box of its own that the server reads as every row of the
 * page (the page's ids are hidden fields), and with JavaScript it also ticks the rows.
 */
import { useRef } from "react";
import { Form, Link } from "react-router";
import { useTranslation } from "../../core/i18n/react";
import type { CarState } from "../../core/inventory/car-state";
import { formatMoney } from "../catalog/format";
import styles from "./stock.module.css";
import type { StockVocabulary } from "./stock-filters";

export type StockTableRow = {
  id: string;
  number: number;
  brandName: string;
  modelName: string;
  variant: string;
  state: CarState;
  locationName: string | null;
  priceMinor: number;
  previousPriceMinor: number | null;
  currency: string;
  daysInStock: number;
  envkvMissing: string[];
  image: { id: string; width: number; height: number } | null;
};

export const BULK_FORM_ID = "stock-bulk";

export function CarStateBadge({ state }: { state: CarState }) {
  const { t } = useTranslation("inventory");
  return (
    <span className={styles.badge} data-state={state} data-testid="car-state">
      {t(`states.${state}`)}
    </span>
  );
}

export function StockTable({
  rows,
  selected,
  locale,
  carHref,
  formatNumber,
}: {
  rows: readonly StockTableRow[];
  /** Rows to show ticked (the selection of a refused action). */
  selected: readonly string[];
  locale: Parameters<typeof formatMoney>[2];
  carHref: (number: number) => string;
  formatNumber: (n: number) => string;
}) {
  const { t } = useTranslation("inventory");
  const body = useRef<HTMLTableSectionElement>(null);
  const all = useRef<HTMLInputElement>(null);
  const rowBoxes = () => [...(body.current?.querySelectorAll<HTMLInputElement>('input[name="ids"]') ?? [])];
  const onAll = (on: boolean) => {
    for (const box of rowBoxes()) box.checked = on;
  };
  const onRow = () => {
    const boxes = rowBoxes();
    const checked = boxes.filter((b) => b.checked).length;
    if (all.current) {
      all.current.checked = checked === boxes.length && boxes.length > 0;
      all.current.indeterminate = checked > 0 && checked < boxes.length;
    }
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable by keyboard to scroll.
    <section className={styles.scroll} tabIndex={0} aria-labelledby="stock-caption">
      <table className={styles.table} data-testid="stock-table">
        <caption id="stock-caption" className="visually-hidden">
          {t("list.caption")}
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <input
                ref={all}
                type="checkbox"
                name="all"
                value="page"
                form={BULK_FORM_ID}
                aria-label={t("list.select_all")}
                disabled={rows.length === 0}
                onChange={(e) => onAll(e.currentTarget.checked)}
                data-testid="stock-select-all"
              />
            </th>
            <th scope="col">{t("columns.picture")}</th>
            <th scope="col">{t("columns.number")}</th>
            <th scope="col">{t("columns.car")}</th>
            <th scope="col">{t("columns.state")}</th>
            <th scope="col">{t("columns.location")}</th>
            <th scope="col" data-align="end">
              {t("columns.price")}
            </th>
            <th scope="col" data-align="end">
              {t("columns.days")}
            </th>
            <th scope="col">{t("columns.envkv")}</th>
          </tr>
        </thead>
        <tbody ref={body}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={9} data-testid="stock-empty">
                {t("list.empty")}
              </td>
            </tr>
          ) : (
            rows.map((car) => {
              const name = `${car.brandName} ${car.modelName}`;
              return (
                <tr key={car.id} data-testid="stock-row" data-number={car.number}>
                  <td>
                    <input type="hidden" name="page" value={car.id} form={BULK_FORM_ID} />
                    <input
                      type="checkbox"
                      name="ids"
                      value={car.id}
                      form={BULK_FORM_ID}
                      defaultChecked={selected.includes(car.id)}
                      aria-label={t("list.select_row", { number: car.number })}
                      onChange={onRow}
                      data-testid="stock-select"
                    />
                  </td>
                  <td>
                    {car.image ? (
                      <img
                        className={styles.thumb}
                        src={`/media/car/${car.image.id}/320.webp`}
                        alt=""
                        width={72}
                        height={48}
                        loading="lazy"
                        decoding="async"
                      />
                    ) : (
                      <span className={styles.noThumb}>{t("list.no_picture")}</span>
                    )}
                  </td>
                  <td>
                    <Link to={carHref(car.number)} aria-label={t("list.open", { number: car.number })}>
                      {car.number}
                    </Link>
                  </td>
                  <th scope="row" className={styles.car}>
                    <Link to={carHref(car.number)} data-testid="stock-car-link">
                      {name}
                    </Link>
                    <span className={styles.sub}>{car.variant}</span>
                  </th>
                  <td>
                    <CarStateBadge state={car.state} />
                  </td>
                  <td>{car.locationName ?? t("list.no_location")}</td>
                  <td data-align="end" data-testid="stock-price">
                    <span data-testid="stock-price-now">
                      {formatMoney(car.priceMinor, car.currency, locale)}
                    </span>
                    {car.previousPriceMinor !== null && car.previousPriceMinor > car.priceMinor && (
                      <>
                        <span className={styles.reduced}>{t("list.reduced")}</span>
                        <span className={styles.sub}>
                          {t("list.was", {
                            price: formatMoney(car.previousPriceMinor, car.currency, locale),
                          })}
                        </span>
                      </>
                    )}
                  </td>
                  <td data-align="end">{formatNumber(car.daysInStock)}</td>
                  <td>
                    {car.envkvMissing.length === 0 ? (
                      <span className={styles.complete}>{t("list.envkv_complete")}</span>
                    ) : (
                      <span className={styles.missing} data-testid="envkv-missing">
                        {t("list.envkv_missing", {
                          fields: car.envkvMissing.map((f) => t(`envkv.${f}`)).join(", "),
                        })}
                      </span>
                    )}
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </section>
  );
}

export type BulkEcho = { action?: string; priceMode?: string; priceValue?: string; location?: string };

/** The bulk action controls: one action, its value, one submit. */
export function BulkForm({
  vocabulary,
  echo,
  busy,
}: {
  vocabulary: StockVocabulary;
  echo: BulkEcho;
  busy: boolean;
}) {
  const { t } = useTranslation("inventory");
  return (
    <section className={styles.panel} aria-labelledby="stock-bulk-title">
      <h2 id="stock-bulk-title">{t("bulk.title")}</h2>
      <p className="muted" style={{ margin: 0 }}>
        {t("bulk.hint")}
      </p>
      <Form
        method="post"
        id={BULK_FORM_ID}
        className={styles.bulk}
        data-testid="stock-bulk"
        preventScrollReset
      >
        <input type="hidden" name="intent" value="bulk" />
        <div className={`field ${styles.field}`}>
          <label htmlFor="bulk-action">{t("bulk.action")}</label>
          <select id="bulk-action" name="action" defaultValue={echo.action ?? "publish"}>
            <option value="publish">{t("bulk.publish")}</option>
            <option value="unpublish">{t("bulk.unpublish")}</option>
            <option value="price">{t("bulk.price")}</option>
            <option value="location">{t("bulk.location")}</option>
          </select>
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor="bulk-price-mode">{t("bulk.price_mode")}</label>
          <select id="bulk-price-mode" name="priceMode" defaultValue={echo.priceMode ?? "percent"}>
            <option value="percent">{t("bulk.percent")}</option>
            <option value="amount">{t("bulk.amount")}</option>
          </select>
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor="bulk-price-value">{t("bulk.price_value")}</label>
          <input
            id="bulk-price-value"
            name="priceValue"
            inputMode="decimal"
            maxLength={20}
            defaultValue={echo.priceValue ?? ""}
          />
        </div>
        <div className={`field ${styles.field}`}>
          <label htmlFor="bulk-location">{t("bulk.target_location")}</label>
          <select id="bulk-location" name="location" defaultValue={echo.location ?? ""}>
            <option value="">{t("bulk.choose")}</option>
            {vocabulary.locations.map((l) => (
              <option key={l.id} value={String(l.id)}>
                {l.name}
              </option>
            ))}
          </select>
        </div>
        <div className={`${styles.buttons} ${styles.wide}`}>
          <button type="submit" className="button" disabled={busy} data-testid="stock-bulk-submit">
            {t("bulk.submit")}
          </button>
        </div>
      </Form>
    </section>
  );
}
