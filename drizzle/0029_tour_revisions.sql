ALTER TABLE "tours" ADD COLUMN "revised_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "tours" SET "revised_at" = "updated_at";