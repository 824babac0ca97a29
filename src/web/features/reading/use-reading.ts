import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { TEXT } from '../../../shared/constants.ts';
import { apiPaths } from '../../../shared/paths.ts';
import type { SafetyConcern } from '../../../shared/safety.ts';
import type { Message, Reading } from '../../../shared/schemas/reading.ts';
import { api, HttpError, streamApi } from '../../api.ts';
import { useSession } from '../../app/session.tsx';

const readingQuery = (id: string) =>
  queryOptions({
    queryKey: ['reading', id],
    queryFn: ({ signal }) => api<Reading>(apiPaths.reading(id), { signal }),
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  });

const GENERATION_RETRY_MS = 2_000;
/** How often, and how many times, to look for an answer the server kept after the connection dropped. */
const KEPT_ANSWER_CHECK_MS = 3_000;
const KEPT_ANSWER_CHECKS = 20;

/** Spec §7: the follow-up's context, as the client describes it (the server rebuilds its own). */
function describeContext(reading: Reading, messages: readonly Message[]): string {
  const cards = reading.cards.map((card) => `${card.name}: ${card.meaning_up}`).join('\n');
  const conversation = messages.map((message) => `${message.role}: ${message.content}`).join('\n');
  return `Original question: ${reading.question}\nCards drawn:\n${cards}\nPrevious conversation:\n${conversation}`;
}

/**
 * A saved reading with its one-time interpretation (streamed when it is not written yet) and
 * its follow-ups. A failed interpretation shows the spec's apology; opening again retries.
 */
export function useReading(id: string) {
  const { user, refresh } = useSession();
  const queryClient = useQueryClient();
  const query = useQuery(readingQuery(id));
  const reading = query.data;
  const [streaming, setStreaming] = useState<string | null>(null);
  /** What the assessment recognised in the question being answered, as soon as the server says. */
  const [streamingSafety, setStreamingSafety] = useState<readonly SafetyConcern[]>([]);
  const [interpretationFailed, setInterpretationFailed] = useState(false);
  const [replying, setReplying] = useState(false);
  const [followUpError, setFollowUpError] = useState<{ message: string; question: string } | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const generating = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const retryInterpretation = useCallback(() => {
    setInterpretationFailed(false);
    setAttempt((value) => value + 1);
  }, []);

  const setReading = useCallback((next: (current: Reading) => Reading) => {
    queryClient.setQueryData<Reading>(readingQuery(id).queryKey, (current) => (current ? next(current) : current));
  }, [queryClient, id]);

  useEffect(() => {
    if (!reading || (reading.isComplete && reading.interpretation) || generating.current || interpretationFailed) return;
    generating.current = true;
    const controller = new AbortController();
    const generate = async (): Promise<void> => {
      setStreaming('');
      setStreamingSafety(reading.safety);
      let text = '';
      try {
        const result = await streamApi<{ interpretation: string }>(
          apiPaths.interpret,
          { readingId: reading.id, question: reading.question, cards: reading.cards },
          (delta) => {
            text += delta;
            setStreaming(text);
          },
          controller.signal,
          setStreamingSafety,
        );
        setStreaming(null);
        await queryClient.invalidateQueries({ queryKey: readingQuery(id).queryKey });
        if (!result.interpretation) throw new Error('empty interpretation');
      } catch (error) {
        if (controller.signal.aborted) return;
        // Another tab is writing it: wait, then ask again (which returns the finished text).
        if (error instanceof HttpError && error.status === 409) {
          await new Promise((resolve) => setTimeout(resolve, GENERATION_RETRY_MS));
          if (!controller.signal.aborted) return generate();
          return;
        }
        console.warn('The interpretation failed', error);
        setStreaming(null);
        setInterpretationFailed(true);
      }
    };
    void generate().finally(() => {
      generating.current = false;
    });
    return () => controller.abort();
  }, [reading, queryClient, id, attempt, interpretationFailed]);

  const awaitKeptAnswer = useCallback(
    async (messagesBefore: number) => {
      for (let check = 0; check < KEPT_ANSWER_CHECKS; check += 1) {
        await new Promise((resolve) => setTimeout(resolve, KEPT_ANSWER_CHECK_MS));
        await queryClient.invalidateQueries({ queryKey: readingQuery(id).queryKey });
        const fresh = queryClient.getQueryData<Reading>(readingQuery(id).queryKey);
        if (fresh && fresh.messages.length > messagesBefore) {
          setFollowUpError(null);
          await refresh();
          return;
        }
      }
    },
    [queryClient, id, refresh],
  );

  const ask = useCallback(
    async (question: string) => {
      if (!reading || !user || replying) return;
      setFollowUpError(null);
      setStreamingSafety([]);
      setStreaming('');
      setReplying(true);
      const pending: Message = { id: `pending-${Date.now()}`, role: 'user', content: question, timestamp: new Date().toISOString(), safety: [] };
      const before = reading.messages;
      setReading((current) => ({ ...current, messages: [...current.messages, pending] }));
      let text = '';
      try {
        await streamApi<{ response: string; credits: number }>(
          apiPaths.followUp,
          { question, context: describeContext(reading, before), userId: user.uid, readingId: reading.id },
          (delta) => {
            text += delta;
            setStreaming(text);
          },
          undefined,
          setStreamingSafety,
        );
        await queryClient.invalidateQueries({ queryKey: readingQuery(id).queryKey });
      } catch (error) {
        setReading((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== pending.id) }));
        if (text && !(error instanceof HttpError)) {
          // Only the connection failed: the server finishes this answer and keeps it, so fetch it
          // once it has had time to be stored rather than offering to ask (and pay) again.
          setFollowUpError({ message: TEXT.followUpConnectionLost, question: '' });
          void awaitKeptAnswer(before.length);
        } else if (error instanceof HttpError && error.status === 402) setOutOfCredits(true);
        else setFollowUpError({ message: error instanceof HttpError && error.status < 500 && error.serverMessage ? error.serverMessage : TEXT.interpretationFailed, question });
      } finally {
        setStreaming(null);
        setReplying(false);
        await refresh();
      }
    },
    [reading, user, replying, setReading, queryClient, id, refresh, awaitKeptAnswer],
  );

  return {
    query,
    reading,
    streaming,
    streamingSafety,
    interpretationFailed,
    retryInterpretation,
    replying,
    followUpError,
    outOfCredits,
    setOutOfCredits,
    ask,
  };
}
