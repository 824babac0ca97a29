import { ConfirmDeleteDialog } from '../ui/confirm-delete-dialog.tsx';
import { useDeleteReading } from './delete-reading-api.ts';

export const DELETE_READING = 'Delete this reading';
/** Shown where the person lands after deleting one. */
export const READING_DELETED = 'The reading was deleted.';
const FAILED = 'The reading could not be deleted. Please try again.';

/** Asks before deleting a reading for good. */
export function DeleteReadingDialog({ readingId, question, onClose, onDeleted }: { readingId: string; question: string; onClose(): void; onDeleted(): void }) {
  const deletion = useDeleteReading(readingId);
  return (
    <ConfirmDeleteDialog
      title="Delete this reading?"
      confirmLabel="Delete reading"
      failedText={FAILED}
      deletion={deletion}
      onConfirm={() => deletion.mutate(undefined, { onSuccess: onDeleted })}
      onClose={onClose}
    >
      <p>
        “{question}” — its cards, interpretation and follow-up conversation are deleted for good, and every link you shared to it stops working at once. This
        cannot be undone.
      </p>
      <p className="muted">Your credits and payments are not affected.</p>
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
