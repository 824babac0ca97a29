import type { BrowserContext, Page } from 'playwright-core';

// The browser's speech synthesis, observed: an init script puts a recorder in place of
// window.speechSynthesis and SpeechSynthesisUtterance (a browser API, the boundary of our code,
// like the network). It records what was asked to be spoken, in which language and voice, and
// fires the utterance events a real synthesizer fires; an utterance ends when the test says so.

export interface FakeVoice {
  name: string;
  lang: string;
  localService: boolean;
  default: boolean;
}

export interface SpokenUtterance {
  text: string;
  lang: string;
  voice: string | null;
}

export interface SpeechRecord {
  spoken: SpokenUtterance[];
  /** speak / pause / resume / cancel, in the order the page called them. */
  calls: string[];
  /** The text being spoken now, if any. */
  current: string | null;
  paused: boolean;
}

export const ENGLISH_VOICE: FakeVoice = { name: 'Local English (US)', lang: 'en-US', localService: true, default: true };

/**
 * Installs the recorder in every page of `context`. The voices are listed `voicesAfterMs` later,
 * with a `voiceschanged` event, as browsers do.
 */
export async function installSpeechRecorder(context: BrowserContext, voices: readonly FakeVoice[], voicesAfterMs = 300): Promise<void> {
  await context.addInitScript(
    ({ voices, voicesAfterMs }) => {
      type Listener = ((event: Event) => void) | null;
      class RecordedUtterance extends EventTarget {
        text: string;
        lang = '';
        voice: { name: string; lang: string } | null = null;
        rate = 1;
        pitch = 1;
        volume = 1;
        onstart: Listener = null;
        onend: Listener = null;
        onerror: Listener = null;
        onpause: Listener = null;
        onresume: Listener = null;
        onboundary: Listener = null;
        onmark: Listener = null;
        constructor(text = '') {
          super();
          this.text = text;
        }
      }
      const fire = (utterance: RecordedUtterance, type: string, error?: string) => {
        const event = new Event(type);
        Object.defineProperty(event, 'utterance', { value: utterance });
        if (error) Object.defineProperty(event, 'error', { value: error });
        utterance.dispatchEvent(event);
        const handler = (utterance as unknown as Record<string, Listener>)[`on${type}`];
        handler?.call(utterance, event);
      };
      let listed: typeof voices = [];
      let queue: RecordedUtterance[] = [];
      let current: RecordedUtterance | null = null;
      let paused = false;
      const record = { spoken: [] as { text: string; lang: string; voice: string | null }[], calls: [] as string[] };
      const startNext = () => {
        if (current || paused) return;
        current = queue.shift() ?? null;
        if (current) fire(current, 'start');
      };
      const synthesis = new EventTarget() as EventTarget & Record<string, unknown>;
      Object.assign(synthesis, {
        onvoiceschanged: null,
        getVoices: () => [...listed],
        speak(utterance: RecordedUtterance) {
          record.calls.push('speak');
          record.spoken.push({ text: utterance.text, lang: utterance.lang, voice: utterance.voice?.name ?? null });
          queue.push(utterance);
          setTimeout(startNext, 0);
        },
        cancel() {
          record.calls.push('cancel');
          const was = current;
          queue = [];
          current = null;
          if (was) fire(was, 'error', 'canceled');
        },
        pause() {
          record.calls.push('pause');
          paused = true;
          if (current) fire(current, 'pause');
        },
        resume() {
          record.calls.push('resume');
          paused = false;
          if (current) fire(current, 'resume');
          else setTimeout(startNext, 0);
        },
      });
      Object.defineProperties(synthesis, {
        speaking: { get: () => current !== null },
        paused: { get: () => paused },
        pending: { get: () => queue.length > 0 },
      });
      setTimeout(() => {
        listed = voices.map((voice) => ({ ...voice, voiceURI: voice.name }));
        synthesis.dispatchEvent(new Event('voiceschanged'));
      }, voicesAfterMs);
      Object.defineProperty(window, 'speechSynthesis', { value: synthesis, configurable: true });
      Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: RecordedUtterance, configurable: true, writable: true });
      Object.defineProperty(window, '__speech', {
        value: {
          get record() {
            return { ...record, current: current?.text ?? null, paused };
          },
          /** The synthesizer finishes the utterance it is speaking. */
          end() {
            const done = current;
            if (!done) throw new Error('nothing is being spoken');
            current = null;
            fire(done, 'end');
            setTimeout(startNext, 0);
          },
        },
      });
    },
    { voices, voicesAfterMs },
  );
}

export async function speechRecord(page: Page): Promise<SpeechRecord> {
  return page.evaluate(() => (window as unknown as { __speech: { record: SpeechRecord } }).__speech.record);
}

/** Ends the utterance being spoken, as the synthesizer would when it has said it. */
export async function endUtterance(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __speech: { end(): void } }).__speech.end());
}
