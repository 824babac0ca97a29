import { m } from '../../../i18n/paraglide/messages.js';

/** What a Listen control reads: the reading's interpretation, or one of its answers. */
export type ListenSubject = 'interpretation' | 'answer';

/** The control's group, named for what it reads. */
export const LISTEN_GROUP_NAME: Record<ListenSubject, () => string> = {
  interpretation: m.listen_interpretation,
  answer: m.listen_answer,
};
