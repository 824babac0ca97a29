import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { CARDS_PER_READING } from '../../shared/constants.ts';
import { paths } from '../../shared/paths.ts';
import { FAIR_DRAW_DECKS, type FairDrawDeck } from '../../shared/fair-draw/deck-order.ts';
import { FAIR_DRAW_ALGORITHM, FAIR_DRAW_PICKS_ALGORITHM, verifyDraw, type FairDrawCheck } from '../../shared/fair-draw/fair-draw.ts';
import { FairDrawResult } from '../features/fair-draw/fair-draw-result.tsx';
import { cardsFromText, picksFromText } from '../features/fair-draw/verify-link.ts';
import { m } from '../i18n/paraglide/messages.js';
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
      setError('List the cards, one a line, in their positions.');
      return;
    }
    const picks = picksFromText(fields.picks);
    if (picks === null) {
      setError('Write the picks as card numbers from the fan, separated by commas.');
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
      <h1>Verify a draw</h1>
      <p className="muted">
        Every draw comes from a server seed, committed to before the draw by its SHA-256 hash, and your own seed. Paste them here: this page recomputes the
        cards in your browser with Web Crypto. The algorithm is published <a href={paths.fairDraw}>with a worked example</a>, so you can also check it with your
        own code.
      </p>
      <p className="muted">{m.own_deck_not_verifiable()}</p>
      <form className="card fair-draw-form" onSubmit={(event) => void submit(event)} noValidate>
        <label htmlFor="verify-commitment">Commitment (SHA-256, shown before the draw)</label>
        <input id="verify-commitment" value={fields.commitment} onChange={(e) => set('commitment', e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor="verify-server-seed">Server seed (revealed after the draw)</label>
        <input id="verify-server-seed" value={fields.serverSeed} onChange={(e) => set('serverSeed', e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor="verify-client-seed">Your seed</label>
        <input id="verify-client-seed" value={fields.clientSeed} onChange={(e) => set('clientSeed', e.target.value)} spellCheck={false} autoComplete="off" />
        <label htmlFor="verify-deck">Deck</label>
        <select id="verify-deck" value={fields.deck} onChange={(e) => set('deck', e.target.value === 'full' ? 'full' : 'major')}>
          <option value="major">Major Arcana (22 cards)</option>
          <option value="full">Full deck (78 cards)</option>
        </select>
        <div className="fair-draw-check">
          <input id="verify-reversals" type="checkbox" checked={fields.reversals} onChange={(e) => set('reversals', e.target.checked)} />
          <label htmlFor="verify-reversals">Reversed cards were on</label>
        </div>
        <label htmlFor="verify-cards">
          Cards, one a line, in the order of the spread’s positions (Past first for the three cards; add “(reversed)” after a reversed card)
        </label>
        <textarea id="verify-cards" rows={CARDS_PER_READING + 1} value={fields.cards} onChange={(e) => set('cards', e.target.value)} spellCheck={false} />
        <label htmlFor="verify-picks">Picks, for a shuffle-and-pick draw only: the fan’s card numbers, one per position, separated by commas</label>
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
            Verify
          </button>
        </div>
        {check && <FairDrawResult check={check} />}
      </form>
    </div>
  );
}
