CREATE TABLE "cms_page_drafts" (
	"project_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content_html" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"publish_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "cms_page_drafts_page_id_lang_pk" PRIMARY KEY("page_id","lang")
);
--> statement-breakpoint
CREATE TABLE "cms_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content_html" text NOT NULL,
	"seo_title" text,
	"seo_description" text,
	"author_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_slug_redirects" (
	"project_id" uuid NOT NULL,
	"lang" text NOT NULL,
	"path" text NOT NULL,
	"page_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_slug_redirects_project_id_lang_path_pk" PRIMARY KEY("project_id","lang","path")
);
--> statement-breakpoint
ALTER TABLE "cms_page_translations" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_page_translations" ADD COLUMN "published_by" uuid;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_pages" ADD COLUMN "preview_token" text;--> statement-breakpoint
ALTER TABLE "cms_page_drafts" ADD CONSTRAINT "cms_page_drafts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_drafts" ADD CONSTRAINT "cms_page_drafts_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_drafts" ADD CONSTRAINT "cms_page_drafts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_page_versions" ADD CONSTRAINT "cms_page_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_slug_redirects" ADD CONSTRAINT "cms_slug_redirects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cms_slug_redirects" ADD CONSTRAINT "cms_slug_redirects_page_id_cms_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."cms_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_page_drafts_publish_at_idx" ON "cms_page_drafts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "cms_page_versions_page_idx" ON "cms_page_versions" USING btree ("page_id","lang","created_at");--> statement-breakpoint
ALTER TABLE "cms_page_translations" ADD CONSTRAINT "cms_page_translations_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_preview_token_idx" ON "cms_pages" USING btree ("preview_token");