import { describe, expect, it } from 'vitest';
import { findCard } from '../../../../shared/deck/cards.ts';
import type { DrawnCard } from '../../../../shared/deck/types.ts';
import { THREE_CARD_SPREAD } from '../../../../shared/spreads/spread.ts';
import { composeOfflineText } from '../../../../server/adapters/llm/offline-reader/compose.ts';
import { assessForReader } from '../../../../server/domain/safety/reader-safety.ts';
import { safetyTexts } from '../../../components/safety/texts/safety-texts.ts';
import { COUNTRY_HELP } from '../../../components/safety/help-lines.ts';
import { messageBlocks } from '../../../components/message-content/message-blocks.ts';
import { HEADING_PAUSE_MS, utterancesFor } from './utterances.ts';

function card(name: string): DrawnCard {
  const found = findCard(name);
  if (!found) throw new Error(`No card named ${name}`);
  return { ...found, reversed: false };
}

describe('utterancesFor', () => {
  it('speaks a heading on its own, without its asterisks, then pauses', () => {
    const said = utterancesFor('**The Past: The Fool**\nA fresh start.\n\n**The Present: The Star**\nHope returns.');
    expect(said).toEqual([
      { text: 'The Past: The Fool', target: 0, pauseAfterMs: HEADING_PAUSE_MS },
      { text: 'A fresh start.', target: 1, pauseAfterMs: 0 },
      { text: 'The Present: The Star', target: 2, pauseAfterMs: HEADING_PAUSE_MS },
      { text: 'Hope returns.', target: 3, pauseAfterMs: 0 },
    ]);
  });

  it('points each utterance at the block the page draws for it', () => {
    const text = 'Opening words.\n\n**A Heading** and words after it\nmore of them\n\nLast paragraph.';
    const blocks = messageBlocks(text);
    for (const utterance of utterancesFor(text)) {
      expect(typeof utterance.target).toBe('number');
      const block = blocks[utterance.target as number];
      expect(block?.text.replace(/\s+/g, ' ')).toContain(utterance.text.replace(/\.$/, '').split('. ')[0]);
    }
  });

  it('says no formatting marks, and closes a list item with a full stop', () => {
    const said = utterancesFor('Try this:\n- *breathe* slowly\n- write it _down_\n\n# A note\n\nDone **');
    const texts = said.map((utterance) => utterance.text);
    expect(texts).toEqual(['Try this: breathe slowly. write it down', 'A note', 'Done']);
    expect(texts.join(' ')).not.toMatch(/[*_#]/);
  });

  it('reads the crisis panel in its own language and voice, and the reading in the reading’s (issue 28 §1)', () => {
    const spanishVoice = { lang: 'es-ES', name: 'Mónica' } as SpeechSynthesisVoice;
    const spanish = safetyTexts('es');
    const said = utterancesFor('**The Past: The Fool**\nA fresh start.', ['self-harm'], { texts: spanish, voice: spanishVoice });
    expect(said.slice(0, 3).map((utterance) => [utterance.text, utterance.voice])).toEqual([
      [spanish.concerns['self-harm'].heading, spanishVoice],
      [spanish.concerns['self-harm'].intro, spanishVoice],
      [spanish.helpOnScreen, spanishVoice],
    ]);
    // The reading's own blocks take the reading's voice (play's).
    expect(said.slice(3).map((utterance) => utterance.voice)).toEqual([undefined, undefined]);
  });

  it('reads the crisis panel first, its headings and words, and points to its numbers rather than saying them', () => {
    const english = safetyTexts('en');
    const said = utterancesFor('**You Are Not Alone**\nThe cards can wait.', ['self-harm', 'danger']);
    expect(said.slice(0, 5).map((utterance) => utterance.text)).toEqual([
      english.concerns['self-harm'].heading,
      english.concerns['self-harm'].intro,
      english.concerns.danger.heading,
      english.concerns.danger.intro,
      english.helpOnScreen,
    ]);
    expect(said.slice(0, 5).every((utterance) => utterance.target === 'safety')).toBe(true);
    expect(said.slice(5).map((utterance) => utterance.target)).toEqual([0, 1]);
    const numbers = COUNTRY_HELP.flatMap((country) => [
      country.emergency,
      ...Object.values(country.lines).flatMap((lines) => lines.flatMap((line) => [line.call, line.text?.number])),
    ]);
    const spoken = said.map((utterance) => utterance.text).join(' ');
    for (const number of numbers) if (number) expect(spoken).not.toContain(number);
  });

  it('reads an offline reading whole: every heading its own utterance, no asterisk anywhere', () => {
    const question = 'Will my new job bring me what I hope for?';
    const text = composeOfflineText({
      kind: 'interpretation',
      question,
      cards: [card('The Fool'), card('Two of Cups'), card('The Tower')],
      positions: THREE_CARD_SPREAD.positions,
      horoscopeSign: undefined,
      safety: assessForReader(question),
    });
    const headings = [...text.matchAll(/\*\*([^*]+)\*\*/g)].map((match) => match[1]?.trim());
    expect(headings.length).toBeGreaterThanOrEqual(3);
    const said = utterancesFor(text);
    expect(said.map((utterance) => utterance.text).join(' ')).not.toContain('*');
    expect(said.filter((utterance) => utterance.pauseAfterMs === HEADING_PAUSE_MS).map((utterance) => utterance.text)).toEqual(headings);
    expect(said.length).toBe(messageBlocks(text).length);
  });

  it('has nothing to say for an empty text', () => {
    expect(utterancesFor('')).toEqual([]);
    expect(utterancesFor('**  **\n\n')).toEqual([]);
  });
});
