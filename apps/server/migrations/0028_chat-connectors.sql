CREATE TABLE "chat_connectors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"language" text NOT NULL,
	"post_decisions" boolean NOT NULL,
	"post_digest" boolean NOT NULL,
	"digest_time" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"last_status" integer,
	"last_posted_at" timestamp with time zone,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_connectors_values_check" CHECK ("chat_connectors"."kind" in ('slack', 'teams') and "chat_connectors"."language" in ('en', 'mk', 'sq'))
);
--> statement-breakpoint
ALTER TABLE "chat_connectors" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "chat_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"connector_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"digest_on" date,
	"payload" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status" integer,
	"last_answer" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_deliveries_connector_event_key" UNIQUE("connector_id","event_id"),
	CONSTRAINT "chat_deliveries_connector_digest_key" UNIQUE("connector_id","digest_on"),
	CONSTRAINT "chat_deliveries_values_check" CHECK ("chat_deliveries"."kind" in ('decision', 'digest')
        and "chat_deliveries"."state" in ('pending', 'delivered', 'failed')
        and ("chat_deliveries"."kind" = 'decision') = ("chat_deliveries"."event_id" is not null)
        and ("chat_deliveries"."kind" = 'digest') = ("chat_deliveries"."digest_on" is not null))
);
--> statement-breakpoint
ALTER TABLE "chat_deliveries" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "chat_connectors" ADD CONSTRAINT "chat_connectors_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_connectors" ADD CONSTRAINT "chat_connectors_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_deliveries" ADD CONSTRAINT "chat_deliveries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_deliveries" ADD CONSTRAINT "chat_deliveries_connector_id_chat_connectors_id_fk" FOREIGN KEY ("connector_id") REFERENCES "public"."chat_connectors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_connectors_company_idx" ON "chat_connectors" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "chat_deliveries_pending_idx" ON "chat_deliveries" USING btree ("created_at") WHERE "chat_deliveries"."state" = 'pending' and "chat_deliveries"."attempts" = 0;--> statement-breakpoint
CREATE POLICY "chat_connectors_tenant" ON "chat_connectors" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "chat_deliveries_tenant" ON "chat_deliveries" AS PERMISSIVE FOR ALL TO "atrium_app" USING ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid) WITH CHECK ("company_id" = nullif(current_setting('app.company_id', true), '')::uuid);