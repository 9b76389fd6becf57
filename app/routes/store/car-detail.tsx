/**
 * One car in stock: `/cars/{slug}-{number}`, German `/gebrauchtwagen/...`. Loader and action:
 * `car-detail.server.ts`; the page: `features/catalog/car-detail-view.tsx`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { CarDetailView } from "../../features/catalog/car-detail-view";
import type { Route } from "./+types/car-detail";

export { action, loader } from "./car-detail.server";

export default function CarDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      <CarDetailView loaderData={loaderData} actionData={actionData} />
    </WithMessages>
  );
}
