/**
 * npm run db:grant-app-role -- <role>
 * Grants the login role `<role>` what a server needs and nothing more (db/app-role.ts), as the owner of the
 * database: run it with the owner's DATABASE_URL after `npm run db:migrate`, then start the servers with a
 * DATABASE_URL of `<role>` and MIGRATE_ON_START=0 (README "Deployment"). PostgreSQL only: the embedded database
 * has one user. The role itself is made beforehand (CREATE ROLE … LOGIN PASSWORD …), by whoever may.
 */
import { join } from 'node:path';
import { loadConfigOrExit } from '../config';
import { APP_ROLE_NAME, grantAppRole } from './app-role';

const role = process.argv[2];
if (!role || !APP_ROLE_NAME.test(role)) {
  console.error('usage: npm run db:grant-app-role -- <role>   (a plain lower-case role name)');
  process.exit(2);
}
const cwd = process.env.INIT_CWD ?? process.cwd();
if (!process.env.DATA_DIR) process.env.DATA_DIR = join(cwd, 'data');
const config = loadConfigOrExit();
if (!config.databaseUrl) {
  console.error('DATABASE_URL is not set: the embedded database has no roles to grant');
  process.exit(2);
}
await grantAppRole(config.databaseUrl, role);
console.log(`${role}: granted what the server needs (db/app-role.ts)`);
