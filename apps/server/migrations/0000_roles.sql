-- atrium_app: the non-owner role that request handling runs as (SET LOCAL ROLE in withTenant),
-- so that row-level security applies. Roles are cluster-wide on PostgreSQL: another database of
-- the same cluster may have created it already, or be creating it at this very moment.
DO $$
DECLARE
  may_set_role boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'atrium_app') THEN
    BEGIN
      CREATE ROLE atrium_app NOLOGIN NOSUPERUSER NOINHERIT NOCREATEDB NOCREATEROLE NOBYPASSRLS;
    EXCEPTION WHEN duplicate_object OR unique_violation THEN
      NULL;
    END;
  END IF;
  -- SET ROLE needs membership (PostgreSQL 16+: the SET option) unless the owner is a superuser.
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    IF current_setting('server_version_num')::int >= 160000 THEN
      may_set_role := pg_has_role(current_user, 'atrium_app', 'SET');
    ELSE
      may_set_role := pg_has_role(current_user, 'atrium_app', 'MEMBER');
    END IF;
    IF NOT may_set_role THEN
      EXECUTE format('GRANT atrium_app TO %I', current_user);
    END IF;
  END IF;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO atrium_app;
--> statement-breakpoint
-- Tables and sequences that later migrations create are granted without each having to say so.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO atrium_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO atrium_app;
