import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_ERRORS } from '../../../shared/schemas/admin.ts';
import { HttpError } from '../../api-client.ts';
import { accountFormErrorMessage } from '../../components/forms/form-errors.ts';
import { stubFetch } from '../../test-support/fetch-stub.ts';
import { adjustCredits } from './adjust-credits.ts';
import { getAuditPage } from './audit-query.ts';
import { getCustomer } from './customer-query.ts';
import { searchCustomers } from './customer-search-query.ts';
import { getDashboard } from './dashboard-query.ts';
import { getFailedMails, retryMail } from './failed-mails-query.ts';

// The console's calls, with the paths and bodies of the admin contract (ADMIN-CONTRACT / schemas/admin.ts).

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the admin calls', () => {
  it.each([
    ['the dashboard', () => getDashboard(90), '/api/admin/dashboard?days=90'],
    ['a search, its text encoded', () => searchCustomers('ada+1@ex'), '/api/admin/users?query=ada%2B1%40ex'],
    ['a customer', () => getCustomer('user/1'), '/api/admin/users/user%2F1'],
    ['the audit log’s first page', () => getAuditPage(undefined), '/api/admin/audit'],
    ['the audit log after a cursor', () => getAuditPage('2026-11-24T08:00:00.000Z|a1'), '/api/admin/audit?before=2026-11-24T08%3A00%3A00.000Z%7Ca1'],
    ['the failed mails', () => getFailedMails(), '/api/admin/mails/failed'],
  ] as const)('%s is a GET of %s', async (_name, call, path) => {
    const fetchMock = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await call();
    const [sentPath, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect({ path: sentPath, method: init.method, body: init.body }).toEqual({ path, method: 'GET', body: undefined });
  });

  it('posts a retry of a failed mail to its own path', async () => {
    const sent = stubFetch(200, { mails: [] });
    await retryMail('0b6f3c1e-5c2a-4f8e-9a51-4b0d3f1e2a77');
    expect(sent()).toEqual({ path: '/api/admin/mails/failed/0b6f3c1e-5c2a-4f8e-9a51-4b0d3f1e2a77/retry', method: 'POST', body: undefined });
  });

  it('posts a credit adjustment as the contract body', async () => {
    const sent = stubFetch(200, { user: {}, ledger: [] });
    await adjustCredits('u1', { delta: -3, reason: 'duplicate purchase' });
    expect(sent()).toEqual({ path: '/api/admin/users/u1/credits', method: 'POST', body: { delta: -3, reason: 'duplicate purchase' } });
  });

  it('shows the server’s own words when a removal would take the balance below zero', async () => {
    stubFetch(409, { error: ADMIN_ERRORS.belowZero });
    const error = await adjustCredits('u1', { delta: -50, reason: 'duplicate purchase' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(accountFormErrorMessage(error)).toBe(ADMIN_ERRORS.belowZero);
  });
});
