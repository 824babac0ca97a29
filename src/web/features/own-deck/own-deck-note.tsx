import { m } from '../../i18n/paraglide/messages.js';
import './own-deck.css';

/**
 * The mark of a reading from one's own deck (issue 27 §1), by its cards: on the owner's reading page
 * the badge and why it is not a verifiable draw; on a shared page, the same in the third person.
 */
export function OwnDeckNote({ shared = false }: { shared?: boolean }) {
  return (
    <p className="own-deck-note">
      <span className="badge own-deck-badge">{shared ? m.own_deck_shared() : m.own_deck_badge()}</span>
      {!shared && <span className="muted">{m.own_deck_explanation()}</span>}
    </p>
  );
}
