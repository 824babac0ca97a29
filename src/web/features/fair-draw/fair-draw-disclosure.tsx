import { CLIENT_SEED_MAX_LENGTH } from '../../../shared/fair-draw/seeds.ts';
import { paths } from '../../../shared/paths.ts';
import type { DrawCommitment } from './use-draw-commitment.ts';
import './fair-draw.css';
import { m } from '../../i18n/paraglide/messages.js';

/** The commitment, before the draw, and the seed the browser will add (issue 17 §3). */
export default function FairDrawDisclosure({ draw, disabled }: { draw: DrawCommitment; disabled: boolean }) {
  return (
    <details className="fair-draw">
      <summary>{m.fair_draw_summary()}</summary>
      <p className="fair-draw-plain">
        {m.fair_draw_plain()} <a href={paths.fairDraw}>{m.fair_draw_how_to_check()}</a>
      </p>
      <p className="muted">{m.fair_draw_details()}</p>
      <p className="fair-draw-label">{m.fair_draw_commitment()}</p>
      {draw.commitment ? (
        <code className="fair-draw-hex" data-testid="fair-draw-commitment">
          {draw.commitment.commitment}
        </code>
      ) : (
        <p className="muted">{m.fair_draw_preparing()}</p>
      )}
      <label className="fair-draw-label" htmlFor="fair-draw-client-seed">
        {m.fair_draw_your_seed()}
      </label>
      <input
        id="fair-draw-client-seed"
        className="fair-draw-input"
        value={draw.clientSeed}
        maxLength={CLIENT_SEED_MAX_LENGTH}
        spellCheck={false}
        autoComplete="off"
        disabled={disabled}
        aria-invalid={!draw.clientSeedValid}
        aria-describedby="fair-draw-client-seed-hint"
        onChange={(event) => draw.setClientSeed(event.target.value)}
      />
      <p id="fair-draw-client-seed-hint" className={draw.clientSeedValid ? 'muted fair-draw-hint' : 'form-error fair-draw-hint'}>
        {draw.clientSeedValid ? m.fair_draw_seed_hint({ max: CLIENT_SEED_MAX_LENGTH }) : m.fair_draw_seed_invalid({ max: CLIENT_SEED_MAX_LENGTH })}
      </p>
    </details>
  );
}
