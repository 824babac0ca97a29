import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { EMAIL_VERIFICATION_LINK_SECONDS } from '../../shared/account-security.ts';
import type { Executor } from '../db/client.ts';
import { verification } from '../db/schema.ts';

/*
 * Better Auth's verification links carry a signed token (a JWT) that would work any number of
 * times until it expires. Each link we send is also written down here, and following it uses
 * that row up, so a link works once. Only a hash of the token is stored: the table never holds a
 * working link.
 */

const identifierOf = (token: string) => `verify-email:${createHash('sha256').update(token).digest('base64url')}`;

export async function rememberVerificationLink(db: Executor, token: string, userId: string): Promise<void> {
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: identifierOf(token),
    value: userId,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LINK_SECONDS * 1000),
  });
}

/** Uses a sent link up. Better Auth's error codes name what is wrong with one that does not work. */
export async function consumeVerificationLink(db: Executor, token: string): Promise<'ok' | 'INVALID_TOKEN' | 'TOKEN_EXPIRED'> {
  const [row] = await db
    .delete(verification)
    .where(eq(verification.identifier, identifierOf(token)))
    .returning({ expiresAt: verification.expiresAt });
  if (!row) return 'INVALID_TOKEN';
  return row.expiresAt.getTime() < Date.now() ? 'TOKEN_EXPIRED' : 'ok';
}
