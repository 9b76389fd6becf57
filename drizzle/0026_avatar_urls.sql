-- Avatars are no longer public files under /uploads: they are served by /api/avatars/{file}, which asks
-- who may see them (docs/decisions/0043-private-files.md). The file stays where it is; only its address
-- in the profile changes.
UPDATE "users" SET "avatar_path" = '/api/avatars/' || substring("avatar_path" from 18)
WHERE "avatar_path" LIKE '/uploads/avatars/%';
