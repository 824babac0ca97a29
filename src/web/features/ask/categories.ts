/** The six suggestion categories (spec §2/§3: id, title, description, questions; the icon is drawn by CategoryIcon). */
export interface SuggestionCategory {
  id: 'love-relationships' | 'career-success' | 'personal-growth' | 'family-friends' | 'health-wellbeing' | 'money-finances';
  title: string;
  description: string;
  questions: readonly [string, string, string, string];
}

export const SUGGESTION_CATEGORIES: readonly SuggestionCategory[] = [
  {
    id: 'love-relationships',
    title: 'Love & Relationships',
    description: 'Romance, partnership and matters of the heart',
    questions: [
      'What do I need to know about my current relationship?',
      'What is blocking me from finding love?',
      'How can I heal from a past relationship?',
      'What energy am I bringing into my love life right now?',
    ],
  },
  {
    id: 'career-success',
    title: 'Career & Success',
    description: 'Work, ambition and your path forward',
    questions: [
      'Is it the right time to change my career?',
      'What can help me grow in my current job?',
      'What is holding back my professional success?',
      'How can I find more meaning in my work?',
    ],
  },
  {
    id: 'personal-growth',
    title: 'Personal Growth',
    description: 'Self-discovery, purpose and inner change',
    questions: [
      'What lesson is life trying to teach me right now?',
      'How can I become more confident in myself?',
      'What habit should I let go of to grow?',
      'What is my next step toward my purpose?',
    ],
  },
  {
    id: 'family-friends',
    title: 'Family & Friends',
    description: 'The people closest to you and your bonds',
    questions: [
      'How can I improve my relationship with my family?',
      'What should I understand about a friendship that feels strained?',
      'How can I support someone I love who is struggling?',
      'What boundaries do I need with the people around me?',
    ],
  },
  {
    id: 'health-wellbeing',
    title: 'Health & Wellbeing',
    description: 'Balance, energy and caring for yourself',
    questions: [
      'How can I bring more balance into my daily life?',
      'What is draining my energy right now?',
      'What does my mind need from me at this moment?',
      'How can I be gentler with myself?',
    ],
  },
  {
    id: 'money-finances',
    title: 'Money & Finances',
    description: 'Abundance, security and your relationship with money',
    questions: [
      'What do I need to know about my financial situation?',
      'How can I build a healthier relationship with money?',
      'What opportunities for abundance am I overlooking?',
      'What is the wisest mindset for a big purchase I am considering?',
    ],
  },
];
