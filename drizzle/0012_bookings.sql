-- Issue 14: exclusion constraints need btree_gist for "=" on uuid and integer columns.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dms_exports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dms_exports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"format" text NOT NULL,
	"via" text NOT NULL,
	"user_id" uuid,
	"token_id" uuid,
	"job_count" integer NOT NULL,
	"query" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rental_bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rental_bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"job_id" integer,
	"pickup_location_id" integer NOT NULL,
	"return_location_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"price_minor" integer NOT NULL,
	"deposit_minor" integer NOT NULL,
	"included_km" integer NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_bookings_period" CHECK ("rental_bookings"."ends_at" > "rental_bookings"."starts_at" and "rental_bookings"."blocked_until" >= "rental_bookings"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "rental_cars" (
	"car_id" uuid PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"day_rate_minor" integer NOT NULL,
	"weekend_rate_minor" integer NOT NULL,
	"week_rate_minor" integer NOT NULL,
	"deposit_minor" integer NOT NULL,
	"included_km_per_day" integer NOT NULL,
	"extra_km_minor" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rental_cars_rates" CHECK ("rental_cars"."day_rate_minor" > 0 and "rental_cars"."weekend_rate_minor" > 0 and "rental_cars"."week_rate_minor" > 0 and "rental_cars"."deposit_minor" >= 0 and "rental_cars"."included_km_per_day" >= 0 and "rental_cars"."extra_km_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_appointments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_appointments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"offering_id" integer NOT NULL,
	"job_id" integer,
	"bay" smallint NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"vehicle" jsonb NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_appointments_period" CHECK ("service_appointments"."ends_at" > "service_appointments"."starts_at" and "service_appointments"."bay" >= 1)
);
--> statement-breakpoint
CREATE TABLE "service_offerings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_offerings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"location_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"price_minor" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "service_offerings_duration" CHECK ("service_offerings"."duration_minutes" between 15 and 600),
	CONSTRAINT "service_offerings_price" CHECK ("service_offerings"."price_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "file_bytes" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "service_bays" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_exports" ADD CONSTRAINT "dms_exports_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_exports" ADD CONSTRAINT "dms_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dms_exports" ADD CONSTRAINT "dms_exports_token_id_api_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."api_tokens"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_pickup_location_id_locations_id_fk" FOREIGN KEY ("pickup_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_return_location_id_locations_id_fk" FOREIGN KEY ("return_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rental_cars" ADD CONSTRAINT "rental_cars_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_offering_id_service_offerings_id_fk" FOREIGN KEY ("offering_id") REFERENCES "public"."service_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offerings" ADD CONSTRAINT "service_offerings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_offerings" ADD CONSTRAINT "service_offerings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_tokens_project_idx" ON "api_tokens" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "dms_exports_project_idx" ON "dms_exports" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "rental_bookings_car_idx" ON "rental_bookings" USING btree ("project_id","car_id","starts_at");--> statement-breakpoint
CREATE INDEX "rental_cars_project_idx" ON "rental_cars" USING btree ("project_id","active");--> statement-breakpoint
CREATE INDEX "service_appointments_location_idx" ON "service_appointments" USING btree ("project_id","location_id","starts_at");--> statement-breakpoint
CREATE INDEX "service_appointments_reminder_idx" ON "service_appointments" USING btree ("starts_at") WHERE "service_appointments"."status" = 'booked' and "service_appointments"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "service_offerings_code_idx" ON "service_offerings" USING btree ("project_id","location_id","code");
--> statement-breakpoint
-- Two bookings of one car never overlap, buffer included (decision 0027).
ALTER TABLE "rental_bookings" ADD CONSTRAINT "rental_bookings_no_overlap" EXCLUDE USING gist ("car_id" WITH =, tstzrange("starts_at", "blocked_until", '[)') WITH &&) WHERE ("status" = 'booked');
--> statement-breakpoint
-- One bay holds one appointment at a time, so a location's capacity is never exceeded.
ALTER TABLE "service_appointments" ADD CONSTRAINT "service_appointments_no_overlap" EXCLUDE USING gist ("location_id" WITH =, "bay" WITH =, tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE ("status" = 'booked');
