// Every text the read-aloud shows or says, in one place (issue 28 §2).

export const READ_ALOUD_TEXT = {
  listen: 'Listen',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  /** The control's group, named for what it reads. */
  interpretation: 'Read the interpretation aloud',
  answer: 'Read this answer aloud',
} as const;

/** What a Listen control reads: the reading's interpretation, or one of its answers. */
export type ListenSubject = 'interpretation' | 'answer';
