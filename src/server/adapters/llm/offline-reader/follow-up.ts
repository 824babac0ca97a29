// A follow-up answer: it keeps the reading's life area (unless the person clearly turns to another),
// answers what was actually asked by its kind (answer.ts: words to say, how someone feels, when, which,
// yes or no; here also why, how, a card, a statement, "what if", their sign), leans on the card that
// speaks most to it, and never repeats a sentence already in the conversation: wording is taken in turn
// through each list, carrying on after what the previous answer used. The follow-up is never quoted
// back: the person can see what they asked.

import type { ConversationTurn, ReaderRequest } from '../../../domain/ports/reader.ts';
import { kindAnswer, understand, type Understood } from './answer.ts';
import { minorSuitOf, positionPhrase, readSpread, sceneOf, type CardReading } from './card-lore.ts';
import type { Voice } from './choice.ts';
import { mentionsPosition, type QuestionShape } from './question.ts';
import { CARD_NAMES, personOf, type QuestionKind } from './question-kind.ts';
import { signAnswer } from './signs.ts';
import { areaScore, LEGAL_NOTES, LEGAL_PATTERN, positionOf, themeByTitle, themeFor, themeLines, THEMES, type Theme } from './themes.ts';
import { capitalise, collapse, isPlural, possessive, tidy, withBe, wordsOf } from './text.ts';

type FollowUpRequest = Extract<ReaderRequest, { kind: 'follow-up' }>;

/** A follow-up's heading: what kind of answer it is, then its area ("**On Timing: Work and Career**"). */
const HEADING = /^\*\*[^:*\n]+: ([^*\n]+)\*\*$/gm;

/** The area named by the last follow-up heading in `content`, if it has one. */
function headingTheme(content: string): Theme | undefined {
  let found: Theme | undefined;
  for (const match of content.matchAll(HEADING)) found = themeByTitle(match[1] ?? '') ?? found;
  return found;
}

interface FollowUpTheme {
  theme: Theme;
  /** The area the reading was about, when this answer turns to another. */
  from?: Theme;
}

/** The area the most recent follow-up answer was about, from its heading. */
function lastFollowUpTheme(history: readonly ConversationTurn[]): Theme | undefined {
  for (let i = history.length - 1; i >= 0; i--) {
    const turn = history[i];
    const theme = turn?.role === 'assistant' ? headingTheme(turn.content) : undefined;
    if (theme) return theme;
  }
  return undefined;
}

/**
 * The reading's area, or the area the conversation settled on when the reading had none; another area
 * only when the follow-up is clearly about it (two of its words, or one when the reading had no area).
 */
function followUpTheme(request: FollowUpRequest, quiet: boolean): FollowUpTheme {
  if (quiet) return { theme: THEMES.support };
  let base = themeFor(request.question).theme;
  if (base.id === 'general') {
    const settled = lastFollowUpTheme(request.history);
    if (settled && settled.id !== 'support') base = settled;
  }
  const asked = themeFor(request.followUp);
  // Naming someone ("my sister", "my boss") is a clear enough turn to their area.
  const namesSomeone = personOf(request.followUp) !== 'self' && personOf(request.followUp) !== 'someone';
  if (asked.theme.id !== base.id && asked.theme.id !== 'general' && (asked.score >= 2 || (asked.score >= 1 && (base.id === 'general' || namesSomeone)))) {
    return base.id === 'general' ? { theme: asked.theme } : { theme: asked.theme, from: base };
  }
  return { theme: base };
}

const COMMON_WORDS = new Set(
  'what that this with have will from your about does should would could there their them they when where which still been into more some than then just like make know want need feel really mean means card cards these those very much also only even ever over'.split(
    ' ',
  ),
);

function namesCard(text: string, reading: CardReading): boolean {
  const name = collapse(
    reading.card.name
      .toLowerCase()
      .replace(/^the\s+/, '')
      .replace(/[^a-z\s]/g, ' '),
  );
  return name !== '' && ` ${collapse(text.toLowerCase().replace(/[^a-z\s]/g, ' '))} `.includes(` ${name} `);
}

/**
 * Whether the follow-up names the card's place ("the challenge", "What to release"); a short name such
 * as "You" or "Them" counts only beside "card" or "position", as the word alone is in every question.
 */
function namesPlace(text: string, reading: CardReading): boolean {
  const name = collapse(reading.position.toLowerCase().replace(/[^a-z'\s]/g, ' '));
  if (!name) return false;
  const said = ` ${collapse(
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .replace(/[^a-z'\s]/g, ' '),
  )} `;
  if (name.length > 4) return said.includes(` ${name} `);
  return said.includes(` ${name} card `) || said.includes(` ${name} position `) || said.includes(` card for ${name} `) || said.includes(` card in ${name} `);
}

/**
 * Orders the cards by how directly they speak to the follow-up: a card it names, the position it asks
 * about, the suits its area favours, shared words; the card that led the previous answer steps back.
 */
function rankForFollowUp(readings: readonly CardReading[], request: FollowUpRequest, theme: Theme, kind: QuestionKind): CardReading[] {
  const words = new Set(wordsOf(request.followUp).filter((word) => word.length >= 4 && !COMMON_WORDS.has(word)));
  const previous = [...request.history].reverse().find((turn) => turn.role === 'assistant' && headingTheme(turn.content));
  const previousAnswer = previous?.content.split('\n\n')[1] ?? '';
  const tieOrder = (role: string): number => (role === 'Present' ? 0 : role === 'Future' ? 1 : 2);
  const scored = readings.map((reading) => {
    let score = 0;
    if (namesCard(request.followUp, reading)) score += 8;
    if (mentionsPosition(request.followUp, reading.role)) score += 3;
    if (reading.title !== reading.role && namesPlace(request.followUp, reading)) score += 6;
    if (kind === 'why' && reading.role === 'Past') score += 5;
    if ((kind === 'when' || kind === 'what-if' || kind === 'will' || kind === 'yes-no') && reading.role === 'Future') score += 2;
    if ((kind === 'do' || kind === 'say' || kind === 'feel') && reading.role === 'Present') score += 2;
    score += theme.affinity[minorSuitOf(reading.card) ?? 'major'] ?? 0;
    const cardWords = new Set(wordsOf(`${reading.lore.essence} ${reading.message}`));
    let overlap = 0;
    for (const word of words) if (cardWords.has(word)) overlap++;
    score += Math.min(overlap, 3);
    if (previousAnswer.includes(reading.ref)) score -= 2;
    return { reading, score };
  });
  scored.sort((a, b) => b.score - a.score || tieOrder(a.reading.role) - tieOrder(b.reading.role));
  return scored.map((entry) => entry.reading);
}

/** The one option `next` gives, or the first option when all have been said (for sentences an answer needs). */
function one(voice: Voice, salt: string, options: readonly [string, ...string[]], keys?: readonly string[]): string {
  const [chosen] = voice.next(salt, options, 1, keys ? { keys } : {});
  if (chosen) return chosen;
  return voice.fresh(salt, options);
}

/** Headings by kind of answer, taken in turn through a conversation so two answers in a row differ. */
const HEADINGS: Readonly<Record<QuestionKind, readonly [string, ...string[]]>> = {
  say: ['Words to Begin With', 'What to Say', 'Opening the Conversation'],
  do: ['A Next Step', 'What You Can Do', 'Putting It into Practice'],
  feel: ['The Other Side', 'Reading Their Heart', 'How It May Feel to Them'],
  when: ['On Timing', 'The Pace of Things', 'When, According to the Cards'],
  which: ['Choosing', 'Between the Options', 'Which Way'],
  why: ['The Roots', 'Why This Keeps Happening', 'Looking Underneath'],
  will: ['What the Cards Lean Toward', 'Will It Happen', 'The Likely Turn'],
  'yes-no': ['A Plain Answer', 'Yes or No', 'Where the Cards Lean'],
  card: ['A Closer Look at the Card', 'One Card in Focus', 'What This Card Says'],
  'what-if': ['Facing the Hard Possibility', 'If It Goes That Way', 'The Outcome You Fear'],
  sign: ['Your Sign and the Cards', 'Through the Stars', 'Sign and Spread'],
  statement: ['Taking That In', 'What You Shared', 'Hearing You'],
  open: ['Looking Closer', 'Another Angle', 'Further In', 'What Else the Cards Say'],
};

function headingFor(kind: QuestionKind, theme: Theme, voice: Voice): string {
  const labels = HEADINGS[kind];
  const [label = labels[0]] = voice.next(
    'fu-heading',
    labels.map((l) => `**${l}: ${theme.title}**`),
    1,
  );
  return label;
}

/**
 * A short first line for kinds whose answer needs a way in; kinds answered head-on (words to say, their
 * side, timing, a choice, a lean) start with the answer itself. Never the question quoted back.
 */
const REACTIONS: Readonly<Partial<Record<QuestionKind, readonly [string, ...string[]]>>> = {
  do: [
    'Let us make this practical.',
    'A concrete next step is a good thing to ask for.',
    'Let us turn the reading into something you can do.',
    'Practical help is something the cards can give.',
    'Here is something you can act on.',
    'Let us find a step small enough to take this week.',
  ],
  why: [
    'Understanding why often loosens a pattern.',
    'Looking for the root is a good instinct.',
    'The cards can shed some light on where this comes from.',
    'A pattern is easier to change once you can see its source.',
    'Let us look underneath.',
    'The reason is often older than the situation.',
  ],
  card: [
    'One card can hold a lot.',
    'It is worth staying with a single card for a moment.',
    'That card has more to say.',
    'Let us give that card the attention it asks for.',
    'A single card can carry a whole story.',
  ],
  'what-if': [
    'It is worth naming the outcome you fear, because a fear loses some of its power once it is spoken.',
    'That is a brave thing to look at directly.',
    'Looking at the hard possibility is part of being ready for it.',
    'Let us look at that possibility without flinching.',
  ],
  sign: [
    'Your sign is a fair lens to bring to this, as long as the cards stay in the lead.',
    'Let us see where your sign and the cards meet.',
    'Astrology and tarot can talk to each other, lightly.',
  ],
  statement: [
    'Thank you for telling me.',
    'That matters, and the cards can hold it too.',
    'I hear you.',
    'That is worth saying out loud.',
    'Let us set that beside your cards.',
    'Thank you for trusting the reading with that.',
    'That changes the picture a little, so let us look again.',
  ],
  open: [
    'Let us look again with fresh eyes.',
    'There is more in these cards than one reading can hold.',
    'Let us see what else the spread has to say.',
    'Each return to the cards shows a little more.',
    'The spread has more layers than one reading uncovers.',
    'Let us turn the cards over in the light once more.',
  ],
};

function openingParagraph(main: CardReading | undefined, follow: FollowUpTheme, kind: QuestionKind, quiet: boolean, voice: Voice): string {
  const sentences: string[] = [];
  const { theme, from } = follow;
  const heading = headingFor(quiet ? 'open' : kind, theme, voice);
  if (quiet) {
    sentences.push(
      one(voice, 'fu-bridge', [
        'Let us stay gently with your cards.',
        'We can look at your cards quietly together.',
        'Let us take this slowly, one card at a time.',
      ]),
    );
  } else if (from) {
    sentences.push(
      one(voice, 'fu-bridge', [
        `Your reading was about ${from.label}, and this turns to ${theme.label}, so let us read ${main ? `${main.ref} and the others` : 'the same cards'} in that light.`,
        `This takes us from ${from.label} to ${theme.label}; the cards stay the same, but ${main ? main.ref : 'each of them'} speaks differently here.`,
      ]),
    );
  } else {
    const reactions = REACTIONS[kind];
    if (reactions) sentences.push(one(voice, `reaction-${kind}`, reactions));
  }
  return sentences.length > 0 ? `${heading}\n${sentences.join(' ')}` : heading;
}

function clauseOf(reading: CardReading): string {
  const position = positionOf(reading);
  return position === 'Past' ? reading.lore.past : position === 'Future' ? reading.lore.future : reading.lore.present;
}

interface Facet {
  /** The idea the wordings share, to recognise it in the answer being composed. */
  idea: string;
  wordings: string[];
}

/** The card's picture: a Minor Arcana's traditional scene, or a Major Arcana's emblem on our card. */
function sceneFacet(reading: CardReading, lore: CardReading['lore']): Facet {
  const scene = sceneOf(reading);
  if (scene)
    return {
      idea: scene,
      wordings: [`Picture the card's traditional image: ${scene}`, `Its classic picture says as much: ${scene}`, `In the old image of the card, ${scene}`],
    };
  return {
    idea: lore.emblem,
    wordings: [
      `Think of its emblem, ${lore.emblem}: ${lore.emblemMeaning}.`,
      `Its emblem, ${lore.emblem}, is a reminder of ${lore.emblemMeaning}.`,
      `Picture our card's emblem, ${lore.emblem}, and let it stand for ${lore.emblemMeaning}.`,
    ],
  };
}

/** Everything the reader can say about a card, one idea per facet, several wordings per idea. */
function facetsOf(reading: CardReading, others: readonly CardReading[]): Facet[] {
  const { ref, lore, at } = reading;
  const Ref = capitalise(ref);
  const clause = clauseOf(reading);
  const facets: Facet[] = [
    {
      idea: clause,
      wordings: [`${Ref} ${at} speaks of ${clause}.`, `Seen from here, ${ref} describes ${clause}.`, `In this light, ${ref} points to ${clause}.`],
    },
    {
      idea: lore.counsel,
      wordings: [
        `The counsel of ${ref} for this: ${lore.counsel}.`,
        `${Ref} would have you ${lore.counsel}.`,
        `The step ${ref} suggests is to ${lore.counsel}.`,
      ],
    },
    {
      idea: lore.caution,
      wordings: [
        `${Ref} also warns against ${lore.caution}.`,
        `Watch for ${lore.caution}, which ${ref} names as the risk here.`,
        `The shadow of ${ref} is ${lore.caution}.`,
      ],
    },
    { idea: lore.gift, wordings: [`What ${ref} offers you here is ${lore.gift}.`, `${Ref} holds out ${lore.gift}.`, `From ${ref} you can draw ${lore.gift}.`] },
    sceneFacet(reading, lore),
    {
      idea: lore.essence,
      wordings: [`At heart, ${ref} is a card of ${lore.essence}.`, `${Ref} carries ${lore.essence}.`, `This is a card of ${lore.essence}.`],
    },
  ];
  // One pairing per card, with the card that differs most from it, so no answer repeats the pairing's shape.
  const paired = [...others].sort((a, b) => Math.abs(b.lore.polarity - lore.polarity) - Math.abs(a.lore.polarity - lore.polarity)).slice(0, 1);
  for (const other of paired) {
    const agree = Math.sign(other.lore.polarity) === Math.sign(lore.polarity);
    facets.push({
      idea: `${ref} and ${other.ref}`,
      wordings: agree
        ? [
            `Read beside ${other.ref}, ${ref} is confirmed rather than contradicted: ${lore.core} and ${other.lore.core} belong to the same story.`,
            `${Ref} and ${other.ref} point the same way here, so what one suggests, the other supports.`,
          ]
        : [
            `${Ref} and ${other.ref} pull in different directions, and the answer lies in holding both: ${lore.core} and ${other.lore.core}.`,
            `Set beside ${other.ref}, ${ref} shows the other side of the story, the part that ${other.lore.core} alone ${isPlural(other.lore.core) ? 'leave' : 'leaves'} out.`,
          ],
    });
  }
  return facets;
}

/** Wordings taken one round at a time, so every idea is said once before any is said again in new words. */
function interleave<T>(rows: ReadonlyArray<readonly T[]>): T[] {
  const longest = Math.max(0, ...rows.map((row) => row.length));
  const items: T[] = [];
  for (let i = 0; i < longest; i++) for (const row of rows) if (i < row.length) items.push(row[i] as T);
  return items;
}

interface Line {
  text: string;
  card: CardReading;
  idea: string;
}

/**
 * Sentences about one card, taken from a list that holds every card's, so a conversation moves
 * through that list as a whole and comes back to a card's first wordings only after all the others.
 */
function nextLines(voice: Voice, salt: string, lines: readonly Line[], card: CardReading, count: number): string[] {
  return voice.next(
    salt,
    lines.map((line) => line.text),
    count,
    { accept: (index) => lines[index]?.card === card && !voice.mentionedNow(lines[index]?.idea ?? '') },
  );
}

function facetLines(readings: readonly CardReading[]): Line[] {
  return interleave(
    readings.map((card) =>
      interleave(
        facetsOf(
          card,
          readings.filter((other) => other !== card),
        ).map((facet) => facet.wordings.map((text) => ({ text, card, idea: facet.idea }))),
      ),
    ),
  );
}

function leadSentence(reading: CardReading, voice: Voice): string {
  const { ref } = reading;
  const position = positionPhrase(reading);
  return one(voice, 'fu-lead', [
    `${capitalise(ref)}, in ${position}, speaks most directly to this.`,
    `Of your cards, ${ref} in ${position} answers this most clearly.`,
    `The card that answers this best is ${ref}, in ${position}.`,
    `For this, look first to ${ref} in ${position}.`,
  ]);
}

function whatIfSentences(clause: string, shape: QuestionShape, main: CardReading, voice: Voice): string[] {
  const { ref, lore, at } = main;
  return [
    one(voice, 'what-if', [
      `If ${clause}, that would not be the end of the story, and ${ref} shows why: it offers ${lore.gift}.`,
      `Suppose ${clause}: ${ref} ${at} still holds out ${lore.gift}.`,
      `Even if ${clause}, the spread does not close, because ${ref} speaks of ${lore.gift}.`,
    ]),
    shape.refusal
      ? one(voice, 'what-if-no', [
          'A no would tell you about this moment and this person, not about your worth.',
          'A refusal would answer one request, not pass a verdict on you, and it would leave you free to ask again differently or elsewhere.',
          'If the answer is no, you will have learned something true, and truth is firmer ground than hope alone.',
        ])
      : one(voice, 'what-if-after', [
          `It would be a setback to meet, not a measure of your worth, and ${ref} would still stand beside you.`,
          `Hard as it would be, it would also show you what to do next, and ${ref} points to where to begin.`,
          `You have come through difficult turns before, and ${ref} suggests you would again.`,
        ]),
  ];
}

function statementSentences(main: CardReading, voice: Voice): string[] {
  return [
    one(voice, 'statement', [
      `The cards do not argue with what you feel; beside it, ${main.ref} ${main.at} speaks of ${clauseOf(main)}.`,
      `Held up against your cards, ${main.ref} ${main.at} is the one that answers it, with ${main.lore.core}.`,
      `${capitalise(main.ref)} ${main.at} meets that most directly: it speaks of ${clauseOf(main)}.`,
    ]),
  ];
}

/** The sentences that answer what was asked, before the card's own facets. */
function answerSentences(
  request: FollowUpRequest,
  understood: Understood,
  main: CardReading,
  readings: readonly CardReading[],
  theme: Theme,
  voice: Voice,
): string[] {
  const { shape, kind } = understood;
  if (kind === 'sign' && shape.sign) return signAnswer(shape.sign, shape.ownSign, request.horoscopeSign, main, voice);
  if (kind === 'what-if' && shape.whatIf) return whatIfSentences(shape.whatIf, shape, main, voice);
  const answer = kindAnswer(understood, readings, main, theme.id === 'career', voice, 'fu-lean');
  if (answer.length > 0) return answer;
  if (kind === 'why') {
    return [
      one(voice, 'why', [
        `The roots of this lie in ${main.ref}, ${main.at}, which speaks of ${clauseOf(main)}.`,
        `${capitalise(main.ref)} ${main.at} suggests why: ${clauseOf(main)}.`,
      ]),
    ];
  }
  if (kind === 'do') {
    return [
      one(voice, 'how', [
        `The clearest step comes from ${main.ref}: ${main.lore.counsel}.`,
        `If you want something practical, ${main.ref} suggests you ${main.lore.counsel}.`,
      ]),
      ...voice.next('guidance', theme.guidance),
    ];
  }
  if (kind === 'statement') return statementSentences(main, voice);
  const asked = CARD_NAMES.exec(collapse(request.followUp.toLowerCase()))?.[0];
  if (kind === 'card' && asked && !readings.some((reading) => namesCard(request.followUp, reading))) {
    // A card that is not in this spread: say so rather than answer about another card as if it were that one.
    const name = asked.replace(/\b\w/g, (letter) => letter.toUpperCase()).replace(/ Of /, ' of ');
    return [`The ${name} is not among the cards you drew this time, so the spread cannot speak through it.`, leadSentence(main, voice)];
  }
  if (namesCard(request.followUp, main) && !voice.said(main.message)) {
    // Asked about a card, the reader quotes the deck's own meaning, once in a conversation.
    return [leadSentence(main, voice), `In the words of its meaning: ${main.message}`];
  }
  return [leadSentence(main, voice)];
}

function quietAnswer(main: CardReading, voice: Voice): string {
  return [
    one(voice, 'quiet-card', [
      `${capitalise(main.ref)} speaks gently here of ${main.lore.quiet}.`,
      `Your card ${main.at}, ${main.ref}, points to ${main.lore.quiet}.`,
    ]),
    one(voice, 'quiet-support', [
      'Whatever the cards say, you deserve support, and reaching out to someone you trust is a strong thing to do.',
      'Please keep the people who care about you close, and let them know how you are.',
      'If things feel heavy again, the people around you, 988 in the US and Samaritans on 116 123 in the UK and Ireland are there for you.',
    ]),
  ].join(' ');
}

/** What a second card adds, for every card, in the order a conversation goes through them. */
function supportLines(readings: readonly CardReading[]): Line[] {
  return interleave(
    readings.map((card) => {
      const { ref, lore, at, place } = card;
      const Ref = capitalise(ref);
      const rows: Array<[string, string[]]> = [
        [
          lore.core,
          [
            `${Ref} adds a further note: its theme of ${lore.core} can support you as this unfolds.`,
            `Alongside it, ${ref} reminds you that ${withBe(lore.core)} part of the picture too.`,
          ],
        ],
        [lore.gift, [`${Ref} ${at} offers ${lore.gift} as you go.`, `From ${place}, ${ref} lends you ${lore.gift}.`]],
        [lore.counsel, [`Keep ${ref} in view as well, with its counsel to ${lore.counsel}.`, `${Ref} adds its own advice: ${lore.counsel}.`]],
        [lore.caution, [`${Ref}, meanwhile, asks you to watch for ${lore.caution}.`, `The caution comes from ${ref}: beware of ${lore.caution}.`]],
      ];
      return interleave(rows.map(([idea, wordings]) => wordings.map((text) => ({ text, card, idea }))));
    }),
  );
}

function themeLinesFor(theme: Theme, readings: readonly CardReading[]): Line[] {
  return interleave(readings.map((card) => themeLines(theme, card).map((text) => ({ text, card, idea: text }))));
}

/** Questions to reflect on, in an order that stays the same through a conversation about the same cards. */
function reflectionQuestions(theme: Theme, readings: readonly CardReading[]): string[] {
  const rows = readings.map((card) => [
    `Where in your life ${isPlural(card.lore.core) ? 'are' : 'is'} ${card.lore.core} already asking for your attention?`,
    `What would it look like, this week, to ${card.lore.counsel}?`,
    `What part of ${possessive(card.ref)} message feels most true for you today?`,
  ]);
  return interleave([[...theme.reflection], ...rows]);
}

const REFLECTION_LEADS = ['A question to sit with:', 'Something to reflect on:', 'One question to carry with you:', 'To sit with for a while:'] as const;

function closingParagraph(
  request: FollowUpRequest,
  readings: readonly CardReading[],
  support: CardReading | undefined,
  theme: Theme,
  quiet: boolean,
  voice: Voice,
): string {
  const sentences: string[] = [];
  if (support && !quiet) sentences.push(...nextLines(voice, 'support', supportLines(readings), support, 1));
  // A follow-up that touches health or money always points to a professional; within a reading about
  // them, at least every other answer does (the reading itself already did).
  const previous = [...request.history].reverse().find((turn) => turn.role === 'assistant')?.content ?? '';
  const notes = [
    theme.professional && !theme.professional.some((note) => previous.includes(note)) ? theme.professional : undefined,
    areaScore(request.followUp, 'health') > 0 ? THEMES.health.professional : undefined,
    areaScore(request.followUp, 'money') > 0 ? THEMES.money.professional : undefined,
  ];
  for (const [index, note] of notes.entries()) {
    if (note && notes.indexOf(note) === index) sentences.push(one(voice, `professional-${note[0]}`, note));
  }
  if (LEGAL_PATTERN.test(request.followUp)) sentences.push(one(voice, 'legal', LEGAL_NOTES));
  const [question = theme.reflection[0]] = voice.next('fu-reflect', quiet ? [...theme.reflection] : reflectionQuestions(theme, readings));
  const [lead = REFLECTION_LEADS[0]] = voice.next(
    'fu-reflect-lead',
    REFLECTION_LEADS.map((prefix) => `${prefix} ${question}`),
    1,
    { keys: REFLECTION_LEADS },
  );
  sentences.push(lead);
  return sentences.join(' ');
}

export function composeFollowUp(request: FollowUpRequest, voice: Voice): string {
  const quiet = request.safety.concerns.length > 0 || request.safety.earlier.length > 0;
  const readings = readSpread(request.cards, request.positions);
  const follow = followUpTheme(request, quiet);
  const understood = understand(request.followUp);
  const [main, support] = rankForFollowUp(readings, request, follow.theme, understood.kind);
  const blocks: string[] = [openingParagraph(main, follow, understood.kind, quiet, voice)];
  if (main) {
    let body: string;
    if (quiet) {
      body = quietAnswer(main, voice);
    } else {
      const answer = answerSentences(request, understood, main, readings, follow.theme, voice);
      const facets = nextLines(voice, 'facets', facetLines(readings), main, Math.max(1, 4 - answer.length));
      // What the card means for the area is said when the conversation starts or turns to another area.
      const line = request.history.length <= 1 || follow.from ? nextLines(voice, 'theme', themeLinesFor(follow.theme, readings), main, 1) : [];
      body = [...answer, ...facets, ...line].join(' ');
    }
    blocks.push(body);
  }
  blocks.push(closingParagraph(request, readings, support, follow.theme, quiet, voice));
  return tidy(blocks.join('\n\n'));
}
