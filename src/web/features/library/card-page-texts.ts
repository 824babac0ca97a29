import { cardScene } from '../../../shared/deck/cards.ts';
import { firstSentence } from '../../../shared/deck/library.ts';
import type { Card } from '../../../shared/deck/types.ts';
import type { PageMeta } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { listPlain } from '../../i18n/lists.ts';
import { CARD_TEXTS, type CardPageTexts } from './card-texts-in-language.ts';
import { SUIT_NAMES } from '../../i18n/suit-names.ts';

/** Everything a library page says of a card, in the page's language. */
export function cardPageTexts(card: Card): CardPageTexts {
  return (
    CARD_TEXTS[card.slug] ?? {
      name: card.name,
      up: card.meaning_up,
      rev: card.meaning_rev,
      keywords: card.keywords,
      desc: card.desc,
      scene: cardScene(card) ?? '',
    }
  );
}

/**
 * A card page's title and description in the page's language (the app sets them as it moves; the
 * build writes them for the server's heads). English's are shared/deck/library.ts cardPageMeta's,
 * word for word (card-page-texts.test.ts).
 */
export function cardPageMetaText(card: Card): PageMeta {
  const texts = cardPageTexts(card);
  const inputs = { card: texts.name, keywords: listPlain(texts.keywords), upright: firstSentence(texts.up), suit: SUIT_NAMES[card.suit]() };
  return {
    title: m.card_page_meta_title({ card: texts.name }),
    description: card.suit === 'Major Arcana' ? m.card_page_meta_description_major(inputs) : m.card_page_meta_description_minor(inputs),
  };
}
