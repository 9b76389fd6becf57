ALTER TABLE "cms_pages" ADD COLUMN "review_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "zip_code" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "country" char(2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "register_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "representative" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "time_zone" text DEFAULT 'Europe/Berlin' NOT NULL;