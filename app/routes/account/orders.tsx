/**
 * account/orders: customers see their own orders; database staff the project's orders as a
 * back-office list, and on a second tab (`?view=documents`) the orders' documents. Loader:
 * `orders.server.ts`; the views: `features/orders/`.
 */
import { WithMessages } from "../../core/i18n/with-messages";
import { AllOrders } from "../../features/orders/all-orders";
import { Documents } from "../../features/orders/documents-list";
import { MyOrders } from "../../features/orders/my-orders";
import type { Route } from "./+types/orders";

export { loader } from "./orders.server";

export default function Orders({ loaderData }: Route.ComponentProps) {
  return (
    <WithMessages messages={loaderData.messages}>
      {loaderData.view === "mine" ? (
        <MyOrders d={loaderData} />
      ) : loaderData.view === "documents" ? (
        <Documents d={loaderData} />
      ) : (
        <AllOrders d={loaderData} />
      )}
    </WithMessages>
  );
}
