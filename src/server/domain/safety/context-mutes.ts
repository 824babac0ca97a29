// Context that turns a found sign off, whichever sign it is: a denial in its clause ("no chest pain",
// "I'm not going to hurt myself"), a story being written ("for my screenplay, the hero is stabbed")
// and a past that is over ("I used to self harm as a teen but I've been fine for a decade"). Each
// sign could repeat these exceptions; kept here, they hold for every sign, the new ones too.
import type { SafetyConcern } from '../../../shared/safety.ts';
import { CLAUSE_MARK } from './normalise-text.ts';
import type { Finding } from './sign.ts';

/** How many words before a sign a denial still reaches: "not going to hurt myself". */
const DENIAL_REACH = 4;

/** "No", "not", "never" and their kin as the first of the words before a sign. */
const DENIAL = /^(?:no|not|never|nothing|without|neither|nor)$/;

/**
 * A denial that affirms what follows: "I can't stop thinking about killing myself", "I'm not sure
 * I want to live", "there's nothing I wouldn't do to die". Checked on the words after the denial.
 */
const AFFIRMING_DENIAL =
  /^(?:not|never|no) (?:only|just|stop|help|shake|resist|get rid|sure|know|think|even|see (?:the|a|any)|want to (?:be|live|wake|exist|keep|go on|carry|see|do)|care|wait|bear|take|handle|cope|deal|go on|carry|keep|live|feel(?! like)|trust|remember|make it|last|survive|breathe|move|speak|talk|swallow|wake|see|stand|walk|feel(?! like)|focus|eat|sleep|tell|leave|escape|afford|find|one (?:would|will|could|cares|notices|misses|even|really|ever)|longer|point|reason|way|hope|matter|safe|ok|okay|alright|real|joke|joking|kidding|anymore|any more|matter\w*|hope|future|more|longer|point|reason)\b/;

/** Someone who does or feels something: after a denial, the start of another statement. */
const SUBJECT = /^(?:i|he|she|they|we|you|someone|somebody)$/;

/** Fiction, games and films: what happens to a character is no one's emergency. */
const FICTION =
  /\b(?:for|in|of) (?:my|our|a|the|this) (?:\w+ ){0,2}?(?:novel|screenplay|script|story|stories|short story|book|game|campaign|film|movie|play|comic|fanfic|fan fiction|manuscript|novella|poem|rpg|d ?n ?d|dnd|larp|podcast|series|episode|plot)\b|\b(?:i am|we are|i have been|been) (?:writing|drafting|plotting|playing|running|designing) (?:a|an|my|our) (?:\w+ ){0,2}?(?:novel|screenplay|script|story|book|game|campaign|play|comic|fanfic|manuscript|rpg)\b|\b(?:the|my|our|a|his|her) (?:main )?(?:character|characters|protagonist|villain|heroine|npc|player character)\b|\bin the (?:story|book|novel|film|movie|game|show|series|episode)\b|\bin (?:book|season|chapter|episode|part) \d+\b|\bi am an? (?:\w+ )?(?:writer|novelist|author|screenwriter|playwright)\b|\b(?:a|the|this) (?:\w+ )?(?:film|movie|book|novel|show|series|episode|story|game) (?:where|in which|about|in that)\b/;

/** The writer stepping out of the story: "and I also have chest pain right now". */
const REAL_LIFE =
  /\b(?:in real life|irl|for real|right now|i also|i too|me too|also have|also had|myself too|actually happening|not (?:a |for (?:a|my) )?(?:story|fiction|novel|game))\b/;

/** Over and done with: a time long gone, and a present that is well. */
const LONG_PAST =
  /\b(?:years ago|last year|back in (?:college|uni|university|school|high school)|decades? ago|a long time ago|as a (?:teen|teenager|kid|child)|when i was (?:a teen|a teenager|a kid|a child|younger|little|young|at school|in school|\d+)|in (?:uni|university|college|high school|school)|over a decade|in my (?:teens|twenties|youth|childhood)|teenage years|(?:well|fine|clean|free|healthy|safe) for (?:over |more than )?(?:\d+|many|ten|fifteen|twenty) years|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|many) years (?:clean|free|sober))\b/;
const RESOLVED =
  /\b(?:but (?:that was|it was|i am|i have been)|been (?:fine|well|good|okay|ok|clean|free|healthy|happy|safe)|(?:am|feel) (?:fine|well|good|okay|ok|safe|happy|healthy) now|long (?:over|behind me)|behind me|healed|recovered|moved on|all in the past|got help|much better now|dealt with|it is over|was convicted|turned out to be|all sorted|(?:helping|help|helps) others|years (?:clean|free|sober))\b/;
/** What says the past is back: then the sign counts again. */
const RECURRING =
  /\b(?:again|lately|recently|tonight|right now|these days|this week|coming back|came back|back to(?! (?:my|the|our) (?:hometown|home town|home country|country|city|town|village|area))|relaps\w*|urges?|started|restarted|(?:but|and) now|now (?!i am an? (?!mess|wreck|danger)\w+)(?:i|he|she|they|my|his|her|it)|still)\b/;

/** The words of the sign's clause before it, and the rest of the clause from the sign on. */
function clauseAround(text: string, start: number): { before: string[]; after: string } {
  const mark = ` ${CLAUSE_MARK} `;
  const from = text.lastIndexOf(mark, start);
  const clauseStart = from < 0 ? 0 : from + mark.length;
  const to = text.indexOf(mark, start);
  return {
    before: text.slice(clauseStart, start).split(' ').filter(Boolean),
    after: text.slice(start, to < 0 ? text.length : to),
  };
}

/** Words that end a denial's reach: "my inhaler isn't helping and I can't catch my breath". */
const CLAUSE_JOIN = /^(?:and|but|so|or|because|cause|if|when|then|yet|though|although|while|since|until|unless|whether)$/;

/** A denial within reach before the sign in its own clause, one that does not affirm. */
function denied(text: string, start: number): boolean {
  const { before, after } = clauseAround(text, start);
  const reach = before.slice(-DENIAL_REACH);
  const joined = reach.findLastIndex((word) => CLAUSE_JOIN.test(word));
  for (const [index, word] of reach.entries()) {
    if (index <= joined || !DENIAL.test(word)) continue;
    // "Trying not to", "harder to not": a struggle against the sign, not a denial of it; "if not",
    // "whether or not": another outcome.
    if (/^(?:to|try|trying|tried|hard|harder|struggling|if|or|whether)$/.test(before[before.length - reach.length + index - 1] ?? '')) continue;
    if (AFFIRMING_DENIAL.test([...reach.slice(index), after].join(' '))) continue;
    // A new subject after the denial starts another statement: "without him I want to die",
    // "without warning he punched me".
    if (reach.slice(index + 1).some((between) => SUBJECT.test(between))) continue;
    return true;
  }
  return false;
}

/**
 * Whether the whole text turns a concern off, wherever it was found: a past that is over turns every
 * concern off, a story all but thoughts of self-harm. Also used for the safety model's concerns,
 * which have no place in the text.
 */
export function mutedByWholeText(text: string, concern: SafetyConcern): boolean {
  if (LONG_PAST.test(text) && RESOLVED.test(text) && !RECURRING.test(text)) return true;
  return concern !== 'self-harm' && FICTION.test(text) && !REAL_LIFE.test(text);
}

/** The findings that still count once the context has spoken. */
export function unmutedFindings(text: string, findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => !mutedByWholeText(text, finding.sign.concern) && !denied(text, finding.start));
}
