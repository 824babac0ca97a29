import { builtInSpread, DEFAULT_SPREAD_ID } from '../../../shared/spreads/built-in.ts';
import { THREE_CARD_SPREAD, type Spread } from '../../../shared/spreads/spread.ts';
import { spreadInLanguage } from '../../i18n/spread-in-language.ts';

/**
 * The spread `spreadId` names among the built-in ones and one's own, as the page shows it; the three
 * cards when it is unknown (not yet listed, or deleted elsewhere).
 */
export function spreadOf(own: readonly Spread[], spreadId: string | null): Spread {
  return own.find((spread) => spread.id === spreadId) ?? spreadInLanguage(builtInSpread(spreadId ?? DEFAULT_SPREAD_ID) ?? THREE_CARD_SPREAD);
}
