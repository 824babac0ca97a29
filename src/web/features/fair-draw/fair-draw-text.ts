/** What a fair draw means, said plainly before its details (issue 26 §3). */
export const FAIR_DRAW_PLAIN = 'We lock in your cards before you draw, so nobody, including us, can choose them. Anyone can check.';
