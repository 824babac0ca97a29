// Puts a question or follow-up into one plain shape before any sign is looked for, so the signs are
// written once: lower case, straight quotes, contractions spelt out ("dont" → "do not"), chat
// shorthand and common slips put right ("wanna" → "want to", "kms" → "kill myself", "sucide" →
// "suicide"), idioms and tarot card names set aside, and punctuation reduced to one clause mark.
import { correctTypo } from './correct-typos.ts';

/** What separates clauses in the normalised text: " . " between words, never at either end. */
export const CLAUSE_MARK = '.';

/** Contractions, with or without their apostrophe ("i'm", "im"). The apostrophe is already straight. */
const CONTRACTIONS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bcan'?t\b|\bcannot\b/g, 'can not'],
  [/\bwon'?t\b/g, 'will not'],
  [/\bain'?t\b/g, 'is not'],
  [/\b(do|does|did|is|was|were|are|have|has|had|would|could|should|must|need|might)n'?t\b/g, '$1 not'],
  [/\bod'd\b|\boded\b/g, 'overdosed'],
  [/\bi'?m\b/g, 'i am'],
  [/\bi'?ve\b/g, 'i have'],
  [/\bi'd\b/g, 'i would'],
  [/\bi'll\b/g, 'i will'],
  // "he's", "shes", "what's", "theres": the apostrophe-less forms are not words of their own.
  [/\b(he|she|it|that|there|what|who|where|how|everyone|everything|nobody|life)'s\b/g, '$1 is'],
  [/\b(he|she|that|there|what|who|where)s\b/g, '$1 is'],
  [/\b(you|we|they)'re\b/g, '$1 are'],
  [/\b(you|they)re\b/g, '$1 are'],
  [/\b(you|we|they|he|she|it|that|there|who)'ll\b/g, '$1 will'],
  [/\b(you|they)ll\b/g, '$1 will'],
  [/\b(you|we|they|he|she|it|that|there|who)'d\b/g, '$1 would'],
  [/\b(you|we|they|would|could|should|must|might)'?ve\b/g, '$1 have'],
  // What is left is a possessive ("my sister's husband" → "my sister s husband").
  [/'s\b/g, ' s'],
  [/'/g, ''],
];

/** Chat shorthand and everyday slips, word for word. */
const SHORTHAND: ReadonlyMap<string, string> = new Map([
  ['wanna', 'want to'],
  ['wana', 'want to'],
  ['gonna', 'going to'],
  ['gunna', 'going to'],
  ['gotta', 'got to'],
  ['tryna', 'trying to'],
  ['hafta', 'have to'],
  ['wnat', 'want'],
  ['wamt', 'want'],
  ['whant', 'want'],
  ['wnt', 'want'],
  ['u', 'you'],
  ['ya', 'you'],
  ['r', 'are'],
  ['ur', 'your'],
  ['b', 'be'],
  ['wud', 'would'],
  ['wuld', 'would'],
  ['cud', 'could'],
  ['shud', 'should'],
  ['abt', 'about'],
  ['bout', 'about'],
  ['tmrw', 'tomorrow'],
  ['tmr', 'tomorrow'],
  ['tmrrw', 'tomorrow'],
  ['tomoz', 'tomorrow'],
  ['2moro', 'tomorrow'],
  ['2morrow', 'tomorrow'],
  ['2nite', 'tonight'],
  ['tonite', 'tonight'],
  ['rn', 'right now'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['bc', 'because'],
  ['cuz', 'because'],
  ['coz', 'because'],
  ['ppl', 'people'],
  ['evry1', 'everyone'],
  ['every1', 'everyone'],
  ['evryone', 'everyone'],
  ['evrybody', 'everybody'],
  ['some1', 'someone'],
  ['no1', 'no one'],
  ['noone', 'no one'],
  ['any1', 'anyone'],
  ['bf', 'boyfriend'],
  ['gf', 'girlfriend'],
  ['bff', 'best friend'],
  ['ded', 'dead'],
  ['diee', 'die'],
  ['dy', 'die'],
  ['kys', 'kill yourself'],
  ['dieee', 'die'],
  ['kil', 'kill'],
  ['kll', 'kill'],
  ['lyfe', 'life'],
  ['lfie', 'life'],
  ['reson', 'reason'],
  ['anymor', 'anymore'],
  ['slef', 'self'],
  ['sefl', 'self'],
  ['w', 'with'],
  ['nomore', 'no more'],
  ['livin', 'living'],
  ['existin', 'existing'],
  ['bein', 'being'],
  ['takin', 'taking'],
  ['jus', 'just'],
  ['hav', 'have'],
  ['em', 'them'],
  ['n', 'and'],
  ['burdn', 'burden'],
  // "Catch the bus", the forums' word for ending one's life.
  ['ctb', 'end my life'],
  ['dyin', 'dying'],
  ['thinkin', 'thinking'],
  ['tryin', 'trying'],
  ['goin', 'going'],
  ['nothin', 'nothing'],
  ['somethin', 'something'],
  ['hurtin', 'hurting'],
  ['cuttin', 'cutting'],
  ['endin', 'ending'],
  ['killin', 'killing'],
  ['bleedin', 'bleeding'],
  ['bleading', 'bleeding'],
  ['breating', 'breathing'],
  ['brething', 'breathing'],
  ['cheast', 'chest'],
  ['stomache', 'stomach'],
  ['preggers', 'pregnant'],
  ['preggo', 'pregnant'],
  ['prego', 'pregnant'],
  ['unalived', 'unalive'],
  ['unaliving', 'unalive'],
  ['od', 'overdose'],
]);

/** Words that come out of a chat shorthand as several: "kms" is "kill myself". */
const SLANG_PHRASES: ReadonlyArray<readonly [RegExp, string]> = [
  // "kms" (kill myself), but "5 kms" is a distance.
  [/(?<!\b\d+ )\bkms\b/g, 'kill myself'],
  [/\bkmss\b/g, 'kill myself'],
  // "Sewerslide", "sewer slide", "suey side": spoken-alike stand-ins for suicide.
  [/\bsewer ?(?:slide|side)s?\b|\bsuey ?side\b|\bsooicide\b/g, 'suicide'],
  [/\bsewerslidal\b/g, 'suicidal'],
  [/\bcommit (?:sudoku|toaster bath|die)\b/g, 'commit suicide'],
  [/\bself ?delete\b|\bself ?deleting\b/g, 'kill myself'],
  [/\b(my|him|her|your|them|our) ?(self|selves)\b/g, '$1$2'],
  // "Kill me self": "myself" as learners of English often write it.
  [/\bme ?self\b/g, 'myself'],
  [/\bi kill me\b/g, 'i kill myself'],
  // Run together: "iwanttodie", "killmyself", "endmylife".
  [/\b(?:i)?(?:want|wanna)(?:to)?(die|dead)\b/g, 'i want to $1'],
  [/\bkill(?=(?:my|him|her|your|them)sel(?:f|ves)\b)/g, 'kill '],
  [/\bend(my|his|her)life\b/g, 'end $1 life'],
  [/\bno want\b/g, 'do not want'],
  // "Not here no more": the double negative of speech is "anymore".
  [/\bnot((?: \w+){1,4}) no more\b/g, 'not$1 anymore'],
  [/\b6 (?=feet|ft)/g, 'six '],
  [/\bsix (?:ft|foot)\b/g, 'six feet'],
  [/\bto overdoes\b/g, 'to overdose'],
  // "sh" is self-harm where its company says so ("relapsed on sh", "sh scars", "200 days sh free").
  [
    /\b(relaps\w*|urges?|did|doing|from|of|on|clean|started|stop) sh\b|\bsh(?= (?:again|scars?|wounds?|cuts?|urges?|thoughts?|free|clean|relapse))/g,
    '$1 self harm',
  ],
  [/\bthemselfs?\b/g, 'themselves'],
  // "Want to dye" with nothing dyed is a misspelt "die"; "dye my hair" is not.
  [
    /\bdye\b(?! (?:my|your|his|her|their|our|it|them|the|this|that|a|an|some|hair|clothes|eggs|fabric|shirts?|jeans|black|blonde|blue|brown|green|grey|gray|pink|purple|red|silver|white))/g,
    'die',
  ],
  // "Die my hair": the colour, not death.
  [/\bdie (?=(?:my|your|his|her|their|it) (?:hair|\w+ hair)\b|it (?:red|blue|pink|black|blonde|brown|green|purple)\b)/g, 'dye '],
  [/\bdying (?=(?:my|your|his|her|their) (?:hair|\w+ hair|clothes|shirt)\b)/g, 'dyeing '],
  // "Can't breath" is the verb.
  [/\b(not|hardly|barely|to|cant) breath\b/g, '$1 breathe'],
  // "Want 2 die": the digit stands for "to" only after a verb that takes it.
  [/\b(want|wanted|going|need|have|ready|trying|wish|used|able|try|like|love|hate) 2\b/g, '$1 to'],
];

/**
 * Idioms and names that use the words of a crisis without meaning one. They are rewritten into
 * neutral words before any sign is looked for, so no sign has to repeat these exceptions.
 */
const IDIOMS: ReadonlyArray<readonly [RegExp, string]> = [
  // Tarot: Death, the Tower, the Hanged Man, the Devil and the swords of grief are cards, not plans.
  [
    /\b(?:the )?death card\b|\bdeath (?:reversed|upright|as (?:an? )?\w+)\b|\b(?:drew|drawn|pulled|got) (?:the )?death\b(?! of)|\bdeath (?:came|keeps coming|comes|showed|shows|keeps showing) up\b/g,
    'tarot card',
  ],
  [/\bthe tower\b|\btower card\b|\bhanged man\b|\bthe devil\b|\b(?:three|five|eight|nine|ten) of swords\b/g, 'tarot card'],
  // Eagerness and hyperbole: "dying to know", "to die for", "could die of embarrassment".
  [/\bdying (?:to|for|of|from) (?!cancer|covid|an? )/g, 'eager for '],
  [
    /\bto die for\b|(?<!\b(?:wish|hope|pray|if|when) (?:that )?(?:i |he |she )?)could (?:just )?die\b|\b(?:nearly|almost|literally) died\b|\bdied a little\b|(?<!\b(?:if|when|once|after|until|before|because|wish|hope|pray|so) (?:that )?)\bi am (?:literally )?dead\b(?= lol| haha| that| this| \.|$)/g,
    'was overcome',
  ],
  [/\bdie (?:of|from) (?:embarrassment|shame|boredom|laughter|laughing|curiosity|happiness|excitement|cuteness)\b/g, 'be overcome'],
  [/\b(?:dead|drop dead) (?:tired|serious|gorgeous|beat|set|on|wrong|right|end|inside at work|to me)\b/g, 'very'],
  // Success and stress: "killing it", "this job is killing me", "the suspense is killing me".
  [
    /\b(?:kill|kills|killing|killed|slay|slaying|slayed|murder|murdering) (?:it|them with kindness|the (?:competition|game|interview|exam|vibe|mood|silence|conversation)|two birds)\b|\bmurder(?:ing)? (?:this|the|that|my) (?:interview|exam|test|presentation|game|song|audition)\b/g,
    'do well',
  ],
  [
    /\b(?:is|are|was|keeps|been) (?:absolutely |really |slowly )?(?:killing|murdering) (?:me|my (?:feet|back|legs|knees)|him|her)(?: softly)?\b/g,
    'wears on me',
  ],
  // Work and words that "hit" or "cut": "keeps hitting me with new tasks", "his words cut deep".
  [
    /\b(?:hit|hits|hitting) (?:me|us) with (?:new |more |extra |last minute |so many |all these |a )?(?:tasks?|work|deadlines?|questions?|emails?|requests?|news|jokes?|facts|a bill|bills|the truth)\b/g,
    'gives me work',
  ],
  [
    /\b(?:words?|comments?|remarks?|that|it|this|rejection|what (?:he|she|they) said) (?:really |truly |so )?cut (?:me )?(?:deep|deeply|to the bone)\b/g,
    'hurt my feelings',
  ],
  [/\bkill (?:me now|for)\b/g, 'long for'],
  [/\bkill time\b|\bkilling time\b/g, 'pass time'],
  // Death in other senses: of a career, a battery, a conversation.
  [/\b(?:career|social|political|commercial|financial|professional) suicide\b/g, 'big risk'],
  [/\bsuicide (?:prevention|awareness|squad|king)\b|\b(?:movie|film|documentary|book|show|series|song|podcast|article) about suicide\b/g, 'a topic'],
  [/\bmatter of life and death\b/g, 'big matter'],
  // Breath and chests that are not symptoms.
  [/\bchest of drawers\b|\btreasure chest\b|\bchest day\b|\boff my chest\b|\bchest tattoo\b|\btoy chest\b|\bhope chest\b/g, 'furniture'],
  [/\bbreathing (?:room|space|exercises?)\b|\btakes? my breath away\b|\bbreath of fresh air\b/g, 'space'],
  [/\bheart (?:attack|stopped|skipped a beat)(?= when| if| at| every)/g, 'shock'],
  [/\b(?:gave|give|giving|nearly had|almost had|would have|will have|would get) (?:me |him |her |them )?an? heart attack\b/g, 'startled'],
  [/\bstroke of (?:luck|midnight|genius|fate)\b|\bat the stroke\b/g, 'moment'],
  [
    /\blump sum\b|\blump in (?:my|the) throat\b|\blumps? in (?:my|the|our|a) (?:new |old )?(?:mattress|pillow|sofa|couch|gravy|sauce|batter|dough|carpet|rug|porridge)\b/g,
    'sum',
  ],
  // Bingeing a show or sweets: "overdosed on netflix".
  [/\boverdos(?:ed|ing|e) on (?:netflix|tv|series|shows?|sugar|sweets|chocolate|caffeine|coffee|memes|reality tv|anime|k ?dramas?)\b/g, 'binged'],
  [/\bbleeding (?:heart|money|cash|customers|talent)\b|\bbad blood\b|\bblood moon\b/g, 'trouble'],
  // Being hit by news, a wave, a ball, or being "hit up" by a message.
  [/\bshot (?:me|him|her|it) down\b/g, 'turned me down'],
  // Betrayal, unless a blade or blood follows: "stabbed me in the back with a knife" is a stabbing.
  [
    /\bstab(?:s|bed|bing)? (?:me|him|her|you|us|them) in the back\b(?!(?: \w+){0,6} (?:knife|knives|blade|bleeding|blood|hospital|ambulance|police|screwdriver|scissors))|\bbackstab\w*/g,
    'betray',
  ],
  [/\bshot (?:my|his|her|their|our|a|the) (?:first |new |own )?(?:short film|film|movie|video|music video|scene|photos?|documentary|wedding)\b/g, 'filmed'],
  [/\bhit (?:me )?up\b|\bhit it off\b|\bhit the (?:gym|road|nail|books|sack|hay|jackpot|ground running)\b/g, 'met'],
];

/** Words that never matter to a sign but would break one ("kind of", "like" as a filler). */
const FILLERS = /\b(?:lol|lmao|lmfao|haha+|ha|omg|tbh|ngl|idk|fr|smh|ugh|literally)\b/g;

function applyAll(text: string, rules: ReadonlyArray<readonly [RegExp, string]>): string {
  return rules.reduce((current, [pattern, replacement]) => current.replace(pattern, replacement), text);
}

/** Leetspeak inside a word that spells a key word ("k1ll", "su1c1de", "d!e"). */
const LEET: Readonly<Record<string, string>> = { '0': 'o', '1': 'i', '!': 'i', '|': 'i', '3': 'e', '4': 'a', '@': 'a', '5': 's', $: 's', '7': 't' };
const LEET_WORDS = new Set(['kill', 'killing', 'die', 'dying', 'dead', 'suicide', 'suicidal', 'myself', 'self', 'harm', 'cut', 'cutting', 'overdose']);

function undoLeetspeak(token: string): string {
  if (!/[a-z]/.test(token) || !/[0-9!|@$]/.test(token)) return token;
  const core = token.replace(/^[^a-z0-9@$!|]+|[^a-z0-9@$!|]+$/g, '');
  const spelt = [...core].map((character) => LEET[character] ?? character).join('');
  return LEET_WORDS.has(spelt) ? token.replace(core, spelt) : token;
}

/** The plain shape every sign is written against (see the file comment). */
export function normaliseText(text: string): string {
  let out = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019\u201a\u201b\u02bc\u2032`´]/g, "'")
    .replace(/[\u201c\u201d\u201e\u2033]/g, '"');
  out = out.split(/\s+/).map(undoLeetspeak).join(' ');
  out = applyAll(out, CONTRACTIONS);
  out = out
    // Sentence punctuation ends a clause; a hyphen or slash inside a word joins two words.
    .replace(/[.!?;:,()[\]{}"…]+|\s[-–—]+\s|\s[-–—]+$|^[-–—]+\s/g, ` ${CLAUSE_MARK} `)
    .replace(/[^a-z0-9. ]+/g, ' ')
    // "sooo", "pleeease": three or more of a letter are two.
    .replace(/([a-z])\1{2,}/g, '$1$1');
  out = out
    .split(' ')
    .filter(Boolean)
    .map((token) => SHORTHAND.get(token) ?? correctTypo(token))
    .join(' ');
  out = applyAll(out, SLANG_PHRASES);
  out = applyAll(out, IDIOMS);
  out = out.replace(FILLERS, ' ');
  return out
    .replace(/\s+/g, ' ')
    .replace(/(?: \.)+/g, ' .')
    .replace(/^(?: ?\. ?)+|(?: ?\. ?)+$/g, '')
    .trim();
}
