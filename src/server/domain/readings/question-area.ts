// The life area a question is about, recognised by its words: the offline reader colours its reading
// with it, and the reader's memory (domain/memory/) names a reading's topic by it instead of quoting it.

export type QuestionArea = 'love' | 'career' | 'money' | 'health' | 'family' | 'growth' | 'general';

const AREA_KEYWORDS: ReadonlyArray<readonly [Exclude<QuestionArea, 'general'>, RegExp]> = [
  [
    'health',
    /\b(?:health\w*|ill|illness|sick\w*|disease|body|pain|heal\w*|wellbeing|well-being|wellness|doctor|hospital|surgery|diagnos\w*|symptoms?|anxiety|anxious|depress\w*|stress\w*|burn(?:ed|t)?[- ]?out|sleep\w*|insomnia|diet|weight|fitness|pregnan\w*|therapy|mental|recovery|recover|treatments?|medication|medicine|chemo\w*|tumou?rs?|(?<!(?:i'm|i am|as|being) an? )cancer(?! (?:nature|energy|sign|season|side|personality)))\b/g,
  ],
  [
    'money',
    /\b(?:money|financ\w*|debts?|invest\w*|savings?|loans?|mortgage|rent|afford\w*|income|budget\w*|wealth\w*|rich|broke|bills?|crypto|stocks?|shares|property|(?:buy|buying|sell|selling) (?:a|my|our|the) (?:house|home|flat|car|business)|inheritance|lottery)\b/g,
  ],
  [
    'love',
    /\b(?:love\w*|lover|relationships?|partner|boyfriend|girlfriend|husband|wife|spouse|marr\w*|wedding|crush|dating|date|romance|romantic|soul ?mate|twin flame|breakup|break up|broke up|ex|divorce|heart|feelings for|together|engage\w*|single|come back|get back|feel about me|the one|likes? me|loves? me|thinks? (?:of|about) me|miss (?:him|her|them))\b/g,
  ],
  [
    'family',
    /\b(?:famil\w*|mother|mom|mum|father|dad|parents?|sisters?|brothers?|siblings?|child|children|kids?|son|daughter|grand\w*|aunt|uncle|cousin|friends?|friendships?|in-laws?|household|roommates?)\b/g,
  ],
  [
    'career',
    /\b(?:career|jobs?|work\w*|boss|salary|pay ?rise|raise|annual review|performance review|manager|promot\w*|business\w*|company|interview\w*|colleagues?|cowork\w*|office|employ\w*|project|clients?|startup|profession\w*|quit|hired|fired|resign\w*|studies|study|exams?|degree|university|college|school|bakery|shop|launch\w*)\b/g,
  ],
  [
    'growth',
    /\b(?:myself|purpose|grow\w*|confiden\w*|self|spiritual\w*|soul|meaning|path|habits?|fear|fears|happiness|happy|calling|potential|healing journey|identity|destiny|change my life|inner|mindset|motivation|creativ\w*)\b/g,
  ],
];

export interface DetectedArea {
  area: QuestionArea;
  /** How many of the area's words the text used: 0 for a question about nothing in particular. */
  score: number;
}

function normalise(text: string): string {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'");
}

/** How many of an area's words the text uses. */
export function areaScore(text: string, id: QuestionArea): number {
  const pattern = AREA_KEYWORDS.find(([areaId]) => areaId === id)?.[1];
  return pattern ? (normalise(text).match(pattern)?.length ?? 0) : 0;
}

/** The area a text is most about. Health and money win ties, so professional guidance is never lost to a tie. */
function detectArea(text: string): DetectedArea {
  const normalised = normalise(text);
  let best: QuestionArea = 'general';
  let bestScore = 0;
  for (const [id, pattern] of AREA_KEYWORDS) {
    const score = normalised.match(pattern)?.length ?? 0;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return { area: best, score: bestScore };
}

const WORKPLACE =
  /\b(?:boss|manager|supervisor|colleagues?|coworkers?|co-workers?|my team|employer|raise|pay ?rise|promot\w*|salary|annual review|performance review|at work)\b/;
const KIN =
  /\b(?:mother|mom|mum|father|dad|parents?|sisters?|brothers?|siblings?|son|daughter|aunt|uncle|cousin|grand\w+|in-laws?|friends?|friendships?|best friend|roommate|flatmate)\b/;
const ROMANCE =
  /\b(?:boyfriend|girlfriend|husband|wife|(?<!business )partner|spouse|crush|dating|date|romance|romantic|soul ?mate|twin flame|ex|fianc\w*|lover|marr\w*|wedding)\b/;

/**
 * The area a question is about, with who it concerns taken into account: a raise or a boss makes it a
 * question about work, not investing; a sister or a friend makes "relationship" family, not romance.
 */
export function areaOf(text: string): DetectedArea {
  const detected = detectArea(text);
  const normalised = normalise(text);
  if (detected.area === 'money' && WORKPLACE.test(normalised)) return { area: 'career', score: detected.score };
  if (detected.area === 'love' && KIN.test(normalised) && !ROMANCE.test(normalised)) return { area: 'family', score: detected.score };
  return detected;
}
