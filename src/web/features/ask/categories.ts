import { m } from '../../i18n/paraglide/messages.js';

/** The six suggestion categories (spec §2/§3: id, title, description, questions; the icon is drawn by CategoryIcon), in the
 * build's language. */
export interface SuggestionCategory {
  id: 'love-relationships' | 'career-success' | 'personal-growth' | 'family-friends' | 'health-wellbeing' | 'money-finances';
  title: string;
  description: string;
  questions: readonly [string, string, string, string];
}

export const SUGGESTION_CATEGORIES: readonly SuggestionCategory[] = [
  {
    id: 'love-relationships',
    title: m.category_love_title(),
    description: m.category_love_description(),
    questions: [m.category_love_q1(), m.category_love_q2(), m.category_love_q3(), m.category_love_q4()],
  },
  {
    id: 'career-success',
    title: m.category_career_title(),
    description: m.category_career_description(),
    questions: [m.category_career_q1(), m.category_career_q2(), m.category_career_q3(), m.category_career_q4()],
  },
  {
    id: 'personal-growth',
    title: m.category_growth_title(),
    description: m.category_growth_description(),
    questions: [m.category_growth_q1(), m.category_growth_q2(), m.category_growth_q3(), m.category_growth_q4()],
  },
  {
    id: 'family-friends',
    title: m.category_family_title(),
    description: m.category_family_description(),
    questions: [m.category_family_q1(), m.category_family_q2(), m.category_family_q3(), m.category_family_q4()],
  },
  {
    id: 'health-wellbeing',
    title: m.category_health_title(),
    description: m.category_health_description(),
    questions: [m.category_health_q1(), m.category_health_q2(), m.category_health_q3(), m.category_health_q4()],
  },
  {
    id: 'money-finances',
    title: m.category_money_title(),
    description: m.category_money_description(),
    questions: [m.category_money_q1(), m.category_money_q2(), m.category_money_q3(), m.category_money_q4()],
  },
];
