import { useId, useState } from 'react';
import type { DeckPreferences, UserData } from '../../../shared/schemas/account.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { useDeckPreferenceMutation } from './account-mutations.ts';
import '../../components/ui/switch.css';

type Preference = keyof DeckPreferences;

const PREFERENCES: readonly { key: Preference; label: string; hint: string }[] = [
  { key: 'fullDeck', label: m.deck_full(), hint: m.deck_full_hint() },
  { key: 'reversals', label: m.deck_reversals(), hint: m.deck_reversals_hint() },
];

/** What the status line says once a switch is saved. */
function savedText(key: Preference, on: boolean): string {
  if (key === 'fullDeck') return on ? m.deck_saved_full_on() : m.deck_saved_full_off();
  return on ? m.deck_saved_reversals_on() : m.deck_saved_reversals_off();
}

/**
 * The two deck preferences, saved on the server as soon as a switch is flipped (they apply to the next
 * draw). The status line is always in the page, so screen readers announce each change of its text.
 */
export function DeckPreferencesPanel({ user }: { user: UserData }) {
  const save = useDeckPreferenceMutation();
  const id = useId();
  const [saving, setSaving] = useState<Preference | null>(null);
  // The switch shows its new position at once and holds it until the saved user is in the page
  // (cleared when the save settles, it would flick back for a render): what is pending applies to
  // the user it was changed on. A failed save puts it back.
  const [pending, setPending] = useState<{ on: UserData; change: Partial<DeckPreferences> } | null>(null);
  const shown = (key: Preference) => (pending?.on === user ? pending.change[key] : undefined) ?? user[key];
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const change = async (key: Preference, on: boolean) => {
    setSaving(key);
    setPending({ on: user, change: { [key]: on } });
    setStatus(null);
    try {
      await save.mutateAsync({ [key]: on });
      setStatus({ tone: 'success', text: savedText(key, on) });
    } catch {
      setPending(null);
      setStatus({ tone: 'error', text: m.account_change_not_saved() });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section className="panel deck-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.deck_title()}</h2>
      <p className="muted">{m.deck_intro()}</p>
      <ul className="deck-switches">
        {PREFERENCES.map(({ key, label, hint }) => (
          <li key={key}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={shown(key)}
                disabled={saving !== null}
                aria-describedby={`${id}-${key}-hint`}
                onChange={(event) => void change(key, event.target.checked)}
              />
              <span className="switch-track" aria-hidden="true" />
              <span className="switch-label">{label}</span>
            </label>
            <p id={`${id}-${key}-hint`} className="muted switch-hint">
              {hint}
            </p>
          </li>
        ))}
      </ul>
      <p role="status" className={`deck-status${status ? ` deck-status-${status.tone}` : ''}`}>
        {status?.text ?? ''}
      </p>
    </section>
  );
}
