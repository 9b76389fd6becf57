CREATE TABLE "mail_lead_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sender_pattern" text NOT NULL,
	"subject_contains" text,
	"workflow_id" integer,
	"source_label" text NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "vin" text;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD COLUMN "lead_rule_id" uuid;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD COLUMN "reason" text;--> statement-breakpoint
ALTER TABLE "mail_lead_rules" ADD CONSTRAINT "mail_lead_rules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_lead_rules" ADD CONSTRAINT "mail_lead_rules_workflow_id_workflows_id_fk" FOREIGN KEY ("workflow_id") REFERENCES "public"."workflows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_lead_rules_project_idx" ON "mail_lead_rules" USING btree ("project_id","created_at");--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_lead_rule_id_mail_lead_rules_id_fk" FOREIGN KEY ("lead_rule_id") REFERENCES "public"."mail_lead_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_project_vin_idx" ON "cars" USING btree ("project_id","vin") WHERE "cars"."vin" is not null;