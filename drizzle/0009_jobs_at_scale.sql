DROP INDEX "jobs_list_idx";--> statement-breakpoint
DROP INDEX "jobs_workflow_idx";--> statement-breakpoint
DROP INDEX "jobs_status_idx";--> statement-breakpoint
DROP INDEX "jobs_assignee_idx";--> statement-breakpoint
DROP INDEX "jobs_mdate_idx";--> statement-breakpoint
CREATE INDEX "jobs_list_cdate_idx" ON "jobs" USING btree ("project_id","visibility","cdate","id");--> statement-breakpoint
CREATE INDEX "jobs_workflow_cdate_idx" ON "jobs" USING btree ("project_id","workflow_id","visibility","cdate","id");--> statement-breakpoint
CREATE INDEX "jobs_status_cdate_idx" ON "jobs" USING btree ("project_id","status_id","cdate","id");--> statement-breakpoint
CREATE INDEX "jobs_assignee_cdate_idx" ON "jobs" USING btree ("project_id","assignee_id","visibility","cdate","id");--> statement-breakpoint
CREATE INDEX "jobs_mdate_id_idx" ON "jobs" USING btree ("project_id","visibility","mdate","id");--> statement-breakpoint
CREATE INDEX "jobs_statistics_idx" ON "jobs" USING btree ("project_id","cdate","visibility","workflow_id","status_id","source","location_id","first_reaction_at");