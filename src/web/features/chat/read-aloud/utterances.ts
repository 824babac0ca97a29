import type { SafetyConcern } from '../../../../shared/safety.ts';
import { safetyTexts, type SafetyTexts } from '../../../components/safety/texts/safety-texts.ts';
import { messageBlocks } from '../../../components/message-content/message-blocks.ts';

/** What is on screen while an utterance is spoken: a block of the text (its index), or the crisis panel. */
export type SpokenTarget = number | 'safety';

export interface Utterance {
  text: string;
  target: SpokenTarget;
  /** Silence after it, before the next one: a heading is followed by a breath, as a reader would. */
  pauseAfterMs: number;
  /** Its own voice, when it is in another language than the reading's (the crisis panel's words). */
  voice?: SpeechSynthesisVoice | undefined;
}

/** The crisis panel as it is shown: its texts, and the voice for their language when the device has one. */
export interface SpokenPanel {
  texts: SafetyTexts;
  voice?: SpeechSynthesisVoice | undefined;
}

export const HEADING_PAUSE_MS = 500;

/** Marks of the text's formatting that a voice would otherwise say ("asterisk") or stumble on. */
const FORMATTING = /[*_#`]+/g;
const LIST_MARKER = /^\s*(?:[-•]|\d+[.)])\s+/;
const ENDS_SENTENCE = /[.!?…:;,]["'”’)]*$/;

/**
 * A paragraph as one spoken sentence run: formatting marks gone, and a line that ends without
 * punctuation (a list item) closed with a full stop, so the voice does not run it into the next.
 */
function speakable(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(LIST_MARKER, '').replace(FORMATTING, '').replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .map((line, index, lines) => (index < lines.length - 1 && !ENDS_SENTENCE.test(line) ? `${line}.` : line))
    .join(' ');
}

/**
 * What the crisis panel says, read first when it is there, as it is shown first: each concern's
 * heading and words, then where the numbers are. Its numbers themselves are not read
 * (`SafetyTexts.helpOnScreen`).
 */
function safetyUtterances(concerns: readonly SafetyConcern[], { texts, voice }: SpokenPanel): Utterance[] {
  if (concerns.length === 0) return [];
  const said = concerns.flatMap((concern) => [
    { text: texts.concerns[concern].heading, target: 'safety' as const, pauseAfterMs: HEADING_PAUSE_MS, voice },
    { text: texts.concerns[concern].intro, target: 'safety' as const, pauseAfterMs: 0, voice },
  ]);
  return [...said, { text: texts.helpOnScreen, target: 'safety', pauseAfterMs: HEADING_PAUSE_MS, voice }];
}

/**
 * A reader's text as the utterances that read it aloud: one per block, a heading on its own and
 * followed by a pause, each pointing at the block on screen; the crisis panel's words first.
 */
export function utterancesFor(text: string, safety: readonly SafetyConcern[] = [], panel: SpokenPanel = { texts: safetyTexts('en') }): Utterance[] {
  const blocks = messageBlocks(text).flatMap((block, index): Utterance[] => {
    const spoken = speakable(block.text);
    if (!spoken) return [];
    return [{ text: spoken, target: index, pauseAfterMs: block.kind === 'heading' ? HEADING_PAUSE_MS : 0 }];
  });
  return [...safetyUtterances(safety, panel), ...blocks];
}
