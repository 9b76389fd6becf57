CREATE TABLE "car_price_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_price_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"old_price_minor" integer NOT NULL,
	"new_price_minor" integer NOT NULL,
	"source" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_status_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "car_status_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"from_state" text,
	"to_state" text NOT NULL,
	"source" text NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_merges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "client_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"kept_client_id" uuid NOT NULL,
	"merged_client_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"merged_by" uuid,
	"merged_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "previous_price_minor" integer;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "notes" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || coalesce(company_name, '') || ' ' || coalesce(email, '') || ' ' || coalesce(phone, ''), '[^[:alnum:]]+', ' ', 'g'))) STORED;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "merged_into_id" uuid;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "parent_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "variant_name" jsonb;--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_price_history" ADD CONSTRAINT "car_price_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_status_history" ADD CONSTRAINT "car_status_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_status_history" ADD CONSTRAINT "car_status_history_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_status_history" ADD CONSTRAINT "car_status_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_kept_client_id_clients_id_fk" FOREIGN KEY ("kept_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_merged_client_id_clients_id_fk" FOREIGN KEY ("merged_client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_merges" ADD CONSTRAINT "client_merges_merged_by_users_id_fk" FOREIGN KEY ("merged_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_images" ADD CONSTRAINT "item_images_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_price_history_car_idx" ON "car_price_history" USING btree ("car_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_status_history_car_idx" ON "car_status_history" USING btree ("car_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "client_merges_kept_idx" ON "client_merges" USING btree ("project_id","kept_client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_images_item_position_idx" ON "item_images" USING btree ("item_id","position");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_parent_id_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cars_admin_created_idx" ON "cars" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cars_admin_location_idx" ON "cars" USING btree ("project_id","location_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clients_search_vector_idx" ON "clients" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "clients_project_created_idx" ON "clients" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "documents_order_idx" ON "documents" USING btree ("order_id") WHERE "documents"."order_id" is not null;--> statement-breakpoint
CREATE INDEX "documents_client_idx" ON "documents" USING btree ("client_id") WHERE "documents"."client_id" is not null;--> statement-breakpoint
CREATE INDEX "items_parent_idx" ON "items" USING btree ("parent_id","position") WHERE "items"."parent_id" is not null;