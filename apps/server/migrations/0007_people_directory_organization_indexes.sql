CREATE INDEX "users_sort_name_idx" ON "users" USING btree (lower(coalesce("name", "email", '')),"id");--> statement-breakpoint
CREATE INDEX "users_name_prefix_idx" ON "users" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_given_name_prefix_idx" ON "users" USING btree (lower("given_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_family_name_prefix_idx" ON "users" USING btree (lower("family_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_email_prefix_idx" ON "users" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_key" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_company_name_key" ON "divisions" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "company_members_company_department_idx" ON "company_members" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "company_members_position_prefix_idx" ON "company_members" USING btree ("company_id",lower("position") text_pattern_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "department_roles_division_manager_key" ON "department_roles" USING btree ("company_member_id","division_id") WHERE "department_roles"."role" = 'COMPANYDEPARTMENTROLE_DIVISIONMANAGER';--> statement-breakpoint
CREATE UNIQUE INDEX "department_roles_department_manager_key" ON "department_roles" USING btree ("company_member_id","department_id") WHERE "department_roles"."role" = 'COMPANYDEPARTMENTROLE_DEPARTMENTMANAGER';