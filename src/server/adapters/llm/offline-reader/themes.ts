// The life areas a question can be about, how each one colours the cards, and how a question's area is
// recognised. Lines are templates: {card} is the card's name in running text, {core} its main idea.

import type { CardReading, MinorSuit, Role } from './card-lore.ts';
import type { Options, Voice } from './choice.ts';
import { capitalise } from './text.ts';
import { areaOf, type QuestionArea } from '../../../domain/readings/question-area.ts';

export { areaScore } from '../../../domain/readings/question-area.ts';

export type ThemeId = QuestionArea | 'support';

export interface Theme {
  id: ThemeId;
  /** "a question about …" */
  label: string;
  /** Title case, for follow-up headings. */
  title: string;
  lines: Readonly<Record<'Past' | 'Present' | 'Future', Options<string>>>;
  /** A verb phrase: "they invite you to …". */
  invitation: string;
  guidance: Options<string>;
  reflection: Options<string>;
  professional?: Options<string>;
  /** Suits whose cards speak most to this theme, with their weight. */
  affinity: Partial<Record<MinorSuit | 'major', number>>;
}

export const THEMES: Readonly<Record<ThemeId, Theme>> = {
  love: {
    id: 'love',
    label: 'love and connection',
    title: 'Love and Relationships',
    lines: {
      Past: [
        'In love, {card} may point to earlier hopes or hurts that still shape what you expect from a partner.',
        'Where your heart is concerned, a history of {core} still colours how much you dare to trust.',
        'For your relationships, this is the history you bring into every new closeness, and {card} asks you to see it kindly.',
      ],
      Present: [
        'In your relationship now, {card} asks how openly you give and receive care.',
        'Between you and the person on your mind, the climate of the moment is one of {core}.',
        'For your heart right now, {card} describes what is truly happening between you, beneath the hopes and the worries.',
      ],
      Future: [
        'For your love life, {card} shows where the connection can grow, shaped by the honesty you bring.',
        'In matters of the heart, what waits ahead carries the mark of {core}, and how you meet it remains your choice.',
        'Where love is heading, {card} suggests that patience and honesty will count for more than grand gestures.',
      ],
    },
    invitation: 'meet love with both an open heart and clear eyes',
    guidance: [
      'Speak from the heart, listen as generously as you hope to be heard, and let actions rather than assumptions show you where this bond truly stands.',
      'Honour what you feel without rushing it. Love grows best where there is honesty, patience and room for both people to be themselves.',
      'Say one true thing you have been holding back, kindly and without demanding an answer on the spot.',
      'Watch what the other person does as closely as what they say; consistency is the clearest sign of care.',
      'Give your own needs the same attention you give theirs, and notice how the connection responds.',
      'Let the connection show you who it is over time, rather than deciding everything tonight.',
      'Be as honest with yourself about what you want as you hope they will be with you.',
    ],
    reflection: [
      'What would you ask for in this relationship if you trusted that your needs matter?',
      'Where could a little more honesty, offered gently, bring you closer?',
      'What does feeling loved look like for you, day to day?',
      'Which of your hopes here is truly yours, and which did you borrow from someone else?',
    ],
    affinity: { cups: 3, major: 1 },
  },
  career: {
    id: 'career',
    label: 'your work and vocation',
    title: 'Work and Career',
    lines: {
      Past: [
        'In your working life, {card} may reflect the effort and setbacks that taught you what you value.',
        'At work, what lies behind you carries the mark of {core}, and it still shapes how you approach your job.',
        'For your career, {card} names the lessons of past work that you carry into what you do now.',
      ],
      Present: [
        'At work right now, {card} describes the energy you bring each day and the situation you are navigating.',
        'In your working life today, the question is how {core} can serve the work you actually want to do.',
        'For your career at this moment, {card} asks whether your daily effort is pointed where you want to go.',
      ],
      Future: [
        'For your career, {card} points to where your efforts can lead if you keep building with intention.',
        'In your work ahead, the mark of {core} suggests what your next professional step can look like.',
        'Professionally, {card} hints that the way opens through steady, visible effort rather than luck.',
      ],
    },
    invitation: 'align your daily work with what genuinely motivates you',
    guidance: [
      'Name one concrete step toward the work you want, whether a conversation, an application or a new skill, and take it this week.',
      'Notice which tasks leave you energised rather than drained; they are clues to where your working life wants to go next.',
      'Write down what you want from your work a year from now, then choose the smallest action that moves you toward it.',
      'Ask for the feedback or the conversation you have been postponing; clarity tends to open doors that waiting keeps shut.',
      'Protect some time each week for the part of your work that feels most like you.',
      'Talk to someone a step ahead of you on the path you are considering; one honest conversation can save months of guessing.',
      'Before you decide, list what you would gain and what you would miss, and notice which list you feel more strongly.',
    ],
    reflection: [
      'What would you attempt at work if you were certain of your own ability?',
      'Which part of your work feels most like you, and how could you make more room for it?',
      "What would make next year's work feel worth the effort?",
      'Whose approval are you working for, and is it the one that matters most?',
    ],
    affinity: { wands: 3, pentacles: 2, swords: 1 },
  },
  money: {
    id: 'money',
    label: 'money and material security',
    title: 'Money and Security',
    lines: {
      Past: [
        'Around money, {card} may reflect old habits or beliefs that still shape how secure you feel.',
        'In your finances, past experiences of {core} still colour how safe you feel with what you have.',
        'For your material security, {card} recalls the lessons that money has already taught you.',
      ],
      Present: [
        'In your finances now, {card} invites a calm, honest look at where your resources are going.',
        'Where money is concerned today, the climate is one of {core}, and clarity will steady you more than worry.',
        'For your security at the moment, {card} asks what you actually know about your situation, and what you only fear.',
      ],
      Future: [
        'For your security, {card} suggests what can grow from patience and choices made without panic.',
        'Financially, the road ahead carries the mark of {core}, and careful, informed choices will shape it.',
        'In money matters ahead, {card} points to steadier ground, built one considered decision at a time.',
      ],
    },
    invitation: 'build security through steady, well-informed choices',
    guidance: [
      'Approach money with curiosity rather than fear: a clear picture of where you stand is often the first step toward feeling steadier.',
      'Small, consistent steps tend to serve you better here than dramatic moves, so give yourself time to gather information before you act.',
      'Write down what comes in and what goes out for one month; seeing it plainly takes much of the fear away.',
      'Separate what you know from what you fear, and let only the first shape your next decision.',
      'Give any big decision a few days to settle, and see whether it still feels right once the first rush has passed.',
      'Notice the feelings that drive your spending and saving; they often say more than the figures do.',
    ],
    reflection: [
      'What does feeling secure truly mean to you, beyond the numbers?',
      'Which small, steady habit could help you feel more at ease with your resources?',
      'What would you do differently if fear were not making the decision?',
      'What is enough, for you, right now?',
    ],
    professional: [
      'For concrete financial decisions, please speak with a qualified financial adviser; the cards offer reflection, not financial advice.',
      'Before any concrete money decision, a qualified financial adviser is the right person to consult; these cards speak to your outlook, not your accounts.',
      'Let a qualified financial adviser guide any specific financial step; the reading is here for reflection, not financial advice.',
      'Any concrete step with your money deserves a qualified financial adviser; the cards speak to how you feel, not to what you should buy or sell.',
      'For the numbers themselves, a qualified financial adviser is the right guide; treat this reading as reflection, not financial advice.',
    ],
    affinity: { pentacles: 3, major: 1 },
  },
  health: {
    id: 'health',
    label: 'your health and wellbeing',
    title: 'Health and Wellbeing',
    lines: {
      Past: [
        'For your wellbeing, {card} may point to past strains your body and mind are still processing.',
        'In your health story, a time of {core} may still be asking for rest and care.',
        'Where your wellbeing is concerned, {card} recalls what your body and mind have already carried.',
      ],
      Present: [
        'For your wellbeing now, {card} asks what you need to feel rested, supported and cared for.',
        'In your health today, the climate is one of {core}, and gentleness will serve you better than pressure.',
        'For your body and mind at the moment, {card} invites you to notice what restores you and what drains you.',
      ],
      Future: [
        'Ahead, {card} suggests the balance you can reach when you treat your own needs as a priority.',
        'For your wellbeing ahead, the mark of {core} points to recovery built from small, steady habits.',
        'Looking after yourself from here, {card} hints that support and rest will count for more than willpower.',
      ],
    },
    invitation: 'treat your own wellbeing with the patience and kindness you would offer someone you love',
    guidance: [
      'Be gentle with yourself. Rest, routine and honest conversations with the people who support you can all be part of caring for your wellbeing.',
      'Listen to what your body and mind are telling you, and let yourself ask for support rather than carrying everything alone.',
      'Choose one small act of care for each day this week, however modest, and notice how it feels.',
      'Let rest count as progress; recovery rarely follows a straight line.',
      'Keep a few notes on what helps and what does not, so that conversations with the people caring for you are easier.',
      'Protect your sleep and your quiet moments as carefully as you would protect an appointment.',
    ],
    reflection: [
      'What is one small act of care you could offer yourself today?',
      'Who could you lean on a little more while you look after yourself?',
      'What is your body asking for that you keep postponing?',
      'What would rest look like if you did not have to earn it?',
    ],
    professional: [
      'For anything concerning your body or mind, please lean on a doctor or another qualified health professional; the cards offer reflection, not diagnosis.',
      'Please bring any health concern to a doctor or another qualified health professional; a reading can support you, but it cannot diagnose or treat.',
      'For symptoms, treatment or medication, a doctor or another qualified health professional is the right guide; the cards are here for reflection only.',
      'Any question about your health belongs with a doctor or another qualified health professional as well; the cards can only offer reflection.',
      'Keep a doctor or another qualified health professional in the loop for anything physical or emotional; a reading is a mirror, not medical advice.',
    ],
    affinity: { cups: 1, pentacles: 2, major: 1 },
  },
  family: {
    id: 'family',
    label: 'family and friendship',
    title: 'Family and Friends',
    lines: {
      Past: [
        'Among family and friends, {card} may reflect old roles or patterns that still colour how you relate.',
        'In these bonds, a history of {core} still shapes what you expect from one another.',
        'For the people close to you, {card} recalls the roles you learned to play long ago.',
      ],
      Present: [
        'With the people close to you now, {card} describes the emotional climate between you.',
        'In your family and friendships today, the climate is one of {core}, and it asks for understanding on both sides.',
        'Among the people you love at the moment, {card} shows where a small, honest gesture could shift things.',
      ],
      Future: [
        'For these bonds, {card} shows how things can develop when understanding grows on both sides.',
        'With family and friends ahead, the mark of {core} suggests how these relationships can grow.',
        'In the bonds ahead, {card} hints that patience and one honest conversation can change more than you expect.',
      ],
    },
    invitation: 'balance loyalty to others with loyalty to yourself',
    guidance: [
      'Reach out with curiosity rather than judgement; a simple, honest conversation can soften more than you expect.',
      'You can love the people close to you and still hold healthy boundaries. Both are forms of care.',
      'Make one small, sincere gesture toward someone who matters to you, without waiting for them to go first.',
      'In your next difficult conversation, listen for the feeling beneath the words; it is often easier to answer.',
      'Remember that you cannot control how others respond, only how honestly and kindly you show up.',
      'Spend time with the people who leave you feeling more like yourself, and notice who they are.',
    ],
    reflection: [
      'What do you most wish the people close to you understood about you?',
      'Which relationship would benefit from a small, sincere gesture this week?',
      'Where could a boundary be a form of love rather than distance?',
      'Which role in this family or friendship are you ready to stop playing?',
    ],
    affinity: { cups: 3, pentacles: 1 },
  },
  growth: {
    id: 'growth',
    label: 'your personal growth and path',
    title: 'Personal Growth',
    lines: {
      Past: [
        'On your personal path, {card} may reflect the lessons that shaped who you have become.',
        'In your inner story, a time of {core} taught you something you still carry.',
        "For your growth, {card} recalls a version of you that made today's questions possible.",
      ],
      Present: [
        'In your inner life now, {card} names growth already under way, even if it feels uncomfortable.',
        'On your path today, the climate is one of {core}, and it asks you to trust your own pace.',
        'For who you are becoming, {card} shows the lesson asking for your attention right now.',
      ],
      Future: [
        'For the journey ahead, {card} points to who you are becoming when you trust your own pace.',
        'On the road ahead, the mark of {core} suggests the next stage of your growth.',
        'For your path from here, {card} hints that small, sincere choices will carry you further than big resolutions.',
      ],
    },
    invitation: 'trust your own timing and keep choosing what helps you grow',
    guidance: [
      'Growth rarely follows a straight line. Celebrate the small shifts and let curiosity, not pressure, lead the way.',
      'Make a little quiet space each day, perhaps a walk, a page in a journal or a few deep breaths, to hear what you already know.',
      'Pick one habit that reflects who you want to become, and practise it gently for a week.',
      'Notice where you are harder on yourself than you would be on a friend, and soften there first.',
      'Look back at how far you have come in the past year before you judge how far you still have to go.',
      'Let one choice this week be made from trust rather than fear, and see what it teaches you.',
    ],
    reflection: [
      'What part of you is asking for more room to grow right now?',
      'If you trusted your own path completely, what would you do next?',
      'Which old story about yourself is ready to be put down?',
      'What would you try if you did not need to be good at it straight away?',
    ],
    affinity: { major: 3, swords: 1 },
  },
  general: {
    id: 'general',
    label: 'the path in front of you',
    title: 'Your Path',
    lines: {
      Past: [
        'In your story so far, {card} describes the foundations that brought you to this question.',
        'Looking back, a time of {core} laid the ground you now stand on.',
        'For this question, {card} recalls what has already shaped your situation.',
      ],
      Present: [
        'Right now, {card} reflects the heart of the matter and the choices in front of you.',
        'In this moment, the climate is one of {core}, and it colours every option you are weighing.',
        'For where you stand today, {card} names what most needs your attention.',
      ],
      Future: [
        'Ahead, {card} shows where your path can lead if the present course continues.',
        'On the road ahead, the mark of {core} suggests what can unfold from here.',
        'From here, {card} hints at what becomes possible once you act on what you already know.',
      ],
    },
    invitation: 'move forward with awareness, trusting that your choices shape what comes',
    guidance: [
      'Take what resonates and leave the rest. Pay attention over the coming days to the moments that echo these cards.',
      'Let this reading be a mirror rather than a verdict: notice what it stirs in you, and follow that thread with curiosity.',
      'Write down the one line from this reading that stayed with you, and come back to it at the end of the week.',
      'Choose one small action that honours what you already know, and let the next step reveal itself after that.',
      'Trust the feeling these cards stirred first; it often knows more than the thinking that follows.',
      'Give yourself a quiet moment each day this week to notice what has shifted since this reading.',
      'Share what you took from this reading with someone you trust; saying it aloud often makes the next step clearer.',
    ],
    reflection: [
      'Which card stirred the strongest feeling in you, and why might that be?',
      'What is one small choice you could make this week that honours what you have learned here?',
      'What do you already know about this that you have not yet admitted to yourself?',
      'What would you do next if you trusted yourself a little more?',
    ],
    affinity: { major: 2 },
  },
  support: {
    id: 'support',
    label: 'what you are carrying right now',
    title: 'Support and Care',
    lines: {
      Past: [
        'Whatever happened before, {card} does not define you; it is one part of a longer story.',
        'Behind you lies a heavy time, and {card} honours how much you have carried.',
        'Here, {card} acknowledges that you have been through a great deal.',
      ],
      Present: [
        'For now, {card} asks only that you look after yourself, one small step at a time.',
        'Right now, {card} is a reminder that you do not have to carry this alone.',
        'In this moment, {card} invites rest and care, and the company of people who care about you.',
      ],
      Future: [
        'Beyond this moment, {card} speaks of a future that is still open, and of support that can help you reach it.',
        'Nothing in these cards is fixed, and {card} leaves the future open.',
        'Looking ahead, {card} holds room for things to feel different from how they feel today.',
      ],
    },
    invitation: 'be gentle with yourself and let others help',
    guidance: [
      'Please reach out today to someone you trust, or to one of the lines above; you do not have to hold this alone.',
      'If you can, tell one person how you are really feeling today, or contact one of the services above.',
      'Let someone in: a friend, a family member, a doctor or one of the helplines above can help carry what feels too heavy right now.',
    ],
    reflection: [
      'Who is one person you could let in a little today?',
      'What is one small, kind thing you could do for yourself in the next hour?',
      'What has helped you, even a little, on hard days before?',
    ],
    professional: [
      'A doctor, a counsellor or a helpline can offer the kind of support that no reading can.',
      'Talking to a doctor or a counsellor can help in ways a reading cannot.',
    ],
    affinity: { cups: 2, major: 1 },
  },
};

export type Position = Role;

/** The card's role in time: the three-card phrases serve any spread. */
export function positionOf(reading: CardReading): Position {
  return reading.role;
}

function fillLine(line: string, reading: CardReading, name: string): string {
  return capitalise(line.replace('{card}', name).replace('{core}', reading.lore.core));
}

/** How `theme` colours the card in its position; "{card}" becomes the card's name, so no two readings share the line. */
export function themeLine(theme: Theme, reading: CardReading, voice: Voice, salt: string, index = 0): string {
  // Cards sharing a role in a larger spread each take the next line, so one reading never repeats a line's shape.
  const lines = theme.lines[positionOf(reading)];
  const start = lines.indexOf(voice.pick(salt, lines));
  const line = lines[(start + index) % lines.length] ?? lines[0];
  const text = fillLine(line, reading, reading.ref);
  voice.remember(text);
  return text;
}

/** Every way `theme` can colour the card in its position. */
export function themeLines(theme: Theme, reading: CardReading): string[] {
  const lines = theme.lines[positionOf(reading)];
  return lines.map((line) => fillLine(line, reading, reading.ref));
}

interface DetectedTheme {
  theme: Theme;
  /** How many of the theme's words the text used: 0 for a question about nothing in particular. */
  score: number;
}

/** The theme of a question's area (domain/readings/question-area.ts). */
export function themeFor(text: string): DetectedTheme {
  const { area, score } = areaOf(text);
  return { theme: THEMES[area], score };
}

const THEME_BY_TITLE: ReadonlyMap<string, Theme> = new Map(Object.values(THEMES).map((theme) => [theme.title, theme]));

export function themeByTitle(title: string): Theme | undefined {
  return THEME_BY_TITLE.get(title);
}

export const LEGAL_PATTERN = /\b(?:lawyer|attorney|solicitor|court|lawsuit|legal\w*|custody|visa|immigration|sue|suing|contract|lease|tribunal)\b/i;

export const LEGAL_NOTES: Options<string> = [
  'Where legal matters are involved, a qualified lawyer is the right person for concrete advice.',
  'For anything legal, please speak with a qualified lawyer before you act; the cards cannot advise on the law.',
  "Legal questions deserve a qualified lawyer's advice; let the cards speak only to how you feel about them.",
];
