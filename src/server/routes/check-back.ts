import { Hono, type Context } from 'hono';
import { OutcomeSchema } from '../../shared/schemas/journal.ts';
import {
  SetCheckBackDaysRequestSchema,
  SetDailyReminderRequestSchema,
  SetJournalMailRequestSchema,
  SetOutcomeRequestSchema,
} from '../../shared/schemas/check-back.ts';
import { apiPaths, paths } from '../../shared/paths.ts';
import {
  journalMailSettings,
  setCheckBackDefault,
  setDailyReminder,
  setJournalMail,
  setOutcome,
  setReadingCheckBack,
} from '../domain/check-back/journal-settings.ts';
import { journalLinks } from '../domain/check-back/links.ts';
import { readTap, recordTap, unsubscribeJournalMail } from '../domain/check-back/one-tap.ts';
import { enforceLimit, LIMITS } from '../domain/limits/rate-limit.ts';
import { clientAddress } from '../http/client-address.ts';
import {
  TAP_SCRIPT,
  tapFailedPage,
  tapPage,
  tapSavedPage,
  unsubscribeConfirmPage,
  unsubscribedPage,
  unsubscribeFailedPage,
} from '../http/journal-mail-pages.ts';
import type { RequestContext } from '../http/request-context.ts';
import { jsonBody } from '../http/validate.ts';
import { requireUser } from '../session/require-viewer.ts';

/** Issue 27 §2, §6: a reading's outcome and check-back choice (owner only), and the account's journal mail settings. */
export function checkBackRoutes() {
  return new Hono<RequestContext>()
    .put(apiPaths.readingOutcomePattern, jsonBody(SetOutcomeRequestSchema), async (c) => {
      const me = requireUser(c);
      return c.json(await setOutcome(c.get('deps').db, me.id, c.req.param('readingId'), c.req.valid('json').outcome));
    })
    .put(apiPaths.readingCheckBackPattern, jsonBody(SetCheckBackDaysRequestSchema), async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      return c.json(await setReadingCheckBack(deps.db, deps.mail, me.id, c.req.param('readingId'), c.req.valid('json').days));
    })
    .get(apiPaths.accountJournalMail, async (c) => {
      const me = requireUser(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await journalMailSettings(c.get('deps').db, me.id));
    })
    .put(apiPaths.accountJournalMail, jsonBody(SetJournalMailRequestSchema), async (c) => {
      const me = requireUser(c);
      return c.json(await setJournalMail(c.get('deps').db, me.id, c.req.valid('json').on));
    })
    .put(apiPaths.accountCheckBackDefault, jsonBody(SetCheckBackDaysRequestSchema), async (c) => {
      const me = requireUser(c);
      return c.json(await setCheckBackDefault(c.get('deps').db, me.id, c.req.valid('json').days));
    })
    .put(apiPaths.accountDailyReminder, jsonBody(SetDailyReminderRequestSchema), async (c) => {
      const me = requireUser(c);
      const deps = c.get('deps');
      const body = c.req.valid('json');
      return c.json(await setDailyReminder(deps.db, deps.mail, me.id, body.hour, body.timeZone));
    });
}

const linksOf = async (c: Context<RequestContext>) => journalLinks((await c.get('deps').auth.$context).secret);

/** A link's page is for the one person it was mailed to: never stored, never indexed. */
function privatePage(c: Context<RequestContext>, html: string, status: 200 | 400 | 404 | 410 = 200) {
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex, nofollow');
  return c.html(html, status);
}

const FAILED_STATUS = { invalid: 400, expired: 410, gone: 404 } as const;

/**
 * The pages a journal mail's links open, without signing in: one-tap answers (GET shows, POST
 * saves, so a mail scanner's prefetch records nothing) and the one-click unsubscribe (RFC 8058:
 * mailbox providers POST it from anywhere, so no Origin is asked for; the token is the proof).
 */
export function checkBackPageRoutes() {
  return new Hono<RequestContext>()
    .get(paths.checkBackScript, (c) => {
      c.header('Content-Type', 'text/javascript; charset=utf-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(TAP_SCRIPT);
    })
    .get(paths.checkBackPattern, async (c) => {
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `check-back:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.sharedReadingPerAddress);
      const token = c.req.param('token');
      const view = await readTap(deps.db, await linksOf(c), token, new Date());
      if (!view.ok) return privatePage(c, tapFailedPage(view.reason), FAILED_STATUS[view.reason]);
      const answer = OutcomeSchema.safeParse(c.req.query('answer'));
      return privatePage(c, tapPage(token, view, answer.success ? answer.data : null));
    })
    .post(paths.checkBackPattern, async (c) => {
      const deps = c.get('deps');
      await enforceLimit(deps.counters, `check-back:${clientAddress(c, deps.env.TRUST_PROXY)}`, LIMITS.sharedReadingPerAddress);
      const token = c.req.param('token');
      const links = await linksOf(c);
      const answer = OutcomeSchema.safeParse((await c.req.parseBody()).answer);
      if (!answer.success) {
        const view = await readTap(deps.db, links, token, new Date());
        return view.ok ? privatePage(c, tapPage(token, view, null), 400) : privatePage(c, tapFailedPage(view.reason), FAILED_STATUS[view.reason]);
      }
      const view = await recordTap(deps.db, links, token, answer.data, new Date());
      if (!view.ok) return privatePage(c, tapFailedPage(view.reason), FAILED_STATUS[view.reason]);
      return privatePage(c, tapSavedPage(token, view, answer.data));
    })
    .get(paths.mailUnsubscribePattern, async (c) => {
      const token = c.req.param('token');
      if (!(await linksOf(c)).readUnsubscribeToken(token)) return privatePage(c, unsubscribeFailedPage(), 400);
      return privatePage(c, unsubscribeConfirmPage(token));
    })
    .post(paths.mailUnsubscribePattern, async (c) => {
      const done = await unsubscribeJournalMail(c.get('deps').db, await linksOf(c), c.req.param('token'), new Date());
      return done ? privatePage(c, unsubscribedPage()) : privatePage(c, unsubscribeFailedPage(), 400);
    });
}
