import type { SpokenTarget, Utterance } from './utterances.ts';

// The one voice of the page: only one thing reads aloud at a time, so the state is the page's,
// not a control's. Starting to read something stops whatever was reading.

export type SpeakerStatus = 'idle' | 'playing' | 'paused';

export interface SpeakerState {
  /** Which control is reading (its id), if any. */
  owner: string | null;
  status: SpeakerStatus;
  /** What is being read now. */
  target: SpokenTarget | null;
}

const IDLE: SpeakerState = { owner: null, status: 'idle', target: null };

let state: SpeakerState = IDLE;
const listeners = new Set<() => void>();
/** The utterance being spoken: events from any other (one cancelled) are ignored. Held, too, so it is not collected mid-speech. */
let current: SpeechSynthesisUtterance | null = null;
/** The silence after a heading, before the next utterance. */
let gap: ReturnType<typeof setTimeout> | undefined;
/** Where to go on when a pause came during a silence, when nothing was being spoken to pause. */
let nextAfterGap: (() => void) | null = null;

function set(next: SpeakerState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribeToSpeaker(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function speakerState(): SpeakerState {
  return state;
}

function reset(): void {
  current = null;
  clearTimeout(gap);
  nextAfterGap = null;
}

/** Stops reading, whoever is reading. */
export function stop(): void {
  if (state.status === 'idle') return;
  reset();
  speechSynthesis.cancel();
  set(IDLE);
}

/** Reads `utterances` in `voice` for the control `owner`, stopping whatever was reading. */
export function play(owner: string, utterances: readonly Utterance[], voice: SpeechSynthesisVoice): void {
  reset();
  speechSynthesis.cancel();
  // A synthesis left paused (by another page of the site) would hold the new words back.
  if (speechSynthesis.paused) speechSynthesis.resume();
  const speakFrom = (index: number): void => {
    const item = utterances[index];
    if (!item) {
      reset();
      set(IDLE);
      return;
    }
    const utterance = new SpeechSynthesisUtterance(item.text);
    // The crisis panel may be in another language than the reading, and then has a voice of its own.
    const itsVoice = item.voice ?? voice;
    utterance.voice = itsVoice;
    utterance.lang = itsVoice.lang;
    utterance.addEventListener('end', () => {
      if (current !== utterance) return;
      const next = () => speakFrom(index + 1);
      if (item.pauseAfterMs === 0) return next();
      gap = setTimeout(() => {
        if (state.status === 'paused') nextAfterGap = next;
        else next();
      }, item.pauseAfterMs);
    });
    utterance.addEventListener('error', (event) => {
      // Cancelling for the next reading is not a failure of this one; anything else ends it.
      if (current !== utterance || event.error === 'interrupted' || event.error === 'canceled') return;
      reset();
      set(IDLE);
    });
    current = utterance;
    set({ owner, status: state.status === 'paused' && state.owner === owner ? 'paused' : 'playing', target: item.target });
    speechSynthesis.speak(utterance);
  };
  set({ owner, status: 'playing', target: null });
  speakFrom(0);
}

export function pause(): void {
  if (state.status !== 'playing') return;
  speechSynthesis.pause();
  set({ ...state, status: 'paused' });
}

export function resume(): void {
  if (state.status !== 'paused') return;
  set({ ...state, status: 'playing' });
  const next = nextAfterGap;
  nextAfterGap = null;
  speechSynthesis.resume();
  next?.();
}

// Reading stops with the page (a tab closed, or left for another site).
if (typeof window !== 'undefined') window.addEventListener('pagehide', stop);
