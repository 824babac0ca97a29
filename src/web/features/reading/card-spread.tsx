import { useEffect, useId, useRef, useState, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'wouter';
import { POSITIONS } from '../../../shared/constants.ts';
import { cardSlug } from '../../../shared/deck/slug.ts';
import { paths } from '../../../shared/paths.ts';
import type { DrawnCard } from '../../../shared/schemas/reading.ts';
import '../../components/card-flip.css';
import { cardPicture } from '../../i18n/card-names/card-picture.ts';
import { useCardName, useDrawnCardName } from '../../i18n/card-names/shown-card-name.ts';
import './card-spread.css';
import { m } from '../../i18n/paraglide/messages.js';

/** How long a card takes to turn over: the `.tarot-card-inner` transition in card-spread.css. */
export const CARD_FLIP_MS = 700;

/** Past this, the cards turn even if their pictures have not arrived (a slow or failed image). */
const IMAGE_WAIT_MS = 4_000;

/** Resolves once every image is loaded and decoded, failed, or IMAGE_WAIT_MS has passed. */
function imagesReady(sources: readonly string[]): Promise<void> {
  const decoded = Promise.all(
    sources.map((source) => {
      const image = new Image();
      image.src = source;
      return image.decode().catch(() => undefined);
    }),
  );
  return Promise.race([decoded.then(() => undefined), new Promise<void>((resolve) => window.setTimeout(resolve, IMAGE_WAIT_MS))]);
}

/**
 * How many cards are face up. The delays (in seconds) count from when the card back and the faces
 * can be painted: turning before that showed a blank slab where the back should be.
 */
export function useReveal(cards: readonly DrawnCard[] | null, delays: readonly number[]): number {
  // The names, not the array: a refetched reading is the same draw and must not turn over again.
  const drawn = cards?.map((card) => card.name).join('\n') ?? null;
  // Counted for one draw: another draw starts face down without a reset.
  const [revealed, setRevealed] = useState<{ drawn: string | null; count: number }>({ drawn, count: 0 });
  useEffect(() => {
    if (drawn === null) return;
    let cancelled = false;
    const timers: number[] = [];
    void imagesReady([paths.cardImage('back'), ...drawn.split('\n').map(cardPicture)]).then(() => {
      if (cancelled) return;
      delays.forEach((delay, index) => timers.push(window.setTimeout(() => setRevealed({ drawn, count: index + 1 }), delay * 1000)));
    });
    return () => {
      cancelled = true;
      timers.forEach((timer) => window.clearTimeout(timer));
    };
  }, [drawn, delays]);
  return revealed.drawn === drawn ? revealed.count : 0;
}

/**
 * A turned card's picture links to its page in the library. The link is there from the start, without
 * an address until the card is revealed (so not focusable, and not giving the card away): the element
 * never changes, and the card turns over as before. `newTabNote` (an element's id) is set where the
 * spread cannot be shown again once left, and the page opens in a new tab.
 */
function CardLink({ card, revealed, newTabNote, name }: { card: DrawnCard; revealed: boolean; newTabNote: string | undefined; name: string }) {
  const [, navigate] = useLocation();
  const href = revealed ? paths.card(cardSlug(card.name)) : undefined;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!href || newTabNote || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(href);
  };
  const newTab = newTabNote && href ? { target: '_blank', rel: 'noopener', 'aria-describedby': newTabNote } : {};
  return (
    <a className="tarot-card-link" href={href} onClick={onClick} {...newTab}>
      <img src={cardPicture(card.name)} alt={revealed ? name : ''} width={300} height={500} />
    </a>
  );
}

/**
 * Brings the spread into view when its cards arrive, so it is on screen while it turns; a still
 * spread (a saved reading, its cards already turned) stays where the page opened.
 */
export function useSpreadInView(cards: readonly DrawnCard[], still = false) {
  const ref = useRef<HTMLOListElement>(null);
  const drawn = cards.map((card) => card.name).join('\n');
  useEffect(() => {
    if (!still) ref.current?.scrollIntoView({ block: 'nearest' });
  }, [drawn, still]);
  return ref;
}

/** Which cards are face up: the first `revealed` in turn (the spec's reveal), or each its own (picked cards). */
export type Revealed = number | readonly boolean[];
export const isTurned = (revealed: Revealed, index: number) => (typeof revealed === 'number' ? index < revealed : revealed[index] === true);

/** What the spreads share beyond their cards: a still spread does not animate; `onTurn` makes face-down cards buttons. */
export interface SpreadTurning {
  still?: boolean | undefined;
  onTurn?: ((index: number) => void) | undefined;
}

/** A face-down picked card's button, over the card; once turned, focus goes to the card's link in its place. */
function TurnButton({ label, onTurn }: { label: string; onTurn: () => void }) {
  return (
    <button
      type="button"
      className="tarot-card-turn"
      aria-label={label}
      onClick={(event) => {
        const slot = event.currentTarget.closest('li');
        // The turn is drawn at once, so the link has its address and takes the focus now: a timer
        // could fire after the next keys, and take the focus back from where they had moved it.
        flushSync(onTurn);
        slot?.querySelector<HTMLAnchorElement>('a[href]')?.focus();
      }}
    />
  );
}

/**
 * One position of a spread: its name, then its card, face down until revealed. A reversed card's
 * picture is turned upside down; as its own name banner then reads upside down too, a caption under
 * it says which card it is. The caption for screen readers announces the card as it turns, as
 * `announced` names it.
 */
export function SpreadSlot({
  card,
  revealed,
  label,
  announced,
  newTabNote,
  turnLabel,
  onTurn,
  ...slot
}: {
  card: DrawnCard | undefined;
  revealed: boolean;
  label: ReactNode;
  /** The card's accessible name once it is face up. */
  announced: (card: DrawnCard) => string;
  newTabNote: string | undefined;
  /** The face-down card's button name, when it turns by a tap. */
  turnLabel?: string | undefined;
  onTurn?: (() => void) | undefined;
} & Pick<HTMLAttributes<HTMLLIElement>, 'style'> & { 'data-testid': string; 'data-crossing'?: boolean | undefined; 'data-staff'?: boolean | undefined }) {
  const isRevealed = revealed && card !== undefined;
  const nameOf = useCardName();
  return (
    <li className="spread-slot" data-revealed={isRevealed} {...slot}>
      <span className="spread-position">{label}</span>
      <div className="tarot-card" data-revealed={isRevealed} data-reversed={card?.reversed === true}>
        <div className="tarot-card-inner">
          <div className="tarot-card-face tarot-card-back">
            <img src={paths.cardImage('back')} alt="" width={300} height={500} />
          </div>
          <div className="tarot-card-face tarot-card-front">
            {card && <CardLink card={card} revealed={isRevealed} newTabNote={newTabNote} name={announced(card)} />}
          </div>
        </div>
        {onTurn && !isRevealed && turnLabel && <TurnButton label={turnLabel} onTurn={onTurn} />}
      </div>
      {isRevealed && card.reversed && (
        <span className="spread-reversed" aria-hidden="true">
          {m.card_reversed_caption({ card: nameOf(card.name) })}
        </span>
      )}
      <span className="card-name visually-hidden" aria-live="polite">
        {isRevealed ? announced(card) : ''}
      </span>
    </li>
  );
}

/** The spec's three places by their names in the build's language. */
const POSITION_NAMES = { Past: m.position_past, Present: m.position_present, Future: m.position_future } as const;

/**
 * The spec's three cards (every visitor's, and the default): Past, Present and Future in a row,
 * each card named on its picture. Any other spread lies in a LaidOutSpread.
 */
export function CardSpread({
  cards,
  revealed,
  linksInNewTab = false,
  still = false,
  onTurn,
}: { cards: readonly DrawnCard[]; revealed: Revealed; linksInNewTab?: boolean } & SpreadTurning) {
  const ref = useSpreadInView(cards, still);
  const newTabNoteId = useId();
  const newTabNote = linksInNewTab ? newTabNoteId : undefined;
  const announced = useDrawnCardName();
  return (
    <ol className="spread" aria-label={m.spread_your_cards()} ref={ref} data-still={still} data-picked={onTurn !== undefined}>
      {POSITIONS.map((position, index) => (
        <SpreadSlot
          key={position}
          data-testid={`card-${position.toLowerCase()}`}
          card={cards[index]}
          revealed={isTurned(revealed, index)}
          label={POSITION_NAMES[position]()}
          announced={announced}
          newTabNote={newTabNote}
          turnLabel={m.spread_turn_card({ position: POSITION_NAMES[position]() })}
          onTurn={onTurn && (() => onTurn(index))}
        />
      ))}
      {newTabNote && (
        <li hidden id={newTabNote}>
          {m.spread_opens_in_new_tab()}
        </li>
      )}
    </ol>
  );
}
