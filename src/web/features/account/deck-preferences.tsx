import { useId, useState } from 'react';
import { DECK_PREFERENCES_TEXT } from '../../../shared/constants.ts';
import type { DeckPreferences, UserData } from '../../../shared/schemas/account.ts';
import { useDeckPreferenceMutation } from './account-mutations.ts';
import '../../components/ui/switch.css';

type Preference = keyof DeckPreferences;

const PREFERENCES: readonly { key: Preference; label: string; hint: string }[] = [
  { key: 'fullDeck', label: DECK_PREFERENCES_TEXT.fullDeck, hint: 'The Minor Arcana join the 22 Major Arcana: everyday matters beside the great themes.' },
  { key: 'reversals', label: DECK_PREFERENCES_TEXT.reversals, hint: 'Each card may fall upside down and is then read with its reversed meaning.' },
];

/** What the status line says once a switch is saved. */
function savedText(key: Preference, on: boolean): string {
  const what =
    key === 'fullDeck'
      ? on
        ? 'Your next reading draws from all 78 cards.'
        : 'Your next reading draws from the 22 Major Arcana.'
      : on
        ? 'Cards may now be drawn reversed.'
        : 'Cards are now always drawn upright.';
  return `Saved. ${what}`;
}

/**
 * The two deck preferences, saved on the server as soon as a switch is flipped (they apply to the next
 * draw). The status line is always in the page, so screen readers announce each change of its text.
 */
export function DeckPreferencesPanel({ user }: { user: UserData }) {
  const save = useDeckPreferenceMutation();
  const id = useId();
  const [saving, setSaving] = useState<Preference | null>(null);
  // The switch shows its new position at once; a failed save puts it back.
  const [pending, setPending] = useState<Partial<DeckPreferences>>({});
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const change = async (key: Preference, on: boolean) => {
    setSaving(key);
    setPending({ [key]: on });
    setStatus(null);
    try {
      await save.mutateAsync({ [key]: on });
      setStatus({ tone: 'success', text: savedText(key, on) });
    } catch {
      setStatus({ tone: 'error', text: 'That change could not be saved. Please try again.' });
    } finally {
      setPending({});
      setSaving(null);
    }
  };

  return (
    <section className="panel deck-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your Deck</h2>
      <p className="muted">Every reading starts with three upright Major Arcana cards. Widen the deck here.</p>
      <ul className="deck-switches">
        {PREFERENCES.map(({ key, label, hint }) => (
          <li key={key}>
            <label className="switch">
              <input
                type="checkbox"
                role="switch"
                checked={pending[key] ?? user[key]}
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
