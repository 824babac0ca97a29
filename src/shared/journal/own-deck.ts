// Readings from one's own deck (issue 27 §1): the words that mark them, in one place, so every page
// says the same thing and none of them ever calls such a reading a verifiable draw.

export const OWN_DECK_TEXT = {
  /** The ask page's secondary choice, beside the normal draw. */
  choice: 'I drew my own cards',
  /** The entry step's button. */
  read: 'Read my cards',
  explanation: 'You drew these cards yourself; they are not a verifiable draw',
  /** The shared page speaks of the owner in the third person. */
  shared: 'Drawn from their own deck',
  /** The verifier's plain word for a reading that has nothing to verify. */
  notVerifiable: 'Readings from your own deck were drawn by you, not by us: they have no seeds, so there is nothing here to verify.',
} as const;
