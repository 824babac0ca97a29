import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { NAME_MAX_LENGTH } from '../../../shared/constants.ts';
import type { UserData } from '../../../shared/schemas/account.ts';
import { CreditsBadge } from '../../components/credits-badge.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { signName } from '../../i18n/sign-names.ts';
import { useRenameMutation } from './account-mutations.ts';
import { EmailWithStatus } from './email-verification.tsx';

/** Account info (spec §2 /account): editable name, email (and whether it is verified), member since, credits, subscription, admin badge. */
export function AccountDetails({ user }: { user: UserData }) {
  const rename = useRenameMutation();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.name ?? '');
  const [saving, setSaving] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const closing = useRef(false);
  // Rather than autoFocus, which Preact applies only to what the page's first render put in.
  const focusWhenOpened = useCallback((input: HTMLInputElement | null) => input?.focus(), []);

  // Closing the editor (saved or cancelled) puts focus back on Edit name, not on the page's body.
  useEffect(() => {
    if (editing || !closing.current) return;
    closing.current = false;
    editButton.current?.focus();
  }, [editing]);

  const close = () => {
    closing.current = true;
    setEditing(false);
  };

  const cancel = () => {
    setName(user.name ?? '');
    close();
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    // Spec §5: an empty name is ignored.
    if (!trimmed) {
      cancel();
      return;
    }
    setSaving(true);
    try {
      await rename.mutateAsync(trimmed);
      close();
    } catch (error) {
      console.warn('The name could not be saved', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <dl className="account-details">
      <div>
        <dt>{m.account_name()}</dt>
        <dd>
          {editing ? (
            <form className="inline-form" onSubmit={(event) => void save(event)}>
              <label htmlFor="account-name" className="visually-hidden">
                {m.account_name()}
              </label>
              {/* Opened by the user's own click, so focus follows it; Escape cancels like the button. */}
              <input
                id="account-name"
                className="input"
                value={name}
                maxLength={NAME_MAX_LENGTH}
                autoComplete="name"
                ref={focusWhenOpened}
                onChange={(event) => setName(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Escape') cancel();
                }}
              />
              <button type="submit" className="button button-primary" disabled={saving}>
                {m.account_save()}
              </button>
              <button type="button" className="button button-secondary" onClick={cancel}>
                {m.account_cancel()}
              </button>
            </form>
          ) : (
            <>
              <span data-testid="account-name">{user.name || m.account_name_not_set()}</span>{' '}
              <button ref={editButton} type="button" className="button button-link" onClick={() => setEditing(true)}>
                {m.account_edit_name()}
              </button>
            </>
          )}
        </dd>
      </div>
      <div>
        <dt>{m.account_email()}</dt>
        <dd>
          <EmailWithStatus user={user} />
        </dd>
      </div>
      <div>
        <dt>{m.account_member_since()}</dt>
        <dd>{new Date(user.createdAt).toLocaleDateString(PAGE_LANGUAGE, { dateStyle: 'long' })}</dd>
      </div>
      {user.horoscopeSign && (
        <div>
          <dt>{m.account_sign()}</dt>
          <dd>{signName(user.horoscopeSign)}</dd>
        </div>
      )}
      <div>
        <dt>{m.account_credits()}</dt>
        <dd>
          <CreditsBadge user={user} />
        </dd>
      </div>
      <div>
        <dt>{m.account_subscription()}</dt>
        <dd data-testid="subscription-status">{user.subscription ? m.account_subscription_active() : m.account_subscription_none()}</dd>
      </div>
    </dl>
  );
}
