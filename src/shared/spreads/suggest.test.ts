import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BuiltInSpreadId } from './built-in.ts';
import { suggestSpread } from './suggest.ts';

// Each question labelled with the spread that serves it best, written before the rules were tuned.
// The spec's suggested questions (src/web/features/ask/categories.ts) are the first block.
const LABELLED: ReadonlyArray<readonly [string, BuiltInSpreadId]> = [
  ['What do I need to know about my current relationship?', 'relationship'],
  ['What is blocking me from finding love?', 'three-card'],
  ['How can I heal from a past relationship?', 'relationship'],
  ['What energy am I bringing into my love life right now?', 'three-card'],
  ['Is it the right time to change my career?', 'three-card'],
  ['What can help me grow in my current job?', 'three-card'],
  ['What is holding back my professional success?', 'three-card'],
  ['How can I find more meaning in my work?', 'three-card'],
  ['What lesson is life trying to teach me right now?', 'three-card'],
  ['How can I become more confident in myself?', 'three-card'],
  ['What habit should I let go of to grow?', 'three-card'],
  ['What is my next step toward my purpose?', 'three-card'],
  ['How can I improve my relationship with my family?', 'relationship'],
  ['What should I understand about a friendship that feels strained?', 'relationship'],
  ['How can I support someone I love who is struggling?', 'three-card'],
  ['What boundaries do I need with the people around me?', 'three-card'],
  ['How can I bring more balance into my daily life?', 'three-card'],
  ['What is draining my energy right now?', 'three-card'],
  ['What does my mind need from me at this moment?', 'three-card'],
  ['How can I be gentler with myself?', 'three-card'],
  ['What do I need to know about my financial situation?', 'situation'],
  ['How can I build a healthier relationship with money?', 'three-card'],
  ['What opportunities for abundance am I overlooking?', 'three-card'],
  ['What is the wisest mindset for a big purchase I am considering?', 'three-card'],

  ['Does he love me?', 'relationship'],
  ['How does my boyfriend feel about me?', 'relationship'],
  ['Will my ex come back to me?', 'relationship'],
  ['Is she the one for me?', 'relationship'],
  ['What does my crush think of me?', 'relationship'],
  ['Is my husband being honest with me?', 'relationship'],
  ['Where is my relationship heading?', 'relationship'],
  ['What do they feel about me after our first date?', 'relationship'],
  ['Does my ex still think about me, and should I reach out to him?', 'relationship'],
  ['Why do I keep choosing the wrong partners?', 'three-card'],

  ["What's going on at work?", 'situation'],
  ['Why do I feel stuck at work?', 'situation'],
  ['What is the obstacle to my promotion?', 'situation'],
  ['What should I know about the situation with my landlord?', 'situation'],
  ['What is really going on with my health?', 'situation'],

  ['Will I get the job?', 'one-card'],
  ['Will the raise be approved?', 'one-card'],
  ['Is today a good day to sign?', 'one-card'],
  ['Should I quit my job?', 'one-card'],
  ['Will I pass my exam?', 'one-card'],
  ['Can I trust my new colleague?', 'one-card'],

  ['What does the next year hold for me?', 'three-card'],
  ['Am I on the right path in life right now?', 'three-card'],
  ['Will things get easier this year with my studies and my health?', 'three-card'],
  ['How can I feel more confident at work?', 'three-card'],
  ['What should I focus on this month?', 'three-card'],
  ['Will my son pass his exams this summer?', 'three-card'],
  ['How can I get along better with my boss, and what does he expect?', 'three-card'],
  ['I feel lost and I want some direction.', 'three-card'],
  ['What is my career heading toward?', 'three-card'],
  ['', 'three-card'],
];

const DECISIONS = [
  'Should I take the job at the agency or stay where I am?',
  'Which offer should I accept, the bank or the startup?',
  'Should I stay with my partner or leave?',
  'Should I move to Lisbon or stay in London?',
  'I am torn between two apartments: which one is right for me?',
  'Is it better to go back to school now or wait a year?',
  'Should I invest my savings in crypto or the stock market?',
  'I have to decide between two job offers. What should I weigh?',
  'Which path should I choose?',
  'Do I take the promotion or keep my current role?',
  'When is the best time to ask for the raise: this month, or after my review in March?',
  'Should I tell my friend the truth or let it go?',
];

describe('suggestSpread', () => {
  it('suggests the labelled spread for at least 90% of at least 40 questions', () => {
    const misses = LABELLED.filter(([question, label]) => suggestSpread(question) !== label).map(
      ([question, label]) => `${question} → ${suggestSpread(question)}, labelled ${label}`,
    );
    expect(LABELLED.length).toBeGreaterThanOrEqual(40);
    expect((LABELLED.length - misses.length) / LABELLED.length, misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('keeps most of the spec’s suggested questions on the three cards', () => {
    const spec = LABELLED.slice(0, 24).filter(([question]) => suggestSpread(question) === 'three-card');
    expect(spec.length).toBeGreaterThanOrEqual(18);
  });

  it.each(DECISIONS)('suggests the decision spread for "%s"', (question) => {
    expect(suggestSpread(question)).toBe('decision');
  });

  it('reads curly apostrophes and capitals like plain ones', () => {
    expect(suggestSpread('WHAT’S GOING ON WITH MY TEAM?')).toBe('situation');
  });

  it('stays small enough for the ask page’s bundle', () => {
    expect(gzipSync(readFileSync(new URL('./suggest.ts', import.meta.url))).length).toBeLessThan(2048);
  });
});
