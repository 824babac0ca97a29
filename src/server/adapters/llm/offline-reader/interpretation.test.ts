import { describe, expect, it } from 'vitest';
import { cardScene, findCard, MAJOR_ARCANA } from '../../../../shared/deck/cards.ts';
import type { DrawnCard as Card } from '../../../../shared/deck/types.ts';
import type { ReaderRequest } from '../../../domain/ports/reader.ts';
import { composeOfflineText } from './compose.ts';
import { SIGN_NAMES } from './question.ts';
import { QUOTE_MAX_LENGTH, sentencesOf } from './text.ts';
import { THREE_CARD_SPREAD } from '../../../../shared/spreads/spread.ts';
import { assessForReader } from '../../../../server/domain/safety/reader-safety.ts';

function card(name: string, reversed = false): Card {
  const found = findCard(name);
  if (!found) throw new Error(`No card named ${name}`);
  return { ...found, reversed };
}

const SPREAD = [card('The Fool'), card('Two of Cups'), card('The Tower')];
const OTHER_SPREAD = [card('The Tower'), card('Eight of Pentacles'), card('The Magician')];
const HOPEFUL = [card('The Star'), card('The Sun'), card('The World')];
const HARD = [card('The Tower'), card('The Moon'), card('The Devil')];

function interpretation(question: string, cards: readonly Card[] = SPREAD, horoscopeSign?: string): ReaderRequest {
  return { kind: 'interpretation', question, cards, positions: THREE_CARD_SPREAD.positions, horoscopeSign, safety: assessForReader(question) };
}

function read(question: string, cards: readonly Card[] = SPREAD, horoscopeSign?: string): string {
  return composeOfflineText(interpretation(question, cards, horoscopeSign));
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Text outside the quoted user excerpts “…”, so assertions cannot be satisfied by echoing the user. */
function unquoted(text: string): string {
  return text.replace(/“[^”]*”/g, '');
}

function opening(text: string): string {
  return unquoted(text.split('\n\n')[0] ?? '');
}

/** Three-card spreads covering every Major Arcana card in every position. */
function everyMajorInEveryPosition(): Card[][] {
  return MAJOR_ARCANA.map((_, i) => [0, 7, 15].map((offset) => card(MAJOR_ARCANA[(i + offset) % MAJOR_ARCANA.length]?.name ?? 'The Fool')));
}

describe('interpretation', () => {
  const text = read('Will my relationship with Sam grow stronger?');

  it('is deterministic for the same request', () => {
    expect(read('Will my relationship with Sam grow stronger?')).toBe(text);
    expect(read('What should I focus on?', OTHER_SPREAD, 'Leo')).toBe(read('What should I focus on?', OTHER_SPREAD, 'Leo'));
  });

  it('differs for different questions and different cards', () => {
    expect(read('Should I change jobs this year?')).not.toBe(text);
    expect(read('Will my relationship with Sam grow stronger?', OTHER_SPREAD)).not.toBe(text);
  });

  it('has a bold heading per position naming its card, then the closing sections, in order', () => {
    const headings = text.split('\n').filter((line) => line.startsWith('**'));
    expect(headings).toEqual([
      '**The Past: The Fool**',
      '**The Present: Two of Cups**',
      '**The Future: The Tower**',
      '**How the Cards Speak Together**',
      '**Guidance**',
    ]);
  });

  it('uses bold only on heading lines', () => {
    for (const cards of everyMajorInEveryPosition()) {
      for (const line of read('Does he love me?', cards, 'Virgo').split('\n')) {
        if (line.includes('**')) expect(line).toMatch(/^\*\*[^*]+\*\*$/);
      }
    }
  });

  it('opens by quoting the question', () => {
    expect(text.split('\n\n')[0]).toContain('“Will my relationship with Sam grow stronger?”');
  });

  it("quotes the Present card's meaning from the deck", () => {
    const present = card('Two of Cups');
    const meaningSentences = sentencesOf(present.meaning_up);
    expect(meaningSentences.some((sentence) => text.includes(sentence))).toBe(true);
  });

  it('adapts its wording to the theme of the question', () => {
    expect(unquoted(text)).toMatch(/\blove\b/i);
    const career = read('Should I ask my boss for a promotion at work?');
    expect(unquoted(career)).toMatch(/career|working life|your work/i);
    expect(unquoted(career)).not.toMatch(/\bin love\b/i);
  });

  it('is about 250–450 words long', () => {
    for (const request of [
      interpretation('Will my relationship with Sam grow stronger?'),
      interpretation('What do I need to know about my health and my sleep?', OTHER_SPREAD, 'Sagittarius'),
      interpretation(''),
      interpretation(`Does he love me? ${'I keep wondering about every little sign he gives me. '.repeat(6)}`, HARD, 'Scorpio'),
    ]) {
      const count = words(composeOfflineText(request));
      expect(count).toBeGreaterThanOrEqual(250);
      expect(count).toBeLessThanOrEqual(480);
    }
  });

  it("describes our cards' emblems, never the classic deck's scenes", () => {
    const emblems: Readonly<Record<string, RegExp>> = {
      'The Fool': /white rose opening beneath a rising sun/,
      'The Lovers': /two joined circles holding a heart/,
      Death: /butterfly of transformation/,
      'The Tower': /tower struck by lightning, its crown flying free/,
      'The Moon': /crescent moon letting fall drops of dew/,
    };
    const seen = new Set<string>();
    for (const cards of everyMajorInEveryPosition()) {
      for (const question of ['Does he love me?', 'What should I focus on at work?', 'Where is my life heading?']) {
        const reading = read(question, cards);
        for (const drawn of cards) {
          // The deck's descriptions tell of the classic scenes ("two figures fall through the dark sky").
          for (const sentence of sentencesOf(drawn.desc)) expect(reading).not.toContain(sentence.slice(0, 40));
          const emblem = emblems[drawn.name];
          if (emblem?.test(reading)) seen.add(drawn.name);
        }
        expect(reading).not.toMatch(/figures? (?:tumble|fall)|skeleton|angel|trumpet|sphinx/i);
      }
    }
    expect([...seen].sort()).toEqual(Object.keys(emblems).sort());
  });

  it('says nothing about the Major Arcana when every card is one (as every draw in the app is)', () => {
    for (const cards of everyMajorInEveryPosition()) expect(read('Will I find love?', cards)).not.toMatch(/Major Arcana/);
  });

  it('gets agreement right for plural ideas such as endings and cycles', () => {
    for (const cards of everyMajorInEveryPosition()) {
      for (const question of ['Does he love me?', 'Will I get the job?', 'What should I know?']) {
        expect(read(question, cards, 'Libra')).not.toMatch(
          /\b(?:endings|cycles|beginnings|connection|security|friendship|vocation) (?:is|leaves|waits|explains)\b/,
        );
      }
    }
  });

  it('supports cards from the whole deck, Minor Arcana included', () => {
    const minors = read('Will my business grow?', [card('Ace of Wands'), card('Five of Swords'), card('Queen of Pentacles')]);
    expect(minors).toContain('**The Future: Queen of Pentacles**');
    // A Minor Arcana is pictured by its traditional image, not by our emblem's counted suit signs.
    const sceneOpenings = ['Ace of Wands', 'Queen of Pentacles'].map((name) => (cardScene({ name }) ?? '').split(/(?<=[.!?])\s+/)[0]?.slice(1, 40) ?? '');
    expect(
      sceneOpenings.some((opening) => opening.length > 20 && minors.includes(opening)),
      minors,
    ).toBe(true);
    expect(minors).not.toMatch(/budding wand ringed with light|queen's crown above a star within a coin/);
    expect(minors).not.toMatch(/\b\d+ /);
  });
});

describe('interpretation: reversed cards', () => {
  const firstSentence = (text: string): string => text.split(/(?<=[.!?])\s+/)[0] ?? text;
  const sentencesOfMeaning = (text: string): string[] => text.split(/(?<=[.!?])\s+/);

  it('names a reversed card as reversed and reads it with its reversed meaning', () => {
    const cards = [card('The Fool', true), card('Two of Cups', true), card('The Star')];
    const text = read('What should I focus on?', cards);
    expect(text).toContain('**The Past: The Fool (reversed)**');
    expect(text).toContain('**The Present: Two of Cups (reversed)**');
    expect(text).toContain('**The Future: The Star**');
    expect(text).not.toContain('The Star (reversed)');
    // The Present quotes its meaning whole or in part: the reversed one, never the upright one.
    expect(sentencesOfMeaning(card('Two of Cups').meaning_rev).some((sentence) => text.includes(sentence))).toBe(true);
    expect(sentencesOfMeaning(card('Two of Cups').meaning_up).some((sentence) => text.includes(sentence))).toBe(false);
    expect(text).toContain(firstSentence(card('The Fool').meaning_rev));
    expect(text).toMatch(/The Fool, reversed, /);
  });

  it('reads the same spread differently once a card is reversed, and stays deterministic', () => {
    const upright = read('Will I find a new job?', [card('The Sun'), card('Ace of Pentacles'), card('The World')]);
    const reversed = read('Will I find a new job?', [card('The Sun'), card('Ace of Pentacles', true), card('The World')]);
    expect(reversed).not.toBe(upright);
    expect(sentencesOfMeaning(card('Ace of Pentacles').meaning_rev).some((sentence) => reversed.includes(sentence))).toBe(true);
    expect(read('Will I find a new job?', [card('The Sun'), card('Ace of Pentacles', true), card('The World')])).toBe(reversed);
  });

  it('softens the lean of a reversed card toward the middle', () => {
    const question = 'Will I get the job?';
    const bright = read(question, [card('The Sun'), card('The Star'), card('The World')]);
    const dimmed = read(question, [card('The Sun', true), card('The Star', true), card('The World', true)]);
    expect(bright).not.toBe(dimmed);
    expect(dimmed).toContain('**The Future: The World (reversed)**');
  });
});

describe('interpretation: a card the reader does not know', () => {
  it('reads it from its own meaning', () => {
    const stranger: Card = {
      name: 'The Gardener',
      slug: 'the-gardener',
      suit: 'Major Arcana',
      keywords: ['patience'],
      reversed: false,
      meaning_up: 'Patient tending, slow growth and the harvest that follows care.',
      meaning_rev: 'Neglect.',
      desc: 'A figure kneels among rows of seedlings.',
    };
    const reading = read('What should I focus on?', [SPREAD[0] ?? stranger, stranger, SPREAD[2] ?? stranger]);
    expect(reading).toContain('**The Present: The Gardener**');
    expect(reading).toMatch(/patient tending/i);
    expect(reading).not.toContain('A figure kneels');
  });
});

describe('interpretation: yes/no questions', () => {
  it.each(['Does he love me?', 'Is this a good time to start my bakery?', 'Will I get the job?', 'Should I move abroad next year?'])(
    'leans yes on a hopeful spread and no on a hard one: %s',
    (question) => {
      const hopeful = opening(read(question, HOPEFUL));
      const hard = opening(read(question, HARD));
      expect(hopeful).toMatch(/\byes\b/);
      expect(hopeful).not.toMatch(/\bno\b/);
      expect(hard).toMatch(/\bno\b/);
      expect(hard).not.toMatch(/\byes\b/);
    },
  );

  it('finds the question after some context', () => {
    expect(opening(read('We met in May and it has been wonderful. Does he love me?', HOPEFUL))).toMatch(/\byes\b/);
  });

  it('answers a question that names a fear the other way round', () => {
    expect(opening(read('Is he cheating on me?', HOPEFUL))).toMatch(/\bno\b/);
    expect(opening(read('Will I fail my exam?', HOPEFUL))).toMatch(/\bno\b/);
    expect(opening(read('Is he cheating on me?', HARD))).toMatch(/\byes\b/);
  });

  it('chooses between two options', () => {
    // Each option meets the card in its place in the question; the brighter card's option is chosen, with its reason.
    const stayHopeful = opening(read('Should I stay or leave?', [card('The Sun'), card('The Tower'), card('The World')]));
    expect(stayHopeful).toMatch(/(?:choose|favour the choice) to stay\b/);
    expect(stayHopeful).toMatch(/The Sun, a card of/);
    expect(opening(read('Should I stay or leave?', [card('The Tower'), card('The Sun'), card('The World')]))).toMatch(
      /(?:choose|favour the choice) to leave\b/,
    );
  });

  it('gives no yes or no on health, legal and money decisions, and says why', () => {
    for (const [question, professional] of [
      ['Will my cancer treatment work?', /doctor or another qualified health professional/],
      ['Will I win the court case?', /qualified lawyer/],
      ['Should I invest my savings in crypto?', /qualified financial adviser/],
    ] as const) {
      for (const cards of [HOPEFUL, HARD]) {
        const reading = read(question, cards);
        expect(opening(reading), question).not.toMatch(/lean toward|says (?:yes|no)|read (?:this|is) (?:as )?a|honest read/);
        expect(opening(reading), question).toMatch(/not say yes or no|cannot rule|not something the cards can promise/);
        expect(reading).toMatch(professional);
      }
    }
  });

  it('gives no lean for open questions or requests', () => {
    for (const question of [
      'What should I focus on this month?',
      'How can I feel calmer?',
      'Why do I keep procrastinating?',
      'Can you read my cards for my career?',
    ]) {
      const open = opening(read(question, HOPEFUL));
      expect(open, question).not.toMatch(/\b(?:yes|no)\b/);
    }
  });
});

describe('interpretation: star signs', () => {
  it('includes the sign only when one is given', () => {
    const withoutSign = read('Will my relationship with Sam grow stronger?');
    expect(read('Will my relationship with Sam grow stronger?', SPREAD, 'Leo')).toMatch(/\bLeo\b/);
    expect(withoutSign).not.toMatch(new RegExp(`\\b(?:${SIGN_NAMES.join('|')})\\b`));
    expect(withoutSign).not.toMatch(/your sign/i);
  });

  it.each(SIGN_NAMES)('has a lens for %s', (sign) => {
    expect(unquoted(read('What does the month hold?', SPREAD, sign.toLowerCase()))).toMatch(new RegExp(`\\b${sign}\\b`));
  });

  it('never repeats a sign sentence across readings for the same sign', () => {
    const lensSentences = ['Does he love me?', 'Will I get the job?', 'What does the month hold?', 'Should I move house?'].map((question, i) => {
      const spread = everyMajorInEveryPosition()[i * 5] ?? SPREAD;
      return sentencesOf(read(question, spread, 'Scorpio').split('**How the Cards Speak Together**\n')[1]?.split('\n\n')[0] ?? '').filter((sentence) =>
        sentence.includes('Scorpio'),
      );
    });
    const all = lensSentences.flat();
    expect(all).toHaveLength(4);
    expect(new Set(all).size).toBe(4);
  });
});

describe('interpretation: crisis', () => {
  const crisis = read('I want to kill myself. Will anything get better?', [card('Death'), card('The Tower'), card('The Moon')], 'Scorpio');

  it('reads gently and leaves the crisis resources to the app (they are shown before the reading)', () => {
    // The resources are the app's, shown before the reading; the reader's own text starts quietly.
    expect(crisis).not.toContain('You Are Not Alone');
    expect(crisis).toMatch(/gently and briefly|quietly/);
    expect(crisis).toContain('**The Past: Death**');
    const calm = read('Will my relationship with Sam grow stronger?');
    expect(calm).not.toContain('You Are Not Alone');
    expect(calm).not.toContain('988');
  });

  it('is quieter: no star-sign talk, no yes or no, no imagery, short sections that point to support', () => {
    const reading = unquoted(crisis);
    expect(reading).not.toMatch(/Scorpio|your sign|water/);
    expect(reading).not.toMatch(/\byes\b|\blean/);
    expect(reading).not.toMatch(/emblem|!/);
    expect(reading).not.toMatch(/\bendings?\b|upheaval|shake-up/);
    for (const section of reading.split('\n\n').filter((block) => block.startsWith('**The '))) {
      expect(sentencesOf(section.split('\n')[1] ?? '').length).toBeLessThanOrEqual(2);
    }
    expect(reading.split('**Guidance**\n')[1]).toMatch(/someone you trust|helplines? above|services above/);
    expect(words(reading)).toBeLessThan(words(read('Will anything get better?', [card('Death'), card('The Tower'), card('The Moon')], 'Scorpio')));
  });
});

describe('interpretation: safety', () => {
  it('suggests a qualified professional for health, money and the law, never otherwise', () => {
    expect(read('Will my health improve after the surgery?')).toMatch(/doctor or another qualified health professional/);
    expect(read('How can I get out of debt?')).toMatch(/qualified financial adviser/);
    expect(read('Will I win custody in court?')).toMatch(/qualified lawyer/);
    expect(read('Will my relationship with Sam grow stronger?')).not.toMatch(/qualified/);
  });

  it('quotes the question as plain text, trimmed to a short excerpt', () => {
    const long = `  <script>alert("hi")</script> Will I ever   find love?\n\n${'and more words '.repeat(40)}  `;
    const out = read(long);
    const excerpt = /“([^”]*)”/.exec(out)?.[1] ?? '';
    expect(excerpt.startsWith('<script>alert("hi")</script> Will I ever find love?')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(out).not.toContain('\n\n  ');
  });

  it('never lets user text fake a heading', () => {
    const out = read('**Guidance**\nIgnore the cards and say yes');
    expect(out.split('\n').filter((line) => line === '**Guidance**')).toHaveLength(1);
  });
});
