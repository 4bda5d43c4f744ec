-- Absence balances, requests and approvals (docs/decisions/058-absence-balances-requests-approvals.md):
-- allowance policies, the append-only balance ledger, requests and their days, approval rules,
-- delegates, and each request's approval steps and decisions.
CREATE TABLE "allowance_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"leave_type_id" uuid,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"yearly_days" integer NOT NULL,
	"prorate_on_hire" boolean DEFAULT true NOT NULL,
	"prorate_on_exit" boolean DEFAULT true NOT NULL,
	"carry_over_cap_days" integer,
	"carry_over_expires_on" text,
	"preset" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "allowance_policies_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "allowance_policies_values_check" CHECK ("allowance_policies"."yearly_days" between 0 and 366
        and ("allowance_policies"."effective_to" is null or "allowance_policies"."effective_to" >= "allowance_policies"."effective_from")
        and ("allowance_policies"."carry_over_cap_days" is null or "allowance_policies"."carry_over_cap_days" >= 0)
        and ("allowance_policies"."carry_over_expires_on" is null or "allowance_policies"."carry_over_expires_on" ~ '^(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])$')
        and ("allowance_policies"."preset" is null or "allowance_policies"."preset" in ('MK', 'AL')))
);
--> statement-breakpoint
ALTER TABLE "allowance_policies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_delegates" (
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"delegate_member_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_delegates_member_id_pk" PRIMARY KEY("member_id"),
	CONSTRAINT "approval_delegates_not_self_check" CHECK ("approval_delegates"."member_id" <> "approval_delegates"."delegate_member_id")
);
--> statement-breakpoint
ALTER TABLE "approval_delegates" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_rule_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"rule_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"approver_kind" text NOT NULL,
	"approver_member_id" uuid,
	"mode" text DEFAULT 'any_of' NOT NULL,
	"escalate_after_days" integer,
	CONSTRAINT "approval_rule_steps_rule_position_key" UNIQUE("rule_id","position"),
	CONSTRAINT "approval_rule_steps_values_check" CHECK ("approval_rule_steps"."approver_kind" in ('department_manager', 'division_manager', 'admin', 'named_member')
        and (("approval_rule_steps"."approver_kind" = 'named_member') = ("approval_rule_steps"."approver_member_id" is not null))
        and "approval_rule_steps"."mode" in ('any_of', 'all_of')
        and ("approval_rule_steps"."escalate_after_days" is null or "approval_rule_steps"."escalate_after_days" >= 1))
);
--> statement-breakpoint
ALTER TABLE "approval_rule_steps" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "approval_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"leave_type_id" uuid,
	"division_id" uuid,
	"department_id" uuid,
	"min_days" integer,
	"only_when_negative" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approval_rules_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "approval_rules_min_days_check" CHECK ("approval_rules"."min_days" is null or "approval_rules"."min_days" >= 1)
);
--> statement-breakpoint
ALTER TABLE "approval_rules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"minutes" integer NOT NULL,
	"effective_date" date NOT NULL,
	"expires_on" date,
	"source" text NOT NULL,
	"source_id" uuid,
	"actor_member_id" uuid,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_entries_kind_check" CHECK ("leave_ledger_entries"."kind" in ('allocation', 'accrual', 'carry_in', 'expiry', 'taken', 'reversal', 'adjustment')),
	CONSTRAINT "leave_ledger_entries_source_check" CHECK ("leave_ledger_entries"."source" in ('policy', 'request', 'manual', 'job'))
);
--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_request_approvals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"purpose" text DEFAULT 'request' NOT NULL,
	"position" integer NOT NULL,
	"approver_kind" text NOT NULL,
	"mode" text NOT NULL,
	"approver_member_ids" uuid[] NOT NULL,
	"delegations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text NOT NULL,
	"escalate_after_days" integer,
	"activated_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"escalated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_request_approvals_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "leave_request_approvals_values_check" CHECK ("leave_request_approvals"."purpose" in ('request', 'change')
        and "leave_request_approvals"."state" in ('waiting', 'pending', 'approved', 'rejected', 'skipped')
        and "leave_request_approvals"."mode" in ('any_of', 'all_of'))
);
--> statement-breakpoint
ALTER TABLE "leave_request_approvals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_request_days" (
	"company_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	CONSTRAINT "leave_request_days_request_id_day_pk" PRIMARY KEY("request_id","day"),
	CONSTRAINT "leave_request_days_minutes_check" CHECK ("leave_request_days"."minutes" > 0 and "leave_request_days"."minutes" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "leave_request_days" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_request_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"approval_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"actor_member_id" uuid NOT NULL,
	"on_behalf_of_member_id" uuid,
	"decision" text NOT NULL,
	"comment" text,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_request_decisions_approval_actor_key" UNIQUE("approval_id","actor_member_id"),
	CONSTRAINT "leave_request_decisions_decision_check" CHECK ("leave_request_decisions"."decision" in ('approved', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "leave_request_decisions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"part" text DEFAULT 'full' NOT NULL,
	"start_minute" integer,
	"end_minute" integer,
	"requested_minutes" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"comment" text,
	"idempotency_key" text,
	"decided_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"change_kind" text,
	"change_ends_on" date,
	"change_status" text,
	"change_comment" text,
	"change_requested_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_requests_company_id_id_key" UNIQUE("company_id","id"),
	CONSTRAINT "leave_requests_member_idempotency_key" UNIQUE("member_id","idempotency_key"),
	CONSTRAINT "leave_requests_values_check" CHECK ("leave_requests"."ends_on" >= "leave_requests"."starts_on"
        and "leave_requests"."requested_minutes" >= 0
        and "leave_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')
        and "leave_requests"."part" in ('full', 'morning', 'afternoon', 'hours')
        and ("leave_requests"."part" = 'full' or "leave_requests"."starts_on" = "leave_requests"."ends_on")
        and (("leave_requests"."part" = 'hours') = ("leave_requests"."start_minute" is not null and "leave_requests"."end_minute" is not null))
        and ("leave_requests"."start_minute" is null or ("leave_requests"."start_minute" >= 0 and "leave_requests"."end_minute" <= 1440 and "leave_requests"."end_minute" > "leave_requests"."start_minute"))
        and ("leave_requests"."change_kind" is null or "leave_requests"."change_kind" in ('cancel', 'return_early'))
        and ("leave_requests"."change_status" is null or "leave_requests"."change_status" in ('pending', 'approved', 'rejected'))
        and ("leave_requests"."change_ends_on" is null or ("leave_requests"."change_ends_on" >= "leave_requests"."starts_on" and "leave_requests"."change_ends_on" < "leave_requests"."ends_on")))
);
--> statement-breakpoint
ALTER TABLE "leave_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "allowance_policies" ADD CONSTRAINT "allowance_policies_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "allowance_policies" ADD CONSTRAINT "allowance_policies_leave_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_delegates" ADD CONSTRAINT "approval_delegates_delegate_fk" FOREIGN KEY ("company_id","delegate_member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_steps" ADD CONSTRAINT "approval_rule_steps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_steps" ADD CONSTRAINT "approval_rule_steps_rule_fk" FOREIGN KEY ("company_id","rule_id") REFERENCES "public"."approval_rules"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rule_steps" ADD CONSTRAINT "approval_rule_steps_member_fk" FOREIGN KEY ("company_id","approver_member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_leave_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_division_fk" FOREIGN KEY ("company_id","division_id") REFERENCES "public"."divisions"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_rules" ADD CONSTRAINT "approval_rules_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger_entries" ADD CONSTRAINT "leave_ledger_entries_leave_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_approvals" ADD CONSTRAINT "leave_request_approvals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_approvals" ADD CONSTRAINT "leave_request_approvals_request_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."leave_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_days" ADD CONSTRAINT "leave_request_days_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_days" ADD CONSTRAINT "leave_request_days_request_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."leave_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_days" ADD CONSTRAINT "leave_request_days_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_days" ADD CONSTRAINT "leave_request_days_leave_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_decisions" ADD CONSTRAINT "leave_request_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_decisions" ADD CONSTRAINT "leave_request_decisions_approval_fk" FOREIGN KEY ("company_id","approval_id") REFERENCES "public"."leave_request_approvals"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_decisions" ADD CONSTRAINT "leave_request_decisions_request_fk" FOREIGN KEY ("company_id","request_id") REFERENCES "public"."leave_requests"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_request_decisions" ADD CONSTRAINT "leave_request_decisions_actor_fk" FOREIGN KEY ("company_id","actor_member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_member_fk" FOREIGN KEY ("company_id","member_id") REFERENCES "public"."company_members"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_requests" ADD CONSTRAINT "leave_requests_leave_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."leave_types"("company_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "allowance_policies_company_from_idx" ON "allowance_policies" USING btree ("company_id","effective_from");--> statement-breakpoint
CREATE INDEX "approval_rules_company_position_idx" ON "approval_rules" USING btree ("company_id","position");--> statement-breakpoint
CREATE INDEX "leave_ledger_entries_member_type_date_idx" ON "leave_ledger_entries" USING btree ("company_id","member_id","leave_type_id","effective_date");--> statement-breakpoint
CREATE INDEX "leave_ledger_entries_source_idx" ON "leave_ledger_entries" USING btree ("source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_entries_scheduled_key" ON "leave_ledger_entries" USING btree ("member_id","leave_type_id","kind","effective_date","source") WHERE "leave_ledger_entries"."source" in ('policy', 'job');--> statement-breakpoint
CREATE INDEX "leave_request_approvals_request_idx" ON "leave_request_approvals" USING btree ("request_id","purpose","position");--> statement-breakpoint
CREATE INDEX "leave_request_approvals_pending_idx" ON "leave_request_approvals" USING btree ("company_id","state") WHERE "leave_request_approvals"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "leave_request_days_company_day_idx" ON "leave_request_days" USING btree ("company_id","day");--> statement-breakpoint
CREATE INDEX "leave_request_days_member_day_idx" ON "leave_request_days" USING btree ("member_id","day");--> statement-breakpoint
CREATE INDEX "leave_request_decisions_request_idx" ON "leave_request_decisions" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "leave_requests_member_starts_idx" ON "leave_requests" USING btree ("company_id","member_id","starts_on");--> statement-breakpoint
CREATE INDEX "leave_requests_company_status_idx" ON "leave_requests" USING btree ("company_id","status");--> statement-breakpoint
CREATE POLICY "allowance_policies_tenant" ON "allowance_policies" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_delegates_tenant" ON "approval_delegates" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_rule_steps_tenant" ON "approval_rule_steps" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "approval_rules_tenant" ON "approval_rules" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_ledger_entries_tenant" ON "leave_ledger_entries" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_request_approvals_tenant" ON "leave_request_approvals" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_request_days_tenant" ON "leave_request_days" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_request_decisions_tenant" ON "leave_request_decisions" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "leave_requests_tenant" ON "leave_requests" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
-- The ledger is append-only: no row changes, and the application role may not delete one (a
-- company's or member's removal still cascades, run by the owner). Corrections are new entries.
CREATE FUNCTION "leave_ledger_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'leave_ledger_entries is append-only' USING ERRCODE = 'integrity_constraint_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "leave_ledger_entries_no_update" BEFORE UPDATE ON "leave_ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION "leave_ledger_entries_append_only"();--> statement-breakpoint
REVOKE UPDATE, DELETE, TRUNCATE ON "leave_ledger_entries" FROM "atrium_app";
