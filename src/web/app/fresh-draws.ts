// Which readings were drawn in this page's lifetime, and how (issue 26 §2): only those turn their cards
// over on the reading page. A reading opened from the history, a link or a reload shows its cards turned.

/** "reveal": the spec's reveal turns the cards; "pick": the cards were picked and turn when tapped. */
export type DrawWay = 'reveal' | 'pick';

const fresh = new Map<string, DrawWay>();

export function markFreshDraw(readingId: string, way: DrawWay): void {
  fresh.set(readingId, way);
}

export function freshDrawOf(readingId: string): DrawWay | undefined {
  return fresh.get(readingId);
}

/** Once shown, a reading is a saved one: coming back to it later shows its cards turned. */
export function forgetFreshDraw(readingId: string): void {
  fresh.delete(readingId);
}
