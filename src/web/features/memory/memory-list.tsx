import { useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import type { RememberedItem } from './api/get-memory.ts';
import { useForgetMemoryItem } from './api/forget-memory-item.ts';

const FORGET_FAILED = 'That could not be forgotten just now. Please try again.';

function readingDate(item: RememberedItem): string {
  return new Date(item.readingDate).toLocaleDateString([], { dateStyle: 'long' });
}

/** Every item exactly as the reader is given it, each with its reading and a way to forget it. */
export function MemoryList({ items, remember }: { items: readonly RememberedItem[]; remember: boolean }) {
  const forget = useForgetMemoryItem();
  const [status, setStatus] = useState('');

  if (items.length === 0) {
    return (
      <p className="muted">{remember ? 'Nothing yet: the next reading you complete will be the first thing remembered.' : 'The reader remembers nothing.'}</p>
    );
  }
  return (
    <>
      <ul className="memory-items">
        {items.map((item) => (
          <li key={item.id} className="memory-item">
            <p className="memory-item-meta">
              <time dateTime={item.readingDate}>{readingDate(item)}</time>
              <span className={item.givenToReader ? 'memory-given' : 'muted'}>
                {item.givenToReader ? 'Given to the reader' : 'Kept, too old to be given now'}
              </span>
            </p>
            <p className="memory-summary">{item.summary}</p>
            <div className="memory-item-actions">
              <Link href={paths.reading(item.readingId)}>Open this reading</Link>
              <button
                type="button"
                className="button button-link"
                disabled={forget.isPending && forget.variables === item.id}
                aria-label={`Forget the reading of ${readingDate(item)}`}
                onClick={() => {
                  setStatus('');
                  forget.mutate(item.id, {
                    onSuccess: () => setStatus(`The reading of ${readingDate(item)} is forgotten.`),
                    onError: () => setStatus(FORGET_FAILED),
                  });
                }}
              >
                Forget
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
