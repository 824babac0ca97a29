import { Link } from 'wouter';
import { MEMORY_PROMPT_MAX_CHARS } from '../../shared/journal/journal.ts';
import { paths } from '../../shared/paths.ts';
import { useMemoryQuery } from '../features/memory/api/get-memory.ts';
import { MemoryList } from '../features/memory/memory-list.tsx';
import { RememberSwitch } from '../features/memory/remember-switch.tsx';
import '../features/memory/memory.css';
import { PAGE_LANGUAGE } from '../i18n/page-language.ts';
import { m } from '../i18n/paraglide/messages.js';

/** What the reader remembers (issue 27 §5): the switch, what is kept and what never is, and every item. */
export default function MemoryPage() {
  const memory = useMemoryQuery();
  const items = memory.data?.items ?? [];
  return (
    <div className="memory-page narrow">
      <header>
        <h1>{m.account_memory_link()}</h1>
        <p className="muted">{m.memory_intro()}</p>
      </header>
      <section className="panel" aria-labelledby="memory-switch-heading">
        <h2 id="memory-switch-heading">{m.memory_remembering()}</h2>
        {memory.isPending ? (
          <p className="muted">{m.share_loading()}</p>
        ) : memory.isError ? (
          <p className="muted">{m.memory_load_failed()}</p>
        ) : (
          <RememberSwitch remember={memory.data.remember} count={items.length} />
        )}
      </section>
      <section className="panel memory-explained" aria-labelledby="memory-kept-heading">
        <h2 id="memory-kept-heading">{m.memory_kept_title()}</h2>
        <ul>
          <li>{m.memory_kept_summary()}</li>
          <li>{m.memory_kept_never()}</li>
          <li>{m.memory_kept_given({ max: MEMORY_PROMPT_MAX_CHARS.toLocaleString(PAGE_LANGUAGE) })}</li>
          <li>{m.memory_kept_forget()}</li>
        </ul>
      </section>
      <section className="panel" aria-labelledby="memory-items-heading">
        <h2 id="memory-items-heading">{m.memory_items_title()}</h2>
        {memory.data && <MemoryList items={items} remember={memory.data.remember} />}
      </section>
      <p>
        <Link href={paths.account}>{m.memory_back_to_account()}</Link>
      </p>
    </div>
  );
}
