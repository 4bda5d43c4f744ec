-- Absence foundation (docs/decisions/057-absence-foundation.md): work schedules, leave types,
-- public holidays and the optional holidays members take.
CREATE TABLE "leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"names" jsonb NOT NULL,
	"colour" text NOT NULL,
	"unit" text DEFAULT 'day' NOT NULL,
	"category" text NOT NULL,
	"counts_against_allowance" boolean DEFAULT false NOT NULL,
	"certificate_required_from_day" integer,
	"minimum_notice_days" integer DEFAULT 0 NOT NULL,
	"maximum_consecutive_days" integer,
	"eligible_after_days" integer DEFAULT 0 NOT NULL,
	"allowed_negative_hours" integer DEFAULT 0 NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"auto_approve" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_types_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "leave_types_names_check" CHECK (jsonb_typeof("leave_types"."names" -> 'en') = 'string' and length("leave_types"."names" ->> 'en') > 0),
	CONSTRAINT "leave_types_colour_check" CHECK ("leave_types"."colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "leave_types_unit_check" CHECK ("leave_types"."unit" in ('day', 'half_day', 'hour')),
	CONSTRAINT "leave_types_category_check" CHECK ("leave_types"."category" in ('vacation', 'sick', 'special', 'unpaid', 'other')),
	CONSTRAINT "leave_types_visibility_check" CHECK ("leave_types"."visibility" in ('public', 'private')),
	CONSTRAINT "leave_types_limits_check" CHECK (("leave_types"."certificate_required_from_day" is null or "leave_types"."certificate_required_from_day" >= 1)
        and "leave_types"."minimum_notice_days" >= 0
        and ("leave_types"."maximum_consecutive_days" is null or "leave_types"."maximum_consecutive_days" >= 1)
        and "leave_types"."eligible_after_days" >= 0
        and "leave_types"."allowed_negative_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "leave_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "member_optional_holidays" (
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"holiday_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_optional_holidays_member_id_holiday_id_pk" PRIMARY KEY("member_id","holiday_id")
);
--> statement-breakpoint
ALTER TABLE "member_optional_holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "public_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"country" char(2) NOT NULL,
	"holiday_date" date NOT NULL,
	"names" jsonb NOT NULL,
	"kind" text NOT NULL,
	"source" text NOT NULL,
	"estimated" boolean DEFAULT false NOT NULL,
	"substitute_for" date,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "public_holidays_company_country_date_kind_key" UNIQUE("company_id","country","holiday_date","kind"),
	CONSTRAINT "public_holidays_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "public_holidays_kind_check" CHECK ("public_holidays"."kind" in ('public', 'optional')),
	CONSTRAINT "public_holidays_source_check" CHECK ("public_holidays"."source" in ('library', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "public_holidays" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "work_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid,
	"effective_from" date NOT NULL,
	"monday_minutes" integer DEFAULT 0 NOT NULL,
	"tuesday_minutes" integer DEFAULT 0 NOT NULL,
	"wednesday_minutes" integer DEFAULT 0 NOT NULL,
	"thursday_minutes" integer DEFAULT 0 NOT NULL,
	"friday_minutes" integer DEFAULT 0 NOT NULL,
	"saturday_minutes" integer DEFAULT 0 NOT NULL,
	"sunday_minutes" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_schedules_company_member_effective_from_key" UNIQUE NULLS NOT DISTINCT("company_id","member_id","effective_from"),
	CONSTRAINT "work_schedules_minutes_check" CHECK (least("work_schedules"."monday_minutes", "work_schedules"."tuesday_minutes", "work_schedules"."wednesday_minutes", "work_schedules"."thursday_minutes", "work_schedules"."friday_minutes", "work_schedules"."saturday_minutes", "work_schedules"."sunday_minutes") >= 0 and greatest("work_schedules"."monday_minutes", "work_schedules"."tuesday_minutes", "work_schedules"."wednesday_minutes", "work_schedules"."thursday_minutes", "work_schedules"."friday_minutes", "work_schedules"."saturday_minutes", "work_schedules"."sunday_minutes") <= 1440)
);
--> statement-breakpoint
ALTER TABLE "work_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "leave_types" ADD CONSTRAINT "leave_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_optional_holidays" ADD CONSTRAINT "member_optional_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_optional_holidays" ADD CONSTRAINT "member_optional_holidays_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_optional_holidays" ADD CONSTRAINT "member_optional_holidays_holiday_fk" FOREIGN KEY ("company_id","holiday_id") REFERENCES "public"."public_holidays"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_holidays" ADD CONSTRAINT "public_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_schedules" ADD CONSTRAINT "work_schedules_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "leave_types_company_name_key" ON "leave_types" USING btree ("company_id",lower("names" ->> 'en'));--> statement-breakpoint
CREATE INDEX "member_optional_holidays_holiday_idx" ON "member_optional_holidays" USING btree ("holiday_id");--> statement-breakpoint
CREATE INDEX "public_holidays_company_date_idx" ON "public_holidays" USING btree ("company_id","holiday_date");--> statement-breakpoint
CREATE POLICY "leave_types_tenant" ON "leave_types" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "member_optional_holidays_tenant" ON "member_optional_holidays" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "public_holidays_tenant" ON "public_holidays" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "work_schedules_tenant" ON "work_schedules" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- Existing companies start like a new one (apps/server/src/modules/absence/absence-defaults.ts):
-- the default schedule, Monday to Friday 8 hours from the company's first local day, and the
-- default leave types in English, Macedonian and Albanian.
INSERT INTO "work_schedules" ("company_id", "effective_from", "monday_minutes", "tuesday_minutes", "wednesday_minutes", "thursday_minutes", "friday_minutes")
  SELECT c."id", (c."created_at" AT TIME ZONE c."time_zone")::date, 480, 480, 480, 480, 480
  FROM "companies" c;--> statement-breakpoint
INSERT INTO "leave_types" ("company_id", "names", "colour", "category", "counts_against_allowance", "certificate_required_from_day", "visibility", "sort_order")
  SELECT c."id", d."names"::jsonb, d."colour", d."category", d."counts", d."certificate", d."visibility", d."sort_order"
  FROM "companies" c
  CROSS JOIN (VALUES
    ('{"en":"Annual leave","mk":"Годишен одмор","sq":"Pushim vjetor"}', '#228be6', 'vacation', true, NULL::integer, 'public', 1),
    ('{"en":"Sick leave","mk":"Боледување","sq":"Pushim mjekësor"}', '#fa5252', 'sick', false, 3, 'private', 2),
    ('{"en":"Special leave","mk":"Посебно отсуство","sq":"Leje e veçantë"}', '#7950f2', 'special', false, NULL, 'public', 3),
    ('{"en":"Unpaid leave","mk":"Неплатено отсуство","sq":"Leje pa pagesë"}', '#fab005', 'unpaid', false, NULL, 'public', 4),
    ('{"en":"Remote work","mk":"Работа од далечина","sq":"Punë në distancë"}', '#15aabf', 'other', false, NULL, 'public', 5)
  ) AS d("names", "colour", "category", "counts", "certificate", "visibility", "sort_order");
