import { describe, expect, it } from 'vitest';
import { ADMIN_CREDIT_ADJUSTMENT_MAX, ADMIN_REASON_MAX_LENGTH } from '../../../shared/constants.ts';
import { NOT_A_WHOLE_NUMBER, readCreditAdjustment } from './credit-adjustment.ts';

// The form's checks are the server's schema: what passes here is what the server accepts.

describe('the credit adjustment form', () => {
  it.each([
    ['5', 5],
    ['+5', 5],
    [' -3 ', -3],
    ['−3', -3],
    [String(ADMIN_CREDIT_ADJUSTMENT_MAX), ADMIN_CREDIT_ADJUSTMENT_MAX],
    [String(-ADMIN_CREDIT_ADJUSTMENT_MAX), -ADMIN_CREDIT_ADJUSTMENT_MAX],
  ])('reads %j as %d', (delta, value) => {
    expect(readCreditAdjustment({ delta, reason: '  goodwill after an outage ' })).toEqual({
      ok: true,
      value: { delta: value, reason: 'goodwill after an outage' },
    });
  });

  it.each(['', 'five', '2.5', '1e3', '--1', '5 credits'])('refuses %j as not a whole number', (delta) => {
    expect(readCreditAdjustment({ delta, reason: 'goodwill' })).toEqual({ ok: false, field: 'delta', message: NOT_A_WHOLE_NUMBER });
  });

  it('refuses zero and anything beyond the limit with the schema’s words', () => {
    expect(readCreditAdjustment({ delta: '0', reason: 'goodwill' })).toEqual({ ok: false, field: 'delta', message: 'delta must not be zero' });
    expect(readCreditAdjustment({ delta: String(ADMIN_CREDIT_ADJUSTMENT_MAX + 1), reason: 'goodwill' })).toMatchObject({ ok: false, field: 'delta' });
    expect(readCreditAdjustment({ delta: String(-ADMIN_CREDIT_ADJUSTMENT_MAX - 1), reason: 'goodwill' })).toMatchObject({ ok: false, field: 'delta' });
  });

  it('needs a reason of the schema’s length, spaces aside', () => {
    expect(readCreditAdjustment({ delta: '5', reason: '   ' })).toEqual({ ok: false, field: 'reason', message: 'The reason must be at least 3 characters' });
    expect(readCreditAdjustment({ delta: '5', reason: ' ab ' })).toMatchObject({ ok: false, field: 'reason' });
    expect(readCreditAdjustment({ delta: '5', reason: 'x'.repeat(ADMIN_REASON_MAX_LENGTH + 1) })).toMatchObject({ ok: false, field: 'reason' });
    expect(readCreditAdjustment({ delta: '5', reason: 'x'.repeat(ADMIN_REASON_MAX_LENGTH) })).toMatchObject({ ok: true });
  });
});
