import { useState } from 'react';
import { verifyDraw, type FairDrawCard, type FairDrawCheck } from '../../../shared/fair-draw/fair-draw.ts';
import type { FairDraw } from '../../../shared/schemas/fair-draw.ts';
import { paths } from '../../../shared/paths.ts';
import { FairDrawResult } from './fair-draw-result.tsx';
import { verifyLink } from './verify-link.ts';
import './fair-draw.css';
import { m } from '../../i18n/paraglide/messages.js';

/** A drawn spread's seeds, revealed once the cards are shown, and a check run in this browser. */
export default function FairDrawPanel({ fairDraw, cards }: { fairDraw: FairDraw; cards: readonly FairDrawCard[] }) {
  const [check, setCheck] = useState<FairDrawCheck | 'checking' | null>(null);
  const verify = async () => {
    setCheck('checking');
    setCheck(await verifyDraw(fairDraw, cards));
  };
  return (
    <details className="fair-draw fair-draw-panel">
      <summary>{m.fair_draw_panel_summary()}</summary>
      <p className="fair-draw-plain">
        {m.fair_draw_plain()} <a href={paths.fairDraw}>{m.fair_draw_how_to_check()}</a>
      </p>
      <dl className="fair-draw-facts">
        <dt>{m.fair_draw_panel_commitment()}</dt>
        <dd>
          <code className="fair-draw-hex" data-testid="fair-draw-commitment">
            {fairDraw.commitment}
          </code>
        </dd>
        <dt>{m.fair_draw_panel_server_seed()}</dt>
        <dd>
          <code className="fair-draw-hex" data-testid="fair-draw-server-seed">
            {fairDraw.serverSeed}
          </code>
        </dd>
        <dt>{m.fair_draw_your_seed()}</dt>
        <dd>
          <code className="fair-draw-hex" data-testid="fair-draw-client-seed">
            {fairDraw.clientSeed}
          </code>
        </dd>
        <dt>{m.fair_draw_panel_deck()}</dt>
        <dd>
          {fairDraw.deck === 'full' ? m.fair_draw_panel_full_deck() : m.fair_draw_panel_major_arcana()},{' '}
          {fairDraw.reversals ? m.fair_draw_panel_reversals_on() : m.fair_draw_panel_reversals_off()}
        </dd>
        {fairDraw.picks && (
          <>
            <dt>{m.fair_draw_panel_picks()}</dt>
            <dd data-testid="fair-draw-picks">{fairDraw.picks.join(', ')}</dd>
          </>
        )}
      </dl>
      <div className="actions-row">
        <button type="button" className="button button-secondary" onClick={() => void verify()} disabled={check === 'checking'}>
          {m.fair_draw_panel_verify()}
        </button>
        <a href={verifyLink(fairDraw, cards)}>{m.fair_draw_panel_open_verifier()}</a>
      </div>
      {check !== null && check !== 'checking' && <FairDrawResult check={check} />}
    </details>
  );
}
