import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { BUILT_IN_SPREADS, builtInSpread, DEFAULT_SPREAD_ID } from '../../../shared/spreads/built-in.ts';
import type { Spread } from '../../../shared/spreads/spread.ts';
import { suggestSpread } from '../../../shared/spreads/suggest.ts';
import type { DrawWay } from '../../app/fresh-draws.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes.tsx';
import { useSpreadsQuery } from './api/list-spreads.ts';
import { cardCount } from './card-count.ts';
import { spreadOf } from './spread-of.ts';
import './spreads.css';
import { spreadInLanguage } from '../../i18n/spread-in-language.ts';

const DRAW_WAYS: readonly (readonly [DrawWay, () => string])[] = [
  ['reveal', m.spreads_draw_for_me],
  ['pick', m.spreads_shuffle_and_pick],
];

/** How long the question rests before a spread is suggested for it: not a new one at every key. */
const SUGGEST_AFTER_MS = 400;

function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The ask page's choice of spread for a signed-in person (issue 26 §1): the built-in spreads and
 * their own, the spec's three cards chosen until the person chooses another. The question only
 * suggests one ("Use it"): the spec's default stays the default. `spreadId` null is the spec's three
 * cards, which the reading request leaves out.
 */
export default function SpreadChooser({
  question,
  spreadId,
  onChange,
  disabled,
  drawWay,
  onDrawWayChange,
}: {
  question: string;
  spreadId: string | null;
  onChange(spreadId: string | null): void;
  disabled: boolean;
  /** "reveal": the server draws and the spec's reveal turns the cards; "pick": shuffle and pick (issue 26 §2). */
  drawWay: DrawWay;
  onDrawWayChange(way: DrawWay): void;
}) {
  // The built-in spreads are shared data, there at once; one's own come with the list.
  const own = useSpreadsQuery().data?.own ?? [];
  const settledQuestion = useSettled(question.trim(), SUGGEST_AFTER_MS);
  const suggested = settledQuestion ? suggestSpread(settledQuestion) : DEFAULT_SPREAD_ID;
  const suggestedSpread = suggested === DEFAULT_SPREAD_ID ? null : builtInSpread(suggested);
  const suggestion = suggestedSpread && spreadInLanguage(suggestedSpread);

  const choose = (id: string) => onChange(id === DEFAULT_SPREAD_ID ? null : id);
  // One's own spread is unknown until the list arrives (or gone if deleted elsewhere): the three cards meanwhile.
  const chosen = spreadOf(own, spreadId);
  const option = (spread: Spread) => (
    <option key={spread.id} value={spread.id}>
      {spread.name} · {cardCount(spread.positions.length)}
    </option>
  );

  return (
    <div className="spread-choice">
      <div className="spread-choice-row">
        <label htmlFor="spread">{m.spreads_chooser_spread()}</label>
        <select id="spread" className="select" value={chosen.id} disabled={disabled} onChange={(event) => choose(event.target.value)}>
          <optgroup label={m.spreads_chooser_built_in()}>{BUILT_IN_SPREADS.map(spreadInLanguage).map(option)}</optgroup>
          {own.length > 0 && <optgroup label={m.account_spreads_link()}>{own.map(option)}</optgroup>}
        </select>
      </div>
      <p className="spread-suggestion muted" aria-live="polite">
        {suggestion && (
          <>
            {withNodes(m.spreads_chooser_suggested, { spread: <strong>{suggestion.name}</strong> })}
            {chosen.id !== suggestion.id && (
              <>
                {' '}
                <button type="button" className="button button-link" disabled={disabled} onClick={() => choose(suggestion.id)}>
                  {m.spreads_chooser_use_it()}
                </button>
              </>
            )}
          </>
        )}
      </p>
      <fieldset className="draw-way" disabled={disabled}>
        <legend className="visually-hidden">{m.spreads_chooser_draw_way()}</legend>
        {DRAW_WAYS.map(([way, label]) => (
          <label key={way} className="draw-way-option">
            <input type="radio" name="draw-way" value={way} checked={drawWay === way} onChange={() => onDrawWayChange(way)} />
            {label()}
          </label>
        ))}
      </fieldset>
      <div className="spread-choice-more">
        <details className="spread-positions">
          <summary>
            <span aria-hidden="true">{m.spreads_chooser_positions()}</span>
            <span className="visually-hidden">{m.spreads_chooser_positions_of({ spread: chosen.name })}</span>
          </summary>
          <ol>
            {chosen.positions.map((position, index) => (
              <li key={index}>
                <strong>{position.name}</strong>: {position.meaning}
              </li>
            ))}
          </ol>
        </details>
        <Link href={paths.spreads}>{m.spreads_chooser_design_own()}</Link>
      </div>
    </div>
  );
}
