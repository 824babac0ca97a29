import { createHmac, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tokenFromCookie } from './session-user.ts';

const signed = (token: string, secret: string) => `${token}.${createHmac('sha256', secret).update(token).digest('base64')}`;
const fresh = () => randomBytes(16).toString('hex');

describe('tokenFromCookie', () => {
  it('gives the token of a cookie signed with the secret, every time it is asked', () => {
    const token = fresh();
    const cookie = signed(token, 'secret-a');
    expect(tokenFromCookie(cookie, 'secret-a')).toBe(token);
    expect(tokenFromCookie(cookie, 'secret-a')).toBe(token);
  });

  it('refuses a cookie signed with another secret, also after it was accepted under its own', () => {
    const token = fresh();
    const cookie = signed(token, 'secret-a');
    expect(tokenFromCookie(cookie, 'secret-b')).toBeNull();
    expect(tokenFromCookie(cookie, 'secret-a')).toBe(token);
    expect(tokenFromCookie(cookie, 'secret-b')).toBeNull();
  });

  it("refuses a known token with a forged signature, and the forged cookie stays refused", () => {
    const token = fresh();
    expect(tokenFromCookie(signed(token, 'secret-a'), 'secret-a')).toBe(token);
    const forged = signed(token, 'guess');
    expect(tokenFromCookie(forged, 'secret-a')).toBeNull();
    expect(tokenFromCookie(forged, 'secret-a')).toBeNull();
  });

  it.each([undefined, '', 'no-signature', '.onlysignature', 'token.not-base64-of-the-right-length'])('refuses %j', (cookie) => {
    expect(tokenFromCookie(cookie, 'secret-a')).toBeNull();
  });

  it('keeps accepting cookies after many more have been verified than it remembers', () => {
    const first = fresh();
    const cookie = signed(first, 'secret-a');
    expect(tokenFromCookie(cookie, 'secret-a')).toBe(first);
    for (let i = 0; i < 10_050; i++) tokenFromCookie(signed(fresh(), 'secret-a'), 'secret-a');
    expect(tokenFromCookie(cookie, 'secret-a')).toBe(first);
    expect(tokenFromCookie(signed(first, 'other'), 'secret-a')).toBeNull();
  });
});
