/** A card's own words, written for Tarot Insights: its meanings, a description of our art, the traditional picture, its keywords. */
export interface CardText {
  /** Upright meaning. */
  up: string;
  /** Reversed meaning. */
  rev: string;
  /** What our card shows and what it stands for (not the classic pictures: our art is its own). */
  desc: string;
  /** What the traditional Rider–Waite–Smith picture shows and tells, in our own words, so a reader can describe the card people know. */
  scene: string;
  keywords: readonly string[];
}

export interface MajorText extends CardText {
  name: string;
}
