import { it } from 'vitest';
import { startOidcProvider } from './support/oidc-provider.ts';
import { createTestApp } from './support/test-app.ts';
import { cookiesFrom } from './support/users.ts';

it('probe', async () => {
  const idp = await startOidcProvider();
  idp.signInAs({ sub: 's1', email: 'x@example.com', name: 'X' });
  const t = await createTestApp({ env: { GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_ISSUER: idp.issuer } });
  for (const cb of ['https://evil.example/account', '//evil.example/x', '/account', 'http://localhost:3000/account']) {
    const start = await t.request('/api/auth/sign-in/social', { body: { provider: 'google', callbackURL: cb } });
    console.log(cb, start.status);
    if (start.status !== 200) { console.log(await start.text()); continue; }
    const { url } = (await start.json()) as { url: string };
    const a = await fetch(url, { redirect: 'manual' });
    const back = new URL(a.headers.get('location')!);
    const done = await t.app.request(back.pathname + back.search, { headers: { Cookie: cookiesFrom(start) } });
    console.log('  ->', done.status, done.headers.get('location'));
  }
  const s2 = await t.request('/api/auth/sign-in/email', { body: { email: 'x@example.com', password: 'whatever1', callbackURL: 'https://evil.example/' } });
  console.log('email cb', s2.status, await s2.text());
  await t.close(); await idp.stop();
});
