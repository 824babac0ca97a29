import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SafetyConcern } from '../../../shared/safety.ts';
import type { Message } from '../../../shared/schemas/reading.ts';
import { HttpError } from '../../api-client.ts';
import { useSession } from '../../app/session.tsx';
import { queryKeys } from '../../query-keys.ts';
import { askFollowUp } from './api/ask-follow-up.ts';
import { readingQuery, useReadingQuery, type SavedReading } from './api/get-reading.ts';
import { interpretReading } from './api/interpret-reading.ts';
import { m } from '../../i18n/paraglide/messages.js';

const GENERATION_RETRY_MS = 2_000;
/** How often, and how many times, to look for an answer the server kept after the connection dropped. */
const KEPT_ANSWER_CHECK_MS = 3_000;
const KEPT_ANSWER_CHECKS = 20;

/**
 * A saved reading with its one-time interpretation (streamed when it is not written yet) and
 * its follow-ups. A failed interpretation shows the spec's apology; opening again retries.
 */
export function useReading(id: string) {
  const { user } = useSession();
  const queryClient = useQueryClient();
  const query = useReadingQuery(id);
  const reading = query.data;
  const [streaming, setStreaming] = useState<string | null>(null);
  /** What the assessment recognised in the question being answered, as soon as the server says. */
  const [streamingSafety, setStreamingSafety] = useState<readonly SafetyConcern[]>([]);
  const [interpretationFailed, setInterpretationFailed] = useState(false);
  const [followUpError, setFollowUpError] = useState<{ message: string; question: string } | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const generating = useRef(false);
  const [attempt, setAttempt] = useState(0);
  const retryInterpretation = useCallback(() => {
    setInterpretationFailed(false);
    setAttempt((value) => value + 1);
  }, []);

  const setReading = useCallback(
    (next: (current: SavedReading) => SavedReading) => {
      queryClient.setQueryData<SavedReading>(queryKeys.reading(id), (current) => (current ? next(current) : current));
    },
    [queryClient, id],
  );

  useEffect(() => {
    if (!reading || (reading.isComplete && reading.interpretation) || generating.current || interpretationFailed) return;
    generating.current = true;
    const controller = new AbortController();
    const generate = async (): Promise<void> => {
      setStreaming('');
      setStreamingSafety(reading.safety);
      let text = '';
      try {
        const result = await interpretReading(
          reading.id,
          {
            onDelta: (delta) => {
              text += delta;
              setStreaming(text);
            },
            onSafety: setStreamingSafety,
          },
          controller.signal,
        );
        setStreaming(null);
        await queryClient.invalidateQueries({ queryKey: queryKeys.reading(id) });
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
        await queryClient.invalidateQueries({ queryKey: queryKeys.reading(id) });
        const fresh = queryClient.getQueryData(readingQuery(id).queryKey);
        if (fresh && fresh.messages.length > messagesBefore) {
          setFollowUpError(null);
          await queryClient.invalidateQueries({ queryKey: queryKeys.me });
          return;
        }
      }
    },
    [queryClient, id],
  );

  // The answer streams inside the mutation; whatever the outcome, the reading and the balance
  // are asked for again (the server charged, refunded or kept the answer).
  const followUp = useMutation({
    mutationFn: ({ question, onDelta }: { question: string; onDelta: (text: string) => void }) =>
      askFollowUp({ readingId: id, question }, { onDelta, onSafety: setStreamingSafety }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.reading(id) }), queryClient.invalidateQueries({ queryKey: queryKeys.me })]),
  });
  const replying = followUp.isPending;

  const ask = useCallback(
    async (question: string) => {
      if (!reading || !user || replying) return;
      setFollowUpError(null);
      setStreamingSafety([]);
      setStreaming('');
      const pending: Message = { id: `pending-${Date.now()}`, role: 'user', content: question, timestamp: new Date().toISOString(), safety: [] };
      const before = reading.messages;
      setReading((current) => ({ ...current, messages: [...current.messages, pending] }));
      let text = '';
      try {
        await followUp.mutateAsync({
          question,
          onDelta: (delta) => {
            text += delta;
            setStreaming(text);
          },
        });
      } catch (error) {
        setReading((current) => ({ ...current, messages: current.messages.filter((message) => message.id !== pending.id) }));
        if (text && !(error instanceof HttpError)) {
          // Only the connection failed: the server finishes this answer and keeps it, so fetch it
          // once it has had time to be stored rather than offering to ask (and pay) again.
          setFollowUpError({ message: m.chat_follow_up_connection_lost(), question: '' });
          void awaitKeptAnswer(before.length);
        } else if (error instanceof HttpError && error.status === 402) setOutOfCredits(true);
        else
          setFollowUpError({
            message: error instanceof HttpError && error.status < 500 && error.serverMessage ? error.serverMessage : m.chat_interpretation_failed(),
            question,
          });
      } finally {
        setStreaming(null);
      }
    },
    [reading, user, replying, setReading, followUp, awaitKeptAnswer],
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
