// Thoughts of suicide or self-harm, the writer's own or someone else's. Explicit words count alone
// ("kill myself", "suicidal"); words that are everyday speech elsewhere ("end it", "disappear",
// "I can't go on") count only in the shape that gives them away: no object after them ("end it"
// but not "end it with him"), a wish before them ("want to die" but not "will I die rich"), or a
// second sign beside them (two weak signs of despair).
import type { Sign } from './sign.ts';
import { CLAUSE_END, POSSESSIVE, REFLEXIVE } from './word-classes.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'self-harm', pattern, ...extra });

/**
 * `words`, unless "not" or "never" comes up to two words before them ("I don't want to die alone",
 * "I'm not suicidal"). The denial is checked behind the words, so only where they were found.
 */
function undenied(words: string, window = 2): string {
  return String.raw`\b${words}(?<!\b(?:not|never|no longer) (?:\w+ ){0,${window}}${words})`;
}

/**
 * A wish or plan that turns "die" into intent. Not "going to" ("am I going to die?" is fear),
 * "hope to" ("cross my heart and hope to die") or "rather" ("I'd rather die than go"): those have
 * signs of their own or none.
 */
const WISH = String.raw`(?:want|wants|wanted|wanting|wish|wishes|wished|wishing|pray|prays|praying|ready|deserve|deserves|plan|plans|planning|decided|decide|tempted|urge|urges|i need|i just need|i really need|longing|long|trying|tried|would like|prefer|choose)`;

/** Words that may stand between a wish and its object: "want to just", "ready to finally". */
const SOFTENERS = String.raw`(?:(?:to|just|really|finally|honestly|simply|all|so|kind of|sort of|seriously|literally|actually|quietly|peacefully|already) ){0,3}`;

/** Travel, moving or exams explain "I won't be here much longer" without any crisis. */
const AWAY_FOR_A_REASON =
  /\b(?:mov(?:e|ing)|moved|travel\w*|trip|abroad|holiday|vacation|exams?|flight|relocat\w*|emigrat\w*|visit\w*|away for|hospital stay|new job|new city|leaving for|study(?:ing)? in|gap year)\b/;

/** A farewell before a move or a trip; "moving on" is not one ("goodbye everyone, I'm moving on"). */
const LEAVING_FOR_A_PLACE =
  /\b(?:moving|move|moved)\b(?! on\b)|\b(?:travel\w*|trip|abroad|holiday|vacation|flight|relocat\w*|emigrat\w*|new job|new city|leaving for|study(?:ing)? in|gap year)\b/;

/** A relationship still going on: then "should I end it?" is about the relationship. */
const RELATIONSHIP_UNDER_WAY =
  /\b(?:together|relationship|marriage|engagement|engaged|dating|situationship|friendship|affair|partnership|stale|with (?:him|her)|the business|my job|this job|lease|contract|subscription|membership|break up|breakup)\b/;

/** Hurting oneself by accident: "I cut myself shaving", "I hurt myself at the gym". */
const ACCIDENT =
  /\b(?:shaving|oven|stove|iron|pan|kettle|hob|while (?:cooking|baking|ironing|shaving|playing|running|training|working out|lifting|cleaning|gardening|hiking)|at the gym|at work|at practice|playing|by accident|accidentally|slipped|tripped|fell|lifting|skiing|snowboarding|training|workout|football|cooking|baking|chopping|slicing|gardening|hiking|climbing|cycling|on (?:a|the) (?:glass|knife|nail|fence|branch|bush|thorn|wall|door))\b/;

/** Wanting to disappear after a blunder is a blush, not a wish to die. */
const EMBARRASSED = /\b(?:embarrass\w*|cringe\w*|awkward|mortif\w*|bombed|blush\w*)\b/;

/** Dreams speak of death without wishing it: "I dreamt I jumped off a cliff". */
const DREAM = /\b(?:dreamt|dreamed|dream|dreams|dreaming|nightmare|nightmares)\b/;

/**
 * Being born on another day is a wish about birthdays, not about existing: "he wishes he was never
 * born in december because his birthday gets forgotten". Checked right after "born".
 */
const NOT_A_BIRTH_DATE = String.raw`(?!(?<=born) (?:in|on|at|during|so close to|near) (?:january|february|march|april|may|june|july|august|september|october|november|december|winter|summer|spring|autumn|the (?:winter|summer|spring|autumn|holidays)|christmas(?: day| eve)?|new year s (?:day|eve)|boxing day|a leap (?:day|year)|(?:a |the )?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|bank holiday)|the (?:wrong|same) (?:day|week|month|year|decade|century|era|generation|time of year)|the (?:\d+s|fifties|sixties|seventies|eighties|nineties|olden days|middle ages)))`;

/** What is cut when it is not skin: "started cutting back on sugar", "cutting my own hair". */
const NOT_SKIN = String.raw`(?:back|down|out|off|up|ties|corners|costs|coupons|carbs|sugar|meat|dairy|gluten|alcohol|caffeine|coffee|class|classes|school|(?:(?:my|his|her|their|the|our)(?: \w+ s)? )?(?:own )?(?:hair|fringe|bangs|nails|grass|lawn|hedges?|fabric|wood|paper|budget|spending|hours|losses|bread|veg|vegetables|patterns?|keys|tiles|cloth|wrapping paper|coupons))`;

export const SELF_HARM_SIGNS: readonly Sign[] = [
  // Named outright: suicide, suicidal, self-harm, unalive (TikTok's word for it).
  sign(new RegExp(String.raw`${undenied('suicid(?:e|es|al|ality|ally)')}\b`, 'g')),
  sign(/\bself ?(?:harm|harms|harming|harmed|injury|injure|injuring|injured|mutilat\w*)\b/g),
  sign(/\bunalive\w*\b/g),
  // Killing, hanging, drowning or ending oneself, by any subject. Idioms ("drown myself in work",
  // "shoot myself in the foot", "killed myself laughing") are left out.
  sign(
    new RegExp(
      String.raw`\b(?<who>${REFLEXIVE})\b(?<=\b(?:kill|kills|killing|killed|finish|finishing|neck|necking|top|topping|topped|off|offs|offing|offed|end|ends|ending|ended|hang|hangs|hanging|hanged|hung|unalive|shoot|shooting|shot|poison|poisoning|gas|gassing|suffocate|suffocating|smother|drown|drowning|stab|stabbing|delete) \w+)(?! (?:laughing|with laughter|in the foot|in (?:work|chocolate|wine|books|my studies|studying)|over (?:work|this|nothing|exams|a (?:boy|girl|guy))|with (?:work|overtime|studying|stress|worry|the gym|training|this (?:job|diet|workout)|all this work|extra shifts|revision)|(?:working|studying|trying|training|at work|at the gym)))`,
      'g',
    ),
  ),
  // Taking or ending one's own life.
  sign(
    new RegExp(
      String.raw`\b(?:take|takes|taking|took|taken|end|ends|ending|ended|finish|finishing|end of) (?<who>${POSSESSIVE}) (?:own )?(?:life|lives|existence)\b(?! (?:back|in (?:a |an )?(?:new|different|better|another)|into (?:my|his|her|their) own hands|to the next level|more seriously|seriously|forward|in hand|as i know it|sentence))`,
      'g',
    ),
  ),
  sign(/\bput (?:an )?end to (?:it all|my life|his life|her life|their life|everything|myself|my existence|it)\b(?! (?:with|between))/g, {
    unless: RELATIONSHIP_UNDER_WAY,
  }),
  // Ending everything: "end it all", "ended everything", "end it for good", "end things for good".
  sign(
    /\b(?:end|ends|ending|ended|finish|finishing) (?:it all|it for good|it forever|it once and for all|everything|all of (?:it|this)|all this|things for good|things forever|things permanently|things once and for all|my suffering|the suffering|(?:the|my|this) (?:pain|misery|hurt) (?:for good|forever|permanently|once and for all))\b/g,
  ),
  // "End it" with nothing after it, unless a relationship is what is being ended.
  sign(
    new RegExp(
      String.raw`\b(?:end|ends|ending|ended) it\b(?<!\b(?:he|she|they) ended it)(?! (?:with|between|off|for (?:us|them|him|her)|early|sooner|there|here|now with|on a|properly|nicely|kindly|politely|by (?:text|phone|email|message|letter)|over (?:text|the phone)))`,
      'g',
    ),
    { unless: RELATIONSHIP_UNDER_WAY },
  ),
  // Wanting to die: "I want to die", "she wants to die", "I hope I die soon", "I'm ready to die".
  sign(
    new RegExp(
      String.raw`${undenied(WISH)} ${SOFTENERS}(?:to )?${SOFTENERS}(?:die|be dead)\b(?! (?:alone|happy|old|rich|young|of old age|before|first|with (?:you|him|her)|in (?:your|his|her) arms|laughing|of|for|trying|on that hill))`,
      'g',
    ),
  ),
  sign(
    /\b(?:hope|hopes|hoping|wish|wishes|wishing|pray|prays|praying)(?: \w+){0,3}? (?:that )?(?<who>i|he|she|they) (?:would |could |will |might |just |finally |can )*(?:die|be dead|get (?:hit|run over|killed)|gets (?:hit|run over|killed)|stop breathing)\b(?!(?: \w+){0,3} (?:old age|when (?:i|he|she) (?:am|is) old|very old|surrounded by|at (?:\d+|ninety|a hundred))| before (?:my|him|her|them|you|we))/g,
  ),
  sign(
    /\b(?:hope|hopes|hoping|wish|wishes|wishing|pray|prays|praying)(?: that)? (?:something|someone|a (?:car|bus|train|truck|lorry)|the (?:plane|car|bus)) (?:would |will |could |might )?(?:just )?(?:kill|hit|run over|crash|take) (?<who>me|him|her)\b/g,
  ),
  sign(/\b(?:should|ought to|might as well|may as well|deserve to|deserves to) (?:just )?(?:die|be dead)\b/g),
  sign(
    /\b(?:rather|prefer to) (?:just )?(?:be dead|die|not exist|not be alive|not be here|not wake up|be gone|not be around)\b(?! than (?!go through|live|face|feel|keep|carry on|wake up|spend another))/g,
  ),
  sign(
    new RegExp(
      String.raw`\bwish(?:es|ed)? (?:that )?(?<who>i|he|she|they) (?:was|were|could be|would be|had been|be) (?:dead|gone for good|never born)\b${NOT_A_BIRTH_DATE}`,
      'g',
    ),
  ),
  sign(
    new RegExp(
      String.raw`\bwish(?:es|ed)? (?:that )?(?<who>i|he|she|they) (?:had )?(?:never been born|was never born|were never born|was not born|were not born|had not been born|did not exist|was not alive|were not alive|never existed|never woke up|could stop existing|could just stop existing|could disappear forever)\b${NOT_A_BIRTH_DATE}`,
      'g',
    ),
  ),
  sign(
    /\bbetter off (?:dead|gone|not (?:here|alive|around|existing|born)|in the ground|six feet under)\b|\b(?:being )?dead would be (?:better|easier|a relief)\b/g,
  ),
  sign(/\bfinally (?:get to |be able to )?(?:die|be dead|rest forever|be gone for good)\b/g),
  sign(/\b(?:would not|do not|does not) mind (?:if (?:i|he|she) (?:died|die|was dead|did not wake up)|dying|being dead|not waking up|if it killed me)\b/g),
  sign(
    /\b(?:death|dying|being dead|not waking up|not existing|not being here) (?:would|will|could|might) (?:be|feel) (?:a |like a |such a )?(?:relief|easier|better|welcome|peaceful|mercy|freedom|release|nice|blessing)\b/g,
  ),
  sign(/\b(?:welcome|long for|wish for|pray for|ready for|waiting for) (?:death|the end of my life|my death)\b/g),
  // Being at peace with dying, or hoping something else brings it: "I'd be okay with dying".
  sign(
    /\b(?:okay|ok|fine|at peace|content|comfortable) with (?:dying|death|not waking up|being dead|never waking up)\b|\bfeel like dying\b|\b(?:done|finished) (?:living|existing|being alive)\b|\b(?:want|wanna|wants|wish|ready|need) to (?:just )?be gone\b(?! (?:for|from|by|before|when|on|away))|\bplan(?:ning|ned|s)? (?:my|his|her|their) (?:own )?(?:death|suicide|exit|way out)\b/g,
  ),
  sign(
    /\b(?:hope|hoping|hopes|wish|wishing|pray|praying)(?: \w+){1,5} (?:takes|take|took|would take|will take|kills|would kill|will kill|finishes|would finish) (?<who>me|him|her)\b(?! (?:out|to|on|back|home|away|with|seriously|dancing|somewhere))/g,
  ),
  sign(
    /\b(?:dying|death) (?:does not|no longer|did not) (?:scare|frighten) me (?:anymore|any more)\b|\bnot (?:scared|afraid|frightened) (?:of|to) (?:die|dying|death) (?:anymore|any more)\b/g,
    { weak: true },
  ),
  sign(
    /\b(?:dying|death|being dead|it) (?:\w+ ){0,2}?(?:sounds|seems|feels|looks) (?:so |really |quite )?(?:peaceful|nice|good|better|like a relief|like freedom|like the answer)\b/g,
    { weak: true, requires: /\b(?:dying|death|dead)\b/ },
  ),
  // Thinking of it: "thinking about dying", "can't stop thinking about death", "thoughts of not being here".
  sign(
    /\b(?:think|thinks|thinking|thought|thoughts|obsess\w*|fantasi[sz]\w*|daydream\w*|fixated|talk|talks|talking|talked|write|writes|writing|wrote|post|posts|posting|posted|joke|jokes|joking) (?:about|of|on) (?:just |how i would |how to |a lot about )?(?:dying(?! (?:young|alone|before|of|in (?:an|a) (?:accident|crash)))|being dead|not (?:being (?:here|alive|around)|existing|waking up|living)|killing myself|my own death|my death|my funeral|disappearing forever)\b/g,
    { unless: DREAM },
  ),
  sign(/\b(?:can not stop|keep|keeps|always|constantly|all the time|every day|obsessively) (?:\w+ )?(?:thinking about|think about|thought about) death\b/g),
  // Not wanting to live, exist or wake up. What follows must not be a place or a person
  // ("I don't want to live in this city", "with my boyfriend yet").
  sign(
    /\bnot (?:\w+ )?(?:want|wanting|wants|wish|feel like|see myself)(?: to)? (?:be )?(?:here|around)(?= \.|$| (?:anymore|any more|any longer|much longer|tomorrow|next (?:christmas|year|week|month|birthday|summer)|like this|honestly|now|on this earth|in this world))/g,
  ),
  sign(
    /\b(?:not|no longer) (?:\w+ )?(?:want|wanting|wants|wish|feel like|see myself)(?: to)? (?:be )?(?:live|living|alive|exist|existing|be in this world|be on this earth|keep living|carry on living|go on living)\b(?! (?:in|with|at|near|alone|together|there|here|abroad|on|by|next|without|until|yet|under|off|for (?:the|a|this)|close|far|this|that|like (?:that|him|her)|if (?:he|she)|him|her|them|people|my|his|anyone|everyone))/g,
  ),
  sign(
    /\bnot (?:\w+ )?(?:want|wanting|wants)(?: to)? (?:go on|keep going|carry on|continue)(?= \.|$| (?:anymore|any more|any longer|like this|living|with life|with my life|now))/g,
  ),
  sign(
    /\b(?:want|wants|wanted|wanting|wish|going|ready|tempted|need|needs) to (?:just )?(?:stop|quit) (?:living|existing|being alive|breathing|being here|waking up)\b(?! (?:in|with|at|like|for|off|on|paycheck)\b)/g,
  ),
  sign(/\b(?:stop|stopped|stopping|cease|ceased) (?:to )?exist(?:ing)?\b(?! on\b)|\bcease to be\b/g),
  sign(/\b(?:want|wants|wanted|wanting|wish|hope|going) to (?:just )?(?:not|never) (?:exist|be here|be alive|be around|wake up|live|wake up again)\b/g),
  sign(
    /\b(?:will|would|does|did|how much (?:will|would|does)) it hurt (?:\w+ ){0,2}?(?:if|when) (?:i|you|he|she) (?:jump|hang|overdose|cut|drown|die|do it|shoot|crash)\b|\b(?:die|dying|death) from (?:an )?overdose\b|\bhow long (?:does|would|will) it take to die\b/g,
  ),
  sign(
    /\bnot (?:\w+ )?(?:want|wanting|wants|wish)(?: to)? (?:wake|waking) up\b(?! (?:early|late|on time|in time|for|before|at \d|at (?:six|seven|eight|five)|this early|so early))/g,
  ),
  sign(
    /\b(?:hope|hopes|hoping|pray|prays|praying|wish|wishes|wishing)(?: \w+){0,3}? (?:that )?(?<who>i|he|she|they) (?:would |could |will |might |just )*(?:do not|does not|will not|would not|never|not|did not) (?:\w+ )?wake up\b(?! (?:early|late|on time|in time|for|before))/g,
  ),
  sign(
    /\b(?:sleep|asleep|sleeping) (?:\w+ )?(?:and|&) (?:not|never) (?:\w+ )?wak(?:e|ing)(?: up\b|(?= \.|$))|(?<!could )\b(?:sleep|asleep|sleeping|rest) forever\b|\beternal (?:sleep|rest)\b|\bnever wake up again\b|\bnot wak(?:e|ing) up anymore\b/g,
  ),
  // Hopelessness about life itself: "what's the point of living", "no reason to keep going".
  // Only in a hopeless frame ("what is the point of", "no reason to"): "my reason for living is my kids" is not.
  sign(
    /\b(?:point|reason|use|sense)(?<=\b(?:what|no|not|any|without|never|zero|little)(?: \w+){0,3} (?:point|reason|use|sense)) (?:\w+ )?(?:of|in|to|for) (?:me |anyone )?(?:to )?(?:even )?(?:my |this )?(?:living|life|being alive|existing|anything|it all|any of (?:it|this))\b(?! (?:in|at|abroad|here|there|paycheck|with (?:my|a|the) (?!pain)|insurance|if (?:he|she|they|my)|when (?:he|she|they|my)))/g,
  ),
  sign(
    /\b(?:point|reason|use|purpose) (?:(?:\w+ )?(?:of|in|to|for) )?(?:me |anyone )?(?:to )?(?:even )?(?:going on|keep going|keep living|carry on|carrying on|go on|be here|stay alive|staying alive|wake up|waking up|get up|getting up|trying anymore|trying any more)(?= \.|$| (?:really|tbh|anyway|anymore|any more|any longer|at all|like this|when|if|because|since|though|honestly|right now|now))/g,
  ),
  sign(
    /\bnot see (?:the|any) point(?= \.|$| (?:anymore|any more|any longer|at all|in anything|of anything|in life|of life|in living|in going on|of going on|to anything|now|honestly))/g,
  ),
  sign(
    /\b(?:nothing|no one|nobody|none) (?:left )?to live for\b|\bno (?:reason|reasons|will) (?:\w+ )?to (?:live|stay alive|keep living|be alive|exist|keep going|go on)\b(?! (?:in|at|with|for (?:the|a)))|\b(?:run out of|running out of|ran out of|lost|losing|lose|no more|can not find|can not see any) (?:the |any |my )?(?:reasons?|will) to (?:live|stay alive|keep living|keep going|go on|stay(?= \.|$)|be here(?= \.|$))\b/g,
  ),
  sign(/\bwhat reason (?:do|does) (?:i|he|she) (?:even )?(?:have|has) to (?:wake up|get up|live|keep going|go on|be here|stay alive|keep living)\b/g),
  sign(
    /\bwhy (?:even )?(?:bother|keep|should i keep|should i bother|should i even) (?:living|going on|staying alive|being alive|existing|waking up|trying to live)\b/g,
  ),
  sign(/\bonly (?:reason|thing) (?:\w+ ){0,3}?(?:still (?:alive|here|breathing)|keeping (?:me|him|her) alive|keeps (?:me|him|her) alive)\b/g),
  sign(
    /\b(?:not|no longer|never|hardly|barely) worth (?:living|it anymore|going on|saving)\b|\bis (?:life|living|my life|this life) (?:even |really |still )?worth (?:living|it)\b/g,
  ),
  sign(
    /\b(?:my )?(?<!\b(?:old|former|previous|past|single|student|party|dating|love|social|city|school|uni|college|sex|gaming|working|work) )(?:life|existence) (?:is|feels|seems) (?:so |completely |totally |just |utterly |really )?(?:pointless|meaningless|worthless|empty and pointless|not worth it|hopeless|over|a mistake)\b(?! (?:without (?!(?:him|her|them|you)\b)|since (?:i|we) (?:turned|hit|reached)|at (?:\d+|thirty|forty|fifty)|at work|in this (?:job|town|city)|if (?:i|we) (?:do not|lose|fail)))/g,
  ),
  sign(
    /\b(?:existing|living|being alive|life|breathing|waking up) (?:hurts|is (?:torture|agony|unbearable|too painful|pure pain|a nightmare i can not escape))\b|\b(?:existing|being alive) (?:is )?(?:too )?(?:hard|painful|exhausting) (?:\w+ )?to bear\b/g,
  ),
  sign(/\b(?:can not|could not) (?:live|go on|cope|keep living|keep going) with (?:this|the|all this|all the) (?:pain|hurt|suffering|emptiness)\b/g),
  sign(
    /\bno future (?:for me|for myself)\b|\b(?:can not|do not|could not) see (?:a|any) future (?:for (?:me|myself)|ahead of me|at all|anymore)\b|\bthere is no future\b(?= \.|$| (?:for me|anymore|honestly))/g,
  ),
  sign(
    /\bonly (?:way out|escape|option|solution|answer|way to stop (?:the|this) pain) (?:\w+ ){0,3}?(?:die|death|dying|suicide|end it|ending it|ending my life|kill myself|killing myself|to not exist)\b/g,
  ),
  sign(/\b(?:by|just by|simply by) (?:being alive|existing|being here|being born|still being here)\b/g, {
    requires: /\b(?:ruin\w*|burden|hurt\w*|everyone|everybody|my family|worse)\b/,
  }),
  // Tired of, done with, giving up on life itself.
  sign(
    /\b(?:tired|sick|weary|exhausted|fed up) (?:of|with) (?:living|life|being alive|existing|it all|everything|this life|my life|being here|waking up|trying to stay alive)\b(?! (?:in|with|at|paycheck|on|off|out|under|like a|as a|at work))/g,
  ),
  sign(
    /\b(?:done|finished|through) with (?:life|living|being alive|existing|it all|this life|this world|everything|my life|the world)\b(?! (?:in|at|on|with))/g,
  ),
  sign(/\b(?:had|have) enough of (?:life|living|being alive|this life|existing|it all|everything|this world)\b/g),
  sign(/\b(?:give|gives|giving|given|gave) up on (?:life|living|myself|everything|it all|being alive|this life)\b/g),
  sign(/\blet go of (?:life|living|this life|my life)\b/g),
  sign(
    /\bcan not (?:go on|keep going|carry on|keep living|go on living|keep on living|live like this|keep doing this|survive this)(?! (?:like this )?(?:with|at|in|about|for|working))(?= \.|$| (?:anymore|any more|any longer|like this|this way|like that|living|much longer|honestly|i|and|but|so|please|without))/g,
  ),
  sign(/\b(?:too (?:painful|hard|much)|hurts too much|unbearable) to (?:keep living|keep going|go on|carry on|live|stay alive)\b(?! (?:to|with|at|in))/g),
  sign(/\btoo (?:much|painful|heavy) to bear\b/g, { weak: true }),
  // Wanting everything to stop: "I want it all to stop", "I want my life to be over".
  sign(
    /\b(?:want|wants|wanted|wanting|need|needs|wish) (?:it all|everything|it|all of (?:it|this)|all this|my life|this life|life|the pain|this pain|the world) to (?:just )?(?:end|stop|be over|go away forever|stop for good)\b(?! (?:with|between|so (?:i|we) can|so that|soon so|and then|before (?:the|my)|(?:being|getting) (?:so |this |as |quite |really )?(?:hectic|busy|chaotic|crazy|manic|rushed|loud|noisy|expensive|complicated|stressful|messy|awkward|weird|boring|slow|rainy)))/g,
  ),
  sign(/\bwant(?:s|ed)? out of (?:this life|life|this world|everything|existence|it all)\b|\bwant(?:s|ed)? out (?:for good|forever|permanently)\b/g),
  // Euphemisms for dying by one's own hand: "leave this world", "check out early".
  sign(
    new RegExp(
      String.raw`${undenied('(?:leave|leaving|left|depart|departing) (?:this|the) (?:world|earth|life)')}\b(?! (?:without|before|better|a better|behind))|\b(?:check|checks|checked|checking) out (?:early|for good|permanently|of life)\b|\btake the (?:easy|cowards|coward s|quick) way out\b|\bpermanent solution\b|\bfinal exit\b|\btomorrow (?:does not|never|will not|did not) come(?: for me)?\b`,
      'g',
    ),
  ),
  sign(
    /\b(?:death|to die|dying|being dead|not existing|not waking up)\b(?: \w+){0,8} (?:is|that is|it is|s) (?:what|all) (?:i|he|she) (?:want|wants|need|needs|deserve|deserves|wish for|long for)\b|\ball (?:i|he|she) (?:want|wants|wish for|long for) is (?:to die|death|to not exist|to not wake up|to be dead|to disappear forever)\b/g,
  ),
  // Disappearing for good: "I want to disappear forever", "just wanna disappear".
  sign(
    /\b(?:want|wants|wanted|wanting|wish|wishing|going|need|like) to (?:just )?(?:disappear|vanish|fade away|fade out|cease to exist|stop existing|evaporate)\b(?! (?:for|from|off|to|into|in|on|with|under|until|after|before|at|somewhere|abroad|a bit|a while|and (?:travel|go|start|live|be)))/g,
    { unless: EMBARRASSED },
  ),
  sign(
    /\b(?:could|can) (?:just )?(?:disappear|vanish) (?:and never come back|forever|for good|and not exist)\b|\b(?:disappear|vanish)(?:ing)? (?:forever|for good|permanently|and never come back)\b/g,
  ),
  // Being a burden: "I'm just a burden", "everyone would be better off without me".
  sign(
    new RegExp(
      String.raw`${undenied('(?:i am|i feel like|i feel|feel like i am|being|be|i have become|i became|am)', 4)} (?:\w+ )?(?:a|such a|the|only a|nothing but a|nothing but) (?:\w+ )?(?:burden|waste of space|waste of oxygen|waste of air|drain on everyone|mistake that should not exist)\b(?! (?:of|financially|with money|asking|when|to (?:my|the) \w+ when|if (?:i|we) (?:ask|move)|for asking|at (?:the|this|my|our) (?:party|moment|gym|quiz|pub quiz|karaoke|practice|training|rehearsal|class|lesson|yoga class|dance class|climbing wall|pool|book club|match|game)))`,
      'g',
    ),
  ),
  sign(
    /\b(?:everyone|everybody|the world|world|my family|family|my kids|the kids|kids|my children|children|my parents|parents|they|people|my friends|friends|all of them|my husband|my wife|my partner|my son|my daughter|my mom|my mum|my dad|my boyfriend|my girlfriend|us|everyone around me|the people around me)\b(?: \w+){0,4} (?:better|happier|fine|okay|ok|freer|relieved|lighter|safer)(?: off)?(?: \w+){0,2}? without (?:(?<who>me)\b(?! (?:at|for (?:a|the|one|two|\w+ (?:days|weeks|nights))|on (?:the|this)|in (?:the|this) (?:office|team|meeting|group|project|band)|this (?:weekend|week|time)|tonight|today|there|nagging|complaining))|(?<who2>him|her|them)(?= \.|$| (?:in (?:it|their lives|the world|this world|the picture)|around|here|anyway|honestly|and|but|so|i|to (?:drag|hold|ruin|burden))))/g,
  ),
  sign(/\bbetter off without (?:people like )?(?<who>me)\b(?= \.|$| (?:honestly|anyway|in (?:it|their lives)|around))/g, {
    unless: /\b(?:my|his|her) ex\b|\bex (?:is|would|will)\b/,
  }),
  sign(/\b(?:deserve|deserves) (?:better|so much better|someone better) than (?:me|him|her)\b(?= \.|$| (?:honestly|anyway))/g),
  // "…if I was gone": a judgement on one's own absence, by the writer or about someone else.
  sign(
    /\b(?:miss|notice|care|cry|grieve|mourn|matter|remember)(?:s|ed|d)?(?: \w+){0,3} (?:if|when|whether) (?<who>i|he|she|they) (?:just |was |were |am |is |are |had |ever |simply |finally |really |even )*(?:gone|dead|died|die|dies|disappeared|vanished|not here|not around|not alive|killed (?:myself|himself|herself|themselves)|ended it|did not exist|never existed|never woke up|did not wake up|was never born|lived or died|live or die|lives or dies)\b/g,
  ),
  sign(
    /\b(?:better|happier|easier|relieved|fine|okay|ok|calmer|lighter|freer|simpler)(?: off)?(?: \w+){0,4} (?:if|once|when) (?<who>i|he|she|they) (?:just |was |were |am |is |had |simply |finally |really )*(?:gone|dead|died|disappeared|vanished|not here|not around|not alive|killed (?:myself|himself|herself)|ended it|did not exist|never existed|was never born|never born|did not wake up|never woke up)\b/g,
  ),
  sign(
    /\b(?:nobody|no one|no body|not a single person|not one person|who|would anyone|would anybody|will anyone|does anyone)(?: \w+){0,2} (?:miss|misses|notice|care about|remember)(?:es|ed)? (?<who>me|him|her|them)\b(?= \.|$| (?:anyway|at all|honestly|tbh|though|when i am gone|really))/g,
  ),
  sign(/\b(?:nobody|no one) (?:would|will|wud) (?:even )?(?:come to|go to|attend) (?<who>my|his|her) funeral\b/g),
  sign(
    /\b(?:stop|end|ends|better|easier|over|free|peace|rest|less|relief|lighter)(?: \w+){0,3} (?:once|when|after|if) (?<who>i|he|she) (?:am|is|was|were) (?:finally )?(?:dead|gone for good|gone forever|gone|not here anymore)\b/g,
  ),
  // Saying goodbye: a final farewell, letters to the family, giving things away.
  sign(/\b(?:goodbye|bye|farewell) (?:everyone|everybody|world|cruel world|forever|to everyone|to all|to everybody|my friends|my loves|for good)\b/g, {
    unless: new RegExp(
      String.raw`\b(?:see you|for now|tomorrow|next week|next time|later|soon|until|till|be back|on holiday|have a good)\b|${LEAVING_FOR_A_PLACE.source}`,
    ),
  }),
  sign(
    /\bthis is (?:my )?(?:goodbye|farewell|the end for me)\b|\bsa(?:y|id|ying) (?:my )?goodbyes\b(?! to (?:my|the|this|our) (?!family|kids|children|parents|loved ones|friends|mum|mom|dad)\w+)|\bsa(?:y|id|ying) goodbye to (?:everyone|everybody|all|my family|the people i love|everyone i love|the world|my loved ones|this world|life)\b/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(
    /\bsuicide (?:note|letter|message|text|video)s?\b|\b(?:goodbye|farewell) (?:note|letter|message|text|video)s?\b(?! to (?:my|our|the) (?:old |first |childhood |family |student |rented )?(?:house|home|flat|apartment|school|job|office|city|town|village|team|class|car|garden|bedroom|room|neighbourhood|neighborhood|country|university|uni|college|workplace|colleagues|coworkers|students|pupils|readers|followers|subscribers))|\b(?:final|last) (?:goodbye|farewell)\b|\bmy (?:final|last) words\b|\bthis is (?:my|the) final (?:message|post|note|question)\b(?! (?:for|of|today|tonight|this)\b)/g,
  ),
  sign(
    /\b(?:written|wrote|writing|write|left|leaving|finished|finishing) (?:my|a|the) (?:\w+ )?note\b(?= \.|$| (?:for|to) (?:my family|everyone|everybody|my kids|my children|my parents|my mum|my mom|my dad|my wife|my husband|my partner|my loved ones|whoever|them)| (?:saying|that says) (?:sorry|goodbye|i love))/g,
    { unless: /\b(?:teacher|school|work|shopping|fridge|dishes|neighbour|neighbor|landlord|doctor|sick note)\b/ },
  ),
  sign(
    /\b(?:not answering|phone is off|phone is switched off|can not reach (?:him|her|them)|will not pick up|is not replying|not replying|no one has heard from)\b/g,
    { weak: true },
  ),
  sign(/\bsorry for everything\b|\bsorry for being (?:such )?a (?:burden|disappointment|failure)\b/g, { weak: true }),
  sign(/\bbefore i go(?= \.|$)/g, { weak: true }),
  sign(/\b(?:wanted|want|need) (?:someone|somebody) to know\b/g, { weak: true }),
  sign(
    /\b(?:not|never) (?:\w+ ){0,4}?(?:make|making) it (?:through (?:the night|tonight|today|this week|the weekend|another (?:day|night|week))|to (?:tomorrow|morning|the morning|next week))\b(?= \.|$| (?:honestly|anyway|alive|i|if|and|but|so))/g,
  ),
  sign(
    /\b(?:not|never) (?:\w+ ){0,3}?make it to (?:my|his|her) (?:birthday|\d+(?:th|st|nd|rd) birthday|next birthday)\b|\b(?:not|never) (?:\w+ ){0,4}?(?:make|making) it to (?:christmas|new year|the new year|spring|summer)\b/g,
    { weak: true },
  ),
  sign(/\b(?:and|but) (?:i )?do not (?:even )?want to(?= \.|$)/g, { weak: true }),
  sign(
    /\bwhy (?:should i |would i |do i |even |would anyone |keep )?(?:stay|bother staying|stick around|stay alive|keep living|keep breathing)\b(?= \.|$| (?:alive|here|anymore|any more|honestly|at all|in this world|on this earth))|\bwhy am i still (?:here|alive|breathing)\b/g,
  ),
  sign(/\bgive up for good\b|\bgiving up for good\b|\bready to give up\b(?= \.|$| (?:on (?:life|living|everything|myself)|for good|now|honestly))/g),
  sign(
    /\b(?:picture|pictures|picturing|pictured|imagine|imagines|imagining|imagined|visuali[sz]\w*|envision\w*) (?:\w+ ){0,2}?(?:my|his|her) (?:own )?(?:funeral|death|grave|suicide|body being found)\b/g,
    { unless: DREAM },
  ),
  sign(
    /\b(?:wrote|written|writing|write|left|leaving) (?:\w+ )?(?:letters|notes|goodbye \w+) (?:to|for) (?:my family|everyone|everybody|my kids|my children|my parents|all of them|the people i love|everyone i love|my loved ones|my friends|each of them)\b/g,
  ),
  sign(
    /\b(?:give|gives|giving|given|gave|gives) (?:away )?(?:all |most of |some of |all of )?(?<who>my|his|her|their) (?:\w+ )?(?:things|stuff|belongings|possessions|everything|pets|valuables|prized possessions)(?: away)?\b(?! to (?:charity|the charity shop|goodwill))/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(
    /\b(?:not|never) (?:planning on |planning to |going to |expecting to )?(?:be |being )?(?:here|around|alive) (?:\w+ )?(?:much longer|for much longer|for long|long|anymore|any more|by tomorrow|tomorrow|next (?:week|month|year)|this time next|by (?:then|the weekend|next week|monday|christmas)|(?:for|to see) (?:my|his|her|the|our) (?:\w+ )?(?:birthday|christmas|wedding|graduation|anniversary))\b|\bby tomorrow (?:i|he|she) (?:will not|won t) be (?:here|around|alive)\b/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(
    /\b(?:not|never) (?:going to |planning on |planning to )?(?:need|be needing|be asking for) (?:any more|another|more)(?: readings| questions| help)?(?= \.|$| (?:after|from|honestly|anyway))/g,
    { weak: true },
  ),
  sign(
    /\blast (?:question|reading|message|time i (?:will|am going to) (?:ask|write|talk|say|message)(?: you)?(?: anything)?)(?: \w+){0,2} ever\b|\blast time i (?:will|am going to) (?:ever )?(?:ask|write|talk|message)(?: you)? anything\b/g,
  ),
  sign(/\bthank(?:s| you) for everything\b/g, { weak: true }),
  sign(/\b(?:goodbye|bye)(?= \.|$)(?<! (?:say|said|saying|to|for now|now) goodbye)/g, {
    weak: true,
    unless: /\b(?:for now|see you|until|till|tomorrow|next week|be back|back soon|later)\b/,
  }),
  sign(/\b(?:this is )?(?:my )?last (?:question|reading|message)\b(?! (?:for|of|before|today|tonight|this|i promise|promise|until|then|was|is|on))/g, {
    weak: true,
  }),
  sign(/\bi am done(?= \.|$)|\bi am finished(?= \.|$)/g, { weak: true }),
  sign(/\b(?:put|putting|got|get|getting) (?:all )?my affairs in order\b/g, { weak: true, unless: AWAY_FOR_A_REASON }),
  sign(/\blast wish\b/g, { weak: true }),
  sign(/\bforgives? me\b/g, { weak: true }),
  sign(
    /\btell (?:them|him|her|everyone|my \w+) (?:that )?i (?:love|loved) (?:them|her|him|you|everyone|him)\b|\b(?:take care of|look after) (?:my|the) (?:kids|children|cat|dog|pets) for me\b/g,
    { weak: true },
  ),
  // Despair: each of these on its own is everyday speech; two together are not.
  sign(/\bcan not (?:do|take|handle|cope with|bear|stand) (?:this|it|any of this|life|any of it) (?:anymore|any more|any longer)\b/g, { weak: true }),
  sign(/\bnothing (?:matters|matters anymore|is worth it|will ever change|will get better)\b/g, { weak: true }),
  sign(
    /\bi (?:just )?give up\b(?! (?:on (?!life|living|myself|everything)|smoking|caffeine|sugar|alcohol|drinking|meat|coffee|chocolate|trying to (?:understand|figure)))/g,
    { weak: true },
  ),
  sign(/\bhopeless\b(?! (?:at|about|romantic|case|with))/g, { weak: true }),
  sign(
    /\b(?:no|can not see a|can not find a|there is no|see no) way out\b(?! of (?:this (?:contract|meeting|deal|job|lease|situation at work)|the|my (?:job|contract|lease)))/g,
    { weak: true },
  ),
  sign(/\beverything (?:is|feels|seems) (?:so |just )?(?:pointless|meaningless|hopeless|too much|dark|black|empty)\b/g, { weak: true }),
  sign(/\b(?:empty|numb|dead|broken) inside\b(?! (?:at work|about))/g, { weak: true }),
  sign(/\bi am (?:so |completely |totally |just )?(?:worthless|useless|a waste|unlovable|nothing)(?= \.|$| and| but)/g, { weak: true }),
  sign(/\b(?:i )?want out\b(?= \.|$| (?:honestly|now|already))/g, { weak: true }),
  sign(/\b(?:nobody|no one) (?:cares|would care|loves|will ever love|needs|wants) (?:about )?me\b(?= \.|$| (?:anyway|at all|honestly))/g, { weak: true }),
  sign(/\b(?:dark|black|scary|intrusive|bad) thoughts\b/g, { weak: true }),
  sign(/\bi hate (?:myself|my life|being alive|existing)(?= \.|$| and| so much(?= \.|$))/g, { weak: true }),
  // Self-injury: cutting, burning, scratching, hitting or starving oneself, unless it was an accident.
  sign(
    new RegExp(
      String.raw`\b(?<who>${REFLEXIVE})\b(?<=\b(?:cut|cuts|cutting|burn|burns|burning|burnt|burned|hurt|hurts|hurting|harm|harms|harming|injure|injures|injuring|scratch|scratches|scratching|hit|hits|hitting|punch|punches|punching|starve|starves|starving|starved|bruise|bruising|choke|choking|strangle|strangling|bite|biting|carve|carving|mutilate|mutilating) \w+)(?! (?:off|out|some slack|a break|loose|short|back on|down to size))`,
      'g',
    ),
    { unless: ACCIDENT },
  ),
  sign(
    new RegExp(
      String.raw`\b(?:cut|cuts|cutting|carve|carves|carving|carved|slit|slits|slitting|slash|slashes|slashing|slashed|burn|burns|burning|burned|burnt|scratch|scratches|scratching|scratched|scrape|scraping|etch|etched|etching) (?:\w+ ){0,2}?(?:into )?(?<who>${POSSESSIVE}) (?:own )?(?:wrists?|arms?|forearms?|thighs?|skin|stomach|hips?|body)\b`,
      'g',
    ),
    { unless: new RegExp(`${ACCIDENT.source}|\\b(?:eczema|itch\\w*|rash|hives|allerg\\w*|bites?)\\b|\\b(?:my|the) (?:cat|dog|kitten|puppy)\\b`) },
  ),
  sign(/\b(?:cuts|scars|burns|marks) on (?<who>my|his|her|their) (?:wrists?|arms?|thighs?|legs?|stomach)\b/g, {
    requires: /\b(?:on purpose|herself|himself|myself|themselves|does it|did it|doing it|self)\b/,
  }),
  sign(
    /\b(?:took|take|taking) (?:a|the|my) (?:razor|blade|knife|lighter|scissors|compass) to (?:my|his|her) (?:arms?|wrists?|skin|legs?|thighs?|body|stomach)\b|\bmake (?:myself|himself|herself) (?:bleed|bruise|suffer|hurt)\b|\b(?:bang|banged|banging|hit|hitting|punch|punched|punching) (?:my |his |her )?(?:head|fists?|hands?) (?:against|on|into) (?:the|a) (?:wall|walls|floor|door)(?: \w+){0,3} (?:until|till) (?:it|they|i|he|she) (?:bled|bleed|bleeds|bruised|could not|see stars|pass out|passed out|black out)\b|\brelaps\w* (?:\w+ ){0,2}?(?:cut|cutting|self harm\w*|burning|burned)\b|\b(?:punch|punching|punched|hit|hitting|bang|banging|banged) (?:the )?walls? (?:\w+ ){0,2}?(?:until|till) (?:my|his|her) (?:knuckles|hands?|fists?|head) (?:bleed|bled|bleeds|bruise|bruised|break|broke|split)\b|\b(?:wrists?|arms?|thighs?|legs?|skin) (?:\w+ ){0,2}?(?:like )?(?:a )?barcode\b/g,
  ),
  sign(
    /\b(?:my (?:\w+ )?(?:arms?|wrists?|skin|legs?|thighs?|body|stomach|hands?|face|head)|myself|himself|herself|themselves) (?:\w+ ){0,2}?(?:on purpose|deliberately|intentionally)\b/g,
    { requires: /\b(?:cut|cuts|cutting|burn|burned|burnt|burning|hurt|hurting|hit|hitting|scratch\w*|bruis\w*|starv\w*|punch\w*|bang\w*|slash\w*)\b/ },
  ),
  sign(/\b(?:fresh|new|deep) cuts\b|\bcovered in (?:\w+ )?(?:cuts|scars|burns)\b/g, {
    unless: /\b(?:paper|cat|kitten|bramble|thorns?|shaving|kitchen|cooking)\b/,
  }),
  sign(
    new RegExp(
      String.raw`\b(?:cutting|cut|burning|self harming|scratching) again\b|\b(?:started|start|starting|back to|relapsed into|relapse) (?:cutting\b(?! ${NOT_SKIN}\b)|burning myself|self harming)\b|\bcut (?:too )?deep\b`,
      'g',
    ),
  ),
  sign(
    /\b(?:urge|urges|want|wants|wanting|need|needs|tempted|craving|itching) to (?:cut|burn|hurt|harm|self harm|bleed)(?= \.|$| (?:again|myself|so bad|badly|really bad|right now|tonight|after|because|when|but|and))/g,
  ),
  sign(/\bnot (?:cut|self harmed|harmed myself|hurt myself|burned myself) (?:in|for) (?:\w+ ){0,2}(?:days|weeks|months|years|a (?:while|year|month|week))\b/g, {
    requires: /\b(?:but|want|urge|tempted|tonight)\b/,
  }),
  // Ways and means: a bridge, a train, pills saved up, a rope.
  sign(
    /\b(?:jump|jumps|jumping|jumped|leap|leaping|throw myself|throwing myself|fall|falling) (?:off|from) (?:a|the|my|this|that|our|her|his) (?:\w+ ){0,3}?(?:bridge|building|roof|rooftop|cliff|balcony|tower|car park|parking garage|window|overpass|ledge|top floor)\b/g,
    {
      unless: new RegExp(
        `\\b(?:bungee|dive|diving|cliff jumping|base jump\\w*|parachut\\w*|skydiv\\w*|swim\\w*|into the (?:sea|lake|pool|water) for fun|dare|dared)\\b|${DREAM.source}`,
      ),
    },
  ),
  sign(
    /\b(?:standing|stood|sitting|sat|been|waiting|am|i m|is|are) (?:on|at|by) (?:the|a|my|this) (?:edge of the |edge of a |top of the |top of a )?(?:bridge|roof|rooftop|ledge|balcony|tracks|railway|cliff|cliff edge|platform|platform edge|top floor)\b/g,
    { requires: /\b(?:jump\w*|end|over|goodbye|die|think\w*|right now|alone|scared|tonight)\b/, unless: DREAM },
  ),
  sign(
    /\b(?:step|steps|stepping|stepped|jump|jumps|jumped|jumping|walk|walking|throw myself|threw myself|throwing myself|lie|lying|lay) (?:out )?(?:in front of|under|onto) (?:a|the) (?:train|bus|car|truck|lorry|tram|traffic|tracks|oncoming traffic)\b/g,
  ),
  sign(
    /\b(?:drive|driving|drove|crash|crashing|swerve|swerving|steer|steering)(?: my car| the car)? (?:into|off) (?:a|the|oncoming) (?:wall|tree|bridge|traffic|truck|lorry|cliff|river|lake|road|barrier)\b/g,
  ),
  sign(
    /\b(?:might|going to|want to|will|about to|could|should|gonna)(?: just)? rope(?: myself)?(?= \.|$| (?:tonight|today|tomorrow|soon|now|myself))|\bnoose\b/g,
  ),
  sign(
    /\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|collecting|collected|stashing|stashed|storing|keeping|stocking up on|stocked up on) (?:up )?(?:all )?(?:my|his|her|their|the)? ?(?:pills|meds|medication|tablets|medicine|painkillers|sleeping pills|antidepressants|insulin|tramadol|codeine|oxy|oxycodone|diazepam|valium|xanax|paracetamol|tylenol|morphine|lithium|prescriptions?)\b(?! (?:for (?:the|my|a) (?:trip|holiday|travel)))/g,
  ),
  sign(/\b(?:saving|saved|stockpiling|stockpiled|hoarding|hoarded|stashing|stashed) (?:them|it) (?:up|all)?\b/g, {
    requires: /\b(?:pills|meds|medication|tablets|medicine|painkillers|antidepressants|insulin|prescription)\b/,
    unless: /\b(?:trip|travel|holiday)\b/,
  }),
  // Taking pills, or anything else, on purpose to come to harm.
  sign(
    /\b(?:took|taken|swallowed|downed|crashed|drove|jumped|stepped|walked|fell|burned|cut|opening|opened|reopening|reopened|picking|picked|tearing|tore) (?:\w+ ){0,6}?(?:on purpose|deliberately|intentionally)\b/g,
    {
      requires:
        /\b(?:pills|tablets|meds|medication|paracetamol|painkillers|insulin|overdose|car|traffic|bridge|roof|window|stairs|myself|himself|herself|wrists?|arms?|skin|scars?|wounds?|cuts|scabs?)\b/,
    },
  ),
  sign(
    /\b(?:how to|ways to|way to|best way to) (?:make it|do it|go) (?:painless|quick|quickly|without pain|peacefully)\b|\bpainless (?:way|method|death)\b(?! to (?!die|go|do it|end it|kill))/g,
  ),
  sign(/\benough (?:pills|meds|tablets|medication|painkillers) (?:\w+ ){0,2}?to\b/g),
  sign(
    /\b(?:lethal|fatal|deadly) (?:doses?|amounts?|overdoses?)\b|\bhow (?:many|much) (?:\w+ ){0,3}?(?:pills|tablets|paracetamol|tylenol|sleeping pills|painkillers|insulin|meds|medication) (?:\w+ ){0,2}?(?:would it take|does it take|would kill|will kill|to die|to kill|to overdose|is too many to|it would take|it will take|it takes|would be enough|is enough)\b/g,
  ),
  sign(
    /\b(?:pills|tablets|meds|medication|rope|noose|gun|razor|blade|knife|plan|note) (?:\w+ ){0,2}?(?:ready|sorted|prepared|lined up|set up|in place)\b(?! (?:for (?:the|my|a) (?:trip|holiday|travel|flight|week)))/g,
    { unless: /\b(?:trip|travel\w*|holiday|vacation|camping|climbing|cooking|kitchen|chef|dinner|wedding|party|business|project|presentation)\b/ },
  ),
  sign(/\b(?:bought|buy|buying|got|have|has|found|tied|tying|tie) (?:a |the |some |my )?(?:rope|noose)\b/g, {
    unless: /\b(?:climb\w*|camping|boat|sailing|skipping|jump rope|tug|swing|hammock|washing line|dog|tow\w*|gym|crossfit|craft|macrame)\b/,
  }),
  sign(
    /\b(?:use|using|turn|turning|point|pointing|put|putting) (?:it|the gun|a gun|my gun|his gun|the knife|a knife) (?:on|to|at) (?:myself|himself|herself|my head|his head|her head)\b/g,
  ),
  sign(/\b(?:picked|set|chosen|chose|choosing|picking) (?:a|the) (?:date|day|time) (?:to|for) (?:end|die|do it|kill|go|leave this world)\b/g),
  sign(/\b(?:know|knows|planned|worked out|figured out) (?:exactly )?(?:how|when|where) (?:i|he|she) (?:would|will|am going to|is going to) do it\b/g, {
    weak: true,
  }),
  sign(
    /\b(?:going to|gonna|will|plan to|planning to|want to|about to|thinking (?:about|of)|tempted to|might) (?:just )?(?:take|taking|swallow|swallowing|down|downing) (?:all|every one of|the whole (?:bottle|box|packet) of|a whole (?:bottle|box|packet) of|\d+ of) (?:my |the |his |her )?(?:pills|meds|tablets|medication|painkillers|sleeping pills)\b/g,
  ),
  sign(
    /\b(?:going to|gonna|will|plan to|planning to|want to|wants to|about to|thinking (?:about|of)|think about|tempted to|might|urge to|tried to|tries to|trying to) (?:just )?overdos(?:e|ing)\b|\boverdos(?:e|ed|ing) (?:\w+ ){0,3}?(?:on purpose|deliberately|intentionally|to die|to end it)\b/g,
  ),
  sign(/\b(?:ways|how|best way|easiest way|painless way|quickest way) to (?:die|kill (?:myself|yourself)|end (?:it|my life)|commit suicide|overdose)\b/g),
  // Means read with what surrounds them (round 1 of the unseen batches, 0020): a place to fall from,
  // water to walk into, a weapon held to the body, a substance only used to die.
  sign(
    /\b(?:looking at|look at|looked at|staring at|stare at|stand|standing|stood|sit|sitting|sat|go|going|went|walk|walking|walked|drive|driving|drove) (?:up )?(?:to |at |on |by |near |over )?(?:the |a |that |this )?(?:edge of (?:the |a )?|top of (?:the |a )?)?(?:bridge|platform|tracks|railway line|roof|rooftop|cliff|cliffs|ledge|motorway bridge|multi storey|car park roof|top floor)\b/g,
    {
      requires: /\b(?:and think(?:ing)?|think(?:ing)? (?:about|of) (?:it|jumping|doing it|ending|stepping|how easy)|jump(?:ing)?|step off|let go|how easy)\b/,
      unless: new RegExp(
        `${DREAM.source}|\\b(?:photos?|pictures?|view|sunset|bungee|cliff (?:jumping|diving)|holiday|vacation|climb\\w*|hik\\w*|tour|train to|bus to|commute|late|delayed)\\b`,
      ),
    },
  ),
  sign(
    /\bhow (?:high|tall|far down|far) (?:\w+ ){0,4}?(?:has to be|would have to be|needs to be|do you need|would kill|to (?:die|be fatal|kill you|not survive))\b|\bsurvive (?:a|the) (?:fall|jump) from\b/g,
  ),
  sign(/\bbleed(?:ing)? out\b|\bpentobarbital\b|\bnembutal\b|\bsodium nitrite\b|\bexit bag\b/g, {
    unless: /\b(?:ink|colou?rs?|dye|paint|wash|tattoo|movie|film|game|book|character|show)\b/,
  }),
  sign(
    /\b(?:walk|walks|walking|walked|wade|wading|waded|swim|swimming) (?:out )?into (?:the|a) (?:sea|ocean|river|lake|water|waves|canal|loch)\b(?! (?:with|together|on (?:holiday|vacation))\b)/g,
    { unless: /\b(?:holiday|vacation|swim\w*|beach day|paddl\w*|surf\w*|for fun|kids|dog)\b/ },
  ),
  sign(
    /\b(?:knife|blade|razor|gun|pistol|scissors|shard|glass) (?:\w+ ){0,2}?(?:to|against|at|on) (?:my|his|her|their) (?:wrists?|throat|neck|head|temple|forearms?|veins?)\b/g,
  ),
  sign(/\bfor when (?:i|he|she) (?:have|has|is|am) (?:had enough|done|ready)\b/g, {
    requires: /\b(?:gun|pistol|rifle|shotgun|pills|rope|tablets|meds|stash)\b/,
  }),
  sign(/\b(?:crash|crashing|wreck|wrecking|total) (?:my|the) car\b(?= \.|$| (?:on purpose|tonight|and|so))/g, {
    requires: /\b(?:want|wanna|tempted|urge|thinking|going to|gonna|plan|might|could just|feel like)\b/,
    unless: /\b(?:insurance|dream\w*|test|lesson)\b/,
  }),
  sign(
    /\b(?:thinking (?:of|about)|want to|going to|urge to|tempted to|plan to|planning to|might) (?:just )?hang(?:ing)?(?: myself)?(?= \.|$| (?:tonight|today|myself|again|soon))/g,
  ),
  sign(/\b(?:going|want|wants|plan|planning|ready) to (?:just )?(?:jump)(?= \.|$| (?:tonight|now|today|soon|off|from))/g, {
    unless: /\b(?:bungee|dive|diving|parachut\w*|skydiv\w*|pool|trampoline|queue|ship|at the chance|into (?:a|the) (?:new|relationship))\b/,
  }),
  sign(
    /\buntil (?:i|he|she) (?:do not|does not|never|can not|will not) wake up\b|\b(?:drink|drinking|pills|tablets) until (?:i|he|she) (?:die|dies|am dead|stop breathing|pass out for good)\b/g,
  ),
  sign(
    /\b(?:least painful|painless|quickest|easiest|most peaceful|gentlest|fastest|surest|quietest) (?:way|method|means) (?:to (?:go|do it|die|end it|check out)(?= \.|$)|of (?:dying|going))/g,
  ),
  sign(/\b(?:only|just) one way (?:out|to end this|to stop this)\b|\bno way out (?:\w+ ){0,3}?except (?:one|that|death|dying)\b/g),
  sign(/\bplan and a (?:date|time|method|place)\b|\b(?:date|method) and a plan\b/g),
  sign(
    /\b(?:counting|counted|count|saved|saving|have) (?:\w+ )?(?:pills|tablets|meds|painkillers)\b(?: \w+){0,6} enough\b|\benough (?:now|saved)\b(?<=(?:pills|tablets|meds)(?: \w+){0,6} enough (?:now|saved))/g,
  ),
  sign(
    /\b(?:only thing|all) (?:that )?(?:helps|works|calms me|makes me feel)(?: \w+){0,3} (?:razor|blade|cutting|the knife|burning myself|hurting myself)\b|\b(?:razor|blade|cutting|hurting myself|burning myself) (?:is|are) the only (?:thing|way)\b/g,
  ),
  sign(/\b(?:deserve|deserves) to (?:\w+ and )?(?:bleed|be hurt|feel pain|be in pain|hurt)\b/g),
  sign(/\b(?:deserve|deserves) to (?:suffer|be punished)\b/g, { weak: true }),
  sign(/\brelaps\w* (?:\w+ )?(?:on |into |with )?self harm\b|\bself harm (?:free|clean)\b/g),
  sign(/\b(?:my|his|her) body (?:\w+ )?(?:would|will|gets?|might|could) (?:\w+ )?(?:be )?found\b|\bwho (?:will|would) find (?:my|his|her) body\b/g, {
    unless: /\b(?:nobody|no one) will (?:ever )?find\b/,
  }),
  sign(/\bmy funeral\b(?: \w+){0,8} soon\b/g),
  sign(
    /\b(?:no|not any|without (?:any|the)) (?:wish|desire|will|want) (?:\w+ )?to (?:go on|live|carry on|continue|be here|keep going|keep living|wake up|be alive)\b(?! (?:in|at|with|near|there|abroad|on|by|together|like this at work)\b)/g,
  ),
  sign(/\bhow (?:much )?(?:longer|long) (?:\w+ )?(?:i|he|she) can (?:keep )?(?:living|go on|keep going|carry on|survive|hold on|stay alive)\b/g),
  sign(/\bcan not (?:keep|go on|carry on) (?:doing |with )?(?:this )?life\b(?! (?:in|at|with))/g),
  sign(/\bcan not (?:live|go on|carry on|keep living) without (?:him|her|them|my \w+)\b/g, {
    requires: /\b(?:died|passed|death|grave|funeral|lost (?:him|her|my)|since (?:he|she) (?:went|left us))\b/,
    unless: /\b(?:coffee|phone|car|job)\b/,
  }),
  sign(/\b(?:want|wants|wanna|wish|ready|need|long|longing|going) to (?:go )?(?:be with|join) (?:him|her|them|my \w+)(?= \.|$| (?:again|forever|now|soon))/g, {
    requires: /\b(?:died|passed|death|grave|lost (?:him|her|my))\b/,
  }),
  sign(
    /\b(?:hope|hoping|hopes|wish|wishing|pray|praying)(?: \w+){0,3} (?:the|my|his|her) (?:plane|car|bus|train|flight) (?:crashes|would crash|will crash|crash|goes down|would go down)\b/g,
  ),
  sign(/\b(?:not|never) (?:\w+ )?(?:get it treated|have it treated|seek treatment|fight it|bother (?:treating|with treatment|with chemo))\b/g, {
    requires: /\b(?:cancer|ill|illness|sick|disease|diagnos\w*|tumou?r)\b/,
  }),
  // Weak: each is everyday speech alone, a farewell when two come together.
  sign(/\b(?:if|when|once|after) (?:i|he|she) (?:am|is|was) (?:gone|dead|no longer (?:here|around|alive))\b/g, { weak: true }),
  sign(
    /\b(?:they|people|everyone|everybody|he|she) (?:will|would) (?:finally )?(?:see|realise|realize|understand|regret|be sorry|feel sorry)(?: how)?\b(?<=\bfinally (?:see|realise|realize|understand|regret|be sorry|feel sorry)(?: how)?|\b(?:regret|be sorry|feel sorry))/g,
    { weak: true },
  ),
  sign(/\bmade up my mind\b(?= \.|$| (?:now|already|honestly))/g, { weak: true }),
  sign(/\bnot (?:believe|think) (?:it|things|life) (?:will )?(?:ever )?gets? better\b|\bnot believe that anymore\b/g, { weak: true }),
  sign(/\b(?:wrote|written|writing|write|made|making|sorted|updated|finished) (?:out )?my will\b/g, { weak: true }),
  sign(/\b(?:gave|given|giving|give|rehom\w+|found (?:a )?(?:new )?homes? for) (?:away )?my (?:cat|dog|cats|dogs|pets?|bird|rabbit|hamster|parrot)\b/g, {
    weak: true,
    unless: new RegExp(`${AWAY_FOR_A_REASON.source}|\\b(?:allerg\\w*|landlord|no pets)\\b`),
  }),
  sign(/\b(?:feel|feeling|am|i am) (?:so |strangely |weirdly |finally )?(?:calm|at peace|peaceful) now\b/g, { weak: true }),
  sign(/\blived (?:long )?enough\b/g, { weak: true }),
  sign(/\b(?:want|wants|ready|wish|wishes) to go\b(?= \.|$| now)/g, { weak: true }),
  sign(/\bmy time (?:is up|has come)\b/g, { weak: true }),
  sign(/\btonight is the night\b/g, { weak: true }),
  sign(/\b(?:finally|just) do it\b(?= \.|$| (?:tonight|this time|for real))/g, { weak: true }),
  // Round 2 of the unseen batches (0020).
  sign(/\b(?:pills|tablets|meds|painkillers) (?:i|he|she) (?:have|has) been (?:saving|stockpiling|hoarding|collecting|stashing)\b/g),
  sign(/\b(?:decided|going|ready|planning|plan|want|wants) to end things\b(?! with| between)(?= \.|$| (?:this|tonight|tomorrow|soon|for good|once))/g, {
    unless: RELATIONSHIP_UNDER_WAY,
  }),
  sign(/\bout of the picture (?:for good|forever|permanently)\b/g),
  sign(
    /\b(?:stop|stopped|stopping|quit|quitting) taking (?:my|his|her) (?:insulin|meds|medication|tablets|pills|heart pills)\b(?: \w+){0,2} (?:on purpose|deliberately|so (?:i|it|he|she) (?:die|dies|ends|will die))\b/g,
  ),
  sign(
    /\bshould (?:just )?jump(?= \.|$)|\b(?:voices?|something|a voice) (?:\w+ )?(?:tell|tells|telling|told) me to (?:jump|hurt myself|die|kill myself|end it|do it)\b/g,
  ),
  sign(new RegExp(String.raw`${undenied('(?:ready|want|wants|going|time) to meet (?:my|his|her) maker')}\b`, 'g')),
  sign(
    /\b(?:asking|ask|asked|begging|beg|praying|pray|pleading with|want|wish|wishing) (?:for )?(?:god|the lord|jesus|death|the universe) (?:\w+ ){0,2}?to (?:take|come for|let (?:me|him|her) (?:die|go)) (?<who>me|him|her)?\b|\b(?:god|lord|jesus|universe|please) (?:just )?(?:let|make) (?<who2>me) (?:not wake up|die|be dead|not exist|stop existing|sleep forever)\b/g,
  ),
  sign(
    /\b(?:pressing|pressed|press|pushing|pushed|dragging|dragged|running|ran) the (?:blade|razor) (?:\w+ ){0,3}?(?:harder|deeper|into|across|along|over)\b|\bcuts (?:are |were |getting )?(?:deeper|worse) (?:this time|each time|every time|now)\b/g,
  ),
  sign(/\b(?:my )?(?:wrists?|forearms?|thighs?) (?:are|is|keep|keeps) (?:\w+ )?(?:bleeding|cut up|slashed)\b/g, {
    unless: /\b(?:eczema|rash|itch\w*|cat|dog|thorns?|fell|fall)\b/,
  }),
  sign(/\b(?:in|inside) (?:the|a) (?:closed )?garage with (?:the )?(?:car|engine) (?:running|on)\b|\bhose (?:\w+ ){0,3}?exhaust\b|\bexhaust (?:pipe )?hose\b/g),
  sign(
    /\b(?:walk|walks|walking|go|going|drive|driving|disappear) (?:off )?into the (?:woods|forest|sea|night|mountains|hills|river) and (?:never|not) (?:come back|return|be found)\b/g,
  ),
  sign(
    /\b(?:peaceful|nice|easier|better|a relief|lovely) (?:it )?(?:would be|to) (?:\w+ )?(?:to )?(?:just )?(?:not exist|not be here|not wake up|be dead|die|disappear forever)\b/g,
  ),
  sign(/\b(?:me|i am|i was|i were) (?:\w+ )?(?:six feet under|in the ground|in (?:my|a) grave)\b/g),
  sign(
    /\b(?:took|taken|swallowed|downed|take|swallow) (?:all|every one|every single one) (?:of )?(?:my|the|his|her) (?:\w+ )?(?:pills|tablets|meds|medication|antidepressants|painkillers|sleeping pills)\b/g,
  ),
  sign(/\bnot (?:\w+ )?want to see another (?:birthday|christmas|year|day|summer|winter|spring|morning)\b(?! (?:without|alone|like this at work|in this))/g),
  sign(
    /\b(?:my|last|previous|first|second) attempt(?: \w+){0,4} (?:did not work|failed|next time|again)\b|\battempted (?:once|before|twice)\b(?: \w+){0,6} (?:again|next time)\b|\bsurvived (?:an? )?(?:overdose|attempt)\b(?: \w+){0,8} (?:again|next time)\b/g,
    { unless: /\b(?:test|exam|recipe|baking|bread|driving|interview|diet)\b/ },
  ),
  sign(
    /\b(?:be|am|is) gone by (?:morning|tomorrow|tonight|the morning|the weekend|monday)\b|\b(?:sign|signing|log|logging) off (?:forever|for good|permanently)\b/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(/\b(?:pills|tablets|blade|razor|knife|rope|gun) in my hands?\b(?: \w+){0,2} (?:right now|now)\b/g),
  sign(/\b(?:locked|shut) (?:myself|himself|herself|themselves) in (?:\w+ ){0,2}?with (?:a|the|his|her|my) (?:razor|blade|knife|pills|rope|gun)\b/g),
  sign(/\bnothing left (?:for me|in me|to give)\b/g, { weak: true }),
  sign(/\b(?:wrote|written|writing) (?:the|my) (?:last )?letters\b(?= \.|$)/g, { weak: true }),
  // Round 3 of the unseen batches (0020).
  sign(
    /\b(?:scared|afraid|terrified|frightened) (?:of )?what (?:i|he|she) (?:might|will|could|would|am going to) do to (?:myself|himself|herself)\b|\bnot deserve to (?:live|be alive|exist|be here)\b/g,
  ),
  sign(/\b(?:planning|plan|going|ready|want|wants) to (?:go|get) there (?:soon|tonight|early|myself|first)\b|\b(?:ready|going|want|planning) to find out\b/g, {
    requires: /\b(?:afterlife|heaven|other side|death|dying|after we die)\b/,
  }),
  sign(
    /\b(?:if|when) (?:i|he|she) jump\b(?: \w+){0,3} (?:quick|hurt|painless|die|survive|instant)\b|\bjump(?:ing)? (?:off|from) (?:something|somewhere) (?:high|tall)\b/g,
    { unless: /\b(?:bungee|parachut\w*|skydiv\w*|pool|trampoline|diving)\b/ },
  ),
  sign(/\b(?:calls|calling|pulls|pulling) (?:to )?me\b/g, {
    requires: /\b(?:train|tracks|railway|bridge|rope|pills|knife|blade|edge|ledge|river)\b/,
    unless: /\b(?:career|job|vocation|travel|holiday)\b/,
  }),
  sign(/\b(?:river|sea|water|tracks|bridge|edge|drop) (?:looks|seems|looked|feels) (?:so |really )?(?:peaceful|inviting|tempting|calm)\b/g, {
    requires: /\b(?:thinking|keep|every night|tonight|lately|been)\b/,
    unless: /\b(?:cottage|holiday|walk|swim\w*|picnic|photos?|view|kayak\w*|boat)\b/,
  }),
  sign(/\b(?:staring|stare|looking|look|keep looking) at (?:the |my )?(?:knives|knife|pills|rope|blade|razor|tracks|drop|medicine cabinet|pill bottle)\b/g, {
    requires: /\b(?:keep|every night|can not stop|thinking|again|for hours)\b/,
    unless: /\b(?:shop|buy|set|cook\w*|chef|gift|sale)\b/,
  }),
  sign(
    /\b(?:tied|tie|tying) (?:a |the |my )?(?:belt|rope|cord|scarf|sheet|cable|noose) (?:to|around|round|from) (?:the|my|a) (?:door|banister|beam|neck|ceiling|hook|rail|pipe|tree|light fitting)\b/g,
  ),
  sign(/\b(?:sleep|asleep) and stay asleep\b|\bstay asleep forever\b/g),
  sign(/\b(?:so|i am|completely|totally|just) over (?:being alive|living|existing|life)\b(?! (?:in|at|with))/g),
  sign(/\b(?:if|that) (?:i|he|she) (?:was not|were not|had not been|was never|had never been|never was) born\b|\bshould (?:never|not) have been born\b/g),
  sign(/\b(?:favour|favor) (?:by|if) (?:i )?(?:dying|die|died|killing myself|disappearing|not being here|leaving this world|being gone)\b/g),
  sign(/\bonly (?:still )?(?:here|alive|breathing) (?:because|for|thanks to)\b/g),
  sign(/\b(?:not|do not) mean (?:the|my|a) (?:relationship|job|marriage|friendship)\b/g, { requires: /\bend\w*\b/ }),
  sign(/\b(?:is|are|be|would be) (?:lethal|fatal|deadly)\b/g, { requires: /\b(?:pills|paracetamol|tablets|dose|how many|how much|meds|insulin)\b/ }),
  sign(
    /\b(?:highest|tallest) (?:bridge|building|cliff|car park|multi storey)\b|\b(?:bridge|building|cliff|car park) (?:\w+ ){0,4}?(?:is|are) (?:the )?(?:highest|tallest)\b/g,
    { requires: /\bin my (?:city|town|area)\b/, unless: /\b(?:photos?|visit\w*|tour\w*|view)\b/ },
  ),
  sign(
    /\bscratch(?:es|ing)? (?:my|his|her) (?:face|skin|arms?) (?:\w+ ){0,3}?(?:when|until|till|because)\b|\b(?:myself|himself|herself) (?:\w+ ){0,3}?as (?:a )?punishment\b/g,
    { unless: /\b(?:eczema|itch\w*|rash|allerg\w*|mosquito|bites?)\b/ },
  ),
  sign(/\b(?:how )?(?:peaceful|nice|easy|restful|lovely) (?:death|dying|being dead) (?:would|will|could) be\b/g),
  sign(
    /\b(?:took|taken|swallowed|downed) (?:my|his|her|the) (?:whole|entire) (?:prescription|bottle|packet|box|supply)\b|\b(?:took|taken|swallowed|downed) (?:a|the) (?:whole |full |entire )?(?:bottle|packet|box|tub) of (?:\w+ )?(?:pills|tablets|sleeping pills|painkillers|paracetamol|antidepressants|meds)\b|\b(?:took|taken|swallowed|downed) (?:like |about |around |maybe |over |nearly |almost |at least )?(?:[2-9]\d|\d{3,}|twenty|thirty|forty|fifty|a hundred) (?:\w+ )?(?:pills|tablets|paracetamol|tylenol|painkillers|ibuprofen|sleeping pills)\b/g,
  ),
  sign(
    /\b(?:want|wants|wanna|wish|ready|need|long) to (?:finally |just )?rest in peace\b|\bpretending (?:\w+ ){0,2}?(?:want to live|to want to be alive)\b|\bwhat is (?:even )?the point (?:of|in) me\b/g,
  ),
  sign(/\b(?:disappointed|upset|angry|sad) (?:to|that i|when i) (?:wake|woke) up\b|\bwake up disappointed\b/g, {
    requires: /\b(?:dead|death|dying|alive|still here)\b/,
  }),
  sign(/\b(?:it is|it s|is it) (?:ok|okay|alright|fine) (?:for me )?to (?:go|let go|give up)\b(?= \.|$| now)/g, { weak: true }),
  // Joining someone who has died: "I want to be with my mum in heaven".
  sign(
    /\b(?:want|wants|wanna|wish|ready|need|long|longing|going) to (?:be with|join|see|go to|meet) (?:\w+ ){0,3}?(?:in heaven|on the other side|in the afterlife|in the next life|up there)\b/g,
  ),
  sign(new RegExp(String.raw`\bwant(?:s)? to join (?:her|him|them)\b${CLAUSE_END}`, 'g'), { requires: /\b(?:heaven|passed|died|grave|gone|afterlife)\b/ }),
  // Round 2 (blind set 1): urges, wishes without the word "die", means at hand, a last day.
  // Urges to self-injure or to use what is at hand: "the urge to cut", "a blade and I want to use it".
  sign(
    /\b(?:urges?|itch|craving|cravings|tempted|temptation) (?:\w+ ){0,2}?to (?:cut|burn|hurt|harm|bleed|use)\b|\burges? (?:are|is|have been|were) (?:\w+ )?(?:strong|bad|back|loud|intense|unbearable)\b/g,
    {
      requires: /\b(?:cut|cutting|blade|razor|burn|bleed|harm|hurt|self harm|scars?|knife|lighter)\b/,
      unless: /\b(?:hair|fringe|bangs|carbs|sugar|ties|losses|spending|caffeine|class|school|nails)\b/,
    },
  ),
  sign(/\b(?:want|wanting|tempted|going|need|urge) to use (?:it|them)\b/g, {
    requires: /\b(?:blade|razor|knife|pills|rope|gun|lighter)\b/,
    unless: /\b(?:cook\w*|kitchen|recipe|shav\w*|craft\w*|hunting|range)\b/,
  }),
  // Wishes for not being, in other words: "six feet under", "stop being alive", "never existing", "rather just not be".
  sign(/\b(?:want|wants|wish|wishes|ready|rather|prefer|need) (?:to )?(?:just )?(?:be )?(?:six feet under|in the ground|in a grave|in my grave)\b/g),
  sign(
    /\b(?:stop|quit) (?:being alive|existing|living)\b(?! (?:in|with|at|like|for|off|on|paycheck|beyond|above)\b)(?<=\b(?:wish|want|want to|need to|could|can i|just|to|wanna) (?:just )?(?:stop|quit) \w+(?: \w+)?)/g,
  ),
  sign(
    /\b(?:happier|better|easier|prefer|rather) (?:\w+ )?(?:never existing|never having existed|never been born|not existing|not being born)\b|\brather (?:just )?not (?:be|exist)(?= \.|$)/g,
  ),
  sign(/\bnot meant to be (?:on this earth|in this world|here|alive)(?= \.|$| (?:anymore|any more|at all))/g),
  sign(/\b(?:this|the) (?:world|life|earth) (?:is not|was not|isnt) (?:made |meant )?for me\b/g, {
    requires: /\b(?:want out|want to go|leave|leaving|not stay|gone|done)\b/,
  }),
  sign(
    /\b(?:i|he|she) (?:just )?want(?:s)? out(?= \.|$| (?:of (?:this|it all|life|this world|this life|everything|existence)|permanently|for good|forever))/g,
    { requires: /\b(?:world|life|living|alive|existence|exist\w*|earth|permanently|for good|forever|everything)\b/, unless: RELATIONSHIP_UNDER_WAY },
  ),
  sign(/\bnot (?:sure|know if) (?:i|he|she) (?:even )?(?:wants? to|will (?:still )?|would (?:still )?) ?(?:be|stay) (?:here|around|alive)\b/g, {
    unless: AWAY_FOR_A_REASON,
  }),
  // Pills or a blade kept for later: "I have pills saved up and I'm thinking of taking them all".
  sign(
    /\b(?:take|taking|took|swallow|swallowing|down|downing) (?:them all|all of them|the lot|every one of them|all my (?:pills|meds|tablets)|all (?:the|those|these) (?:pills|tablets|meds))\b/g,
    {
      requires: /\b(?:pills|tablets|meds|medication|painkillers|sleeping|paracetamol|antidepressants|insulin)\b/,
      unless: /\b(?:vitamins?|supplements?|antibiotics? (?:course|as prescribed)|prescribed|course of|as directed|doctor told)\b/,
    },
  ),
  // Ending by one's own hand, doing something to oneself, what one is about to do.
  sign(/\bby (?:my|his|her|their) own hands?\b/g, { unless: /\b(?:built|made|cooked|sewn|painted|grown|planted|crafted|renovated|carved)\b/ }),
  sign(new RegExp(String.raw`\bdo (?:something|anything) (?:stupid |silly |drastic )?to (?<who>${REFLEXIVE})\b`, 'g')),
  sign(/\bforgive (?:me|him|her) for what (?:i|he|she) (?:am|is) (?:about|going) to do\b/g),
  sign(/\b(?:the end of me)\b(?= (?:\w+ ){0,4}?(?:i mean (?:it|that)|seriously|for real|not a joke))/g),
  sign(
    /\bmy (?:only )?wish is to (?:die|be dead|not exist|not wake up|disappear forever)\b|\bno point (?:in )?(?:living|being alive|existing|staying alive)(?= \.|$| (?:anymore|really|honestly|at all|now))/g,
  ),
  sign(/\bnot (?:be )?(?:here|around|alive) (?:for|to see) (?:christmas|new year|my birthday|the (?:holidays|new year|summer|spring))\b/g, {
    unless: AWAY_FOR_A_REASON,
  }),
  // A hope to be hit or to come to harm: "I hope a car hits me", "hoping something happens to me".
  sign(
    /\b(?:hope|hopes|hoping|wish|wishing|pray|praying) (?:that )?(?:a |the )?(?:car|bus|train|truck|lorry|plane|something|someone) (?:just )?(?:hits|kills|runs over|crashes|happens to) (?<who>me|him|her)\b/g,
  ),
  sign(
    /\bso (?:i|he|she) (?:do not|does not|would not|will not|never) (?:have to )?(?:wake up|do tomorrow|face tomorrow|see tomorrow)\b|\bnot (?:have to )?do tomorrow at all\b/g,
  ),
  sign(
    /\bif (?:i|he|she) (?:disappeared|vanished|was gone|were gone|died) (?:\w+ ){0,2}?(?:would|will) (?:anyone|anybody|people|they) (?:even )?(?:care|notice|miss)\b/g,
  ),
  // Making it through no further: "I can't see myself making it to my birthday", "assuming I'm still alive by then".
  sign(
    /\bnot (?:see (?:myself|him|her) )?(?:making|make|going to make) it (?:to|until|till|through) (?:my|his|her|the|next) (?:\w+ )?(?:birthday|christmas|weekend|week|month|summer|new year|anniversary)\b/g,
    { unless: /\b(?:busy|work|deadline|party|trip|flight|traffic|money|budget|rent|paycheck|payday)\b/ },
  ),
  sign(/\bassuming (?:i|he|she) (?:am|is) still (?:alive|here|around)\b/g),
  sign(/\b(?:is|be|was) (?:my|her|his) last (?:night|day|week)(?= \.|$| (?:alive|on earth|on this earth|here honestly))/g, { unless: AWAY_FOR_A_REASON }),
  sign(/\b(?:thought|thinking|thoughts|idea) (?:of|about) ending things\b(?! with| between)/g, { unless: RELATIONSHIP_UNDER_WAY }),
  sign(
    /\b(?:stepping|step|stepped|jumping|jump|throw myself|throwing myself) (?:out )?in front(?: of (?:a|the) (?:train|bus|car|lorry|truck|tube))?(?= \.|$| of (?:a|the) (?:train|bus|car|lorry|truck|tube))/g,
    { requires: /\b(?:train|tracks|platform|bus|road|traffic|motorway|lorry|truck)\b/, unless: DREAM },
  ),
  sign(/\bonly (?:thing|reason|one|person) (?:keeping|that keeps|who keeps|stopping) (?:me|him|her) (?:here|alive|going|from)\b/g),
  sign(
    /\b(?:everyone|everybody|they|my family) (?:would|will|could) (?:breathe easier|be (?:happier|better|fine|relieved)) without (?<who>me|him|her)\b(?= \.|$| (?:honestly|anyway|really))/g,
  ),
  sign(/\bburden (?:\w+ ){0,4}?(?:i|he|she) (?:should|might as well|may as well) (?:just )?(?:go|leave|disappear)(?= \.|$)/g),
  // Afterwards: "when I'm gone" beside arrangements (weak, so two together).
  sign(/\b(?:after|when|once) (?:i|he|she) (?:am|is) gone\b/g, { weak: true, unless: AWAY_FOR_A_REASON }),
  sign(
    /\b(?:sorting|sorted|arranging|arranged|organising|organized|organizing|organised) (?:that|it|things|everything|all that) (?:out|up)\b|\b(?:will be|would be) (?:fine|ok|okay|looked after|cared for) with (?:my|his|her) \w+\b/g,
    { weak: true },
  ),
  // Round 3 (blind set 2): means taken or saved, heights, a future the writer will not see, wishes
  // said another way, what others will find or feel afterwards, cutting said plainly.
  sign(
    /\b(?:take|taking|took|swallow|swallowing|down|downing) (?:the rest|the whole (?:box|bottle|packet|lot|strip|supply)|all (?:of )?(?:my|the|those|these) (?:\w+ )?(?:pills|tablets|antidepressants|meds|painkillers)(?: at once)?|(?:all of them|them all) tonight)\b/g,
    { requires: /\b(?:pills|tablets|antidepressants|meds|medication|painkillers|sleeping|tonight)\b/ },
  ),
  sign(/\b(?:saving|saved|stockpiling|hoarding|collecting|stashing) (?:up )?(?:my|his|her|the) (?:\w+ )?(?:pills|tablets|meds|medication|painkillers)\b/g),
  sign(
    /\b(?:thinking|think|thought|going|want|wants|plan\w*|tempted|decided) (?:to|of|about) (?:drink|drinking|swallow|swallowing) (?:the |some )?(?:pesticide|bleach|antifreeze|weedkiller|poison|rat poison)\b/g,
  ),
  sign(
    /\b(?<who>i|he|she) (?:will|would|am going to|is going to|am gonna|is gonna) (?:just )?jump(?= \.|$)|\b(?:thinking|think|thought|want|wanna|going|tempted) (?:about |of |to )?jump(?:ing|in)? (?:of|off|from) (?:the|a) (?:bridge|roof|building|balcony|cliff|car park|tower)\b/g,
    { unless: /\b(?:bungee|parachut\w*|skydiv\w*|pool|trampoline|queue|ship|joy|dive|diving|lake|sea|swim\w*)\b/ },
  ),
  sign(
    /\b(?:looking up|look up|looked up|googl\w*|search\w*|checking|check) how (?:high|tall|deep|far down) (?:the|a|that) (?:\w+ ){0,2}?(?:bridge|building|cliff|drop|roof|fall|car park)\b/g,
  ),
  sign(/\b(?:stand|standing|stood) (?:\w+ ){0,2}?(?:at|on) the (?:edge of the )?(?:platform|balcony|ledge|roof|bridge|edge)\b/g, {
    requires: /\b(?:keep|some days|long time|train comes|lean over|jump|every day|every night|for hours)\b/,
    unless: /\b(?:view|photo\w*|selfie|sunset|concert|waiting for (?:my|the) (?:friend|bus))\b/,
  }),
  sign(
    /\b(?:keep|kept) (?:looking at|staring at|holding|touching) (?:it|them)\b|\blook at the (?:rope|gun|pills|blade|knife) (?:\w+ ){0,3}?more than i should\b/g,
    { requires: /\b(?:gun|rope|pills|tablets|blade|razor|noose)\b/, unless: /\b(?:shop|buy\w*|hunting|range|climbing)\b/ },
  ),
  sign(
    /\b(?<who>i|he|she) (?:will|am|is) not (?:going to )?be (?:a problem|a burden|in (?:anyone s|your|their) way)(?: (?:for|to) anyone)? (?:much longer|for much longer|anymore|any more|for long)\b/g,
  ),
  sign(/\bgoing to be dead by (?:then|tomorrow|the weekend|next week|morning)\b|\bstill (?:alive|here|around)(?: \w+){0,3} which i doubt\b/g, {
    unless: /\b(?:old|age|years|\d{4}|retire\w*)\b/,
  }),
  sign(
    /\bnot see (?:myself|him|her) (?:being )?(?:here|around|alive) (?:by|at|for|next|in) (?:christmas|new year|the weekend|next \w+|my birthday|the summer|spring)\b/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(
    /\b(?:but )?(?:really|actually) (?:i )?mean (?:that )?(?:i|he|she) (?:will not|am not going to|is not going to) be (?:here|around|alive)\b|\b(?:will not|am not going to) be around to (?:take care of|look after|feed|see)\b/g,
  ),
  sign(/\bgoing to make sure of it\b/g, { requires: /\bnot (?:\w+ ){0,3}?(?:survive|make it|be (?:here|alive|around))\b/ }),
  sign(/\bnot (?:planning on|planning to|going to) (?:having|have) one\b/g, { requires: /\bfuture\b/ }),
  sign(
    /\b(?:want|wish|need) is to (?:be dead|die|not exist|not wake up|not be here)\b|\bwants? not to (?:live|be alive|exist|wake up)\b|\b(?:je veux mourir|ich will sterben|voglio morire)\b/g,
  ),
  sign(
    /\bhope (?:that )?(?:my|his|her) heart (?:just )?(?:stops|gives out|gives up)\b|\b(?:intend|intends|intending|mean|means) to (?:not|never) wake up\b|\bmy time (?:should|would|will|could) (?:just )?come (?:faster|sooner|quicker)\b/g,
  ),
  sign(
    /\b(?:wish|wishes|want|wants|intend|plan\w*|decided|going) to (?:finish|end) it (?:myself|by myself|on my own terms|with dignity)\b|\b(?:switch|switching|turn|turning) (?:myself|himself|herself) off\b|\bend (?:my|his|her) own story\b/g,
  ),
  sign(
    /\bfade away until (?:there is )?nothing (?:is )?left\b|\bstop(?:ped)? eating on purpose\b|\b(?:die|dies|died|dying) on purpose\b|\bpermission to (?:die|end it|kill myself)\b|\bstop trying to (?:live|stay alive)\b/g,
  ),
  sign(/\b(?:i|he|she) should (?:go|follow|join (?:him|her|them)) too\b|\bgo to (?:her|him|them) myself\b|\bthink(?:ing)? about following\b/g, {
    requires: /\b(?:died|passed|death|heaven|grave|body should follow|lost)\b/,
  }),
  sign(/\bwith living(?= \.|$)/g, { requires: /\bdone\b/ }),
  sign(
    /\bif (?:i|he|she) (?:were to |was to )?(?:die|died|dies|was gone|were gone) (?:\w+ ){0,2}?(?:would|will) (?:\w+ ){0,3}?(?:feel sorry|be sorry|regret|care|cry|miss me)\b|\b(?:would|will) (?:i|he|she) (?:even )?be missed(?= \.|$)|\b(?:think|feel) (?:i|he|she) would (?:even )?be missed(?= \.|$)/g,
  ),
  sign(
    /\b(?:feel|say|think|cry) at (?:my|his|her) funeral\b|\bfinds? (?:me|my body)(?<=\bwhen (?:they|he|she|my (?:\w+ )?\w+) finds? (?:me|my body))(?= \.|$)/g,
    { unless: /\b(?:old|age|hide|hiding|seek|game|when i am \d+)\b/ },
  ),
  sign(/\b(?:not|never) know (?:it|that) (?:was|is|it was) (?:a |my )?goodbye\b|\bchooses? to (?:leave|go|die) (?:early|before (?:their|his|her) time)\b/g),
  sign(/\bnever (?:talks|writes|speaks|texts) like that\b/g, { weak: true }),
  sign(/\b(?:been|keep|started|when i|i) (?:cutting|cuting|cut)(?: again)?(?= \.|$)/g, { unless: ACCIDENT }),
  sign(/\b(?:scars|cuts|marks) on (?:my|his|her|their) (?:arms|wrists|legs|thighs)\b/g, { requires: /\bhelps? (?:me|him|her|them) (?:cope|feel)\b/ }),
  sign(/\binsurance\b/g, {
    requires:
      /\b(?:if|once|when) (?:i|he|she) (?:was|were|am|is) (?:gone|dead|not here)\b|\bbetter off (?:collecting|with|getting) (?:the|my|his|her) (?:\w+ )?insurance\b/,
  }),
  sign(/\b(?:if|whether) (?:i|he|she) should (?:stay|keep) (?:alive|living)\b|\bwhy (?:should|would) (?:i|he|she) (?:even )?wake up(?: tomorrow)?(?= \.|$)/g),
  sign(/\b(?:picked|chosen|set|chose) (?:the|a) (?:day|date)(?= \.|$)/g, { weak: true }),
  sign(/\b(?:imagin\w*|think\w* about) (?:the moment |the day |when )?it is all over\b/g, { weak: true }),
  sign(/\bthis is my last message(?= \.|$)/g),
  sign(/\b(?:took|taken|swallowed|downed) (?:a bunch|a handful|a load|loads) of (?:\w+ )?(?:pills|tablets|painkillers)\b/g, {
    unless: /\b(?:by mistake|accident\w*|wrong|double dos\w*|vitamins?)\b/,
  }),
  sign(/\b(?:my|the) (?:final|last) reading(?<=\bis this (?:my|the) (?:final|last) reading)(?= \.|$)/g, { requires: /\bi think (?:it is|so)\b/ }), // Round 4 (0020): the tuned half of the unseen set. Searching for a way with nothing else named
  // ("looking up ways to do it"); waking up wishing one had not; doubting one wants to survive a
  // date; not needing one's things soon (beside giving them away).
  sign(
    /\b(?:looking up|looked up|look up|searching|searched|search|googling|googled|researching|researched|reading up on) (?:different |the |easy |quick )?(?:ways|methods|how) to (?:do it|go through with it|not wake up)(?= \.|$)/g,
  ),
  sign(/\b(?:wake|wakes|woke|waking) up (?:\w+ ){0,2}?(?:wishing|wish|wished) (?:that )?(?:i|he|she) (?:had not|did not|would not|never)\b/g),
  sign(
    /\b(?:still be (?:here|alive|around)|be (?:here|alive|around) (?:in|by|for|next|at)|make it (?:to|through|until|till|past))\b[\w .]{0,60}?\b(?:do not|not sure (?:if )?i|no longer|(?:i )?hope i do not)(?: even| really)? want to(?: be(?: here| alive| around)?| make it)?(?= \.|$)/g,
    { unless: AWAY_FOR_A_REASON },
  ),
  sign(
    /\b(?:will not|would not|am not going to) (?:need|be needing) (?:them|it|this|that|those|these|my \w+|any of (?:it|this|them)|anything)(?: \w+)? (?:soon|anymore|any more|much longer|where i am going|after (?:this|tonight|this week))\b/g,
    { weak: true, unless: AWAY_FOR_A_REASON },
  ),
  // Round 5 (0020): the tuned half of the fifth unseen set, written as families rather than lines.
  // Means kept ready; covert goodbyes; a future one will not be in; fighting to stay alive; the edge
  // of a platform, bridge or roof; letting go for good; "this time" going through with it.
  sign(
    /\b(?:saved|saving|stockpil\w*|hoard\w*|collect\w*|stashed|stash\w*|kept|keeping) (?:up )?(?:all )?(?:my |the |some |enough )?(?:pills|tablets|meds|medication|painkillers|sleeping pills)\b/g,
    {
      unless: /\b(?:prescription|pharmacy|refill|holiday|trip|travel|expire\w*|run out)\b/,
    },
  ),
  sign(/\b(?:pills|tablets|meds|painkillers|sleeping pills) (?:all )?(?:saved|stashed|stockpiled|hidden|put) (?:up|away|aside)\b/g, {
    unless: /\b(?:prescription|pharmacy|refill|holiday|trip|travel|expire\w*|run out)\b/,
  }),
  sign(/\b(?:gave|give|giving|given) away (?:my|all my|most of my|all of my) \w+/g, {
    requires: /\b(?:will not|would not|do not|am not going to) (?:need|be needing)\b/,
  }),
  sign(/\b(?:say|said|saying) goodbye (?:\w+ ){0,4}?without (?:them|him|her|anyone|anybody) (?:knowing|realising|noticing)\b/g),
  sign(
    /\bnot see (?:myself|him|her) (?:being )?(?:alive|here|around) in (?:\d+|a few|five|ten|two|three) (?:years?|months?)\b(?= (?:\w+ ){0,5}?(?:fine|ok|okay|good|relieved|at peace) with (?:that|it))/g,
  ),
  sign(/\b(?:guts|courage|nerve|strength) to (?:end|finish) (?:things|it all|everything|it)(?= \.|$)/g, { unless: RELATIONSHIP_UNDER_WAY }),
  sign(/\b(?:will not|would not|do not|does not) have to (?:deal with|put up with|worry about|look after) (?<who>me|him|her) (?:much|for much|any) longer\b/g),
  sign(/\bgo through with it (?:this time|tonight|for real)\b/g),
  sign(/\bhow easy it (?:would|will|could) be to (?:just )?(?:not be (?:here|around|alive)|disappear|go to sleep forever|end it)\b/g),
  sign(/\bif (?:i|he|she) (?:die|dies|am gone|was gone|were gone) (?:tonight|today|this week)\b/g, {
    unless: /\b(?:surgery|operation|flight|plane|crash|storm|war|sleep apnoea|in my sleep)\b/,
  }),
  sign(
    /\bfuture because (?:i|he|she) (?:will not|am not going to|is not going to|wo not) be (?:in it|there|around)\b|\bnot (?:be|being) in (?:the|my) future\b/g,
  ),
  sign(/\b(?:tired|exhausted|sick) of (?:fighting|trying|struggling) to (?:stay|keep) (?:alive|living|breathing)\b/g),
  sign(/\b(?:do not|does not|not) have to (?:keep|go on) (?:living|being alive|existing)\b/g),
  sign(/\b(?:standing|stood|stand|sitting|sat) (?:at|on|near) the (?:edge|ledge) of (?:the|a) (?:\w+ )?(?:platform|bridge|roof|cliff|building|tracks)\b/g, {
    requires: /\b(?:thinking|think|thought|about it|jump|wanted|want|almost|nearly)\b/,
    unless: /\b(?:view|photo|selfie|scared of heights|vertigo)\b/,
  }),
  sign(/\blet go for good\b|\b(?:keep going|hold on) or (?:just )?(?:let go|give up)(?= for good| \.|$)/g, { unless: RELATIONSHIP_UNDER_WAY }),
  sign(
    /\b(?:gave|give|giving|given) away (?:my|all my|most of my|all of my) (?:\w+ ){0,2}?(?:things|stuff|belongings|books|clothes|guitar|games|jewellery|jewelry|watch)\b/g,
    {
      weak: true,
      unless: AWAY_FOR_A_REASON,
    },
  ),
];
