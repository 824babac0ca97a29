import { Fragment, useEffect, useRef, useState } from 'react';
import { SUGGESTION_CATEGORIES } from './categories.ts';
import { useHydrated } from '../../components/use-hydrated.ts';
import { CategoryIcon } from './category-icon.tsx';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The six themes. A chosen theme's suggestions open right under its row of the grid (they follow
 * its button, span the row, and the grid back-fills the row around them), and are brought into
 * view: below the whole grid, choosing a theme seemed to do nothing.
 */
export function CategoryPicker({ disabled, onPick }: { disabled: boolean; onPick(question: string): void }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const suggestions = useRef<HTMLUListElement>(null);
  // In the ask page's shell, before the app's code runs, a click would open nothing: off until then.
  const hydrated = useHydrated();
  useEffect(() => {
    if (openId) suggestions.current?.scrollIntoView({ block: 'nearest' });
  }, [openId]);
  return (
    <section aria-labelledby="categories-heading" className="categories-section">
      <h2 id="categories-heading" className="visually-hidden">
        {m.ask_suggested_questions()}
      </h2>
      <p className="muted">{m.ask_pick_a_theme()}</p>
      <div className="categories">
        {SUGGESTION_CATEGORIES.map((category) => (
          <Fragment key={category.id}>
            <button
              type="button"
              className="category-button"
              data-category={category.id}
              aria-expanded={openId === category.id}
              aria-controls="suggestions"
              disabled={!hydrated}
              onClick={() => setOpenId((current) => (current === category.id ? null : category.id))}
            >
              <CategoryIcon id={category.id} />
              <span className="category-title">{category.title}</span>
              <span className="category-description">{category.description}</span>
            </button>
            {openId === category.id && (
              <ul id="suggestions" ref={suggestions} className="suggestions" aria-label={m.ask_theme_questions({ theme: category.title })}>
                {category.questions.map((question) => (
                  <li key={question}>
                    <button type="button" className="suggestion-button" disabled={disabled} onClick={() => onPick(question)}>
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Fragment>
        ))}
      </div>
    </section>
  );
}
