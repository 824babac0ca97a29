import type { Mood, Outcome } from '../../shared/journal/journal.ts';
import { m } from './paraglide/messages.js';

/** The journal's fixed words in the page's language (the server's mails keep shared/journal/journal.ts's). */
export const MOOD_LABELS: Record<Mood, () => string> = {
  1: m.mood_heavy,
  2: m.mood_uneasy,
  3: m.mood_steady,
  4: m.mood_hopeful,
  5: m.mood_bright,
};

export const OUTCOME_LABELS: Record<Outcome, () => string> = {
  'as-read': m.landed_as_read,
  partly: m.landed_partly,
  'not-at-all': m.landed_not_at_all,
  'too-soon': m.landed_too_soon,
};
