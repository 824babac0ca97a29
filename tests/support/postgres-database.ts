import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_ADMIN_URL } from './services.ts';

async function run(adminUrl: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

interface PostgresDatabase {
  name: string;
  url: string;
  /** Drops the database, with FORCE: connections still open to it are ended. */
  drop(): Promise<void>;
}

/** A fresh database `<prefix>_<random>` on the PostgreSQL server at `adminUrl`, for a test or a benchmark to drop when done. */
export async function createPostgresDatabase(prefix: string, adminUrl = POSTGRES_ADMIN_URL): Promise<PostgresDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await run(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => run(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
