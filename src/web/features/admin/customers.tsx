import { useState, type FormEvent } from 'react';
import { ADMIN_USER_SEARCH_LIMIT, EMAIL_MAX_LENGTH } from '../../../shared/constants.ts';
import { HttpError } from '../../api-client.ts';
import { CustomerView } from './customer-view.tsx';
import { useCustomerSearch } from './customer-search-query.ts';
import { formatCount } from './format.ts';

function SearchResults({ query, selected, onSelect }: { query: string; selected: string | null; onSelect: (id: string) => void }) {
  const search = useCustomerSearch(query);
  if (search.isPending) return <p className="muted">Searching…</p>;
  if (search.isError) {
    if (!(search.error instanceof HttpError)) console.warn('The customer search failed', search.error);
    return <p className="error-text">The search could not be run just now.</p>;
  }
  const { users } = search.data;
  if (users.length === 0) return <p className="muted">No account’s email contains “{query}”.</p>;
  return (
    <>
      {users.length >= ADMIN_USER_SEARCH_LIMIT && (
        <p className="muted">The {ADMIN_USER_SEARCH_LIMIT} newest matching accounts: type more of the address to find an older one.</p>
      )}
      <ul className="admin-results" aria-label={`Accounts whose email contains “${query}”`}>
        {users.map((user) => (
          <li key={user.id}>
            <button type="button" className="admin-result" aria-pressed={user.id === selected} onClick={() => onSelect(user.id)}>
              <span className="admin-result-email">{user.email}</span>
              <span className="admin-result-meta">
                {user.name || 'No name'} · {formatCount(user.credits)} credits{user.subscription ? ' · subscriber' : ''}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Find an account by part of its email, and open it. */
export function Customers() {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<string | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed) {
      setProblem('Type part of an email address');
      return;
    }
    setProblem(null);
    setQuery(trimmed);
  };

  return (
    <section className="admin-section" aria-labelledby="admin-customers-heading">
      <h2 id="admin-customers-heading">Customers</h2>
      <form className="admin-search" role="search" aria-label="Customers" onSubmit={onSubmit} noValidate>
        <div className="field">
          <label htmlFor="admin-customer-query">Email contains</label>
          <input
            id="admin-customer-query"
            className="input"
            type="search"
            name="query"
            autoComplete="off"
            spellCheck={false}
            maxLength={EMAIL_MAX_LENGTH}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? 'admin-customer-query-problem' : undefined}
          />
        </div>
        <button type="submit" className="button button-secondary">
          Search
        </button>
      </form>
      {problem && (
        <p id="admin-customer-query-problem" role="alert" className="error-text">
          {problem}
        </p>
      )}
      <div className="admin-customers">
        {query !== null && <SearchResults query={query} selected={selected} onSelect={setSelected} />}
        {selected !== null && <CustomerView key={selected} userId={selected} />}
      </div>
    </section>
  );
}
