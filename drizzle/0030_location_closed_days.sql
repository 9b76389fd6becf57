ALTER TABLE "locations" ADD COLUMN "region" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "closed_days" jsonb DEFAULT '[]'::jsonb NOT NULL;