-- Local days (docs/decisions/055-local-days.md): a company time zone, a person's own zone (which
-- notification quiet hours and digests use as well), and existing activities moved to the local
-- day of their start.
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'UTC' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "time_zone" = ns."time_zone"
  FROM "notification_settings" ns
  WHERE ns."user_id" = "users"."id" AND ns."time_zone" <> 'UTC';--> statement-breakpoint
UPDATE "companies" SET "time_zone" = CASE cp."country_code"
    WHEN 'MK' THEN 'Europe/Skopje' WHEN 'AL' THEN 'Europe/Tirane'
    WHEN 'XK' THEN 'Europe/Belgrade' WHEN 'RS' THEN 'Europe/Belgrade'
    WHEN 'ME' THEN 'Europe/Podgorica' WHEN 'BA' THEN 'Europe/Sarajevo'
    WHEN 'HR' THEN 'Europe/Zagreb' WHEN 'SI' THEN 'Europe/Ljubljana'
    WHEN 'BG' THEN 'Europe/Sofia' WHEN 'GR' THEN 'Europe/Athens'
    WHEN 'RO' THEN 'Europe/Bucharest' WHEN 'TR' THEN 'Europe/Istanbul'
    WHEN 'IT' THEN 'Europe/Rome' WHEN 'AT' THEN 'Europe/Vienna'
    WHEN 'CH' THEN 'Europe/Zurich' WHEN 'DE' THEN 'Europe/Berlin'
    WHEN 'FR' THEN 'Europe/Paris' WHEN 'NL' THEN 'Europe/Amsterdam'
    WHEN 'BE' THEN 'Europe/Brussels' WHEN 'PL' THEN 'Europe/Warsaw'
    WHEN 'CZ' THEN 'Europe/Prague' WHEN 'HU' THEN 'Europe/Budapest'
    WHEN 'SE' THEN 'Europe/Stockholm' WHEN 'NO' THEN 'Europe/Oslo'
    WHEN 'DK' THEN 'Europe/Copenhagen' WHEN 'FI' THEN 'Europe/Helsinki'
    WHEN 'GB' THEN 'Europe/London' WHEN 'IE' THEN 'Europe/Dublin'
    WHEN 'ES' THEN 'Europe/Madrid' WHEN 'PT' THEN 'Europe/Lisbon'
    ELSE 'UTC' END
  FROM "company_profiles" cp
  WHERE cp."company_id" = "companies"."id";--> statement-breakpoint
INSERT INTO "timelines" ("company_id", "company_member_id", "date")
  SELECT DISTINCT a."company_id", a."company_member_id",
    (a."start_at" AT TIME ZONE coalesce(u."time_zone", c."time_zone"))::date
  FROM "activities" a
  JOIN "companies" c ON c."id" = a."company_id"
  JOIN "company_members" cm ON cm."id" = a."company_member_id"
  JOIN "users" u ON u."id" = cm."user_id"
  ON CONFLICT ("company_member_id", "date") DO NOTHING;--> statement-breakpoint
UPDATE "activities" SET "day" = moved."day", "timeline_id" = t."id"
  FROM (
    SELECT a."id", a."company_member_id",
      (a."start_at" AT TIME ZONE coalesce(u."time_zone", c."time_zone"))::date AS "day"
    FROM "activities" a
    JOIN "companies" c ON c."id" = a."company_id"
    JOIN "company_members" cm ON cm."id" = a."company_member_id"
    JOIN "users" u ON u."id" = cm."user_id"
  ) moved
  JOIN "timelines" t ON t."company_member_id" = moved."company_member_id" AND t."date" = moved."day"
  WHERE "activities"."id" = moved."id" AND "activities"."day" <> moved."day";--> statement-breakpoint
ALTER TABLE "notification_settings" DROP COLUMN "time_zone";
