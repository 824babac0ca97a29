// Every text the read-aloud shows or says, in one place (issue 28 §2).

export const READ_ALOUD_TEXT = {
  listen: 'Listen',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  /** The control's group, named for what it reads. */
  interpretation: 'Read the interpretation aloud',
  answer: 'Read this answer aloud',
  /**
   * Said after the crisis panel's own words, in place of its numbers: a synthetic voice reads
   * "116 123" or "1-800-799-7233" as quantities, and a number misheard is worse than none.
   */
  helpOnScreen: 'The numbers to call or text are on your screen, each with its own button.',
} as const;

/** What a Listen control reads: the reading's interpretation, or one of its answers. */
export type ListenSubject = 'interpretation' | 'answer';
