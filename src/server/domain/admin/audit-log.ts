import { eq, sql } from 'drizzle-orm';
import { ADMIN_AUDIT_PAGE_SIZE } from '../../../shared/constants.ts';
import type { AdminAuditPage } from '../../../shared/schemas/admin.ts';
import type { Executor } from '../../db/client.ts';
import { adminAudit, user } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { decodeCursor, encodeCursor } from '../../read-models/history-page.ts';

/** The timestamp as PostgreSQL has it, to the microsecond, so the cursor compares exactly with the stored one. */
const atText = sql<string>`to_char(${adminAudit.at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

/**
 * One page of the audit log, newest first, by keyset on (at, id) along admin_audit_at_idx; `before`
 * is the previous page's nextCursor.
 */
export async function auditPage(db: Executor, before: string | undefined): Promise<AdminAuditPage> {
  const cursor = before === undefined ? undefined : decodeCursor(before);
  if (cursor === null) throw new AppError(400, 'The audit cursor is not valid');
  const rows = await db
    .select({
      id: adminAudit.id,
      at: adminAudit.at,
      atText,
      adminEmail: adminAudit.adminEmail,
      action: adminAudit.action,
      targetUserId: adminAudit.targetUserId,
      targetEmail: user.email,
      detail: adminAudit.detail,
    })
    .from(adminAudit)
    .leftJoin(user, eq(user.id, adminAudit.targetUserId))
    .where(cursor ? sql`(${adminAudit.at}, ${adminAudit.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)` : undefined)
    // NULLS LAST as admin_audit_at_idx declares it: a plain DESC (NULLS FIRST) cannot use the index.
    .orderBy(sql`${adminAudit.at} desc nulls last`, sql`${adminAudit.id} desc nulls last`)
    .limit(ADMIN_AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, ADMIN_AUDIT_PAGE_SIZE);
  const last = page.at(-1);
  return {
    entries: page.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      adminEmail: row.adminEmail,
      action: row.action,
      targetUserId: row.targetUserId,
      targetEmail: row.targetEmail,
      detail: row.detail,
    })),
    nextCursor: rows.length > ADMIN_AUDIT_PAGE_SIZE && last ? encodeCursor({ createdAt: last.atText, id: last.id }) : null,
  };
}
