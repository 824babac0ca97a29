import { Hono } from 'hono';
import { deleteCookie } from 'hono/cookie';
import { ACCOUNT_EXPORT_FILE_NAME } from '../../shared/account-security.ts';
import {
  DeleteAccountRequestSchema,
  EmailConfirmationRequestSchema,
  TransferTempReadingRequestSchema,
  UpdateNameRequestSchema,
} from '../../shared/schemas/account.ts';
import type { AppEnv } from '../app-env.ts';
import { newVerificationLink } from '../auth/verification-links.ts';
import { loadUser, toUserData, updateName } from '../domain/account.ts';
import { deleteAccount } from '../domain/account-deletion.ts';
import { exportAccount } from '../domain/account-export.ts';
import { claimTempReading } from '../domain/claim-temp-reading.ts';
import { badCursor, decodeCursor, historyPage } from '../domain/history.ts';
import { enforceLimit, LIMITS } from '../domain/rate-limit.ts';
import { welcomeEmail } from '../domain/welcome-email.ts';
import { AppError } from '../errors.ts';
import { privateJson } from '../private-json.ts';
import { readJson } from './read-json.ts';
import { refreshedSessionUser, requireSameUser, requireUser, sessionToken, signInRequired } from './session-user.ts';

/** The account data, the history and the spec's account calls (§7), all decided by the session. */
export function accountRoutes() {
  return new Hono<AppEnv>()
    .get('/api/me', async (c) => {
      const found = await refreshedSessionUser(c);
      c.header('Cache-Control', 'no-store');
      if (!found) return c.json({ user: null });
      const deps = c.get('deps');
      return c.json({ user: toUserData(await loadUser(deps.db, found.id), deps.env.ADMIN_EMAILS) });
    })
    .patch('/api/account/name', async (c) => {
      const me = await requireUser(c);
      const body = await readJson(c, UpdateNameRequestSchema);
      const deps = c.get('deps');
      return c.json({ user: toUserData(await updateName(deps.db, me.id, body.name), deps.env.ADMIN_EMAILS) });
    })
    .get('/api/readings', async (c) => {
      const cursorText = c.req.query('cursor');
      const cursor = cursorText ? decodeCursor(cursorText) : undefined;
      if (cursor === null) {
        // Signed out is told so first, as on every route; a session's page query would have said it.
        await requireUser(c);
        throw badCursor();
      }
      const token = await sessionToken(c);
      const page = token ? await historyPage(c.get('deps').reads, token, cursor) : null;
      if (!page) throw signInRequired();
      return privateJson(c, page);
    })
    .post('/api/openai/transfer-temp-reading', async (c) => {
      const body = await readJson(c, TransferTempReadingRequestSchema);
      const me = await requireSameUser(c, body.userId);
      return c.json({ readingId: await claimTempReading(c.get('deps').db, body.tempUserId, me.id) });
    })
    .post('/api/email/confirmation', async (c) => {
      const body = await readJson(c, EmailConfirmationRequestSchema);
      const me = await requireSameUser(c, body.uid);
      // Never an open relay: only the signed-in user's own address, whatever the body says.
      if (body.email.toLowerCase() !== me.email.toLowerCase()) throw new AppError(403, 'Confirmation emails go only to your own address');
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `email:${me.id}`, LIMITS.emailPerUser);
      const account = await loadUser(deps.db, me.id);
      const verificationUrl = account.emailVerified ? null : await newVerificationLink(deps.auth, deps.db, account);
      try {
        await deps.mailer.send(welcomeEmail(account.email, account.name, deps.env.PUBLIC_URL, verificationUrl));
      } catch (error) {
        console.warn(`[mail:${deps.mailer.id}] confirmation to ${me.id} failed: ${error instanceof Error ? error.message : String(error)}`);
        throw new AppError(502, 'The confirmation email could not be sent right now');
      }
      return c.json({ sent: true });
    })
    .post('/api/account/delete', async (c) => {
      const me = await requireUser(c);
      const body = await readJson(c, DeleteAccountRequestSchema);
      const deps = c.get('deps');
      // Each attempt may cost a password hash.
      await enforceLimit(deps.counters, `account-delete:${me.id}`, LIMITS.accountDeletePerUser);
      const token = await sessionToken(c);
      if (!token) throw signInRequired();
      await deleteAccount(deps, me.id, { password: body.password, sessionToken: token });
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, { path: cookie.attributes.path ?? '/', secure: cookie.attributes.secure === true });
      }
      return c.json({ deleted: true as const });
    })
    .get('/api/account/export', async (c) => {
      const me = await requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `account-export:${me.id}`, LIMITS.accountExportPerUser);
      const data = await exportAccount(deps.db, me.id, deps.env.ADMIN_EMAILS);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
      return c.json(data);
    });
}
