CREATE TABLE "car_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text NOT NULL,
	"preferred_date" date,
	"privacy_accepted" boolean NOT NULL,
	"locale" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"source" jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "cars_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1),
	"project_id" uuid NOT NULL,
	"location_id" integer,
	"condition" text NOT NULL,
	"status" text DEFAULT 'available' NOT NULL,
	"brand_id" uuid NOT NULL,
	"model_id" uuid NOT NULL,
	"variant" text NOT NULL,
	"first_registration" date,
	"mileage_km" integer NOT NULL,
	"fuel" text NOT NULL,
	"gearbox" text NOT NULL,
	"power_kw" integer NOT NULL,
	"body_type" text NOT NULL,
	"colour" text NOT NULL,
	"doors" smallint NOT NULL,
	"seats" smallint NOT NULL,
	"equipment" text[] DEFAULT '{}' NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"vat_deductible" boolean DEFAULT false NOT NULL,
	"consumption_combined" numeric(5, 1),
	"consumption_unit" text,
	"co2_g_per_km" integer,
	"co2_class" text,
	"co2_class_discharged" text,
	"electric_range_km" integer,
	"search_text" text DEFAULT '' NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, regexp_replace(search_text, '[^[:alnum:]]+', ' ', 'g'))) STORED,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "model_options" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"key" text NOT NULL,
	"category" text NOT NULL,
	"price_minor" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"includes" text[] DEFAULT '{}'::text[] NOT NULL,
	"requires" text[] DEFAULT '{}'::text[] NOT NULL,
	"excludes" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "model_options_price_check" CHECK ("model_options"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "model_powertrains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"gear" text NOT NULL,
	"fuel" text NOT NULL,
	"power_kw" smallint NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "model_powertrains_price_check" CHECK ("model_powertrains"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "favorites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"user_id" uuid,
	"visitor_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorites_one_owner" CHECK (num_nonnulls("favorites"."user_id", "favorites"."visitor_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_options" ADD CONSTRAINT "model_options_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_powertrains" ADD CONSTRAINT "model_powertrains_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorites" ADD CONSTRAINT "favorites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_requests_project_idx" ON "car_requests" USING btree ("project_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "car_requests_car_idx" ON "car_requests" USING btree ("car_id");--> statement-breakpoint
CREATE UNIQUE INDEX "car_images_car_position_idx" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_number_idx" ON "cars" USING btree ("number");--> statement-breakpoint
CREATE INDEX "cars_project_status_idx" ON "cars" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "cars_brand_model_idx" ON "cars" USING btree ("project_id","brand_id","model_id");--> statement-breakpoint
CREATE INDEX "cars_price_idx" ON "cars" USING btree ("project_id","price_minor","id");--> statement-breakpoint
CREATE INDEX "cars_equipment_idx" ON "cars" USING gin ("equipment");--> statement-breakpoint
CREATE INDEX "cars_published_idx" ON "cars" USING btree ("project_id","published_at") WHERE "cars"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "cars_list_price_idx" ON "cars" USING btree ("project_id","price_minor","id") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_mileage_idx" ON "cars" USING btree ("project_id","mileage_km","id") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_newest_idx" ON "cars" USING btree ("project_id","published_at","id") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_registration_idx" ON "cars" USING btree ("project_id",coalesce(first_registration, '9999-12-01'::date),"id") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_brand_model_idx" ON "cars" USING btree ("project_id","brand_id","model_id") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_fuel_idx" ON "cars" USING btree ("project_id","fuel") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_gearbox_idx" ON "cars" USING btree ("project_id","gearbox") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_body_idx" ON "cars" USING btree ("project_id","body_type") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_colour_idx" ON "cars" USING btree ("project_id","colour") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_location_idx" ON "cars" USING btree ("project_id","location_id") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_condition_idx" ON "cars" USING btree ("project_id","condition") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_list_power_idx" ON "cars" USING btree ("project_id","power_kw") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE INDEX "cars_search_vector_idx" ON "cars" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "cars_list_facets_idx" ON "cars" USING btree ("project_id","price_minor","brand_id","model_id","fuel","gearbox","body_type","colour","condition","location_id","mileage_km","power_kw","first_registration") WHERE published_at is not null and status <> 'sold';--> statement-breakpoint
CREATE UNIQUE INDEX "model_options_model_key_idx" ON "model_options" USING btree ("model_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "model_powertrains_model_gear_fuel_idx" ON "model_powertrains" USING btree ("model_id","gear","fuel");--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_user_car_idx" ON "favorites" USING btree ("project_id","user_id","car_id") WHERE "favorites"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "favorites_visitor_car_idx" ON "favorites" USING btree ("project_id","visitor_id","car_id") WHERE "favorites"."visitor_id" is not null;--> statement-breakpoint
CREATE INDEX "favorites_car_idx" ON "favorites" USING btree ("car_id");