-- The free-text rule changed (issue 10: brand aliases, accents folded, fuel/body/gearbox words; see
-- app/core/catalog/car-search-text.ts). The text is written by the application, so this only empties
-- it: at start the server fills every empty text with the current rule (fillMissingSearchTexts).
UPDATE "cars" SET "search_text" = '' WHERE "search_text" <> '';
