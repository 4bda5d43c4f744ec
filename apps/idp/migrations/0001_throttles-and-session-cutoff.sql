CREATE TABLE "idp"."throttle_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp"."accounts" ADD COLUMN "sessions_not_before" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "throttle_events_lookup_idx" ON "idp"."throttle_events" USING btree ("kind","key","occurred_at");