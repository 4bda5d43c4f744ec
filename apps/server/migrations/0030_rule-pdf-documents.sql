ALTER TABLE "member_documents" DROP CONSTRAINT "member_documents_rule_request_state_key";--> statement-breakpoint
ALTER TABLE "absence_file_rules" ADD COLUMN "with_pdf" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member_documents" ADD COLUMN "format" text DEFAULT 'docx' NOT NULL;--> statement-breakpoint
UPDATE "member_documents" SET "format" = 'pdf' FROM "stored_files" WHERE "stored_files"."id" = "member_documents"."file_id" AND "stored_files"."content_type" = 'application/pdf';--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_rule_request_state_format_key" UNIQUE("rule_id","leave_request_id","state_change","format");--> statement-breakpoint
ALTER TABLE "member_documents" ADD CONSTRAINT "member_documents_format_check" CHECK ("member_documents"."format" in ('docx', 'pdf'));