import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { CartConfiguration, CartLineKind } from "../../core/commerce/commerce-enums";
import { cars } from "./cars";
import { modelPowertrains } from "./configurator";
import { users } from "./identity";
import { items } from "./items";
import { projects } from "./projects";

/**
 * A visitor's cart. Tenant-owned. Like favorites, the owner is a signed-in user or an
 * anonymous visitor id (the same httpOnly visitor cookie); exactly one is set, one cart per owner. At
 * login the visitor's lines move into the user's cart. Prices are never stored here: the server prices
 * every line when the cart is read, so the browser cannot name a price.
 */
export const carts = pgTable(
  "carts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    userId: uuid("user_id").references(() => users.id, { onDelete: "cascade" }),
    visitorId: uuid("visitor_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("carts_one_owner", sql`num_nonnulls(${t.userId}, ${t.visitorId}) = 1`),
    uniqueIndex("carts_user_idx").on(t.projectId, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex("carts_visitor_idx").on(t.projectId, t.visitorId).where(sql`${t.visitorId} is not null`),
    // The clean-up of anonymous carts nobody touched for weeks.
    index("carts_visitor_updated_idx").on(t.updatedAt).where(sql`${t.visitorId} is not null`),
  ],
);

/**
 * One line of a cart: a configured new car (a powertrain of a model plus options and paint), a used car
 * (a reservation request, quantity 1) or a shop item (with a quantity).
 */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    projectId: uuid("project_id")
      .notNull()
      .references(() => projects.id),
    cartId: uuid("cart_id")
      .notNull()
      .references(() => carts.id, { onDelete: "cascade" }),
    kind: text("kind").$type<CartLineKind>().notNull(),
    carId: uuid("car_id").references(() => cars.id, { onDelete: "cascade" }),
    itemId: uuid("item_id").references(() => items.id, { onDelete: "cascade" }),
    powertrainId: uuid("powertrain_id").references(() => modelPowertrains.id, { onDelete: "cascade" }),
    configuration: jsonb("configuration").$type<CartConfiguration>(),
    quantity: integer("quantity").notNull().default(1),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("cart_lines_quantity", sql`${t.quantity} between 1 and 99`),
    check(
      "cart_lines_kind_target",
      sql`(${t.kind} = 'used_car' and ${t.carId} is not null and ${t.quantity} = 1)
        or (${t.kind} = 'item' and ${t.itemId} is not null)
        or (${t.kind} = 'new_car' and ${t.powertrainId} is not null and ${t.configuration} is not null)`,
    ),
    index("cart_lines_cart_idx").on(t.cartId, t.addedAt),
    uniqueIndex("cart_lines_cart_car_idx").on(t.cartId, t.carId).where(sql`${t.carId} is not null`),
    uniqueIndex("cart_lines_cart_item_idx").on(t.cartId, t.itemId).where(sql`${t.itemId} is not null`),
    index("cart_lines_car_idx").on(t.carId).where(sql`${t.carId} is not null`),
    index("cart_lines_item_idx").on(t.itemId).where(sql`${t.itemId} is not null`),
  ],
);
