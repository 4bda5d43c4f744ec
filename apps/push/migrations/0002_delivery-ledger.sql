CREATE TABLE "push"."deliveries" (
	"key" text NOT NULL,
	"device" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deliveries_key_device_pk" PRIMARY KEY("key","device")
);
--> statement-breakpoint
CREATE INDEX "deliveries_updated_idx" ON "push"."deliveries" USING btree ("updated_at");