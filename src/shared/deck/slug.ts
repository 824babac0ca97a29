/** The image name of a card ('The High Priestess' → 'the-high-priestess'). Kept apart from the card texts so the browser need not load them. */
export function cardSlug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
