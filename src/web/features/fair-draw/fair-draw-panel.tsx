import { useState } from 'react';
import { verifyDraw, type FairDrawCard, type FairDrawCheck } from '../../../shared/fair-draw/fair-draw.ts';
import type { FairDraw } from '../../../shared/schemas/fair-draw.ts';
import { paths } from '../../../shared/paths.ts';
import { FairDrawResult } from './fair-draw-result.tsx';
import { FAIR_DRAW_PLAIN } from './fair-draw-text.ts';
import { verifyLink } from './verify-link.ts';
import './fair-draw.css';

/** A drawn spread's seeds, revealed once the cards are shown, and a check run in this browser. */
export default function FairDrawPanel({ fairDraw, cards }: { fairDraw: FairDraw; cards: readonly FairDrawCard[] }) {
  const [check, setCheck] = useState<FairDrawCheck | 'checking' | null>(null);
  const verify = async () => {
    setCheck('checking');
    setCheck(await verifyDraw(fairDraw, cards));
  };
  return (
    <details className="fair-draw fair-draw-panel">
      <summary>Fair draw: verify these cards</summary>
      <p className="fair-draw-plain">
        {FAIR_DRAW_PLAIN} <a href={paths.fairDraw}>How to check</a>
      </p>
      <dl className="fair-draw-facts">
        <dt>Commitment (shown before the draw)</dt>
        <dd>
          <code className="fair-draw-hex" data-testid="fair-draw-commitment">
            {fairDraw.commitment}
          </code>
        </dd>
        <dt>Server seed (revealed now)</dt>
        <dd>
          <code className="fair-draw-hex" data-testid="fair-draw-server-seed">
            {fairDraw.serverSeed}
          </code>
        </dd>
        <dt>Your seed</dt>
        <dd>
          <code className="fair-draw-hex" data-testid="fair-draw-client-seed">
            {fairDraw.clientSeed}
          </code>
        </dd>
        <dt>Deck</dt>
        <dd>
          {fairDraw.deck === 'full' ? 'Full deck (78 cards)' : 'Major Arcana (22 cards)'}, reversals {fairDraw.reversals ? 'on' : 'off'}
        </dd>
        {fairDraw.picks && (
          <>
            <dt>Your picks (cards of the shuffled fan, counted from 0)</dt>
            <dd data-testid="fair-draw-picks">{fairDraw.picks.join(', ')}</dd>
          </>
        )}
      </dl>
      <div className="actions-row">
        <button type="button" className="button button-secondary" onClick={() => void verify()} disabled={check === 'checking'}>
          Verify this draw
        </button>
        <a href={verifyLink(fairDraw, cards)}>Open in the verifier</a>
      </div>
      {check !== null && check !== 'checking' && <FairDrawResult check={check} />}
    </details>
  );
}
