import { useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { Dialog } from '../../components/ui/dialog.tsx';
import '../../components/ui/switch.css';
import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';
import { useSetRemembering } from './api/set-remembering.ts';

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
    <Dialog title={m.memory_forget_all_title()} onClose={onCancel}>
      <p>{count === 0 ? m.memory_forget_all_text_none() : plural(count, { one: m.memory_forget_all_text_one, other: m.memory_forget_all_text_other })}</p>
      {failed && (
        <p className="error-text" role="alert">
          {m.account_change_not_saved()}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onCancel}>
          {m.memory_keep_remembering()}
        </button>
        <button type="button" className="button button-danger" disabled={pending} aria-busy={pending || undefined} onClick={onConfirm}>
          {pending ? m.memory_forgetting() : m.memory_turn_off()}
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
  // Turning it on shows at once and holds until the saved settings are in the page (cleared when the
  // save settles, the switch would flick back off for a render); a failed save puts it back. Off
  // waits for the confirm.
  const [turningOn, setTurningOn] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const turn = (on: boolean) => {
    setStatus(null);
    setTurningOn(on);
    save.mutate(on, {
      onSuccess: () => {
        setConfirming(false);
        setStatus({
          tone: 'success',
          text: on ? m.memory_turned_on() : m.memory_turned_off(),
        });
      },
      onError: () => {
        setTurningOn(false);
        if (!confirming) setStatus({ tone: 'error', text: m.account_change_not_saved() });
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
        <span className="switch-label">{m.memory_switch_label()}</span>
      </label>
      <p id={`${id}-hint`} className="muted switch-hint">
        {m.memory_switch_hint()}
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
