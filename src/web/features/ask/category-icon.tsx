import type { SuggestionCategory } from './categories.ts';

// Simple line icons drawn for us, so no emoji font is needed to show them.
const PATHS: Record<SuggestionCategory['id'], string> = {
  'love-relationships': 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  'career-success': 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  'personal-growth': 'M12 21v-9m0 0c0-4 3-7 7-7 0 4-3 7-7 7zm0 0c0-3-2.5-5.5-6-5.5 0 3 2.5 5.5 6 5.5z',
  'family-friends': 'M4 11l8-7 8 7v9a1 1 0 0 1-1 1h-4v-6H9v6H5a1 1 0 0 1-1-1z',
  'health-wellbeing': 'M12 21c-4-2-7-5.5-7-9.5C5 8 8 5 12 3c4 2 7 5 7 8.5 0 4-3 7.5-7 9.5zm0-14v10',
  'money-finances':
    'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zm3-12.5c-.7-.9-1.8-1.5-3-1.5-1.7 0-3 1-3 2.3 0 3 6 1.6 6 4.6 0 1.3-1.3 2.3-3 2.3-1.3 0-2.5-.6-3.2-1.6M12 5.5v13',
};

export function CategoryIcon({ id }: { id: SuggestionCategory['id'] }) {
  return (
    <svg
      className="category-icon"
      viewBox="0 0 24 24"
      width="26"
      height="26"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={PATHS[id]} />
    </svg>
  );
}
