CREATE TABLE "action_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_types_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "action_types" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "activities" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"timeline_id" bigint NOT NULL,
	"company_member_id" uuid NOT NULL,
	"day" date NOT NULL,
	"project_id" uuid NOT NULL,
	"action_type_id" uuid NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"duration_seconds" integer GENERATED ALWAYS AS ((extract(epoch from (end_at - start_at)))::integer) STORED,
	"description" text DEFAULT '' NOT NULL,
	"billable" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_end_after_start" CHECK ("activities"."end_at" is null or "activities"."end_at" > "activities"."start_at")
);
--> statement-breakpoint
ALTER TABLE "activities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "clients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_company_id_id_key" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "clients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "projects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"name" text NOT NULL,
	"colour" text NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"budget_hours" numeric(10, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "projects_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "projects_colour_check" CHECK ("projects"."colour" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "projects_budget_check" CHECK ("projects"."budget_hours" is null or "projects"."budget_hours" >= 0)
);
--> statement-breakpoint
ALTER TABLE "projects" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "timelines" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "timelines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"company_member_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "timelines_member_date_key" UNIQUE("company_member_id","date"),
	CONSTRAINT "timelines_company_id_member_date_key" UNIQUE("company_id","id","company_member_id","date")
);
--> statement-breakpoint
ALTER TABLE "timelines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "action_types" ADD CONSTRAINT "action_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_timeline_fk" FOREIGN KEY ("company_id","timeline_id","company_member_id","day") REFERENCES "public"."timelines"("company_id","id","company_member_id","date") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_project_fk" FOREIGN KEY ("company_id","project_id") REFERENCES "public"."projects"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_action_type_fk" FOREIGN KEY ("company_id","action_type_id") REFERENCES "public"."action_types"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_fk" FOREIGN KEY ("company_id","client_id") REFERENCES "public"."clients"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timelines" ADD CONSTRAINT "timelines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timelines" ADD CONSTRAINT "timelines_member_fk" FOREIGN KEY ("company_id","company_member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "action_types_company_name_key" ON "action_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "activities_one_running_per_member" ON "activities" USING btree ("company_member_id") WHERE "activities"."end_at" is null;--> statement-breakpoint
CREATE INDEX "activities_statistics_idx" ON "activities" USING btree ("company_id","day","company_member_id","project_id","action_type_id","billable","duration_seconds");--> statement-breakpoint
CREATE INDEX "activities_member_day_idx" ON "activities" USING btree ("company_member_id","day","start_at");--> statement-breakpoint
CREATE INDEX "activities_timeline_idx" ON "activities" USING btree ("timeline_id");--> statement-breakpoint
CREATE INDEX "activities_project_idx" ON "activities" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "activities_action_type_idx" ON "activities" USING btree ("action_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_company_name_key" ON "clients" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "projects_client_name_key" ON "projects" USING btree ("client_id",lower("name"));--> statement-breakpoint
CREATE POLICY "action_types_tenant" ON "action_types" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "activities_tenant" ON "activities" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "clients_tenant" ON "clients" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "projects_tenant" ON "projects" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "timelines_tenant" ON "timelines" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);