import { lazy, Suspense, useState } from "react";
import { useTranslation } from "../../core/i18n/react";
import type { RateChoice, RateOfferKind } from "../../core/rates/rate-offer";
import type { Locale } from "../../shared/locales";
import type { FieldErrors } from "../../ui/form-field";
import { FinancingCalculator } from "../catalog/financing-calculator";
import { RateRequestForm } from "./rate-request-form";
import styles from "./rates.module.css";

// Leasing and subscription are a tab away: their calculator is its own chunk.
const OfferCalculator = lazy(() => import("./offer-calculator"));

export type CarOffersData = {
  /** The open tab (`?offer=`). */
  kind: RateOfferKind;
  /** Tabs the site shows: financing always (the calculator existed before requests), the others by feature. */
  tabs: RateOfferKind[];
  /** Kinds that can be requested (project features). */
  requestable: RateOfferKind[];
  choice: RateChoice;
  /** The kind just requested (`?offer_sent=`), for the thank-you. */
  sent: RateOfferKind | null;
};

/**
 * The car page's financing, leasing and subscription section: tabs as links (they work without
 * JavaScript), the open kind's calculator and the request form with its current choice.
 */
export function CarOffers(props: {
  data: CarOffersData;
  priceMinor: number;
  currency: string;
  locale: Locale;
  errors: FieldErrors;
  values: Record<string, string | undefined>;
}) {
  const { data, priceMinor, currency, locale } = props;
  const { t } = useTranslation("rates");
  const { kind } = data;
  const [choice, setChoice] = useState<RateChoice>(data.choice);
  // A new tab (client navigation) brings its own choice from the loader.
  const [shownKind, setShownKind] = useState(kind);
  if (shownKind !== kind) {
    setShownKind(kind);
    setChoice(data.choice);
  }

  return (
    <>
      {data.tabs.length > 1 && (
        <nav aria-label={t("tabs.label")}>
          <ul className={styles.tabs}>
            {data.tabs.map((k) => (
              <li key={k}>
                <a
                  className={styles.tab}
                  href={k === "financing" ? "?#financing" : `?offer=${k}#financing`}
                  aria-current={k === kind ? "true" : undefined}
                  data-testid={`offer-tab-${k}`}
                >
                  {t(`tabs.${k}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {kind === "financing" ? (
        <FinancingCalculator
          priceMinor={priceMinor}
          currency={currency}
          locale={locale}
          initialDownPaymentMinor={data.choice.downPaymentMinor}
          initialTermMonths={data.choice.termMonths}
          onChoice={(c) => setChoice({ ...c, mileageKm: 0 })}
        />
      ) : (
        <Suspense fallback={null}>
          <OfferCalculator
            kind={kind}
            priceMinor={priceMinor}
            currency={currency}
            locale={locale}
            choice={choice}
            onChoice={setChoice}
          />
        </Suspense>
      )}
      {data.requestable.includes(kind) && (
        <div className={styles.request} id="offer-request">
          {data.sent === kind ? (
            <div className="alert success" role="status" data-testid="rate-request-sent">
              <strong>{t("request.sent_title")}</strong>
              <p style={{ margin: "0.5rem 0 0" }}>{t("request.sent_text")}</p>
            </div>
          ) : (
            <RateRequestForm
              kind={kind}
              priceMinor={priceMinor}
              choice={choice}
              errors={props.errors}
              values={props.values}
            />
          )}
        </div>
      )}
    </>
  );
}
