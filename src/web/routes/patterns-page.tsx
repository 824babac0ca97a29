import { PatternsView } from '../features/patterns/patterns-view.tsx';
import { withQueryClient } from '../query-client.tsx';

/** A signed-in person's patterns over time (issue 27 §3). */
function PatternsPage() {
  return (
    <div className="patterns-page narrow">
      <header>
        <h1>Your patterns</h1>
        <p className="muted">
          What your readings show over time, readings from your own deck included: a look back, not a score. Each figure opens the readings it came from.
        </p>
      </header>
      <PatternsView />
    </div>
  );
}

export default withQueryClient(PatternsPage);
