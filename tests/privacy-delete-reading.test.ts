import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, drawCommitment, message, modelCall, reading, shareLink, tempReading, user } from '../src/server/db/schema.ts';
import { READING_NOT_FOUND } from '../src/server/errors.ts';
import { apiPaths } from '../src/shared/paths.ts';
import { AccountExportSchema } from '../src/shared/schemas/account.ts';
import { AdminDashboardSchema } from '../src/shared/schemas/admin.ts';
import { CreateShareLinkResponseSchema } from '../src/shared/schemas/share.ts';
import { clientFor, completedReadingFor, creditsOf, type Client } from './support/readings.ts';
import { createTestApp, type TestApp } from './support/test-app.ts';
import { signUp } from './support/users.ts';

// Issue 25 §1: one reading deleted without deleting the account.

const QUESTION = 'Will my biopsy on Tuesday come back clear?';
const FOLLOW_UP = 'And what about my sister Ines?';
const ADMIN_EMAIL = 'privacy-admin@example.com';

describe('deleting one reading', () => {
  let t: TestApp;
  let owner: Client;
  let admin: Client;

  beforeAll(async () => {
    t = await createTestApp({ cheapPasswords: true, env: { ADMIN_EMAILS: ADMIN_EMAIL } });
    owner = clientFor(t, await signUp(t));
    const adminUser = await signUp(t, { email: ADMIN_EMAIL });
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.id, adminUser.id));
    admin = clientFor(t, adminUser);
  });

  const dashboardTotals = async () => {
    const response = await admin.get(apiPaths.admin.dashboard(7));
    expect(response.status).toBe(200);
    return AdminDashboardSchema.parse(await response.json()).totals;
  };
  afterAll(async () => t.close());

  const userId = () => owner.user?.id ?? '';

  it('takes its conversation, its links (at once), its claimed visitor copy and its draw’s owner, and keeps the ledger and model calls', async () => {
    const kept = await completedReadingFor(owner, 'What should I focus on this month?');
    const id = await completedReadingFor(owner, QUESTION);
    const asked = await owner.post(apiPaths.followUp, { question: FOLLOW_UP, readingId: id, userId: userId() });
    expect(asked.status).toBe(200);
    const made = await owner.post(apiPaths.readingShares(id), { showQuestion: true });
    const { token } = CreateShareLinkResponseSchema.parse(await made.json());
    expect((await clientFor(t, null).get(apiPaths.sharedReading(token))).status).toBe(200);
    // As if it had been the visitor's free reading, claimed at sign-up.
    await t.db.insert(tempReading).values({
      tempUserId: crypto.randomUUID(),
      question: QUESTION,
      cards: ['The Fool', 'The Star', 'The Sun'],
      interpretation: 'A visitor text',
      claimedByUserId: userId(),
      claimedReadingId: id,
    });
    const [{ fairDraw } = { fairDraw: null }] = await t.db.select({ fairDraw: reading.fairDraw }).from(reading).where(eq(reading.id, id));

    const creditsBefore = await creditsOf(t, userId());
    const ledgerBefore = await t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId()));
    const callsBefore = await t.db.select({ id: modelCall.id }).from(modelCall).where(eq(modelCall.userId, userId()));
    expect(ledgerBefore.some((row) => row.reason === 'follow_up')).toBe(true);
    const totalsBefore = await dashboardTotals();

    const response = await owner.post(apiPaths.readingDelete(id), {});
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ deleted: true });

    expect((await owner.get(apiPaths.reading(id))).status).toBe(404);
    expect((await clientFor(t, null).get(apiPaths.sharedReading(token))).status).toBe(404);
    expect(await t.db.select().from(message).where(eq(message.readingId, id))).toEqual([]);
    expect(await t.db.select().from(shareLink).where(eq(shareLink.readingId, id))).toEqual([]);
    const [visitorCopy] = await t.db.select().from(tempReading).where(eq(tempReading.claimedReadingId, id));
    expect(visitorCopy).toMatchObject({ question: '', interpretation: '' });
    const [commitment] = await t.db
      .select({ owner: drawCommitment.owner })
      .from(drawCommitment)
      .where(eq(drawCommitment.commitment, fairDraw?.commitment ?? 'none'));
    expect(commitment?.owner).toBe('deleted');

    // Money and cost still add up: the same ledger rows and balance, the same model calls, none pointing at the reading.
    expect(await creditsOf(t, userId())).toBe(creditsBefore);
    expect(await t.db.select().from(creditLedger).where(eq(creditLedger.userId, userId()))).toEqual(ledgerBefore);
    expect(await t.db.select({ id: modelCall.id }).from(modelCall).where(eq(modelCall.userId, userId()))).toEqual(callsBefore);
    expect(await t.db.select().from(modelCall).where(eq(modelCall.readingId, id))).toEqual([]);

    // The admin's figures: money and model usage unchanged; the readings and follow-ups counted are the ones that exist.
    const totalsAfter = await dashboardTotals();
    expect(totalsAfter).toEqual({ ...totalsBefore, readings: totalsBefore.readings - 1, followUps: totalsBefore.followUps - 1 });

    // The export: the other reading, the whole ledger, and no word of the deleted one.
    const exported = await owner.get(apiPaths.accountExport);
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const data = AccountExportSchema.parse(JSON.parse(text));
    expect(data.readings.map((row) => row.id)).toEqual([kept]);
    expect(data.creditLedger).toHaveLength(ledgerBefore.length);
    for (const secret of [QUESTION, FOLLOW_UP, id]) expect(text).not.toContain(secret);
  });

  it('is the 404 of a missing reading for another user, a deleted one or a malformed id, and asks for a session', async () => {
    const id = await completedReadingFor(owner);
    const stranger = clientFor(t, await signUp(t));
    const refused = await stranger.post(apiPaths.readingDelete(id), {});
    expect(refused.status).toBe(404);
    expect(await refused.json()).toEqual({ error: READING_NOT_FOUND });
    expect((await clientFor(t, null).post(apiPaths.readingDelete(id), {})).status).toBe(401);
    expect((await owner.get(apiPaths.reading(id))).status).toBe(200);
    expect((await owner.post(apiPaths.readingDelete(id), {})).status).toBe(200);
    expect((await owner.post(apiPaths.readingDelete(id), {})).status).toBe(404);
    expect((await owner.post(apiPaths.readingDelete('not-a-uuid'), {})).status).toBe(404);
  });
});
