import { Hono } from 'hono';
import { apiPaths } from '../../shared/paths.ts';
import { deleteCookie } from 'hono/cookie';
import { ACCOUNT_EXPORT_FILE_NAME } from '../../shared/account-security.ts';
import {
  DeleteAccountRequestSchema,
  EmailConfirmationRequestSchema,
  HistoryQuerySchema,
  TransferTempReadingRequestSchema,
  UpdateDeckPreferencesRequestSchema,
  UpdateLanguageRequestSchema,
  UpdateNameRequestSchema,
} from '../../shared/schemas/account.ts';
import type { RequestContext } from '../http/request-context.ts';
import { newVerificationLink } from '../auth/new-verification-link.ts';
import { loadUser, toUserData, updateDeckPreferences, updateLanguage, updateName } from '../domain/accounts/account.ts';
import { deleteAccount } from '../domain/deletion/account-deletion.ts';
import { exportAccount } from '../domain/accounts/account-export.ts';
import { claimTempReading } from '../domain/readings/claim-temp-reading.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { AppError } from '../errors.ts';
import { badCursor, decodeCursor } from '../read-models/history-page.ts';
import { requireSameUser, requireUser } from '../session/require-viewer.ts';
import { jsonBody, queryOf } from '../http/validate.ts';
import { browserIdOf } from '../http/visitor-browser.ts';

/** The account data, the history and the spec's account calls (§7), all decided by the session. */
export function accountRoutes() {
  return new Hono<RequestContext>()
    .get(apiPaths.me, async (c) => {
      const viewer = c.get('viewer');
      c.header('Cache-Control', 'no-store');
      return c.json({ user: viewer && toUserData(viewer, c.get('deps').env.ADMIN_EMAILS) });
    })
    .patch(apiPaths.accountName, jsonBody(UpdateNameRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      return c.json({ user: toUserData(await updateName(deps.db, me.id, body.name), deps.env.ADMIN_EMAILS) });
    })
    .patch(apiPaths.accountDeck, jsonBody(UpdateDeckPreferencesRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      return c.json({ user: toUserData(await updateDeckPreferences(deps.db, me.id, body), deps.env.ADMIN_EMAILS) });
    })
    .patch(apiPaths.accountLanguage, jsonBody(UpdateLanguageRequestSchema), async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      return c.json({ user: toUserData(await updateLanguage(deps.db, me.id, c.req.valid('json').language), deps.env.ADMIN_EMAILS) });
    })
    .get(apiPaths.readings, queryOf(HistoryQuerySchema), async (c) => {
      const me = requireUser(c);
      const cursorText = c.req.valid('query').cursor;
      const cursor = cursorText ? decodeCursor(cursorText) : undefined;
      if (cursor === null) throw badCursor();
      const page = await c.get('deps').readModels.historyPage(me.id, cursor);
      c.header('Cache-Control', 'no-store');
      return c.json(page);
    })
    .post(apiPaths.transferTempReading, jsonBody(TransferTempReadingRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const me = requireSameUser(c, body.userId);
      const claim = { tempUserId: body.tempUserId, browserId: browserIdOf(c) };
      return c.json({ readingId: await claimTempReading(c.get('deps').db, c.get('deps').mail, claim, me.id) });
    })
    .post(apiPaths.confirmationEmail, jsonBody(EmailConfirmationRequestSchema), async (c) => {
      const body = c.req.valid('json');
      const me = requireSameUser(c, body.uid);
      // Never an open relay: only the signed-in user's own address, whatever the body says.
      if (body.email.toLowerCase() !== me.email.toLowerCase()) throw new AppError(403, 'Confirmation emails go only to your own address');
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `email:${me.id}`, LIMITS.emailPerUser);
      const account = await loadUser(deps.db, me.id);
      // The link's row and the mail's job in one transaction; the mail goes out from the queue, so an
      // SMTP server that is away delays it rather than failing the call (spec §8: logged only).
      await deps.db.transaction(async (tx) => {
        const verification = account.emailVerified ? null : await newVerificationLink(deps.auth, tx, account);
        await deps.mail.send({ kind: 'welcome', to: account.email, name: account.name, userId: account.id, verification }, { tx });
      });
      return c.json({ sent: true });
    })
    .post(apiPaths.accountDelete, jsonBody(DeleteAccountRequestSchema), async (c) => {
      const me = requireUser(c);
      const body = c.req.valid('json');
      const deps = c.get('deps');
      // Each attempt may cost a password hash.
      await enforceLimit(deps.counters, `account-delete:${me.id}`, LIMITS.accountDeletePerUser);
      await deleteAccount(deps, me.id, { password: body.password, signedInAt: me.signedInAt });
      const { authCookies } = await deps.auth.$context;
      for (const cookie of [authCookies.sessionToken, authCookies.dontRememberToken]) {
        deleteCookie(c, cookie.name, { path: cookie.attributes.path ?? '/', secure: cookie.attributes.secure === true });
      }
      return c.json({ deleted: true as const });
    })
    .get(apiPaths.accountExport, async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `account-export:${me.id}`, LIMITS.accountExportPerUser);
      const data = await exportAccount(deps.db, me.id, deps.env.ADMIN_EMAILS);
      c.header('Cache-Control', 'no-store');
      c.header('Content-Disposition', `attachment; filename="${ACCOUNT_EXPORT_FILE_NAME}"`);
      return c.json(data);
    });
}
