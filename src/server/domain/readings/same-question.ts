// Whether two questions are what a person would call the same question (issue 27 §4), so the ask
// page can show the earlier reading first. No model: both questions are put into the safety
// module's plain shape (normalise-text.ts), phrasings that mean the same are rewritten into one
// ("is he going to" → "will he", "have feelings for" → "love"), and what is left is compared as
// weighted words. Who, when and what are what make a question itself: a different person, a time
// or an object outweighs everything else, and a person swapped from subject to object ("does he
// love me" / "do I love him") or two different times are never the same question. Measured on
// tests/fixtures/reask-pairs.tsv (`npm run bench -- --only reask`); the choices are in
// docs/decisions/0029-asking-again.md.
import { editDistance } from '../safety/correct-typos.ts';
import { CLAUSE_MARK, normaliseText } from '../safety/normalise-text.ts';

/** At or above this score two questions are the same question. */
export const SAME_QUESTION_THRESHOLD = 0.75;

/** Slips of the short words the safety normaliser leaves alone (it corrects only its key words). */
const SHORT_SLIPS: ReadonlyMap<string, string> = new Map([
  ['teh', 'the'],
  ['taht', 'that'],
  ['wil', 'will'],
  ['wll', 'will'],
  ['shoud', 'should'],
  ['shold', 'should'],
  ['shuold', 'should'],
  ['shoudl', 'should'],
  ['waht', 'what'],
  ['whta', 'what'],
  ['wiht', 'with'],
  ['doe', 'does'],
  ['dose', 'does'],
  ['hte', 'the'],
]);

const NUMBER_WORDS: ReadonlyMap<string, string> = new Map(
  ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'].map((word, index) => [word, String(index + 1)]),
);

const WEEKDAYS = 'monday|tuesday|wednesday|thursday|friday|saturday|sunday';
const MONTHS = 'january|february|march|april|may|june|july|august|september|october|november|december';
const SEASONS = 'spring|summer|autumn|fall|winter|christmas|easter|weekend';
const PERIODS = 'week|month|year|weekend|summer|winter|spring|autumn|fall|christmas';

/**
 * Phrasings rewritten into one, in order, on the normalised text. Each says something a person
 * says in several ways; the names of times become one token each ("this week" → "t_this_week").
 */
const REWRITES: ReadonlyArray<readonly [RegExp, string | ((match: string, ...groups: string[]) => string)]> = [
  // The future and advice, said several ways; before the openers, so "do I need to know" keeps its "I".
  [/\b(?:am|is|are)((?: \w+){0,3}?) going to\b/g, ' will$1 '],
  [/\b(?:will|would)((?: \w+){0,3}?) be able to\b/g, ' can$1 '],
  [/\bbe able to\b/g, ' can '],
  [/\b(?:do|does|did) ((?:\w+ ){0,2}?)(?:need|have) to\b/g, ' should $1'],
  [/\b(?:am|is|are) ((?:\w+ ){0,2}?)(?:meant|supposed) to\b/g, ' should $1'],
  [/\b(?:need|have|ought|meant|supposed) to\b/g, ' should '],
  [/\bis (?:it|now|this|today) (?:a )?(?:good|right|wise|the right|the best) (?:time|idea|moment) to\b/g, ' should i '],
  // Openers and politeness that ask nothing themselves.
  [/\bwhat do(?:es)? (?:the )?(?:cards?|tarot|reading|spread)? ?(?:say|show|tell)(?: me)?(?: about)?\b/g, ' '],
  [/\b(?:hi|hello|hey|dear|thanks|thank you|please|tarot|cards?|honestly|so)\b/g, ' '],
  [/\b(?:can|could|would|will) you (?:please )?(?:tell|show) me\b|\btell me\b|\bshow me\b/g, ' '],
  [/\bi (?:would like|want|wish|am dying|am eager) to (?:know|ask|hear|understand|find out)\b|\bi (?:wonder|am wondering|am curious)\b/g, ' '],
  [/\bi am (?:scared|worried|afraid|nervous|anxious|confused|curious|desperate)\b/g, ' '],
  [/\b(?:if|whether)\b/g, ' '],
  [/\bwhat will (.+?) be like\b/g, ' will $1 go well '],
  // "Be like": "what will next month be like".
  [/\bbe like\b/g, ' '],
  // "Me and Sam", said as the subject.
  [/\b(will|would|should|can|could|do|did|are|were|have) me and\b/g, '$1 i and'],
  // Times: one token each, and the words around them that add nothing.
  // Every question asks about now: "now" and "today" name no time of their own.
  [/\b(?:right )?now\b|\btoday\b|\bat the moment\b|\bcurrently\b/g, ' '],
  [/\b(?:this )?(?:evening|tonight)\b/g, ' t_tonight '],
  [/\btomorrow\b/g, ' t_tomorrow '],
  [new RegExp(`\\b(?:by|before|on|this|next|until|till) (${WEEKDAYS})\\b`, 'g'), ' t_$1 '],
  [new RegExp(`\\b(?:the )?(?:next|coming|following|upcoming) (${PERIODS})\\b|\\b(${PERIODS}) ahead\\b`, 'g'), ' t_next_$1$2 '],
  [new RegExp(`\\b(?:this|the|that)(?: coming)? (${PERIODS})\\b`, 'g'), ' t_this_$1 '],
  [new RegExp(`\\blast (${PERIODS})\\b`, 'g'), ' t_last_$1 '],
  [
    /\bin (\d+|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve) (day|week|month|year)s?\b/g,
    (_, count: string, unit: string) => ` t_in_${NUMBER_WORDS.get(count) ?? (count.startsWith('a') ? '1' : count)}_${unit} `,
  ],
  [new RegExp(`\\b(?:at |for |in |on |by )?(${MONTHS}|${SEASONS}|${WEEKDAYS}|20\\d\\d)\\b`, 'g'), ' t_$1 '],
  [/\b(?:soon|someday|one day|eventually|ever|anymore|still|again|at all|really|actually|just|truly|finally|now)\b/g, ' '],
  // Love and the like, in their many words.
  [/\b(?:have|has|had|having|got) (?:real |strong |any )?feelings? (?:for|towards?|about)\b/g, ' love '],
  [
    /\b(?:what|how) (?:is|are) (his|her|their|your|my) feelings? (?:for|towards?|about)\b/g,
    (_, owner: string) => ` how ${OWNER_AS_SUBJECT.get(owner) ?? owner} feel about `,
  ],
  [/\bwhat (?:is|are|does|do) (\w+(?: \w+)?) (?:think|feel|feeling)(?:ing)? (?:of|about|for|towards?)\b/g, ' how $1 feel about '],
  [/\bhow (?:is|are|does|do) (\w+(?: \w+)?) (?:feel|feeling)(?:ing)? (?:of|about|for|towards?)\b/g, ' how $1 feel about '],
  [/\b(?:is|are|am|be|fall|fallen|falling|fell) (\w+(?: \w+)?) in love with\b/g, ' $1 love '],
  [/\b(?:in love with|care about|cares about|crazy about|into)\b(?= (?:me|him|her|them|us|you)\b)/g, ' love '],
  [/\binterested in\b(?= (?:me|him|her|them|us|you)\b)/g, ' love '],
  [/\blike (me|him|her|them|us|you)(?: back)?\b/g, ' love $1 '],
  [/\bthe right (?:person|one|man|woman|guy|girl|partner)\b/g, ' right '],
  [/\b(?:the one|twin flame|soul mate|my person)\b/g, ' soulmate '],
  [/\bmeet (?:someone|somebody|the one|a partner|my partner|a man|a woman)\b/g, ' find love '],
  [/\bnot (?:seeing|noticing)\b/g, ' missing '],
  [/\b(?:hold|holding|held|keep|keeping|kept) (me|him|her|them|us) back\b/g, ' block $1 '],
  [/\b(?:break|breaking|broke|broken|split|splitting) up with\b/g, ' leave '],
  [/\b(?:get|getting|got|be|being) back together(?: with)?\b|\bwant (?:me|him|her|them|us) back\b|\bwant to (?:be|get) back together\b/g, ' reunite '],
  [/\b(?:come|coming|came|go|going|went|get|getting|got) back\b/g, ' return '],
  [/\b(?:make|made|making) up\b|\breconcile\b/g, ' reconcile '],
  [/\b(?:text|call|message|email|phone) (me|him|her|them) back\b|\breply to (me|him|her|them)(?: \w+)?\b/g, ' reply $1$2 '],
  [/\breply to my (?:text|message|messages|texts|email)\b/g, ' reply me '],
  [/\bbe with (me|him|her|them)\b|\b(?:be )?in a relationship with (me|him|her|them)\b|\ba relationship with (me|him|her|them)\b/g, ' relationship $1$2$3 '],
  [/\b(?:seeing|dating) (someone|somebody) else\b/g, ' other_person '],
  [/\b(?:go|going|went) on (?:a )?(?:second )?date with\b/g, ' date '],
  // Work and money.
  [/\bwill (?:they|you|the company|the \w+|the \w+ \w+) hire me\b/g, ' will i get job '],
  [/\bwill (\w+) hire me\b/g, ' will i get job at $1 '],
  [/\b(?:be|get|getting|being) hired\b/g, ' get job '],
  [/\b(?:be|get|getting|being) promoted\b/g, ' get promotion '],
  [/\b(?:be|get|getting|being) (?:laid off|let go|fired|sacked)\b|\blose (?:my|his|her|their|your) job\b/g, ' lose job '],
  [/\bpay rise\b|\bpay raise\b|\bsalary (?:go|goes|going) up\b|\bpay (?:go|goes|going) up\b/g, ' raise '],
  [/\bput (?:my |some |more )?money (?:into|in)\b/g, ' invest in '],
  [/\b(?:self employed|go freelance|become freelance|freelance)\b/g, ' freelance '],
  [/\bhow will (.+?) go\b/g, ' will $1 go well '],
  [/\bwork out\b/g, ' work '],
  [/\b(?:get|be|become|getting|being) (?:out of debt|debt free)\b/g, ' debt_free '],
  [/\bget inked\b/g, ' get tattoo '],
  [/\bin store for\b/g, ' hold for '],
  // "For me" is whose it is: "the right path for me" asks of my path.
  [/\bfor (me|him|her|them|us)\b/g, (_, person: string) => ` ${OBJECT_AS_OWNER.get(person) ?? person} `],
  // Getting better.
  [/\b(?:get|gets|getting|got) (?:better|well)\b|\bmake (\w+(?: \w+)?) better\b/g, ' improve $1 '],
  [/\b(?:be|is|are) (?:okay|ok|alright|all right|fine)\b/g, ' okay '],
  [/\b(?:go|went|going|goes) (?:see|to see|and see|visit)\b/g, ' visit '],
  [/\b(?:go|going|went) on (?:a )?(?:holiday|vacation|trip)\b/g, ' travel '],
  [/\bgo (vegan|vegetarian)\b|\bbecome (vegan|vegetarian)\b/g, ' become $1$2 '],
  [/\bgo to\b|\battend\b/g, ' attend '],
  [/\b(?:live|move) (?:in )?together\b/g, ' move in with '],
];

/** "His feelings for me" is "how he feels about me"; "for me" is "mine". */
const OWNER_AS_SUBJECT: ReadonlyMap<string, string> = new Map([
  ['my', 'i'],
  ['his', 'he'],
  ['her', 'she'],
  ['their', 'they'],
  ['your', 'you'],
]);
const OBJECT_AS_OWNER: ReadonlyMap<string, string> = new Map([
  ['me', 'my'],
  ['him', 'his'],
  ['her', 'hers'],
  ['them', 'their'],
  ['us', 'our'],
]);

type Person = '1s' | '1p' | '2' | '3m' | '3f' | '3p';
type Role = 'subject' | 'object' | 'owner';

/** Pronouns by person and role: the role is what tells "he loves me" from "I love him". */
const PRONOUNS: ReadonlyMap<string, readonly [Person, Role]> = new Map([
  ['i', ['1s', 'subject']],
  ['me', ['1s', 'object']],
  ['myself', ['1s', 'object']],
  ['my', ['1s', 'owner']],
  ['mine', ['1s', 'owner']],
  ['we', ['1p', 'subject']],
  ['us', ['1p', 'object']],
  ['our', ['1p', 'owner']],
  ['ourselves', ['1p', 'object']],
  ['you', ['2', 'subject']],
  ['your', ['2', 'owner']],
  ['he', ['3m', 'subject']],
  ['him', ['3m', 'object']],
  ['himself', ['3m', 'object']],
  ['his', ['3m', 'owner']],
  ['she', ['3f', 'subject']],
  ['her', ['3f', 'object']],
  ['herself', ['3f', 'object']],
  ['hers', ['3f', 'owner']],
  ['they', ['3p', 'subject']],
  ['them', ['3p', 'object']],
  ['their', ['3p', 'owner']],
  ['themselves', ['3p', 'object']],
]);

/** Words that carry no part of what is asked once the rewrites have run. */
const STOP_WORDS = new Set(
  [
    'a an the this that these those some any all to of for in on at with about from by up off out so and or but than then it its there here',
    'be am is are was were been being do does doing done very too quite much more most also even only really will would shall',
    'really ever still just please know',
  ]
    .join(' ')
    .split(' '),
);

/** The kind of question: which of these it asks decides a good part of what it asks. */
const QUESTION_WORDS = new Set(['what', 'when', 'where', 'why', 'who', 'which', 'how']);
const MODALS: ReadonlyMap<string, string> = new Map([
  ['will', 'm_will'],
  ['would', 'm_will'],
  ['shall', 'm_will'],
  ['should', 'm_advice'],
  ['can', 'm_advice'],
  ['could', 'm_advice'],
  ['must', 'm_advice'],
  ['may', 'm_advice'],
  ['might', 'm_advice'],
  ['did', 'm_past'],
  ['was', 'm_past'],
  ['were', 'm_past'],
]);

/** Words of one meaning, each to its first (after inflections are put right by `stem`). */
const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  ['love', 'like', 'adore', 'feel', 'feeling', 'feelings'],
  ['someone', 'somebody', 'anyone', 'anybody'],
  ['distant', 'cold', 'withdrawn'],
  ['around', 'surround', 'surrounding'],
  ['job', 'work', 'position', 'role', 'career', 'careers', 'employment'],
  ['get', 'find', 'land', 'obtain', 'receive', 'gets', 'got', 'getting', 'finding', 'found', 'adopt'],
  ['leave', 'quit', 'left', 'leaving', 'quitting', 'quits'],
  ['text', 'message', 'texting', 'messaging', 'dm'],
  ['call', 'phone', 'ring', 'calling'],
  ['rich', 'wealthy'],
  ['angry', 'mad', 'upset', 'furious'],
  ['jealous', 'envious'],
  ['money', 'financial', 'finances', 'finance', 'financially'],
  ['operation', 'surgery'],
  ['book', 'novel'],
  ['college', 'university', 'uni'],
  ['stock', 'stocks', 'shares', 'share'],
  ['decision', 'choice'],
  ['choose', 'pick', 'decide'],
  ['single', 'alone'],
  ['house', 'home', 'flat'],
  ['mother', 'mom', 'mum', 'mommy', 'mummy', 'mama', 'ma'],
  ['father', 'dad', 'daddy', 'papa', 'pa'],
  ['grandmother', 'grandma', 'granny', 'nan', 'nana'],
  ['grandfather', 'grandpa', 'grandad', 'granddad'],
  ['child', 'children', 'kids', 'kid', 'baby'],
  ['friend', 'friends', 'bestie'],
  ['colleague', 'coworker', 'coworkers', 'colleagues'],
  ['move', 'relocate'],
  ['buy', 'purchase'],
  ['change', 'switch'],
  ['improve', 'heal', 'recover', 'ease', 'better'],
  ['succeed', 'successful', 'success', 'thrive'],
  ['take', 'accept'],
  ['happy', 'happiness', 'content'],
  ['biggest', 'greatest', 'largest'],
  ['block', 'blocking', 'stuck'],
  ['purpose', 'mission'],
  ['miss', 'missing'],
  ['return', 'come'],
  ['raise', 'salary'],
  ['okay', 'ok', 'alright', 'safe', 'fine'],
  ['partner', 'spouse'],
  ['apologise', 'apologize', 'apology'],
  ['dye', 'color', 'colour'],
  ['propose', 'proposal'],
  ['visit', 'see', 'attend'],
  ['marry', 'married', 'marriage', 'wedding'],
  ['reply', 'respond', 'answer'],
];
const SYNONYMS: ReadonlyMap<string, string> = new Map(SYNONYM_GROUPS.flatMap((group) => group.map((word) => [stem(word), group[0] ?? word] as const)));

/** Irregular forms the suffix rules cannot reach. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['went', 'go'],
  ['gone', 'go'],
  ['goes', 'go'],
  ['going', 'go'],
  ['made', 'make'],
  ['thought', 'think'],
  ['felt', 'feel'],
  ['lost', 'lose'],
  ['won', 'win'],
  ['saw', 'see'],
  ['seen', 'see'],
  ['met', 'meet'],
  ['came', 'come'],
  ['told', 'tell'],
  ['said', 'say'],
  ['paid', 'pay'],
  ['bought', 'buy'],
  ['sold', 'sell'],
  ['has', 'have'],
  ['had', 'have'],
  ['having', 'have'],
  ['men', 'man'],
  ['women', 'woman'],
  ['people', 'person'],
  ['lives', 'live'],
  ['left', 'leave'],
]);

/** Words whose meaning barely changes the question: the verbs that go with anything. */
const LIGHT_WORDS = new Set(
  ['get', 'have', 'make', 'go', 'do', 'happen', 'think', 'want', 'not', 'good', 'well', 'time', 'thing', 'situation'].map((word) => stem(word)),
);

/** A crude English stemmer: enough to put "loves", "loved", "loving" and "love" together. */
function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word) || word.startsWith('t_') || word.startsWith('m_')) return word;
  let out = word;
  if (out.endsWith('iness')) out = `${out.slice(0, -5)}y`;
  else if (out.endsWith('ness') && out.length > 6) out = out.slice(0, -4);
  else if (out.endsWith('ies') || out.endsWith('ied')) out = `${out.slice(0, -3)}y`;
  else if (out.endsWith('ing') && out.length > 5) out = out.slice(0, -3);
  else if (out.endsWith('ion') && out.length > 6) out = out.slice(0, -3);
  else if (out.endsWith('ed') && out.length > 4) out = out.slice(0, -2);
  else if (/(?:ss|sh|ch|x)es$/.test(out)) out = out.slice(0, -2);
  else if (out.endsWith('s') && !out.endsWith('ss') && !out.endsWith('us')) out = out.slice(0, -1);
  else if (out.endsWith('ly') && out.length > 5) out = out.slice(0, -2);
  // "cutt", "runn": a doubled last consonant left by a suffix; a trailing e is dropped from every form.
  if (out !== word && /([b-df-hj-np-tv-z])\1$/.test(out) && !/(?:ss|ll|ff|zz)$/.test(out)) out = out.slice(0, -1);
  return out.replace(/e$/, '').replace(/y$/, 'i');
}

/** One word's place in the comparison. */
interface Term {
  key: string;
  kind: 'person' | 'time' | 'question' | 'modal' | 'word';
  /** The word as written (after normalising), for telling a typing slip. */
  word?: string;
  person?: Person;
  role?: Role;
}

function termOf(word: string): Term | null {
  const pronoun = PRONOUNS.get(word);
  if (pronoun) return { key: `p_${pronoun[0]}_${pronoun[1]}`, kind: 'person', person: pronoun[0], role: pronoun[1] };
  if (word.startsWith('t_')) return { key: word, kind: 'time' };
  if (QUESTION_WORDS.has(word)) return { key: word, kind: 'question' };
  const modal = MODALS.get(word);
  if (modal) return { key: modal, kind: 'modal' };
  if (STOP_WORDS.has(word)) return null;
  const base = NUMBER_WORDS.get(word) ?? IRREGULAR.get(word) ?? word;
  const stemmed = stem(base);
  return { key: SYNONYMS.get(stemmed) ?? stemmed, kind: 'word', word };
}

/** The question's terms, each once. */
function questionTerms(question: string): Term[] {
  let text = normaliseText(question).replaceAll(` ${CLAUSE_MARK} `, ' ').replaceAll(CLAUSE_MARK, ' ');
  text = text
    .split(' ')
    .map((word) => SHORT_SLIPS.get(word) ?? word)
    .join(' ');
  for (const [pattern, replacement] of REWRITES)
    text = typeof replacement === 'string' ? text.replace(pattern, replacement) : text.replace(pattern, replacement);
  const terms = new Map<string, Term>();
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const term = termOf(word);
    if (term && !terms.has(term.key)) terms.set(term.key, term);
  }
  return [...terms.values()];
}

const WEIGHT = {
  time: 3,
  question: 3,
  modal: 1,
  past: 2,
  word: 2,
  light: 0.5,
  person: { subject: 3, object: 3, owner: 2 },
  /** A person in a role the other question leaves empty ("why did he leave" / "… leave me"). */
  unmatchedPerson: { subject: 2, object: 1, owner: 0.5 },
} as const;

function weightOf(term: Term, other: readonly Term[]): number {
  switch (term.kind) {
    case 'time':
      return WEIGHT.time;
    case 'question':
      return WEIGHT.question;
    case 'modal':
      return term.key === 'm_past' ? WEIGHT.past : WEIGHT.modal;
    case 'person': {
      const role = term.role ?? 'subject';
      const roleTaken = other.some((candidate) => candidate.kind === 'person' && candidate.role === role);
      return roleTaken || other.some((candidate) => candidate.key === term.key) ? WEIGHT.person[role] : WEIGHT.unmatchedPerson[role];
    }
    case 'word':
      return LIGHT_WORDS.has(term.key) ? WEIGHT.light : WEIGHT.word;
  }
}

/** A typing slip between two words of the two questions: one letter wrong, missing, added or swapped. */
function slipOf(a: string, b: string): boolean {
  if (a.length < 4 || b.length < 4 || /^\d/.test(a) || /^\d/.test(b)) return false;
  if (editDistance(a, b, 1) > 1) return false;
  // A single changed letter in a short word is often another word ("love" / "live"); a swap is a slip.
  return Math.min(a.length, b.length) >= 5 || (a.length === b.length && [...a].sort().join('') === [...b].sort().join(''));
}

/** A word matched by a typing slip of a word of the other question. */
function slipMatch(term: Term, others: readonly Term[], taken: ReadonlySet<Term>): Term | undefined {
  if (term.kind !== 'word') return undefined;
  return others.find((candidate) => candidate.kind === 'word' && !taken.has(candidate) && slipOf(term.word ?? term.key, candidate.word ?? candidate.key));
}

/**
 * "Does he love me" / "do I love him": the same person as subject in one and object in the other;
 * or two people trading places ("is he right for me" / "am I right for him").
 */
function rolesSwapped(a: readonly Term[], b: readonly Term[]): boolean {
  const roles = (terms: readonly Term[], person: Person) => new Set(terms.filter((term) => term.person === person).map((term) => term.role));
  const people = [...new Set([...a, ...b].flatMap((term) => (term.person ? [term.person] : [])))];
  const subjectOnlyIn = (terms: readonly Term[], person: Person) => roles(terms, person).has('subject') && !roles(terms, person).has('object');
  const notSubjectIn = (terms: readonly Term[], person: Person) => {
    const found = roles(terms, person);
    return found.size > 0 && !found.has('subject');
  };
  const objectOnlyIn = (terms: readonly Term[], person: Person) => roles(terms, person).has('object') && !roles(terms, person).has('subject');
  const demoted = (from: readonly Term[], to: readonly Term[]) => people.filter((person) => subjectOnlyIn(from, person) && notSubjectIn(to, person));
  if (people.some((person) => (subjectOnlyIn(a, person) && objectOnlyIn(b, person)) || (subjectOnlyIn(b, person) && objectOnlyIn(a, person)))) return true;
  return demoted(a, b).length > 0 && demoted(b, a).length > 0;
}

function timesDiffer(a: readonly Term[], b: readonly Term[]): boolean {
  const times = (terms: readonly Term[]) => new Set(terms.filter((term) => term.kind === 'time').map((term) => term.key));
  const inA = times(a);
  const inB = times(b);
  return inA.size > 0 && inB.size > 0 && ![...inA].every((time) => inB.has(time));
}

/**
 * How alike two questions are, from 0 to 1: the weighted share of their terms they have in common.
 * Two different times, or a person swapped between subject and object, score 0.
 */
export function questionSimilarity(a: string, b: string): number {
  return similarityOfTerms(questionTerms(a), questionTerms(b));
}

function similarityOfTerms(termsA: readonly Term[], termsB: readonly Term[]): number {
  if (termsA.length === 0 || termsB.length === 0) return 0;
  if (timesDiffer(termsA, termsB) || rolesSwapped(termsA, termsB)) return 0;
  let shared = 0;
  let total = 0;
  const matchedB = new Set<Term>();
  for (const term of termsA) {
    const weight = weightOf(term, termsB);
    const match = termsB.find((candidate) => candidate.key === term.key) ?? slipMatch(term, termsB, matchedB);
    total += weight;
    if (match && !matchedB.has(match)) {
      matchedB.add(match);
      shared += weight;
    }
  }
  for (const term of termsB) if (!matchedB.has(term)) total += weightOf(term, termsA);
  return total === 0 ? 0 : shared / total;
}

/** Whether a person would call the two the same question (see the file comment). */
export function sameQuestion(a: string, b: string): boolean {
  return questionSimilarity(a, b) >= SAME_QUESTION_THRESHOLD;
}

/** `sameQuestion` with `question` read once, for comparing it with many others. */
export function sameQuestionAs(question: string): (other: string) => boolean {
  const terms = questionTerms(question);
  return (other) => similarityOfTerms(terms, questionTerms(other)) >= SAME_QUESTION_THRESHOLD;
}
