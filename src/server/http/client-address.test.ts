import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

function appWith(trustProxy: boolean) {
  return new Hono().get('/', (c) => c.text(clientAddress(c, trustProxy)));
}

describe('clientAddress', () => {
  it('takes the entry the load balancer appended, not the ones the client wrote before it', async () => {
    const response = await appWith(true).request('/', { headers: { 'X-Forwarded-For': '10.0.0.7, 10.0.0.8, 203.0.113.9' } });
    expect(await response.text()).toBe('203.0.113.9');
  });

  it('takes a single entry as it is', async () => {
    const response = await appWith(true).request('/', { headers: { 'X-Forwarded-For': ' 198.51.100.4 ' } });
    expect(await response.text()).toBe('198.51.100.4');
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const response = await appWith(false).request('/', { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(await response.text()).toBe('local');
  });
});
