import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../../components/ui/dialog.tsx';
import '../../components/ui/switch.css';
import { useSetRemembering } from './api/set-remembering.ts';

export const REMEMBER_LABEL = 'Let the reader remember';
const SAVE_FAILED = 'That change could not be saved. Please try again.';

function ForgetEverythingDialog({
  count,
  pending,
  failed,
  onCancel,
  onConfirm,
}: {
  count: number;
  pending: boolean;
  failed: boolean;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Dialog title="Forget everything?" onClose={onCancel}>
      <p>
        Turning this off deletes{' '}
        {count === 0 ? 'everything the reader remembers' : count === 1 ? 'the one summary the reader keeps' : `all ${count} summaries the reader keeps`} at
        once, for good. Nothing is remembered again until you turn it back on, and then only readings from that moment.
      </p>
      {failed && (
        <p className="error-text" role="alert">
          {SAVE_FAILED}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          Keep remembering
        </button>
        <button type="button" className="button button-danger" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          {pending ? 'Forgetting…' : 'Turn off and forget everything'}
        </button>
      </div>
    </Dialog>
  );
}

/**
 * The one switch (issue 27 §5): on at once; off only after a confirm, since it forgets everything.
 * The status line is always in the page, so screen readers announce each change of its text.
 */
export function RememberSwitch({ remember, count }: { remember: boolean; count: number }) {
  const id = useId();
  const save = useSetRemembering();
  const [confirming, setConfirming] = useState(false);
  // Turning it on shows at once; a failed save puts it back. Off waits for the confirm.
  const [turningOn, setTurningOn] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const turn = (on: boolean) => {
    setStatus(null);
    setTurningOn(on);
    save.mutate(on, {
      onSettled: () => setTurningOn(false),
      onSuccess: () => {
        setConfirming(false);
        setStatus({
          tone: 'success',
          text: on ? 'The reader will remember your readings from now on.' : 'Everything is forgotten, and the reader remembers nothing more.',
        });
      },
      onError: () => {
        if (!confirming) setStatus({ tone: 'error', text: SAVE_FAILED });
      },
    });
  };

  return (
    <div className="remember-switch">
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={remember || turningOn}
          disabled={save.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(event) => (event.target.checked ? turn(true) : setConfirming(true))}
        />
        <span className="switch-track" aria-hidden="true" />
        <span className="switch-label">{REMEMBER_LABEL}</span>
      </label>
      <p id={`${id}-hint`} className="muted switch-hint">
        Off by default. Turning it off forgets everything at once.
      </p>
      <p role="status" className={`memory-status${status ? ` memory-status-${status.tone}` : ''}`}>
        {status?.text ?? ''}
      </p>
      {/* In the body, not in the panel, whose backdrop filter would make a layer the dialog cannot rise above. */}
      {confirming &&
        createPortal(
          <ForgetEverythingDialog
            count={count}
            pending={save.isPending}
            failed={save.isError}
            onCancel={() => {
              save.reset();
              setConfirming(false);
            }}
            onConfirm={() => turn(false)}
          />,
          document.body,
        )}
    </div>
  );
}
