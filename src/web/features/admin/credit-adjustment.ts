import { AdminCreditAdjustmentSchema, type AdminCreditAdjustment } from '../../../shared/schemas/admin.ts';

export const NOT_A_WHOLE_NUMBER = 'Enter a whole number of credits: 5 to grant, -5 to remove';

/**
 * The form's fields as typed, checked with the server's own schema so the form says what the
 * server would before anything is sent. The server checks again (and the balance, which only it
 * knows for sure).
 */
export function readCreditAdjustment(fields: {
  delta: string;
  reason: string;
}): { ok: true; value: AdminCreditAdjustment } | { ok: false; field: 'delta' | 'reason'; message: string } {
  // A typed minus sign (−) or a plus in front are the same numbers to a person.
  const typed = fields.delta.trim().replace(/^−/, '-');
  if (!/^[+-]?\d+$/.test(typed)) return { ok: false, field: 'delta', message: NOT_A_WHOLE_NUMBER };
  const parsed = AdminCreditAdjustmentSchema.safeParse({ delta: Number(typed), reason: fields.reason });
  if (parsed.success) return { ok: true, value: parsed.data };
  const [issue] = parsed.error.issues;
  return { ok: false, field: issue?.path[0] === 'reason' ? 'reason' : 'delta', message: issue?.message ?? NOT_A_WHOLE_NUMBER };
}
