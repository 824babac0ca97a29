import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckBackDays } from '../../../../shared/journal/journal.ts';
import type { JournalMailSettings } from '../../../../shared/schemas/check-back.ts';
import { answerOf } from '../../../api-client.ts';
import { queryKeys } from '../../../query-keys.ts';

/** GET /api/account/journal-mail: the check-back default, the journal mail switch and the reminder hour. */
export function journalMailSettings(signal?: AbortSignal) {
  return answerOf((c) => c.api.account['journal-mail'].$get(undefined, { init: { signal } }));
}

export const useJournalMailSettings = () => useQuery({ queryKey: queryKeys.journalMail, queryFn: ({ signal }) => journalMailSettings(signal) });

/** One change to the settings; every one answers the settings as they now are. */
export type JournalMailChange = { checkBackDays: CheckBackDays | null } | { journalMailOn: boolean } | { dailyReminderHour: number | null; timeZone: string };

export function changeJournalMail(change: JournalMailChange) {
  if ('checkBackDays' in change) return answerOf((c) => c.api.account['check-back-default'].$put({ json: { days: change.checkBackDays } }));
  if ('journalMailOn' in change) return answerOf((c) => c.api.account['journal-mail'].$put({ json: { on: change.journalMailOn } }));
  return answerOf((c) => c.api.account['daily-reminder'].$put({ json: { hour: change.dailyReminderHour, timeZone: change.timeZone } }));
}

export function useChangeJournalMail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJournalMail,
    onSuccess: (settings: JournalMailSettings) => queryClient.setQueryData(queryKeys.journalMail, settings),
  });
}
