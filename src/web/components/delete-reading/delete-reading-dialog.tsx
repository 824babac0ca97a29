import { m } from '../../i18n/paraglide/messages.js';
import { ConfirmDeleteDialog } from '../ui/confirm-delete-dialog.tsx';
import { useDeleteReading } from './delete-reading-api.ts';

/** Asks before deleting a reading for good. */
export function DeleteReadingDialog({ readingId, question, onClose, onDeleted }: { readingId: string; question: string; onClose(): void; onDeleted(): void }) {
  const deletion = useDeleteReading(readingId);
  return (
    <ConfirmDeleteDialog
      title={m.delete_reading_title()}
      confirmLabel={m.delete_reading_confirm()}
      failedText={m.delete_reading_failed()}
      deletion={deletion}
      onConfirm={() => deletion.mutate(undefined, { onSuccess: onDeleted })}
      onClose={onClose}
    >
      <p>{m.delete_reading_what({ question })}</p>
      <p className="muted">{m.delete_reading_not_affected()}</p>
    </ConfirmDeleteDialog>
  );
}

/** The history state that carries "deleted" from a reading's page to the history it lands on. */
const DELETED_STATE = 'readingDeleted';
export const deletedState = { [DELETED_STATE]: true } as const;

/** Whether the page was reached right after a deletion. */
export function arrivedAfterDeletion(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && DELETED_STATE in state;
}

/** Takes the mark off, so a reload or a return to the page shows no confirmation. */
export function clearDeletedMark(): void {
  const state: unknown = window.history.state;
  if (typeof state !== 'object' || state === null || !(DELETED_STATE in state)) return;
  window.history.replaceState(Object.fromEntries(Object.entries(state).filter(([key]) => key !== DELETED_STATE)), '');
}
