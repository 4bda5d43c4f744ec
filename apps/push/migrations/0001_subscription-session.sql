ALTER TABLE "push"."subscriptions" ADD COLUMN "session" text;--> statement-breakpoint
CREATE INDEX "subscriptions_session_idx" ON "push"."subscriptions" USING btree ("user_id","session");