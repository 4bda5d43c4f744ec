-- The default privileges of 0000 already cover these tables when the same role ran both
-- migrations; granting explicitly keeps atrium_app working when they were applied by another
-- owner. users and refresh_tokens have no row-level security but are granted all the same.
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO atrium_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO atrium_app;
