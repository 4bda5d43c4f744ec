CREATE SCHEMA "idp";
--> statement-breakpoint
CREATE TABLE "idp"."account_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"interaction_uid" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"given_name" text DEFAULT '' NOT NULL,
	"family_name" text DEFAULT '' NOT NULL,
	"phone_number" text,
	"phone_number_verified" boolean DEFAULT false NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_email_lower_case" CHECK ("idp"."accounts"."email" = lower("idp"."accounts"."email"))
);
--> statement-breakpoint
CREATE TABLE "idp"."keys" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"material" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idp"."oidc_payloads" (
	"id" text NOT NULL,
	"model" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "oidc_payloads_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "idp"."sign_in_attempts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"ip" text NOT NULL,
	"attempted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idp"."account_tokens" ADD CONSTRAINT "account_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "idp"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_tokens_account_idx" ON "idp"."account_tokens" USING btree ("account_id","purpose","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_email_unique" ON "idp"."accounts" USING btree ("email");--> statement-breakpoint
CREATE INDEX "keys_kind_created_at_idx" ON "idp"."keys" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_id_idx" ON "idp"."oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "idp"."oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_user_code_idx" ON "idp"."oidc_payloads" USING btree ("user_code");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_at_idx" ON "idp"."oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sign_in_attempts_lookup_idx" ON "idp"."sign_in_attempts" USING btree ("email","ip","attempted_at");