-- Append-only against TRUNCATE too (docs/decisions/032): the row trigger of 0011 refuses UPDATE and DELETE, but
-- TRUNCATE fires no row trigger. This statement trigger refuses it with the same function (TG_OP names it), so
-- the application's own database role cannot empty the table either. Its owner still can, deliberately: the
-- seed's --reset disables this trigger for its one TRUNCATE, in the same transaction. A role that owns nothing
-- can neither disable a trigger nor drop one (apps/api/src/db/app-role.ts, README "Deployment").
CREATE TRIGGER "audit_log_refuse_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_refuse_change"();
