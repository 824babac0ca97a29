import type { FairDrawCard } from '../../../shared/fair-draw/fair-draw.ts';
import { paths } from '../../../shared/paths.ts';
import type { FairDraw } from '../../../shared/schemas/fair-draw.ts';

const REVERSED = ' (reversed)';

/** One card a line, as a person would write it: "The Empress (reversed)". */
export function cardsToText(cards: readonly FairDrawCard[]): string {
  return cards.map((card) => `${card.name}${card.reversed ? REVERSED : ''}`).join('\n');
}

export function cardsFromText(text: string): FairDrawCard[] {
  return text
    .split(/[\n;]/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((line) =>
      line.toLowerCase().endsWith(REVERSED) ? { name: line.slice(0, -REVERSED.length).trim(), reversed: true } : { name: line, reversed: false },
    );
}

/** Picks as a person types them: fan indices separated by commas or spaces; null when any is not a whole number. */
export function picksFromText(text: string): number[] | null {
  const parts = text.split(/[\s,]+/).filter((part) => part !== '');
  return parts.every((part) => /^\d+$/.test(part)) ? parts.map(Number) : null;
}

/** /verify with a draw filled in, so anyone can check it there (or change it and watch it fail). */
export function verifyLink(fairDraw: FairDraw, cards: readonly FairDrawCard[]): string {
  const query = new URLSearchParams({
    commitment: fairDraw.commitment,
    serverSeed: fairDraw.serverSeed,
    clientSeed: fairDraw.clientSeed,
    deck: fairDraw.deck,
    reversals: String(fairDraw.reversals),
    cards: cards.map((card) => `${card.name}${card.reversed ? REVERSED : ''}`).join(';'),
    ...(fairDraw.picks ? { picks: fairDraw.picks.join(',') } : {}),
  });
  return `${paths.verify}?${query.toString()}`;
}
