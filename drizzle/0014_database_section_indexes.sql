DROP INDEX "cars_admin_created_idx";--> statement-breakpoint
DROP INDEX "cars_admin_location_idx";--> statement-breakpoint
CREATE INDEX "cars_admin_price_idx" ON "cars" USING btree ("project_id","price_minor","id","status","published_at","brand_id","model_id","location_id","fuel","condition","created_at");--> statement-breakpoint
CREATE INDEX "cars_admin_brand_idx" ON "cars" USING btree ("project_id","brand_id","model_id","status","published_at","fuel","condition","location_id","price_minor","created_at","id");--> statement-breakpoint
CREATE INDEX "cars_overview_idx" ON "cars" USING btree ("project_id","brand_id","location_id","fuel","condition","status","published_at","created_at","price_minor");--> statement-breakpoint
CREATE INDEX "cars_admin_created_idx" ON "cars" USING btree ("project_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","published_at","brand_id","model_id","location_id","fuel","condition","price_minor");--> statement-breakpoint
CREATE INDEX "cars_admin_location_idx" ON "cars" USING btree ("project_id","location_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"status","published_at","brand_id","model_id","fuel","condition","price_minor");