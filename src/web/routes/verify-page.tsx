import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { CARDS_PER_READING } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { FAIR_DRAW_DECKS, type FairDrawDeck } from '../../shared/fair-draw/deck-order.ts';
import { FAIR_DRAW_ALGORITHM, FAIR_DRAW_PICKS_ALGORITHM, verifyDraw, type FairDrawCheck } from '../../shared/fair-draw/fair-draw.ts';
import { FairDrawResult } from '../features/fair-draw/fair-draw-result.tsx';
import { cardsFromText, picksFromText } from '../features/fair-draw/verify-link.ts';
import { m } from '../i18n/paraglide/messages.js';
import { withNodes } from '../i18n/with-nodes.tsx';
import '../features/fair-draw/fair-draw.css';

function initialFields(search: string) {
  const query = new URLSearchParams(search);
  const deck = query.get('deck');
  return {
    commitment: query.get('commitment') ?? '',
    serverSeed: query.get('serverSeed') ?? '',
    clientSeed: query.get('clientSeed') ?? '',
    deck: (FAIR_DRAW_DECKS as readonly string[]).includes(deck ?? '') ? (deck as FairDrawDeck) : 'major',
    reversals: query.get('reversals') === 'true',
    cards: (query.get('cards') ?? '').split(';').join('\n'),
    picks: query.get('picks') ?? '',
  };
}

/** Public: recomputes any draw in this browser from its commitment, seeds and cards (issue 17 §3). */
export default function VerifyPage() {
  const search = useSearch();
  const [fields, setFields] = useState(() => initialFields(search));
  const [check, setCheck] = useState<FairDrawCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  const set = <K extends keyof typeof fields>(key: K, value: (typeof fields)[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setCheck(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cards = cardsFromText(fields.cards);
    if (cards.length === 0) {
      setError(m.verify_cards_missing());
      return;
    }
    const picks = picksFromText(fields.picks);
    if (picks === null) {
      setError(m.verify_picks_invalid());
      return;
    }
    setError(null);
    const seeds = { ...fields, commitment: fields.commitment.trim(), serverSeed: fields.serverSeed.trim() };
    // Picks name the shuffle-and-pick draw (docs/fair-draw.md); without them it is the first algorithm.
    const record =
      picks.length > 0 ? { ...seeds, algorithm: FAIR_DRAW_PICKS_ALGORITHM, picks } : { ...seeds, algorithm: FAIR_DRAW_ALGORITHM, picks: undefined };
    setCheck(await verifyDraw(record, cards));
  };

  return (
    <div className="narrow verify-page">
      <h1>{m.verify_title()}</h1>
      <p className="muted">{withNodes(m.verify_intro, { link: <a href={paths.fairDraw}>{m.verify_worked_example()}</a> })}</p>
      <p className="muted">{m.own_deck_not_verifiable()}</p>
      <form className="card fair-draw-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="verify-commitment">{m.verify_commitment()}</label>
        <input id="verify-commitment" value={fields.commitment} onChange={(e) => set('commitment', e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor="verify-server-seed">{m.verify_server_seed()}</label>
        <input id="verify-server-seed" value={fields.serverSeed} onChange={(e) => set('serverSeed', e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor="verify-client-seed">{m.fair_draw_your_seed()}</label>
        <input id="verify-client-seed" value={fields.clientSeed} onChange={(e) => set('clientSeed', e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor="verify-deck">{m.fair_draw_panel_deck()}</label>
        <select id="verify-deck" value={fields.deck} onChange={(e) => set('deck', e.target.value === 'full' ? 'full' : 'major')}>
          <option value="major">{m.fair_draw_panel_major_arcana()}</option>
          <option value="full">{m.fair_draw_panel_full_deck()}</option>
        </select>
        <div className="fair-draw-check">
          <input id="verify-reversals" type="checkbox" checked={fields.reversals} onChange={(e) => set('reversals', e.target.checked)} />
          <label htmlFor="verify-reversals">{m.verify_reversals()}</label>
        </div>
        <label htmlFor="verify-cards">
          {/* The marker stays as cardsFromText reads it, whatever the page's language. */}
          {m.verify_cards({ reversed: '(reversed)' })}
        </label>
        <textarea id="verify-cards" rows={CARDS_PER_READING + 1} value={fields.cards} onChange={(e) => set('cards', e.target.value)} spellCheck={false} />
        <label htmlFor="verify-picks">{m.verify_picks()}</label>
        <input
          id="verify-picks"
          value={fields.picks}
          onChange={(e) => set('picks', e.target.value)}
          spellCheck={false}
          autoComplete="off"
          inputMode="numeric"
        />
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
        <div className="actions-row">
          <button type="submit" className="button button-primary">
            {m.verify_submit()}
          </button>
        </div>
        {check && <FairDrawResult check={check} />}
      </form>
    </div>
  );
}
