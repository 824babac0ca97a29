import { PatternsView } from '../features/patterns/patterns-view.tsx';
import { m } from '../i18n/paraglide/messages.js';

/** A signed-in person's patterns over time (issue 27 §3). */
export default function PatternsPage() {
  return (
    <div className="patterns-page narrow">
      <header>
        <h1>{m.patterns_title()}</h1>
        <p className="muted">{m.patterns_intro()}</p>
      </header>
      <PatternsView />
    </div>
  );
}
