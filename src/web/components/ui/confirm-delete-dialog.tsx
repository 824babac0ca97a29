import type { ReactNode } from 'react';
import { HttpError } from '../../api-client.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { Dialog } from './dialog.tsx';

/** What a deletion's mutation tells the dialog (TanStack Query's `useMutation` result has these). */
interface DeletionState {
  isPending: boolean;
  isError: boolean;
  error: unknown;
}

/**
 * Asks before deleting something for good. Cancel comes first, so the focus that enters the dialog
 * lands on the harmless choice; the dialog returns focus where it came from when it closes. A refusal
 * the server explained (4xx) is shown as it said; anything else as `failedText`.
 */
export function ConfirmDeleteDialog({
  title,
  confirmLabel,
  failedText,
  deletion,
  onConfirm,
  onClose,
  children,
}: {
  title: string;
  confirmLabel: string;
  failedText: string;
  deletion: DeletionState;
  onConfirm(): void;
  onClose(): void;
  children: ReactNode;
}) {
  const { error } = deletion;
  return (
    <Dialog title={title} onClose={onClose}>
      {children}
      {deletion.isError && (
        <p className="error-text" role="alert">
          {error instanceof HttpError && error.status < 500 && error.serverMessage ? error.serverMessage : failedText}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {m.dialog_cancel()}
        </button>
        <button type="button" className="button button-danger" disabled={deletion.isPending} aria-busy={deletion.isPending || undefined} onClick={onConfirm}>
          {deletion.isPending ? m.dialog_deleting() : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
