import { describe, expect, it } from 'vitest';
import { cardInLanguage } from '../../../../../shared/deck/card-in-language.ts';
import { DECK } from '../../../../../shared/deck/cards.ts';
import type { DrawnCard } from '../../../../../shared/deck/types.ts';
import { textLanguage } from '../../../../../shared/i18n/text-language.ts';
import { BUILT_IN_SPREADS } from '../../../../../shared/spreads/built-in.ts';
import type { ReaderRequest } from '../../../../domain/ports/reader.ts';
import { assessForReader } from '../../../../domain/safety/reader-safety.ts';
import { composeOfflineText } from '../compose.ts';
import { de } from './de.ts';
import { es } from './es.ts';
import { fr } from './fr.ts';
import { ptBR } from './pt-BR.ts';
import type { ReaderWords } from './reader-words.ts';

const LANGUAGES = [
  ['es', es],
  ['pt-BR', ptBR],
  ['fr', fr],
  ['de', de],
] as const;

/** Words the English reader writes that must never be left in another language's reading. */
const ENGLISH = /\b(the|and|your|card|cards|reversed|guidance|past|present|future|undefined|null)\b/i;

function drawn(count: number, offset: number): DrawnCard[] {
  return Array.from({ length: count }, (_, index) => ({ ...(DECK[(offset + index * 7) % DECK.length] as DrawnCard), reversed: index % 2 === 1 }));
}

function interpretation(spreadIndex: number, question: string, language: (typeof LANGUAGES)[number][0]): ReaderRequest {
  const spread = BUILT_IN_SPREADS[spreadIndex % BUILT_IN_SPREADS.length];
  if (!spread) throw new Error('no spread');
  return {
    kind: 'interpretation',
    question,
    cards: drawn(spread.positions.length, spreadIndex),
    positions: spread.positions,
    safety: assessForReader(question),
    language,
  };
}

describe('the built-in reader in four more languages (issue 28 §1)', () => {
  for (const [language, words] of LANGUAGES) {
    describe(language, () => {
      it('reads every built-in spread place by place, in the language and nothing else', () => {
        BUILT_IN_SPREADS.forEach((spread, spreadIndex) => {
          const request = interpretation(spreadIndex, 'Qué pasa con mi trabajo?', language);
          const text = composeOfflineText(request);
          expect(textLanguage(text, 'en'), `${spread.id}: ${text}`).toBe(language);
          expect(text, spread.id).not.toMatch(ENGLISH);
          if (request.kind !== 'interpretation') throw new Error('not an interpretation');
          request.cards.forEach((card, index) => {
            const position = words.positions[spread.positions[index]?.name ?? ''];
            const translated = cardInLanguage(card, language);
            expect(text).toContain(`**${position?.name}: ${translated.name}**`);
            expect(text).toContain(card.reversed ? words.reversed(translated.rev) : words.upright(translated.up));
          });
          expect(text).toContain(`**${words.guidanceHeading}**`);
          // The same request, the same words.
          expect(composeOfflineText(request)).toBe(text);
        });
      });

      it('names a place of a person’s own spread as they named it', () => {
        const text = composeOfflineText({
          kind: 'interpretation',
          question: 'Und nun?',
          cards: drawn(2, 3),
          positions: [
            { name: 'Mi camino', meaning: 'my path' },
            { name: 'Mi miedo', meaning: 'my fear' },
          ],
          safety: assessForReader('Und nun?'),
          language,
        });
        expect(text).toContain(`**Mi camino: ${cardInLanguage(drawn(2, 3)[0] as DrawnCard, language).name}**`);
      });

      it('is short and gentle when a concern was recognised: no reading of the spread together, guidance toward help', () => {
        const question = "I don't want to live anymore";
        const request = { ...interpretation(0, question, language), safety: assessForReader(question) };
        expect(request.safety.concerns).toContain('self-harm');
        const text = composeOfflineText(request);
        expect(text).toContain(words.quiet.opening);
        expect(text).toContain(words.quiet.guidance['self-harm']);
        expect(text).not.toContain(words.togetherHeading);
      });

      it('reads no card on a medical emergency: the guidance to call for help is the whole answer', () => {
        const question = 'I have crushing chest pain and can not breathe';
        const request = { ...interpretation(0, question, language), safety: assessForReader(question) };
        expect(request.safety.concerns[0]).toBe('medical-emergency');
        const text = composeOfflineText(request);
        expect(text).toContain(words.quiet.guidance['medical-emergency']);
        expect(text.match(/^\*\*/gm)).toHaveLength(1);
      });

      it('answers a follow-up from one of the cards, gently after a concern', () => {
        const base = interpretation(0, 'Work?', language);
        if (base.kind !== 'interpretation') throw new Error('not an interpretation');
        const request: ReaderRequest = { ...base, kind: 'follow-up', followUp: '¿Y el mes que viene?', history: [{ role: 'assistant', content: 'x' }] };
        const text = composeOfflineText(request);
        expect(text.startsWith(`**${words.followUp.heading}**`)).toBe(true);
        expect(base.cards.some((card) => text.includes(cardInLanguage(card, language).name))).toBe(true);
        expect(text).toContain(words.followUp.closing);
        expect(text).not.toMatch(ENGLISH);
        const afterConcern = composeOfflineText({ ...request, safety: { ...request.safety, earlier: ['self-harm'] } });
        expect(afterConcern).toContain(words.followUp.quiet);
      });

      it('writes the card of the day, reversed or not', () => {
        for (const reversed of [false, true]) {
          const card = { ...(DECK[12] as DrawnCard), reversed };
          const text = composeOfflineText({ kind: 'daily', card, day: '2026-11-27', language });
          const name = cardInLanguage(card, language).name;
          expect(text).toContain(reversed ? words.reversedName(name) : name);
          expect(text).toContain(words.daily.closing);
          expect(text).not.toMatch(ENGLISH);
        }
      });

      it('has a name and a sentence for every place of the built-in spreads', () => {
        const places = new Set(BUILT_IN_SPREADS.flatMap((spread) => spread.positions.map((position) => position.name)));
        expect(new Set(Object.keys((words as ReaderWords).positions))).toEqual(places);
      });
    });
  }

  it('stays the English reader without a language or in English', () => {
    const request = interpretation(0, 'What about work?', 'es');
    const english = composeOfflineText({ ...request, language: 'en' });
    expect(composeOfflineText({ ...request, language: undefined })).toBe(english);
    expect(textLanguage(english, 'de')).toBe('en');
  });
});
