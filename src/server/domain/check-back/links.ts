import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { CHECK_BACK_LINK_DAYS } from '../../../shared/journal/journal.ts';
import { isUuid } from '../../../shared/schemas/common.ts';

// The journal mails' links (issue 27 §2): they work without signing in, so each carries its own
// proof, an HMAC under a key derived from the app's secret (one key per kind of link, so a token of
// one kind is never accepted as the other). Nothing is stored: a link cannot be listed or leaked
// from the database, and an altered one fails its MAC.

const DAY_MS = 24 * 60 * 60 * 1000;
/** 128 bits of the MAC: far beyond guessing, and a shorter link in the mail. */
const MAC_BYTES = 16;

function macKey(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, '', `tarot-insights ${purpose}`, 32));
}

function macOf(key: Buffer, payload: string): string {
  return createHmac('sha256', key).update(payload).digest().subarray(0, MAC_BYTES).toString('base64url');
}

function macMatches(key: Buffer, payload: string, mac: string): boolean {
  const expected = Buffer.from(macOf(key, payload));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type TapTokenCheck = { ok: true; readingId: string } | { ok: false; reason: 'invalid' | 'expired' };

export interface JournalLinks {
  /** The token of a reading's one-tap answers, working until `expiresAt`. */
  tapToken(readingId: string, expiresAt: Date): string;
  readTapToken(token: string, now: Date): TapTokenCheck;
  /** The token of a person's one-click unsubscribe: it does not expire (a mail may be opened months later). */
  unsubscribeToken(userId: string): string;
  /** The user it unsubscribes, or null for a token we did not sign. */
  readUnsubscribeToken(token: string): string | null;
}

/** When the one-tap links of a mail sent at `sentAt` stop working. */
export const tapLinksExpireAt = (sentAt: Date) => new Date(sentAt.getTime() + CHECK_BACK_LINK_DAYS * DAY_MS);

export function journalLinks(secret: string): JournalLinks {
  const tapKey = macKey(secret, 'check-back tap link');
  const unsubscribeKey = macKey(secret, 'journal mail unsubscribe link');
  return {
    tapToken(readingId, expiresAt) {
      const payload = `${readingId}.${Math.floor(expiresAt.getTime() / 1000)}`;
      return `${payload}.${macOf(tapKey, payload)}`;
    },
    readTapToken(token, now) {
      const [readingId = '', expires = '', mac = '', ...rest] = token.split('.');
      if (rest.length > 0 || !isUuid(readingId) || !/^\d{1,12}$/.test(expires) || !macMatches(tapKey, `${readingId}.${expires}`, mac)) {
        return { ok: false, reason: 'invalid' };
      }
      if (Number(expires) * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
      return { ok: true, readingId };
    },
    unsubscribeToken(userId) {
      return `${Buffer.from(userId).toString('base64url')}.${macOf(unsubscribeKey, userId)}`;
    },
    readUnsubscribeToken(token) {
      const [encoded = '', mac = '', ...rest] = token.split('.');
      if (rest.length > 0 || !/^[A-Za-z0-9_-]{1,200}$/.test(encoded)) return null;
      const userId = Buffer.from(encoded, 'base64url').toString('utf8');
      return macMatches(unsubscribeKey, userId, mac) ? userId : null;
    },
  };
}
