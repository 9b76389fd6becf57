/**
 * Pages the table names one by one but that need no route of their own: the legal and information
 * pages (CMS content) and the screens of later slices. The catch-all route (dynamic.tsx) serves them,
 * which keeps React Router's route table, matched three times per request, small (decision 0018).
 */

import { getSystemPage } from "../../core/cms/cms.service.server";
import type { ContactSubject } from "../../core/contact/contact-subjects";
import { messagesFor } from "../../core/i18n/messages.server";
import { SYSTEM_TYPE_OF_OFFER } from "../../core/rates/rate-offer";
import { TERMS_PAGE_OFFER } from "../../core/rates/rate-pages";
import type { AppContext } from "../../load-context";
import {
  CHECKOUT_MENU_KEYS,
  FEATURE_PAGE_KEYS,
  type FeaturePageKey,
  type PageKey,
  routePath,
  SYSTEM_PAGE_KEYS,
  type SystemPageKey,
} from "../../shared/route-table";
import type { PageMeta } from "../../ui/site-data";
import { notFound, type PageContext } from "./page-context.server";

/** The contact form's subject for each screen that is not online yet ("Contact us" preselects it). */
const FEATURE_SUBJECTS = {
  carRental: "rental",
} as const satisfies Record<FeaturePageKey, ContactSubject>;

function subjectOf(key: FeaturePageKey): ContactSubject {
  return FEATURE_SUBJECTS[key];
}

export function isSystemPage(key: PageKey | null): key is SystemPageKey {
  return (SYSTEM_PAGE_KEYS as readonly string[]).includes(key ?? "");
}

export function isFeaturePage(key: PageKey | null): key is FeaturePageKey {
  return (FEATURE_PAGE_KEYS as readonly string[]).includes(key ?? "");
}

/** A legal or information page: CMS content of the project, remembered briefly (decision 0018). */
export async function systemPageData(ctx: PageContext, context: AppContext, key: SystemPageKey) {
  const page = await context.reads.get(context.project.id, `system-page|${key}|${ctx.locale}`, () =>
    getSystemPage(ctx.services, key),
  );
  if (!page.ok) notFound();
  const meta: PageMeta = {
    cmsPageId: page.value.id,
    title: page.value.seoTitle ?? page.value.title,
    description: page.value.seoDescription ?? undefined,
    frame: {
      menuVersion: page.value.menuVersion,
      menuBackground: page.value.menuBackground,
      logoVersion: page.value.logoVersion,
    },
  };
  // The financing, leasing and subscription terms lead to their own request page.
  const offer = TERMS_PAGE_OFFER[key];
  const requestLink =
    offer && context.project.features[offer]
      ? {
          href: routePath("clickWizardType", ctx.locale, { systemType: SYSTEM_TYPE_OF_OFFER[offer] }),
          label: ctx.t(`rates:pages.link.${offer}`),
        }
      : null;
  return {
    kind: "system" as const,
    page: page.value,
    requestLink,
    locale: ctx.locale,
    meta,
    messages: messagesFor(ctx.locale, ["store.content"]),
  };
}

/** A screen of a later slice: its heading, noindex, the checkout menu where the table says so. */
export function featurePageData(ctx: PageContext, key: FeaturePageKey) {
  const meta: PageMeta = {
    title: ctx.t(`pages:${key}.title`),
    description: ctx.t(`pages:${key}.description`),
    noindex: true,
    frame: CHECKOUT_MENU_KEYS.includes(key) ? { menuVersion: "checkout" } : undefined,
  };
  return {
    kind: "feature" as const,
    key,
    subject: subjectOf(key),
    meta,
    messages: messagesFor(ctx.locale, ["store.feature"]),
  };
}
