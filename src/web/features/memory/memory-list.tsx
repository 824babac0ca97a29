import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { m } from '../../i18n/paraglide/messages.js';
import type { RememberedItem } from './api/get-memory.ts';
import { useForgetMemoryItem } from './api/forget-memory-item.ts';

function readingDate(item: RememberedItem): string {
  return new Date(item.readingDate).toLocaleDateString(PAGE_LANGUAGE, { dateStyle: 'long' });
}

/** Every item exactly as the reader is given it, each with its reading and a way to forget it. */
export function MemoryList({ items, remember }: { items: readonly RememberedItem[]; remember: boolean }) {
  const forget = useForgetMemoryItem();
  const [status, setStatus] = useState('');

  if (items.length === 0) {
    return <p className="muted">{remember ? m.memory_nothing_yet() : m.memory_nothing()}</p>;
  }
  return (
    <>
      <ul className="memory-items">
        {items.map((item) => (
          <li key={item.id} className="memory-item">
            <p className="memory-item-meta">
              <time dateTime={item.readingDate}>{readingDate(item)}</time>
              <span className={item.givenToReader ? 'memory-given' : 'muted'}>{item.givenToReader ? m.memory_given() : m.memory_too_old()}</span>
            </p>
            <p className="memory-summary">{item.summary}</p>
            <div className="memory-item-actions">
              <Link href={paths.reading(item.readingId)}>{m.memory_open_reading()}</Link>
              <button
                type="button"
                className="button button-link"
                disabled={forget.isPending && forget.variables === item.id}
                aria-label={m.memory_forget_label({ date: readingDate(item) })}
                onClick={() => {
                  setStatus('');
                  forget.mutate(item.id, {
                    onSuccess: () => setStatus(m.memory_forgotten({ date: readingDate(item) })),
                    onError: () => setStatus(m.memory_forget_failed()),
                  });
                }}
              >
                {m.memory_forget()}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <p role="status" className="memory-status">
        {status}
      </p>
    </>
  );
}
