import { randomUUID } from 'node:crypto';
import type { TestApp } from './test-app.ts';

export interface SignedInUser {
  id: string;
  email: string;
  cookie: string;
}

/** The session cookie(s) a response sets, as a Cookie header value. */
export function cookiesFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .filter((pair) => pair && !pair.endsWith('='))
    .join('; ');
}

export async function signUp(
  t: TestApp,
  overrides: Partial<{ email: string; password: string; name: string; birthday: number; birthMonth: number; address: string }> = {},
): Promise<SignedInUser> {
  const email = overrides.email ?? `user-${randomUUID()}@example.com`;
  const response = await t.request('/api/auth/sign-up/email', {
    body: {
      email,
      password: overrides.password ?? 'correct horse battery',
      name: overrides.name ?? 'Luna Starling',
      birthday: overrides.birthday ?? 14,
      birthMonth: overrides.birthMonth ?? 8,
    },
    headers: { 'X-Forwarded-For': overrides.address ?? `192.0.2.${Math.floor(Math.random() * 250) + 1}` },
  });
  if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  const json = (await response.json()) as { user: { id: string } };
  return { id: json.user.id, email, cookie: cookiesFrom(response) };
}
