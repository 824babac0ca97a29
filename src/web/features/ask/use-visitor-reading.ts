import { useCallback, useRef, useState } from 'react';
import { REVEAL_DELAYS_ANONYMOUS_S } from '../../../shared/constants.ts';
import type { FairDraw } from '../../../shared/schemas/fair-draw.ts';
import type { SafetyConcern } from '../../../shared/safety.ts';
import type { DrawnCard } from '../../../shared/schemas/reading.ts';
import { HttpError } from '../../api-client.ts';
import { useDrawCards } from './api/draw-cards.ts';
import { useInterpretVisitorReading } from './api/interpret-visitor-reading.ts';
import { visitorStorage } from './visitor-storage.ts';
import { m } from '../../i18n/paraglide/messages.js';

export type VisitorReadingState =
  | { phase: 'idle' }
  | { phase: 'drawing'; question: string }
  | {
      phase: 'reading';
      question: string;
      cards: DrawnCard[];
      /** The draw's seeds, revealed with the cards; null when the draw itself failed. */
      fairDraw: FairDraw | null;
      text: string;
      /** What the risk assessment recognised in the question: its resources come first. */
      safety: SafetyConcern[];
      done: boolean;
      failed: boolean;
      at: string;
    };

/** The commitment the page showed and the browser's seed (features/fair-draw), sent with the draw. */
export interface DrawChoice {
  commitmentId: string;
  clientSeed: string;
}

const LAST_REVEAL_MS = (REVEAL_DELAYS_ANONYMOUS_S.at(-1) ?? 0) * 1000;

/**
 * The visitor's one free reading: server draw, timed reveal, streamed preview (spec §4).
 * `onSignupNeeded` gets the reason when it is not this browser's own free reading being used up
 * (the address's daily cap, a rate limit): the server's words, which say what happened.
 */
export function useVisitorReading(onSignupNeeded: (reason?: string) => void) {
  const [state, setState] = useState<VisitorReadingState>({ phase: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const { mutateAsync: drawCards } = useDrawCards();
  const { mutateAsync: interpretVisitorReading } = useInterpretVisitorReading();

  const start = useCallback(
    async (question: string, choice?: DrawChoice) => {
      if (visitorStorage.isFirstReadingDone()) {
        onSignupNeeded();
        return;
      }
      visitorStorage.markFirstReadingDone();
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: 'drawing', question });
      try {
        const { cards, fairDraw } = await drawCards({ choice, signal: controller.signal });
        setState({ phase: 'reading', question, cards, fairDraw, text: '', safety: [], done: false, failed: false, at: new Date().toISOString() });
        // Text arriving before the last card turns is held back so the cards keep the stage.
        const shownAt = Date.now() + LAST_REVEAL_MS;
        let pending = '';
        let timer: number | undefined;
        const show = () => {
          const text = pending;
          setState((current) => (current.phase === 'reading' ? { ...current, text } : current));
        };
        const result = await interpretVisitorReading({
          reading: { question, cardNames: cards.map((card) => card.name), tempUserId: visitorStorage.tempUserId() },
          handlers: {
            onDelta: (delta) => {
              pending += delta;
              const wait = shownAt - Date.now();
              if (wait <= 0) show();
              else if (timer === undefined) timer = window.setTimeout(show, wait);
            },
            onSafety: (safety) => setState((current) => (current.phase === 'reading' ? { ...current, safety } : current)),
          },
          signal: controller.signal,
        });
        const wait = Math.max(0, shownAt - Date.now());
        window.setTimeout(() => {
          setState((current) => (current.phase === 'reading' ? { ...current, text: result.interpretation, done: true } : current));
        }, wait);
      } catch (error) {
        if (controller.signal.aborted) return;
        if (error instanceof HttpError && error.status === 403) {
          setState({ phase: 'idle' });
          onSignupNeeded();
          return;
        }
        if (error instanceof HttpError && error.status === 429) {
          // Refused for the address, not used by this browser: its free reading is still to come.
          visitorStorage.clearFirstReadingDone();
          setState({ phase: 'idle' });
          onSignupNeeded(error.serverMessage ?? m.ask_free_readings_paused());
          return;
        }
        console.warn('The free reading failed', error);
        // A failed reading does not use up the free one: the server released it, so may the client.
        visitorStorage.clearFirstReadingDone();
        setState((current) =>
          current.phase === 'reading'
            ? { ...current, done: true, failed: true }
            : { phase: 'reading', question, cards: [], fairDraw: null, text: '', safety: [], done: true, failed: true, at: new Date().toISOString() },
        );
      }
    },
    [onSignupNeeded, drawCards, interpretVisitorReading],
  );

  const reset = useCallback(() => {
    abort.current?.abort();
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
