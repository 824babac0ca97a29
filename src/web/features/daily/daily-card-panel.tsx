import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { paths } from '../../../shared/paths.ts';
import type { DailyCard } from '../../../shared/schemas/daily-card.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { cardPicture } from '../../i18n/card-names/card-picture.ts';
import { useDrawnCardName } from '../../i18n/card-names/shown-card-name.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import '../../components/card-flip.css';
import './daily-card.css';
import { useDrawDailyCard } from './api/draw-daily-card.ts';
import { useDailyCards } from './api/get-daily-cards.ts';

/** The panel's id: paths.accountDailyCard links to it. */
const DAILY_ANCHOR = paths.accountDailyCard.split('#')[1] ?? 'card-of-the-day';

/** The browser's own zone: the server turns it into the day, never trusting a date from here. */
function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** Today in the browser's zone, only to know whether the newest card is today's (the server decides the day). */
function browserToday(): string {
  const parts = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(new Date());
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A YYYY-MM-DD day in words, read at noon UTC so no zone moves it to the day before. */
function dayInWords(day: string, style: 'long' | 'short'): string {
  const date = new Date(`${day}T12:00:00Z`);
  return style === 'long'
    ? date.toLocaleDateString(PAGE_LANGUAGE, { timeZone: 'UTC', weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })
    : date.toLocaleDateString(PAGE_LANGUAGE, { timeZone: 'UTC', day: 'numeric', month: 'short' });
}

function ReadingText({ text }: { text: string }) {
  return (
    <div className="daily-reading">
      {text.split(/\n{2,}/).map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/**
 * Calls `onTurned` once the card has finished turning face up: at the end of the flip, or at once
 * when there is no flip to wait for (no motion wanted, or shown face up from the start).
 */
function useTurned(inner: RefObject<HTMLDivElement | null>, shown: boolean, onTurned: () => void) {
  // Before paint: a card shown face up from the start has its text in the same frame.
  useLayoutEffect(() => {
    const element = inner.current;
    if (!shown || !element) return;
    const running = element.getAnimations().filter((animation) => animation.playState !== 'finished');
    if (running.length === 0) {
      onTurned();
      return;
    }
    let cancelled = false;
    void Promise.allSettled(running.map((animation) => animation.finished)).then(() => {
      if (!cancelled) onTurned();
    });
    return () => {
      cancelled = true;
    };
  }, [inner, shown, onTurned]);
}

/** One card, face down until `revealed`, then turned over (the reading's flip; no motion if the person prefers none). */
function DailyCardFace({ daily, revealed, onTurned }: { daily: DailyCard | null; revealed: boolean; onTurned: () => void }) {
  const spreadCardName = useDrawnCardName();
  const card = daily?.card;
  const shown = revealed && card !== undefined;
  const inner = useRef<HTMLDivElement>(null);
  useTurned(inner, shown, onTurned);
  return (
    <div className="daily-card-slot">
      <div className="tarot-card" data-revealed={shown} data-reversed={card?.reversed === true}>
        <div className="tarot-card-inner" ref={inner}>
          <div className="tarot-card-face tarot-card-back">
            <img src={paths.cardImage('back')} alt={shown ? '' : m.daily_face_down()} width={300} height={500} />
          </div>
          <div className="tarot-card-face tarot-card-front">
            {card && <img src={cardPicture(card.name)} alt={shown ? spreadCardName(card) : ''} width={300} height={500} />}
          </div>
        </div>
      </div>
    </div>
  );
}

/**
 * The card of the day (issue 17 §4): one free card a day with a short reading, and the last 30 days
 * as a strip; each day opens its card and reading in a dialog.
 */
export default function DailyCardPanel() {
  const spreadCardName = useDrawnCardName();
  const id = useId();
  const daysQuery = useDailyCards();
  const drawMutation = useDrawDailyCard();
  const [drawn, setDrawn] = useState<{ daily: DailyCard; notice: string | null } | null>(null);
  const [flipped, setFlipped] = useState(false);
  // The card's name and reading wait until it has turned: text beside a card still face down gives it away.
  const [turned, setTurned] = useState(false);
  const onTurned = useCallback(() => setTurned(true), []);
  const [failed, setFailed] = useState<string | null>(null);
  const [opened, setOpened] = useState<DailyCard | null>(null);

  const days = daysQuery.data ?? null;
  const newest = days?.[0];
  // Already drawn today (another tab, another device): shown face up at once, with no flip.
  const drawnBefore = newest && newest.day === browserToday() ? newest : null;
  const today = drawn?.daily ?? drawnBefore;
  const revealed = drawn ? flipped : drawnBefore !== null;
  const notice = drawn?.notice ?? null;
  const drawing = drawMutation.isPending;
  const shownFailure = failed ?? (daysQuery.isError ? m.daily_load_failed() : null);

  const loaded = daysQuery.isSuccess;
  useEffect(() => {
    // Arrived from the ask page's link: the panel loads after the page, so the browser could not scroll to it.
    if (loaded && window.location.hash === `#${DAILY_ANCHOR}`) document.getElementById(DAILY_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [loaded]);

  const draw = async () => {
    setFailed(null);
    try {
      const result = await drawMutation.mutateAsync(browserTimeZone());
      setFlipped(false);
      setTurned(false);
      setDrawn({ daily: result.daily, notice: result.notice });
      // Painted face down first, then turned over on the next frame so the flip is seen.
      window.requestAnimationFrame(() => window.requestAnimationFrame(() => setFlipped(true)));
    } catch {
      setFailed(m.daily_draw_failed());
    }
  };

  const strip = days ?? [];

  return (
    <section id={DAILY_ANCHOR} className="panel daily-panel" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{m.daily_title()}</h2>
      <div className="daily-today">
        <DailyCardFace daily={today} revealed={revealed} onTurned={onTurned} />
        <div className="daily-today-text">
          {!today && (
            <>
              <p className="muted">{m.daily_intro()}</p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => void draw()}
                disabled={drawing || days === null}
                aria-busy={drawing || undefined}
              >
                {drawing ? m.daily_drawing() : m.daily_draw()}
              </button>
            </>
          )}
          {/* The card is named once, here, and announced as it turns. */}
          <div aria-live="polite">
            {today && revealed && turned && (
              <>
                <h3 className="daily-today-title">{spreadCardName(today.card)}</h3>
                <p className="muted daily-today-day">{dayInWords(today.day, 'long')}</p>
              </>
            )}
          </div>
          {today && revealed && turned && (
            <>
              {today.reading ? <ReadingText text={today.reading} /> : null}
              {notice && (
                <p role="status" className="notice notice-error daily-notice">
                  {notice}
                </p>
              )}
              {!today.reading && (
                <button type="button" className="button button-secondary" onClick={() => void draw()} disabled={drawing} aria-busy={drawing || undefined}>
                  {m.daily_try_again()}
                </button>
              )}
            </>
          )}
          {shownFailure && (
            <p role="alert" className="error-text">
              {shownFailure}
            </p>
          )}
        </div>
      </div>
      {strip.length > 0 && (
        <>
          <h3 className="daily-strip-heading">{m.daily_last_days()}</h3>
          <ol className="daily-strip" aria-label={m.daily_strip_label()}>
            {strip.map((entry) => (
              <li key={entry.day}>
                <button type="button" className="daily-strip-item" onClick={() => setOpened(entry)}>
                  <img
                    src={cardPicture(entry.card.name)}
                    alt=""
                    width={60}
                    height={100}
                    loading="lazy"
                    className={entry.card.reversed ? 'daily-strip-reversed' : undefined}
                  />
                  <span>{dayInWords(entry.day, 'short')}</span>
                  <span className="visually-hidden">: {spreadCardName(entry.card)}</span>
                </button>
              </li>
            ))}
          </ol>
        </>
      )}
      {/* On the body: the panel's backdrop filter would make it the box a fixed dialog is placed in. */}
      {opened &&
        createPortal(
          <Dialog title={m.daily_dialog_title({ day: dayInWords(opened.day, 'long') })} onClose={() => setOpened(null)}>
            <div className="daily-dialog">
              <img
                src={cardPicture(opened.card.name)}
                alt={spreadCardName(opened.card)}
                width={150}
                height={250}
                className={opened.card.reversed ? 'daily-strip-reversed' : undefined}
              />
              <div>
                <h3 className="daily-today-title">{spreadCardName(opened.card)}</h3>
                {opened.reading ? <ReadingText text={opened.reading} /> : <p className="muted">{m.daily_not_written()}</p>}
              </div>
            </div>
            <div className="dialog-actions">
              <button type="button" className="button button-secondary" onClick={() => setOpened(null)}>
                {m.dialog_close()}
              </button>
            </div>
          </Dialog>,
          document.body,
        )}
    </section>
  );
}
