CREATE TABLE "inbound_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"uid_validity" bigint,
	"uid" bigint,
	"from_address" text DEFAULT '' NOT NULL,
	"from_name" text DEFAULT '' NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text_body" text DEFAULT '' NOT NULL,
	"html_body" text,
	"received_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"client_id" uuid,
	"job_id" integer,
	"communication_id" uuid,
	"answers_id" uuid,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"over_limit" boolean DEFAULT false NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"handled_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"imap_url" text,
	"reply_address" text,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'off' NOT NULL,
	"last_read_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"lease_holder" text,
	"lease_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "job_id" integer;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "communications" ADD COLUMN "reply_token" text;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_communication_id_communications_id_fk" FOREIGN KEY ("communication_id") REFERENCES "public"."communications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_answers_id_communications_id_fk" FOREIGN KEY ("answers_id") REFERENCES "public"."communications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_mails" ADD CONSTRAINT "inbound_mails_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbound_mails_message_idx" ON "inbound_mails" USING btree ("project_id","message_id");--> statement-breakpoint
CREATE INDEX "inbound_mails_route_idx" ON "inbound_mails" USING btree ("project_id","route","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "inbound_mails_client_idx" ON "inbound_mails" USING btree ("client_id") WHERE "inbound_mails"."client_id" is not null;--> statement-breakpoint
ALTER TABLE "communications" ADD CONSTRAINT "communications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "communications_reply_token_idx" ON "communications" USING btree ("reply_token") WHERE "communications"."reply_token" is not null;--> statement-breakpoint
CREATE INDEX "communications_message_idx" ON "communications" USING btree ("project_id","message_id") WHERE "communications"."message_id" is not null;