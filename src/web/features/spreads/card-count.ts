/** "1 card", "5 cards". */
export function cardCount(count: number): string {
  return count === 1 ? '1 card' : `${count} cards`;
}
