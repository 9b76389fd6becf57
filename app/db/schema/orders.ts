import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type {
  CartConfiguration,
  CartLineKind,
  DeliveryAddress,
  Fulfilment,
  OrderStatus,
  PaymentMethod,
  PaymentStatus,
} from "../../core/commerce/commerce-enums";
import { cars } from "./cars";
import { clients } from "./clients";
import { users } from "./identity";
import { items } from "./items";
import { jobs } from "./jobs";
import { locations } from "./locations";
import { projects } from "./projects";

/**
 * An order placed at checkout (checkout, orderComplete, account/orders). Tenant-owned. Amounts
 * in minor units of `currency`, copied from the server's prices at checkout. `idempotencyKey` (one per
 * checkout form) makes a repeated submit return the first order instead of making a second one.
 */
export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    /** Shown to the buyer and on the invoice ("A-2026-000042"). */
    number: text("number").notNull(),
    seq: integer("seq").generatedAlwaysAsIdentity().notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    userId: uuid("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The anonymous visitor (cookie) who placed the order: only they (or the user) see orderComplete. */
    visitorId: uuid("visitor_id"),
    clientId: uuid("client_id")
      .notNull()
      .references(() => clients.id),
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    status: text("status").$type<OrderStatus>().notNull().default("placed"),
    fulfilment: text("fulfilment").$type<Fulfilment>().notNull(),
    locationId: integer("location_id").references(() => locations.id),
    deliveryAddress: jsonb("delivery_address").$type<DeliveryAddress>(),
    paymentMethod: text("payment_method").$type<PaymentMethod>().notNull(),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    /** The payment provider's reference, when a provider handles the payment. */
    paymentReference: text("payment_reference"),
    currency: text("currency").notNull(),
    netMinor: integer("net_minor").notNull(),
    vatMinor: integer("vat_minor").notNull(),
    totalMinor: integer("total_minor").notNull(),
    /** The buyer's language: mails and the invoice are written in it. */
    language: text("language").notNull(),
    note: text("note"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("orders_project_number_idx").on(t.projectId, t.number),
    uniqueIndex("orders_project_idempotency_idx").on(t.projectId, t.idempotencyKey),
    index("orders_project_created_idx").on(t.projectId, t.createdAt.desc(), t.id.desc()),
    index("orders_user_idx")
      .on(t.projectId, t.userId, t.createdAt.desc())
      .where(sql`${t.userId} is not null`),
    index("orders_client_idx").on(t.clientId),
    index("orders_job_idx").on(t.jobId).where(sql`${t.jobId} is not null`),
    check("orders_amounts", sql`${t.totalMinor} = ${t.netMinor} + ${t.vatMinor} and ${t.totalMinor} >= 0`),
  ],
);

/** One line of an order: what was bought, as it was named and priced at checkout. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    position: smallint("position").notNull(),
    kind: text("kind").$type<CartLineKind>().notNull(),
    carId: uuid("car_id").references(() => cars.id, { onDelete: "set null" }),
    itemId: uuid("item_id").references(() => items.id, { onDelete: "set null" }),
    configuration: jsonb("configuration").$type<CartConfiguration>(),
    name: text("name").notNull(),
    brandName: text("brand_name"),
    variant: text("variant"),
    image: text("image"),
    quantity: integer("quantity").notNull(),
    unitPriceMinor: integer("unit_price_minor").notNull(),
    vatRateBp: smallint("vat_rate_bp").notNull(),
    totalMinor: integer("total_minor").notNull(),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.position),
    index("order_lines_car_idx").on(t.carId).where(sql`${t.carId} is not null`),
  ],
);
