import { createHash } from 'node:crypto';
import { cardInLanguage } from '../../../../../shared/deck/card-in-language.ts';
import type { DrawnCard } from '../../../../../shared/deck/types.ts';
import type { Language } from '../../../../../shared/i18n/languages.ts';
import type { SpreadPosition } from '../../../../../shared/spreads/spread.ts';
import type { ReaderRequest } from '../../../../domain/ports/reader.ts';
import { quoteExcerpt } from '../text.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { ReaderWords } from './reader-words.ts';

// The built-in reader in Spanish, Brazilian Portuguese, French and German (issue 28 §1): each card's
// place and meaning in the language, the spread's keywords together, and guidance; shorter and
// gentler when the risk assessment recognised something. The same request always gives the same text.

export type OtherLanguage = Exclude<Language, 'en'>;

const WORDS: Readonly<Record<OtherLanguage, ReaderWords>> = { es, 'pt-BR': ptBR, fr, de };

/** A place by its name in the language; one of a person's own spreads keeps the name they gave it. */
function place(words: ReaderWords, position: SpreadPosition | undefined, index: number): { name: string; about: string | undefined } {
  const known = position && words.positions[position.name];
  return known ?? { name: position?.name ?? String(index + 1), about: undefined };
}

function cardText(words: ReaderWords, card: DrawnCard, language: OtherLanguage) {
  const translated = cardInLanguage(card, language);
  return { name: translated.name, meaning: card.reversed ? words.reversed(translated.rev) : words.upright(translated.up), keywords: translated.keywords };
}

function cardSections(words: ReaderWords, cards: readonly DrawnCard[], positions: readonly SpreadPosition[], language: OtherLanguage): string[] {
  return cards.map((card, index) => {
    const where = place(words, positions[index], index);
    const text = cardText(words, card, language);
    return `**${where.name}: ${text.name}**\n${where.about ? `${where.about} ` : ''}${text.meaning}`;
  });
}

/** A stable choice among `count` for this text: a follow-up speaks from one card, not always the same one. */
function pick(seed: string, count: number): number {
  return createHash('sha256').update(seed).digest().readUInt32BE(0) % count;
}

function interpretation(request: Extract<ReaderRequest, { kind: 'interpretation' }>, words: ReaderWords, language: OtherLanguage): string {
  const concern = request.safety.concerns[0];
  const opening = `${words.question(quoteExcerpt(request.question))} ${concern ? words.quiet.opening : words.opening}`;
  // A medical emergency is not read in the cards at all: calling for help is the whole answer.
  if (concern === 'medical-emergency') return [opening, `**${words.guidanceHeading}**\n${words.quiet.guidance[concern]}`].join('\n\n');
  const blocks = [opening, ...cardSections(words, request.cards, request.positions, language)];
  if (concern) {
    blocks.push(`**${words.guidanceHeading}**\n${words.quiet.guidance[concern]}`);
    return blocks.join('\n\n');
  }
  const keywords = request.cards.map((card) => cardInLanguage(card, language).keywords[0]).filter((keyword) => keyword !== undefined);
  const list = new Intl.ListFormat(words.locale, { type: 'conjunction' }).format(keywords);
  const last = request.cards.at(-1);
  blocks.push(`**${words.togetherHeading}**\n${words.together(list)}`);
  blocks.push(`**${words.guidanceHeading}**\n${last ? `${words.guidance(cardInLanguage(last, language).name)} ` : ''}${words.reflection}`);
  return blocks.join('\n\n');
}

function followUp(request: Extract<ReaderRequest, { kind: 'follow-up' }>, words: ReaderWords, language: OtherLanguage): string {
  const intro = words.followUp.intro(quoteExcerpt(request.followUp));
  const index = pick(request.followUp, Math.max(1, request.cards.length));
  const card = request.cards[index];
  const focus = card
    ? ` ${words.followUp.focus(place(words, request.positions[index], index).name, cardInLanguage(card, language).name)} ${cardText(words, card, language).meaning}`
    : '';
  const quiet = request.safety.concerns.length > 0 || request.safety.earlier.length > 0;
  return `**${words.followUp.heading}**\n${intro}${focus}\n\n**${words.guidanceHeading}**\n${quiet ? words.followUp.quiet : words.followUp.closing}`;
}

function daily(request: Extract<ReaderRequest, { kind: 'daily' }>, words: ReaderWords, language: OtherLanguage): string {
  const text = cardText(words, request.card, language);
  const name = request.card.reversed ? words.reversedName(text.name) : text.name;
  const keyword = text.keywords[pick(request.day, Math.max(1, text.keywords.length))] ?? text.keywords[0] ?? '';
  return [`${words.daily.opening(name)} ${text.meaning}`, words.daily.notice(keyword), words.daily.closing].join('\n\n');
}

/** The built-in reader's text in one of the four other languages. */
export function composeInLanguage(request: ReaderRequest, language: OtherLanguage): string {
  const words = WORDS[language];
  if (request.kind === 'daily') return daily(request, words, language);
  return request.kind === 'interpretation' ? interpretation(request, words, language) : followUp(request, words, language);
}
