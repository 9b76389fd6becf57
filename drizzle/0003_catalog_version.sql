ALTER TABLE "projects" ADD COLUMN "catalog_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "cars_bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "projects" SET "catalog_version" = "catalog_version" + 1
      WHERE "id" IN (SELECT DISTINCT "project_id" FROM "changed_old");
  ELSE
    UPDATE "projects" SET "catalog_version" = "catalog_version" + 1
      WHERE "id" IN (SELECT DISTINCT "project_id" FROM "changed_new");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "cars_catalog_version_insert" AFTER INSERT ON "cars"
  REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "cars_bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "cars_catalog_version_update" AFTER UPDATE ON "cars"
  REFERENCING NEW TABLE AS "changed_new" FOR EACH STATEMENT EXECUTE FUNCTION "cars_bump_catalog_version"();
--> statement-breakpoint
CREATE TRIGGER "cars_catalog_version_delete" AFTER DELETE ON "cars"
  REFERENCING OLD TABLE AS "changed_old" FOR EACH STATEMENT EXECUTE FUNCTION "cars_bump_catalog_version"();
