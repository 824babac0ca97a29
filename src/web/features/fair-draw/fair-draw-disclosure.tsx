import { CLIENT_SEED_MAX_LENGTH } from '../../../shared/fair-draw/seeds.ts';
import { paths } from '../../../shared/paths.ts';
import type { DrawCommitment } from './use-draw-commitment.ts';
import { FAIR_DRAW_PLAIN } from './fair-draw-text.ts';
import './fair-draw.css';

/** The commitment, before the draw, and the seed the browser will add (issue 17 §3). */
export default function FairDrawDisclosure({ draw, disabled }: { draw: DrawCommitment; disabled: boolean }) {
  return (
    <details className="fair-draw">
      <summary>Fair draw</summary>
      <p className="fair-draw-plain">
        {FAIR_DRAW_PLAIN} <a href={paths.fairDraw}>How to check</a>
      </p>
      <p className="muted">
        The details: before your cards are drawn, the server commits to a secret seed by showing its SHA-256 hash. Your cards come from that seed and yours
        together, so neither side can choose them.
      </p>
      <p className="fair-draw-label">Commitment</p>
      {draw.commitment ? (
        <code className="fair-draw-hex" data-testid="fair-draw-commitment">
          {draw.commitment.commitment}
        </code>
      ) : (
        <p className="muted">Preparing…</p>
      )}
      <label className="fair-draw-label" htmlFor="fair-draw-client-seed">
        Your seed
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
        {draw.clientSeedValid
          ? `Random by default; type your own if you like (1–${CLIENT_SEED_MAX_LENGTH} letters, digits, spaces or punctuation).`
          : `Use 1–${CLIENT_SEED_MAX_LENGTH} plain letters, digits, spaces or punctuation; otherwise the server picks a seed for you.`}
      </p>
    </details>
  );
}
