ALTER TABLE "car_requests" ADD COLUMN "preferred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "car_requests" ADD COLUMN "location_id" integer;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;--> statement-breakpoint
ALTER TABLE "car_requests" ADD CONSTRAINT "car_requests_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Demo data (issue 10): the help link pointed at a placeholder host that does not exist; the site's own help page instead.
UPDATE "projects" SET "features" = jsonb_set("features", '{knowledgeBaseUrl}', '"/docs"')
  WHERE "features"->>'knowledgeBaseUrl' = 'https://help.autohaus-brandt.example/';
--> statement-breakpoint
-- Demo data (issue 10): the dealer's general address receives requests that name no location.
UPDATE "projects" SET "config" = "config" || '{"contact_email": "info@autohaus-brandt.example"}'::jsonb
  WHERE "slug" = 'autohaus-brandt' AND NOT ("config" ? 'contact_email');
