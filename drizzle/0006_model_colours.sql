CREATE TABLE "model_colours" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"model_id" uuid NOT NULL,
	"key" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"hex" text NOT NULL,
	"metallic" boolean DEFAULT false NOT NULL,
	"price_minor" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "model_colours_price_check" CHECK ("model_colours"."price_minor" >= 0),
	CONSTRAINT "model_colours_hex_check" CHECK ("model_colours"."hex" ~ '^#[0-9a-f]{6}$')
);
--> statement-breakpoint
ALTER TABLE "model_colours" ADD CONSTRAINT "model_colours_model_id_car_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."car_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "model_colours_model_key_idx" ON "model_colours" USING btree ("model_id","key");