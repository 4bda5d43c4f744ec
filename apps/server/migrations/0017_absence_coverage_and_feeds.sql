CREATE TABLE "absence_calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"secret_hash" text NOT NULL,
	"last_read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_calendar_feeds_company_member_key" UNIQUE("company_id","member_id"),
	CONSTRAINT "absence_calendar_feeds_scope_check" CHECK ("absence_calendar_feeds"."scope" in ('mine', 'team', 'company'))
);
--> statement-breakpoint
ALTER TABLE "absence_calendar_feeds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "absence_coverage_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minimum" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "absence_coverage_rules_company_department_key" UNIQUE("company_id","department_id"),
	CONSTRAINT "absence_coverage_rules_minimum_check" CHECK (("absence_coverage_rules"."kind" = 'count' and "absence_coverage_rules"."minimum" between 1 and 10000)
        or ("absence_coverage_rules"."kind" = 'percent' and "absence_coverage_rules"."minimum" between 1 and 100))
);
--> statement-breakpoint
ALTER TABLE "absence_coverage_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "absence_calendar_feeds" ADD CONSTRAINT "absence_calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_calendar_feeds" ADD CONSTRAINT "absence_calendar_feeds_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_coverage_rules" ADD CONSTRAINT "absence_coverage_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "absence_coverage_rules" ADD CONSTRAINT "absence_coverage_rules_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "absence_calendar_feeds_secret_hash_key" ON "absence_calendar_feeds" USING btree ("secret_hash");--> statement-breakpoint
CREATE POLICY "absence_calendar_feeds_tenant" ON "absence_calendar_feeds" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "absence_coverage_rules_tenant" ON "absence_coverage_rules" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);