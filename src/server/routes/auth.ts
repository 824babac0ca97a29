import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../app-env.ts';
import { CLIENT_ADDRESS_HEADER } from '../auth/auth.ts';
import { clientAddress } from '../client-address.ts';
import { enforceLimit, LIMITS } from '../domain/rate-limit.ts';

const EmailBodySchema = z.object({ email: z.string().trim().toLowerCase().max(254) }).partial();

async function emailOf(request: Request): Promise<string | undefined> {
  try {
    return EmailBodySchema.parse(await request.clone().json()).email;
  } catch {
    return undefined;
  }
}

/**
 * Better Auth under /api/auth, behind our limits: sign-in per address and per account,
 * sign-up per address. The client address reaches Better Auth in a header only we set.
 */
export function authRoutes() {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', async (c) => {
    const { deps } = c.var;
    const address = clientAddress(c, deps.env.TRUST_PROXY);
    if (c.req.method === 'POST') {
      if (c.req.path === '/api/auth/sign-in/email') {
        const email = await emailOf(c.req.raw);
        await enforceLimit(deps.counters, `sign-in:addr:${address}`, LIMITS.signInPerAddress);
        if (email) await enforceLimit(deps.counters, `sign-in:account:${email}`, LIMITS.signInPerAccount);
      } else if (c.req.path === '/api/auth/sign-up/email') {
        await enforceLimit(deps.counters, `sign-up:addr:${address}`, LIMITS.signUpPerAddress);
      }
    }
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_ADDRESS_HEADER, address);
    return deps.auth.handler(new Request(c.req.raw, { headers }));
  });
}
