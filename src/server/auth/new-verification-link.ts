import { createEmailVerificationToken } from 'better-auth/api';
import { EMAIL_VERIFICATION_LINK_SECONDS, EMAIL_VERIFIED_CALLBACK } from '../../shared/account-security.ts';
import type { Executor } from '../db/client.ts';
import type { Auth } from './auth.ts';
import { rememberVerificationLink } from './verification-links.ts';

/**
 * A new verification link for the welcome mail, the same link Better Auth's resend makes, and when
 * it stops working. Kept apart from verification-links.ts, which auth.ts imports: this one needs
 * the built Auth.
 */
export async function newVerificationLink(auth: Auth, db: Executor, owner: { id: string; email: string }): Promise<{ url: string; expiresAt: Date }> {
  const context = await auth.$context;
  const token = await createEmailVerificationToken(context.secret, owner.email, undefined, EMAIL_VERIFICATION_LINK_SECONDS, { userId: owner.id });
  await rememberVerificationLink(db, token, owner.id);
  return {
    url: `${context.baseURL}/verify-email?token=${token}&callbackURL=${encodeURIComponent(EMAIL_VERIFIED_CALLBACK)}`,
    expiresAt: new Date(Date.now() + EMAIL_VERIFICATION_LINK_SECONDS * 1000),
  };
}
