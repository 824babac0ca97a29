import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import type { EarlierReading } from '../../../shared/schemas/reask.ts';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { m } from '../../i18n/paraglide/messages.js';
import './reask.css';
import { cardPicture } from '../../i18n/card-names/card-picture.ts';
import { useCardName } from '../../i18n/card-names/shown-card-name.ts';

const MINUTE_MS = 60_000;

/** "3 hours ago", "20 minutes ago", "just now": when the earlier reading was asked, in the page's language. */
export function askedAgo(createdAt: string, now: number = Date.now()): string {
  const minutes = Math.max(0, Math.round((now - Date.parse(createdAt)) / MINUTE_MS));
  if (minutes < 1) return m.reask_just_now();
  const format = new Intl.RelativeTimeFormat(PAGE_LANGUAGE, { numeric: 'auto' });
  return minutes < 60 ? format.format(-minutes, 'minute') : format.format(-Math.round(minutes / 60), 'hour');
}

/**
 * Issue 27 §4: the same question asked again within a day. The earlier reading comes first (its
 * cards, when, its first lines), with a gentle word about re-asking and two choices: reflect on it,
 * or draw anyway with the question as it is.
 */
export default function EarlierReadingPanel({ reading, onDrawAnyway }: { reading: EarlierReading; onDrawAnyway(): void }) {
  const nameOf = useCardName();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form this replaces had the focus: a keyboard or screen reader user lands on what took its place.
  useEffect(() => heading.current?.focus(), []);
  const ago = askedAgo(reading.createdAt);
  // The first lines as plain words: the interpretation's bold headings would show as asterisks here.
  const preview = reading.preview.replace(/[*#]+/g, '').trim();
  return (
    <section className="panel reask" aria-labelledby="reask-heading">
      <h2 id="reask-heading" ref={heading} tabIndex={-1}>
        {m.reask_asked_this({ ago })}
      </h2>
      <p className="reask-line">{m.reask_line()}</p>
      <figure className="reask-earlier">
        <div className="reask-cards">
          {reading.cards.map((card, index) => (
            <img
              key={`${card.slug}-${index}`}
              src={cardPicture(card.name)}
              alt={card.reversed ? m.reask_card_reversed({ card: nameOf(card.name) }) : nameOf(card.name)}
              width={48}
              height={80}
              data-reversed={card.reversed}
            />
          ))}
        </div>
        <figcaption>
          <p className="reask-question">{m.reask_question({ question: reading.question })}</p>
          <p className="muted reask-when">
            <time dateTime={reading.createdAt}>{new Date(reading.createdAt).toLocaleString(PAGE_LANGUAGE, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </p>
          {preview && <p className="reask-preview">{preview}…</p>}
        </figcaption>
      </figure>
      <div className="reask-actions">
        <Link href={paths.reading(reading.id)} className="button button-primary">
          {m.reask_reflect()}
        </Link>
        <button type="button" className="button button-secondary" onClick={onDrawAnyway}>
          {m.reask_draw_anyway()}
        </button>
      </div>
    </section>
  );
}
