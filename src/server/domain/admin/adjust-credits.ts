import { eq } from 'drizzle-orm';
import { ADMIN_ERRORS, type AdminCreditAdjustment } from '../../../shared/schemas/admin.ts';
import type { Database } from '../../db/client.ts';
import { adminAudit, user } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { adjustCredits } from '../billing/credits.ts';

export interface ActingAdmin {
  id: string;
  email: string;
}

const plural = (n: number) => `${n} credit${n === 1 ? '' : 's'}`;

/**
 * Grants or removes credits for a customer: the balance, its ledger row (reason admin_adjustment,
 * the admin and their reason) and the audit entry in one transaction. A removal larger than the
 * balance changes nothing (409).
 */
export async function adjustCustomerCredits(db: Database, by: ActingAdmin, userId: string, change: AdminCreditAdjustment): Promise<void> {
  await db.transaction(async (tx) => {
    const balance = await adjustCredits(tx, userId, change.delta, { adminUserId: by.id, note: change.reason });
    if (balance === null) {
      const [exists] = await tx.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!exists) throw notFound(ADMIN_ERRORS.noSuchUser);
      throw new AppError(409, ADMIN_ERRORS.belowZero);
    }
    const what = change.delta > 0 ? `Granted ${plural(change.delta)}` : `Removed ${plural(-change.delta)}`;
    await tx.insert(adminAudit).values({
      adminUserId: by.id,
      adminEmail: by.email,
      action: 'credits_adjusted',
      targetUserId: userId,
      detail: `${what} (balance ${balance - change.delta} → ${balance}): ${change.reason}`,
    });
  });
}
