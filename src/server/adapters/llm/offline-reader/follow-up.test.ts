import { describe, expect, it } from 'vitest';
import { findCard, MAJOR_ARCANA } from '../../../../shared/deck/cards.ts';
import type { DrawnCard as Card } from '../../../../shared/deck/types.ts';
import { boundHistory } from '../../../domain/readings/prompt.ts';
import type { ConversationTurn, ReaderRequest } from '../../../domain/ports/reader.ts';
import { composeOfflineText } from './compose.ts';
import { sentencesOf } from './text.ts';
import { THREE_CARD_SPREAD } from '../../../../shared/spreads/spread.ts';
import { assessForReader } from '../../../../server/domain/safety/reader-safety.ts';

function card(name: string, reversed = false): Card {
  const found = findCard(name);
  if (!found) throw new Error(`No card named ${name}`);
  return { ...found, reversed };
}

const SPREAD = [card('The Fool'), card('Two of Cups'), card('The Tower')];
const HOPEFUL = [card('The Star'), card('The Sun'), card('The World')];
const HARD = [card('The Tower'), card('The Moon'), card('The Devil')];
const QUESTION = 'Will my relationship with Sam grow stronger?';

interface Conversation {
  question: string;
  cards: readonly Card[];
  horoscopeSign?: string;
  messages: ConversationTurn[];
}

function startConversation(question: string, cards: readonly Card[] = SPREAD, horoscopeSign?: string): Conversation {
  return {
    question,
    cards,
    horoscopeSign,
    messages: [
      {
        role: 'assistant',
        content: composeOfflineText({
          kind: 'interpretation',
          question,
          cards,
          positions: THREE_CARD_SPREAD.positions,
          horoscopeSign,
          safety: assessForReader(question),
        }),
      },
    ],
  };
}

/** Asks a follow-up with the history the app would pass (the interpretation and the recent turns, bounded), and records the answer. */
function ask(conversation: Conversation, followUp: string): string {
  const request: ReaderRequest = {
    kind: 'follow-up',
    positions: THREE_CARD_SPREAD.positions,
    safety: assessForReader(followUp, assessForReader(conversation.question).concerns),
    question: conversation.question,
    cards: conversation.cards,
    horoscopeSign: conversation.horoscopeSign,
    history: boundHistory(conversation.messages),
    followUp,
  };
  const answer = composeOfflineText(request);
  conversation.messages.push({ role: 'user', content: followUp }, { role: 'assistant', content: answer });
  return answer;
}

function firstFollowUp(followUp: string, question = QUESTION, cards: readonly Card[] = SPREAD, horoscopeSign?: string): string {
  return ask(startConversation(question, cards, horoscopeSign), followUp);
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function unquoted(text: string): string {
  return text.replace(/“[^”]*”/g, '');
}

/** The answer without its heading and opening paragraph. */
function body(answer: string): string {
  return unquoted(answer.split('\n\n').slice(1).join('\n\n'));
}

/** The area a follow-up's heading names ("**On Timing: Work and Career**" → "Work and Career"). */
function headingOf(answer: string): string {
  return /^\*\*[^:*\n]+: ([^*\n]+)\*\*$/m.exec(answer)?.[1] ?? '';
}

describe('follow-up', () => {
  const career = firstFollowUp('What about my job, should I ask for a promotion at work?');

  it('is deterministic and differs from the interpretation', () => {
    expect(firstFollowUp('What about my job, should I ask for a promotion at work?')).toBe(career);
    expect(career).not.toBe(startConversation(QUESTION).messages[0]?.content);
    expect(career).not.toContain('**How the Cards Speak Together**');
  });

  it('names the area in a bold heading line, turning to another area only when clearly asked', () => {
    expect(headingOf(career.split('\n')[0] ?? '')).toBe('Work and Career');
    expect(unquoted(career)).toMatch(/work and vocation/);
    expect(headingOf(firstFollowUp('Does Sam feel the same way?'))).toBe('Love and Relationships');
  });

  it("keeps the reading's area through the conversation", () => {
    const conversation = startConversation('Should I ask my boss for a promotion at work?', HOPEFUL);
    const headings = ['Should I ask for a raise too?', 'What about the money side of it?', 'How do I prepare for the conversation?', 'Will it pay off?'].map(
      (followUp) => headingOf(ask(conversation, followUp)),
    );
    expect(headings).toEqual(Array(4).fill('Work and Career'));
  });

  it('settles on the area the conversation turned to when the reading had none', () => {
    const conversation = startConversation('What do I need to know right now?', HOPEFUL);
    const headings = ['What about my marriage?', 'What should I do this week?', 'Will it get easier?'].map((followUp) =>
      headingOf(ask(conversation, followUp)),
    );
    expect(headings).toEqual(Array(3).fill('Love and Relationships'));
  });

  it('is focused: 120–250 words and shorter than the interpretation', () => {
    const conversation = startConversation(QUESTION, SPREAD, 'Gemini');
    for (const followUp of [
      'What about my job, should I ask for a promotion at work?',
      'Why do I feel stuck?',
      'Can you tell me more?',
      'Is he the one?',
      'When will things change?',
    ]) {
      const answer = ask(conversation, followUp);
      expect(words(answer), followUp).toBeGreaterThanOrEqual(120);
      expect(words(answer), followUp).toBeLessThanOrEqual(250);
      expect(words(answer)).toBeLessThan(words(conversation.messages[0]?.content ?? ''));
    }
  });

  it('leans on the card that speaks most to the follow-up', () => {
    const lead = (answer: string): string => sentencesOf(body(answer))[0] ?? '';
    expect(lead(firstFollowUp('What does the Tower mean for us?'))).toMatch(/The Tower/);
    expect(lead(firstFollowUp('Does Sam love me the way I love him?'))).not.toMatch(/The Fool/);
    expect(body(firstFollowUp('Does Sam love me the way I love him?'))).toMatch(/Two of Cups/);
    expect(
      lead(
        firstFollowUp('What happened in my past that still matters?', 'What should I focus on?', [
          card('Eight of Pentacles'),
          card('The Magician'),
          card('The Tower'),
        ]),
      ),
    ).toMatch(/Eight of Pentacles/);
  });

  it("quotes a card's meaning from the deck when asked about the card", () => {
    expect(firstFollowUp('What does the Tower mean for us?')).toContain(card('The Tower').meaning_up);
  });

  it('ends with a question to reflect on', () => {
    expect(career.trimEnd()).toMatch(/(?:A question to sit with|Something to reflect on|One question to carry with you|To sit with for a while): [^\n]+\?$/);
  });

  it('never quotes the follow-up back, and varies its heading from one answer to the next (issue 23 §2)', () => {
    const conversation = startConversation(QUESTION);
    const followUps = ['What about my job?', 'Will it get easier?', 'What should I do next?', 'Will he stay?', 'When will things settle?', 'Tell me more.'];
    const answers = followUps.map((followUp) => ask(conversation, followUp));
    for (const [i, answer] of answers.entries()) expect(answer).not.toContain(followUps[i]);
    const headings = answers.map((answer) => answer.split('\n')[0]);
    for (let i = 1; i < headings.length; i++) expect(headings[i]).not.toBe(headings[i - 1]);
  });

  it('suggests a qualified professional for money and health follow-ups', () => {
    expect(firstFollowUp('Should I invest my savings?')).toMatch(/qualified financial adviser/);
    expect(firstFollowUp('Will my back pain get better?')).toMatch(/doctor or another qualified health professional/);
  });
});

describe('follow-up: agreement', () => {
  it('says "endings are" and "cycles are", never "endings is"', () => {
    const death = card('Death');
    const wheel = card('Wheel of Fortune');
    const texts: string[] = [];
    for (const other of MAJOR_ARCANA.filter((candidate) => candidate.name !== death.name && candidate.name !== wheel.name).map((candidate) =>
      card(candidate.name),
    )) {
      for (const cards of [
        [death, other, wheel],
        [wheel, death, other],
      ]) {
        const conversation = startConversation('What should I know?', cards);
        for (const followUp of ['Tell me more.', 'What now?', 'Anything else?']) texts.push(ask(conversation, followUp));
      }
    }
    const all = texts.join('\n');
    expect(all).toMatch(/\bendings are part of the picture/);
    expect(all).toMatch(/\bcycles are part of the picture/);
    expect(all).not.toMatch(/\b(?:endings|cycles) is\b|\bis (?:endings|cycles)\b|\b(?:endings|cycles) alone leaves\b/);
  });
});

describe("follow-up: answering the follow-up's own topic", () => {
  it('speaks of the sign when asked about it', () => {
    const answer = firstFollowUp('How does my Scorpio nature help me here?', QUESTION, SPREAD, 'Scorpio');
    expect(body(answer)).toMatch(/\bScorpio\b/);
    expect(body(firstFollowUp('Does my star sign matter here?', QUESTION, SPREAD, 'Taurus'))).toMatch(/\bTaurus\b/);
    expect(body(firstFollowUp('What about my horoscope?'))).toMatch(/birth date is not on your account/);
  });

  it('takes a sign name for a sign only where it is one', () => {
    const partner = body(firstFollowUp('My partner is a Leo, does that matter?', QUESTION, SPREAD, 'Scorpio'));
    expect(partner).toMatch(/\bLeo\b/);
    expect(partner).toMatch(/\bScorpio\b/);
    expect(partner).not.toMatch(/As a Leo|your Leo/);
    expect(body(firstFollowUp('Will Leo call me back?', QUESTION, SPREAD, 'Scorpio'))).not.toMatch(/\b(?:Leo|Scorpio) (?:energy|nature|side)|As a/);
    const illness = body(firstFollowUp('Will my cancer treatment work?', 'What do I need to know about my health?', SPREAD, 'Aries'));
    expect(illness).not.toMatch(/\bCancer\b|\bAries\b/);
    expect(illness).toMatch(/doctor or another qualified health professional/);
  });

  it('addresses "what if they say no"', () => {
    const answer = body(firstFollowUp('What if they say no?', 'Should I ask Sam to move in with me?'));
    expect(answer).toMatch(/\bif they say no\b/i);
    expect(answer).toMatch(/\bno\b.*\b(?:worth|verdict|true)\b/);
    expect(body(firstFollowUp('What if I fail the exam?', 'Will I pass my exams?'))).toMatch(/\b(?:if|suppose) you fail the exam\b/i);
  });

  it('gives a lean for yes/no follow-ups that agrees with the reading', () => {
    for (const [cards, lean] of [
      [HOPEFUL, /\byes\b/],
      [HARD, /\bno\b/],
    ] as const) {
      const conversation = startConversation('Does he love me?', cards);
      expect(opening(conversation.messages[0]?.content ?? '')).toMatch(lean);
      expect(body(ask(conversation, 'Is he the one?'))).toMatch(lean);
    }
  });

  it('speaks of pace when asked when', () => {
    expect(body(firstFollowUp('When will I know how he feels?'))).toMatch(/dates|pace|calendars/);
  });

  it('looks to the past when asked why', () => {
    expect(sentencesOf(body(firstFollowUp('Why do I keep attracting people who pull away?')))[0]).toMatch(/The Fool/);
  });

  function opening(text: string): string {
    return unquoted(text.split('\n\n')[0] ?? '');
  }
});

describe('follow-up: a ten-question conversation', () => {
  const FOLLOW_UPS = [
    'How does my Scorpio nature help me here?',
    'What if they say no?',
    'When will I know how he feels?',
    'Why do I keep attracting people who pull away?',
    'What should I do this week?',
    'What does Death mean for us?',
    'Is he the one?',
    'Should I tell him how I feel or wait?',
    'What about my job, should I ask for a promotion at work?',
    'Can you tell me more?',
  ];
  const conversation = startConversation('Does he love me?', [card('Death'), card('The Lovers'), card('The Moon')], 'Scorpio');
  const answers = FOLLOW_UPS.map((followUp) => {
    const history = boundHistory(conversation.messages);
    return { followUp, history, answer: ask(conversation, followUp) };
  });
  const texts = conversation.messages.filter((turn) => turn.role === 'assistant').map((turn) => turn.content);

  it('never repeats a paragraph already in the conversation', () => {
    const seen = new Set<string>();
    for (const text of texts) {
      for (const paragraph of text
        .split('\n\n')
        .map((block) => block.replace(/^\*\*[^*]+\*\*\n?/, ''))
        .filter(Boolean)) {
        expect(seen.has(paragraph), paragraph).toBe(false);
        seen.add(paragraph);
      }
    }
  });

  it('never says a sentence twice in the conversation', () => {
    const seen = new Set<string>();
    for (const text of texts) {
      for (const line of text.split('\n').filter((row) => !row.startsWith('**'))) {
        for (const sentence of sentencesOf(line)) {
          expect(seen.has(sentence), sentence).toBe(false);
          seen.add(sentence);
        }
      }
    }
  });

  it("never pastes a card's meaning twice", () => {
    const all = texts.join('\n');
    for (const drawn of conversation.cards) {
      for (const sentence of sentencesOf(drawn.meaning_up)) expect(all.split(sentence).length - 1, sentence).toBeLessThanOrEqual(1);
    }
  });

  it('says nothing the history it was given already holds', () => {
    for (const { history, answer } of answers) {
      const earlier = new Set(history.filter((turn) => turn.role === 'assistant').flatMap((turn) => turn.content.split('\n').flatMap(sentencesOf)));
      for (const sentence of answer
        .split('\n')
        .filter((line) => !line.startsWith('**'))
        .flatMap(sentencesOf))
        expect(earlier.has(sentence), sentence).toBe(false);
    }
  });

  it('answers each question on its own topic', () => {
    const byQuestion = new Map(answers.map(({ followUp, answer }) => [followUp, body(answer)]));
    expect(byQuestion.get('How does my Scorpio nature help me here?')).toMatch(/\bScorpio\b/);
    expect(byQuestion.get('What if they say no?')).toMatch(/\bif they say no\b/i);
    expect(byQuestion.get('When will I know how he feels?')).toMatch(/dates|pace|calendars/);
    expect(byQuestion.get('What does Death mean for us?')).toMatch(/^Death/);
    expect(byQuestion.get('Is he the one?')).toMatch(/\b(?:yes|no)\b/);
    expect(byQuestion.get('Should I tell him how I feel or wait?')).toMatch(/to tell him how you feel|to wait/);
    expect(headingOf(answers[8]?.answer ?? '')).toBe('Work and Career');
    expect(answers.filter((_, i) => i !== 8).map(({ answer }) => headingOf(answer))).toEqual(Array(9).fill('Love and Relationships'));
  });

  it('answers the same follow-up asked twice in a row differently', () => {
    const repeat = startConversation('Will my bakery succeed this year?', HOPEFUL);
    const first = ask(repeat, 'Can you tell me more?');
    const second = ask(repeat, 'Can you tell me more?');
    const firstSentences = new Set(
      first
        .split('\n')
        .filter((line) => !line.startsWith('**'))
        .flatMap(sentencesOf),
    );
    for (const sentence of second
      .split('\n')
      .filter((line) => !line.startsWith('**'))
      .flatMap(sentencesOf))
      expect(firstSentences.has(sentence), sentence).toBe(false);
  });
});

describe('follow-up: crisis', () => {
  it('answers quietly when the follow-up mentions self-harm, leaving the resources to the app', () => {
    const answer = firstFollowUp('Honestly I have been hurting myself, will it get better?', QUESTION, SPREAD, 'Scorpio');
    // The resources are the app's, shown before the answer; the reader's own text stays quiet.
    expect(answer).not.toContain('You Are Not Alone');
    const rest = unquoted(answer);
    expect(rest).not.toMatch(/Scorpio|\byes\b|\blean/);
    expect(rest).toMatch(/someone you trust|people who care about you|988/);
    expect(firstFollowUp('What about my job?')).not.toContain('You Are Not Alone');
  });

  it('stays quiet through the rest of a conversation that began in crisis', () => {
    const conversation = startConversation('I want to end my life. Is there any point?', SPREAD, 'Leo');
    const answer = unquoted(ask(conversation, 'Will things get better with my family?'));
    expect(answer).not.toContain('You Are Not Alone');
    expect(answer).not.toMatch(/\bLeo\b|\byes\b|\blean/);
    expect(headingOf(answer)).toBe('Support and Care');
  });
});
