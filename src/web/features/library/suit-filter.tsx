import { useSyncExternalStore } from 'react';
import { SUITS, type Suit } from '../../../shared/deck/types.ts';
import { cardSlug } from '../../../shared/deck/slug.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { SUIT_NAMES } from '../../i18n/suit-names.ts';

/** The id of a suit's section, which its filter link targets ('Major Arcana' → 'major-arcana'). */
export function suitSectionId(suit: Suit): string {
  return cardSlug(suit);
}

/** The id of the whole library: its link shows every suit again. */
export const LIBRARY_ID = 'library';

function subscribeToHash(onChange: () => void) {
  window.addEventListener('hashchange', onChange);
  return () => window.removeEventListener('hashchange', onChange);
}

/** The fragment the page was opened or last moved to; none while a prerendered page is adopted. */
function useHash(): string {
  return useSyncExternalStore(
    subscribeToHash,
    () => window.location.hash.slice(1),
    () => '',
  );
}

/**
 * Links to each suit's section. The filtering itself is CSS (`:target` in library.css), so it works
 * before the app's code has arrived and without JavaScript; the code only marks the current link.
 */
export function SuitFilter() {
  const hash = useHash();
  const chosen = SUITS.find((suit) => suitSectionId(suit) === hash);
  return (
    <nav className="suit-filter" aria-label={m.library_filter_label()}>
      <ul>
        <li>
          <a href={`#${LIBRARY_ID}`} aria-current={chosen === undefined ? 'true' : undefined}>
            {m.library_all_cards()}
          </a>
        </li>
        {SUITS.map((suit) => (
          <li key={suit}>
            <a href={`#${suitSectionId(suit)}`} aria-current={chosen === suit ? 'true' : undefined}>
              {SUIT_NAMES[suit]()}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
