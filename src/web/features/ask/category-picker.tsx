import { useState } from 'react';
import { SUGGESTION_CATEGORIES } from './categories.ts';
import { CategoryIcon } from './category-icon.tsx';

export function CategoryPicker({ disabled, onPick }: { disabled: boolean; onPick(question: string): void }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const open = SUGGESTION_CATEGORIES.find((category) => category.id === openId);
  return (
    <section aria-labelledby="categories-heading" className="categories-section">
      <h2 id="categories-heading" className="visually-hidden">
        Suggested questions
      </h2>
      <p className="muted">Not sure what to ask? Pick a theme:</p>
      <div className="categories">
        {SUGGESTION_CATEGORIES.map((category) => (
          <button
            key={category.id}
            type="button"
            className="category-button"
            data-category={category.id}
            aria-expanded={openId === category.id}
            aria-controls="suggestions"
            onClick={() => setOpenId((current) => (current === category.id ? null : category.id))}
          >
            <CategoryIcon id={category.id} />
            <span className="category-title">{category.title}</span>
            <span className="category-description">{category.description}</span>
          </button>
        ))}
      </div>
      {open && (
        <ul id="suggestions" className="suggestions" aria-label={`${open.title} questions`}>
          {open.questions.map((question) => (
            <li key={question}>
              <button type="button" className="suggestion-button" disabled={disabled} onClick={() => onPick(question)}>
                {question}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
