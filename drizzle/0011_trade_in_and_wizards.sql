CREATE TABLE "functional_contents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "functional_contents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"key" text NOT NULL,
	"lang_header" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lang_footer" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"lang_success" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"form_elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hints" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faq_settings" jsonb DEFAULT '{"is_active":false,"items":[]}'::jsonb NOT NULL,
	"placeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"category" text,
	"job_id" integer,
	"location_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_unsubscribes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_unsubscribes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"email" text NOT NULL,
	"category" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_in_invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trade_in_invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"job_id" integer NOT NULL,
	"job_event_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"offer_minor" integer,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "trade_in_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"session_id" uuid,
	"job_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trade_ins" (
	"job_id" integer PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"brand_name" text NOT NULL,
	"model_name" text NOT NULL,
	"first_registration" date,
	"mileage_km" integer,
	"fuel" text,
	"gearbox" text,
	"condition" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"estimate_low_minor" integer,
	"estimate_high_minor" integer,
	"estimate_expires_at" timestamp with time zone,
	"estimate_basis" jsonb,
	"offer_minor" integer,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trade_ins_mileage" CHECK ("trade_ins"."mileage_km" is null or "trade_ins"."mileage_km" >= 0),
	CONSTRAINT "trade_ins_offer" CHECK ("trade_ins"."offer_minor" is null or "trade_ins"."offer_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wizard_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"wizard_id" integer NOT NULL,
	"visitor_id" text,
	"user_id" uuid,
	"resume_token_hash" text NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"path" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"job_id" integer,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wizard_sessions_resume_token_hash_unique" UNIQUE("resume_token_hash")
);
--> statement-breakpoint
CREATE TABLE "wizards" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "wizards_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"project_id" uuid NOT NULL,
	"system_type" text NOT NULL,
	"definition" jsonb NOT NULL,
	"functional_content_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "functional_contents" ADD CONSTRAINT "functional_contents_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functional_contents" ADD CONSTRAINT "functional_contents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_links" ADD CONSTRAINT "mail_links_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_unsubscribes" ADD CONSTRAINT "mail_unsubscribes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_invitations" ADD CONSTRAINT "trade_in_invitations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_invitations" ADD CONSTRAINT "trade_in_invitations_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_invitations" ADD CONSTRAINT "trade_in_invitations_job_event_id_job_events_id_fk" FOREIGN KEY ("job_event_id") REFERENCES "public"."job_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_session_id_wizard_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."wizard_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_in_photos" ADD CONSTRAINT "trade_in_photos_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_ins" ADD CONSTRAINT "trade_ins_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_sessions" ADD CONSTRAINT "wizard_sessions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_sessions" ADD CONSTRAINT "wizard_sessions_wizard_id_wizards_id_fk" FOREIGN KEY ("wizard_id") REFERENCES "public"."wizards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_sessions" ADD CONSTRAINT "wizard_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizard_sessions" ADD CONSTRAINT "wizard_sessions_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizards" ADD CONSTRAINT "wizards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wizards" ADD CONSTRAINT "wizards_functional_content_id_functional_contents_id_fk" FOREIGN KEY ("functional_content_id") REFERENCES "public"."functional_contents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "functional_contents_key_idx" ON "functional_contents" USING btree ("project_id","key");--> statement-breakpoint
CREATE INDEX "mail_links_job_idx" ON "mail_links" USING btree ("job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_unsubscribes_idx" ON "mail_unsubscribes" USING btree ("project_id","email","category");--> statement-breakpoint
CREATE INDEX "trade_in_invitations_job_idx" ON "trade_in_invitations" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "trade_in_photos_session_idx" ON "trade_in_photos" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "trade_in_photos_job_idx" ON "trade_in_photos" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "wizard_sessions_visitor_idx" ON "wizard_sessions" USING btree ("project_id","wizard_id","visitor_id","updated_at");--> statement-breakpoint
CREATE INDEX "wizard_sessions_user_idx" ON "wizard_sessions" USING btree ("project_id","wizard_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "wizards_type_idx" ON "wizards" USING btree ("project_id","system_type","id") WHERE "wizards"."active";