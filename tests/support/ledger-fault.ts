import { sql } from 'drizzle-orm';
import { onTestFinished } from 'vitest';
import type { TestApp } from './test-app.ts';

/**
 * A fault between the user row and its sign-up grant: until the test ends, the database refuses
 * every `signup` row of the credit ledger. Whatever wrote the user row before that must roll back.
 */
export async function refuseSignupGrants(t: TestApp): Promise<void> {
  await t.db.execute(
    sql.raw(`create or replace function refuse_signup_grant() returns trigger language plpgsql as $$
    begin raise exception 'the ledger refuses the sign-up grant (test fault)'; end $$`),
  );
  await t.db.execute(
    sql.raw(
      `create trigger refuse_signup_grant before insert on credit_ledger for each row when (new.reason = 'signup') execute function refuse_signup_grant()`,
    ),
  );
  onTestFinished(async () => {
    await t.db.execute(sql.raw('drop trigger refuse_signup_grant on credit_ledger'));
  });
}
