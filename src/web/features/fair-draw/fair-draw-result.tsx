import type { FairDrawCheck } from '../../../shared/fair-draw/fair-draw.ts';

/** Pass or fail, with what failed: the commitment, the cards, or both. */
export function FairDrawResult({ check }: { check: FairDrawCheck }) {
  const passed = check.commitmentMatches && check.cardsMatch;
  return (
    <div className={passed ? 'fair-draw-result fair-draw-pass' : 'fair-draw-result fair-draw-fail'} role="status" data-testid="fair-draw-result">
      <p>
        <strong>{passed ? '✓ Verified' : '✗ Verification failed'}</strong>
      </p>
      <ul>
        <li>{check.commitmentMatches ? 'The server seed matches the commitment.' : 'The server seed does not match the commitment.'}</li>
        <li>{check.cardsMatch ? 'The seeds give exactly these cards in these positions.' : 'The seeds do not give these cards in these positions.'}</li>
      </ul>
      {!check.cardsMatch && check.expected.length > 0 && (
        <p className="muted">The seeds give: {check.expected.map((card) => `${card.name}${card.reversed ? ' (reversed)' : ''}`).join(', ')}.</p>
      )}
    </div>
  );
}
