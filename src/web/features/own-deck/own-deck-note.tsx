import { OWN_DECK_TEXT } from '../../../shared/journal/own-deck.ts';
import { m } from '../../i18n/paraglide/messages.js';
import './own-deck.css';

/**
 * The mark of a reading from one's own deck (issue 27 §1), by its cards: on the owner's reading page
 * the badge and why it is not a verifiable draw; on a shared page, the same in the third person.
 */
export function OwnDeckNote({ shared = false }: { shared?: boolean }) {
  return (
    <p className="own-deck-note">
      <span className="badge own-deck-badge">{shared ? OWN_DECK_TEXT.shared : m.own_deck_badge()}</span>
      {!shared && <span className="muted">{OWN_DECK_TEXT.explanation}.</span>}
    </p>
  );
}
