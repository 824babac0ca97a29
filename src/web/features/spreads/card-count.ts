import { m } from '../../i18n/paraglide/messages.js';
import { plural } from '../../i18n/plural.ts';

/** "1 card", "5 cards". */
export function cardCount(count: number): string {
  return plural(count, { one: m.spreads_card_count_one, other: m.spreads_card_count_other });
}
