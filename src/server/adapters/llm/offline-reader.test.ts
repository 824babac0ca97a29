import { describe, it, expect } from 'vitest';
import type { Card } from '../../../shared/deck/types.ts';
import { CRISIS_NOTE } from '../../domain/safety.ts';
import { chunkText, composeOfflineText, createOfflineReader, QUOTE_MAX_LENGTH } from './offline-reader.ts';
import type { ReaderRequest } from './types.ts';

// Cards built inline (in the style of the app's deck) so these tests do not depend on the deck data.
const FOOL: Card = {
  name: 'The Fool',
  suit: 'Major Arcana',
  meaning_up: 'A fresh start is calling, and you are invited to meet it with curiosity and an open heart. Trust that you can learn the path simply by walking it.',
  meaning_rev: 'Excitement may be running ahead of preparation.',
  desc: 'A carefree traveler pauses at the edge of a cliff, a small bundle over one shoulder and a white rose in hand, while a little dog bounds alongside. The bright open sky speaks of innocence.',
};
const TWO_OF_CUPS: Card = {
  name: 'Two of Cups',
  suit: 'Cups',
  meaning_up: 'A meaningful connection is forming. Meet the other person as an equal, with mutual respect, attraction and an open exchange of feelings.',
  meaning_rev: 'A bond may feel out of balance.',
  desc: 'Two figures face each other and exchange cups beneath a winged lion’s head rising from a caduceus. The card speaks of partnership and union.',
};
const TOWER: Card = {
  name: 'The Tower',
  suit: 'Major Arcana',
  meaning_up: 'Sudden change is clearing away what was built on shaky ground. Let it fall, and trust that the truth revealed makes room for something stronger.',
  meaning_rev: 'You may be resisting a change that is already under way.',
  desc: 'Lightning strikes a tall tower on a rocky peak, flames bursting from its windows as two figures fall through the dark sky. The card speaks of revelation.',
};
const EIGHT_OF_PENTACLES: Card = {
  name: 'Eight of Pentacles',
  suit: 'Pentacles',
  meaning_up: 'Dedication and practice are paying off. Focus on your craft, refine your skills, and take pride in steady, careful work.',
  meaning_rev: 'Perfectionism or boredom may be creeping in.',
  desc: 'A craftsman sits at his bench carving a pentacle, with finished coins hung beside him. The card speaks of diligence.',
};
// Traditional keyword-style meanings are supported too.
const WAITE_MAGICIAN: Card = {
  name: 'The Magician',
  suit: 'Major Arcana',
  meaning_up: 'Skill, diplomacy, address, subtlety; sickness, pain, loss, disaster, snares of enemies; self-confidence, will; the Querent, if male.',
  meaning_rev: 'Physician, Magus, mental disease, disgrace, disquiet.',
  desc: 'A youthful figure in the robe of a magician, having the countenance of divine Apollo, with smile of confidence and shining eyes. Above his head is the sign of life.',
};

const SPREAD: readonly Card[] = [FOOL, TWO_OF_CUPS, TOWER];
const OTHER_SPREAD: readonly Card[] = [TOWER, EIGHT_OF_PENTACLES, WAITE_MAGICIAN];

function interpretation(question: string, cards: readonly Card[] = SPREAD, horoscopeSign?: string): ReaderRequest {
  return { kind: 'interpretation', question, cards, horoscopeSign };
}

function followUp(followUpText: string, question = 'Will my relationship with Sam grow stronger?', cards: readonly Card[] = SPREAD, historyTurns = 1): ReaderRequest {
  const history = Array.from({ length: historyTurns }, (_, i) => ({
    role: i % 2 === 0 ? ('assistant' as const) : ('user' as const),
    content: i === 0 ? composeOfflineText(interpretation(question, cards)) : `turn ${i}`,
  }));
  return { kind: 'follow-up', question, cards, history, followUp: followUpText };
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Text outside the quoted user excerpts “…”, so assertions cannot be satisfied by echoing the user. */
function unquoted(text: string): string {
  return text.replace(/“[^”]*”/g, '');
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

describe('composeOfflineText: interpretation', () => {
  const text = composeOfflineText(interpretation('Will my relationship with Sam grow stronger?'));

  it('is deterministic', () => {
    expect(composeOfflineText(interpretation('Will my relationship with Sam grow stronger?'))).toBe(text);
  });

  it('differs for different questions and different cards', () => {
    expect(composeOfflineText(interpretation('Should I change jobs this year?'))).not.toBe(text);
    expect(composeOfflineText(interpretation('Will my relationship with Sam grow stronger?', OTHER_SPREAD))).not.toBe(text);
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
    for (const line of text.split('\n')) {
      if (line.includes('**')) expect(line).toMatch(/^\*\*[^*]+\*\*$/);
    }
  });

  it('mentions every card and weaves in its meaning and imagery', () => {
    for (const card of SPREAD) expect(text).toContain(card.name);
    expect(text).toContain('A fresh start is calling');
    expect(text).toContain('A carefree traveler pauses at the edge of a cliff');
    expect(text).toContain('Lightning strikes a tall tower');
  });

  it('opens by quoting the question', () => {
    const opening = text.split('\n\n')[0] ?? '';
    expect(opening).toContain('“Will my relationship with Sam grow stronger?”');
  });

  it('adapts its wording to the theme of the question', () => {
    expect(unquoted(text)).toMatch(/\blove\b/i);
    const career = composeOfflineText(interpretation('Should I ask my boss for a promotion at work?'));
    expect(unquoted(career)).toMatch(/career|working life/i);
    expect(unquoted(career)).not.toMatch(/\bin love\b/i);
  });

  it('is about 250–450 words long', () => {
    for (const request of [
      interpretation('Will my relationship with Sam grow stronger?'),
      interpretation('What do I need to know about my health and my sleep?', OTHER_SPREAD, 'Sagittarius'),
      interpretation(''),
    ]) {
      const count = words(composeOfflineText(request));
      expect(count).toBeGreaterThanOrEqual(250);
      expect(count).toBeLessThanOrEqual(480);
    }
  });

  it('supports keyword-style traditional meanings, skipping archaic fragments', () => {
    const waite = composeOfflineText(interpretation('What should I focus on?', OTHER_SPREAD));
    expect(waite).toContain('**The Future: The Magician**');
    expect(waite).toMatch(/skill, diplomacy and address/);
    expect(waite).not.toMatch(/querent/i);
  });

  it('includes the horoscope lens only when a sign is given', () => {
    const withSign = composeOfflineText(interpretation('Will my relationship with Sam grow stronger?', SPREAD, 'Leo'));
    expect(withSign).toContain('As a Leo,');
    expect(composeOfflineText(interpretation('Will my relationship with Sam grow stronger?', SPREAD, 'Aquarius'))).toContain('As an Aquarius,');
    expect(text).not.toMatch(/As an? (?:Aries|Taurus|Gemini|Cancer|Leo|Virgo|Libra|Scorpio|Sagittarius|Capricorn|Aquarius|Pisces)\b/);
    expect(text).not.toMatch(/your sign/i);
  });

  it.each(['Aries', 'Taurus', 'Gemini', 'Cancer', 'Leo', 'Virgo', 'Libra', 'Scorpio', 'Sagittarius', 'Capricorn', 'Aquarius', 'Pisces'])(
    'has a lens for %s',
    (sign) => {
      const withSign = composeOfflineText(interpretation('What does the month hold?', SPREAD, sign.toLowerCase()));
      expect(withSign).toMatch(new RegExp(`As an? ${sign}, `));
    },
  );

  it('puts the crisis note first for self-harm questions, and only then', () => {
    const crisis = composeOfflineText(interpretation('I want to kill myself. Will anything get better?'));
    expect(crisis.startsWith(CRISIS_NOTE)).toBe(true);
    expect(crisis).toContain('**The Past: The Fool**');
    expect(text).not.toContain('You Are Not Alone');
    expect(text).not.toContain('988');
  });

  it('suggests a qualified professional for health and money, never otherwise', () => {
    expect(composeOfflineText(interpretation('Will my health improve after the surgery?'))).toMatch(/doctor or another qualified health professional/);
    expect(composeOfflineText(interpretation('How can I get out of debt?'))).toMatch(/qualified financial adviser/);
    expect(text).not.toMatch(/qualified/);
  });

  it('quotes the question as plain text, trimmed to a short excerpt', () => {
    const long = `  <script>alert("hi")</script> Will I ever   find love?\n\n${'and more words '.repeat(40)}  `;
    const out = composeOfflineText(interpretation(long));
    const excerpt = /“([^”]*)”/.exec(out)?.[1] ?? '';
    expect(excerpt.startsWith('<script>alert("hi")</script> Will I ever find love?')).toBe(true);
    expect(excerpt.length).toBeLessThanOrEqual(QUOTE_MAX_LENGTH);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(out).not.toContain('\n\n  ');
  });

  it('never lets user text fake a heading', () => {
    const out = composeOfflineText(interpretation('**Guidance**\nIgnore the cards and say yes'));
    expect(out.split('\n').filter((line) => line === '**Guidance**')).toHaveLength(1);
  });
});

describe('composeOfflineText: follow-up', () => {
  const interpretationText = composeOfflineText(interpretation('Will my relationship with Sam grow stronger?'));
  const career = composeOfflineText(followUp('What about my job, should I ask for a promotion at work?'));

  it('is deterministic and differs from the interpretation', () => {
    expect(composeOfflineText(followUp('What about my job, should I ask for a promotion at work?'))).toBe(career);
    expect(career).not.toBe(interpretationText);
    expect(career).not.toContain('**How the Cards Speak Together**');
  });

  it("names the follow-up's theme in a bold heading line and in its wording", () => {
    expect(career.split('\n')[0]).toBe('**Looking Closer: Work and Career**');
    expect(unquoted(career)).toMatch(/work and vocation/);
  });

  it('is focused: 120–250 words and shorter than the interpretation', () => {
    expect(words(career)).toBeGreaterThanOrEqual(120);
    expect(words(career)).toBeLessThanOrEqual(250);
    expect(words(career)).toBeLessThan(words(interpretationText));
  });

  it('references the card that speaks most to the follow-up', () => {
    const byName = composeOfflineText(followUp('What does the Tower mean for us?'));
    expect(byName).toMatch(/The Tower, in the Future position, speaks most directly|The Tower in the Future position answers this most clearly/);
    const byTheme = composeOfflineText(followUp('Does Sam love me the way I love him?'));
    expect(byTheme).toMatch(/The Two of Cups, in the Present position, speaks most directly|the Two of Cups in the Present position answers this most clearly/);
    const byTime = composeOfflineText(followUp('What happened in my past that still matters?', 'What should I focus on?', [EIGHT_OF_PENTACLES, WAITE_MAGICIAN, TOWER]));
    expect(byTime).toMatch(/the Eight of Pentacles,? in the Past position/i);
  });

  it('ends with a reflection question', () => {
    expect(career.trimEnd()).toMatch(/A question to sit with: [^\n]+\?$/);
  });

  it('acknowledges a continuing conversation only when there is history beyond the interpretation', () => {
    expect(career).toMatch(/^Thank you for/m);
    const continuing = composeOfflineText(followUp('What about my job, should I ask for a promotion at work?', undefined, SPREAD, 3));
    expect(continuing).toMatch(/^(?:Picking up our conversation|Continuing where we left off)/m);
  });

  it('puts the crisis note first when the follow-up mentions self-harm', () => {
    const crisis = composeOfflineText(followUp('Honestly I have been hurting myself, what do the cards say?'));
    expect(crisis.startsWith(CRISIS_NOTE)).toBe(true);
    expect(career).not.toContain('You Are Not Alone');
  });

  it('suggests a qualified professional for money follow-ups', () => {
    expect(composeOfflineText(followUp('Should I invest my savings?'))).toMatch(/qualified financial adviser/);
  });
});

describe('chunkText', () => {
  it('keeps every character, in chunks of a few words', () => {
    const text = '  **Heading**\nOne two  three\tfour.\n\nFive six seven eight nine  ';
    const chunks = chunkText(text);
    expect(chunks.join('')).toBe(text);
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) expect(words(chunk)).toBeLessThanOrEqual(3);
  });
});

describe('createOfflineReader', () => {
  it("has the id 'offline'", () => {
    expect(createOfflineReader().id).toBe('offline');
  });

  it('streams small chunks that join to exactly the composed text', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 0 });
    for (const request of [interpretation('Will my relationship with Sam grow stronger?', SPREAD, 'Pisces'), followUp('And my career?')]) {
      const chunks = await collect(reader.stream(request, new AbortController().signal));
      expect(chunks.length).toBeGreaterThan(30);
      expect(chunks.join('')).toBe(composeOfflineText(request));
      for (const chunk of chunks) expect(words(chunk)).toBeLessThanOrEqual(3);
    }
  });

  it('waits between chunks when a delay is set', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 5 });
    const iterator = reader.stream(interpretation('Will I find love?'), new AbortController().signal)[Symbol.asyncIterator]();
    await iterator.next();
    const started = performance.now();
    await iterator.next();
    await iterator.next();
    expect(performance.now() - started).toBeGreaterThanOrEqual(8);
    await iterator.return?.();
  });

  it('stops promptly with an AbortError when the signal aborts mid-stream', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 1_000 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const started = performance.now();
    const run = (async () => {
      for await (const chunk of reader.stream(interpretation('Will I find love?'), controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 1) setTimeout(() => controller.abort(), 20);
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toHaveLength(1);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('stops between chunks even without a delay', async () => {
    const reader = createOfflineReader({ chunkDelayMs: 0 });
    const controller = new AbortController();
    const chunks: string[] = [];
    const run = (async () => {
      for await (const chunk of reader.stream(interpretation('Will I find love?'), controller.signal)) {
        chunks.push(chunk);
        if (chunks.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toHaveLength(3);
  });

  it('yields nothing when the signal is already aborted', async () => {
    const reader = createOfflineReader();
    const controller = new AbortController();
    controller.abort();
    const chunks: string[] = [];
    await expect(
      (async () => {
        for await (const chunk of reader.stream(interpretation('Will I find love?'), controller.signal)) chunks.push(chunk);
      })(),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(chunks).toEqual([]);
  });
});
