/**
 * The database role the server runs as, when it is not the owner (README "Deployment"): `npm run db:migrate` runs
 * as the owner of every table, schema and trigger; the servers connect as a login role that owns nothing and is
 * granted only what the app does with the data. Such a role cannot change the schema, cannot TRUNCATE, drop or
 * disable a trigger, and is not even granted UPDATE or DELETE on the audit log (whose triggers refuse them to the
 * owner too), so the append-only audit log holds against the application's own credentials
 * (docs/decisions/032).
 *
 * `npm run db:grant-app-role -- <role>` sends these statements as the owner after every `db:migrate` (they are
 * idempotent); the default privileges below also cover tables a later migration or pg-boss makes, but running it
 * again costs nothing. LISTEN/NOTIFY (change notices) and advisory locks need no grant.
 */

/** pg-boss's schema in production (services.ts JOB_QUEUE_DEFAULTS). */
const JOB_QUEUE_SCHEMA = 'pgboss';

/** A role name the grants accept: a plain lower-case SQL identifier, quoted anyway. */
export const APP_ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * The statements that give `role` what the server needs, as the owner sends them: the app's tables in `public`
 * (read and write rows; sequences for their ids), drizzle's record of applied migrations (read: the readiness
 * probe and MIGRATE_ON_START=0 compare it with the build), and pg-boss's tables (its queue and maintenance only
 * read and write rows once db:migrate has made its schema and queues). The audit log: SELECT and INSERT only.
 */
export function appRoleGrants(role: string, options: { owner: string }): string[] {
  if (!APP_ROLE_NAME.test(role)) throw new Error(`not a plain role name: ${role}`);
  if (!APP_ROLE_NAME.test(options.owner)) throw new Error(`not a plain role name: ${options.owner}`);
  const to = `"${role}"`;
  const by = `"${options.owner}"`;
  const dml = 'SELECT, INSERT, UPDATE, DELETE';
  return [
    `GRANT USAGE ON SCHEMA public, drizzle, ${JOB_QUEUE_SCHEMA} TO ${to}`,
    // The app's own tables and their id sequences.
    `GRANT ${dml} ON ALL TABLES IN SCHEMA public TO ${to}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${to}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${by} IN SCHEMA public GRANT ${dml} ON TABLES TO ${to}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${by} IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${to}`,
    // Append-only: the rows are read and added, never changed, removed or emptied.
    `REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON public.audit_log FROM ${to}`,
    // Which migrations are applied.
    `GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO ${to}`,
    // The job queue's rows (its schema, functions and queues are made by db:migrate, as the owner).
    `GRANT ${dml} ON ALL TABLES IN SCHEMA ${JOB_QUEUE_SCHEMA} TO ${to}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${JOB_QUEUE_SCHEMA} TO ${to}`,
    `ALTER DEFAULT PRIVILEGES FOR ROLE ${by} IN SCHEMA ${JOB_QUEUE_SCHEMA} GRANT ${dml} ON TABLES TO ${to}`,
  ];
}

/**
 * Sends the grants for `role` over `databaseUrl`, connected as the owner (the current user is taken as the owner
 * whose future tables the default privileges cover), in one transaction.
 */
export async function grantAppRole(databaseUrl: string, role: string): Promise<void> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ owner: string }>('SELECT current_user AS owner');
    const statements = appRoleGrants(role, { owner: rows[0]!.owner });
    await client.query('BEGIN');
    try {
      for (const statement of statements) await client.query(statement);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    }
  } finally {
    await client.end();
  }
}
