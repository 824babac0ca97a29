import { Link } from 'wouter';
import { MEMORY_PROMPT_MAX_CHARS } from '../../shared/journal/journal.ts';
import { paths } from '../../shared/paths.ts';
import { useMemoryQuery } from '../features/memory/api/get-memory.ts';
import { MemoryList } from '../features/memory/memory-list.tsx';
import { RememberSwitch } from '../features/memory/remember-switch.tsx';
import '../features/memory/memory.css';
import { withQueryClient } from '../query-client.tsx';

/** What the reader remembers (issue 27 §5): the switch, what is kept and what never is, and every item. */
function MemoryPage() {
  const memory = useMemoryQuery();
  const items = memory.data?.items ?? [];
  return (
    <div className="memory-page narrow">
      <header>
        <h1>What the reader remembers</h1>
        <p className="muted">
          When you let it, the reader can notice what returns across your readings, such as a card that came up last week around the same job.
        </p>
      </header>
      <section className="panel" aria-labelledby="memory-switch-heading">
        <h2 id="memory-switch-heading">Remembering</h2>
        {memory.isPending ? (
          <p className="muted">Loading…</p>
        ) : memory.isError ? (
          <p className="muted">What the reader remembers could not be loaded just now.</p>
        ) : (
          <RememberSwitch remember={memory.data.remember} count={items.length} />
        )}
      </section>
      <section className="panel memory-explained" aria-labelledby="memory-kept-heading">
        <h2 id="memory-kept-heading">What is kept, and what is not</h2>
        <ul>
          <li>
            For each reading you complete while it is on, a short summary written by Tarot Insights: its date, the area of life it was about in a few words of
            ours, its cards by position, how it landed once you say, and up to three of your tags.
          </li>
          <li>
            Never your question, your notes, or the words of a reading or a conversation. Readings from before you turn it on are not summarised, and a reading
            that touched on a crisis is never remembered.
          </li>
          <li>
            For a new reading or a follow-up, the reader is given the newest summaries that fit in {MEMORY_PROMPT_MAX_CHARS.toLocaleString('en-US')} characters,
            exactly as they are listed below.
          </li>
          <li>Forget one summary and that reading is never summarised again. Turn the switch off and everything is forgotten at once.</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="memory-items-heading">
        <h2 id="memory-items-heading">What it remembers now</h2>
        {memory.data && <MemoryList items={items} remember={memory.data.remember} />}
      </section>
      <p>
        <Link href={paths.account}>Back to your account</Link>
      </p>
    </div>
  );
}

export default withQueryClient(MemoryPage);
