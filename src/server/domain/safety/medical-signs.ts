// Medical red flags. 'medical-emergency' is what the NHS ("call 999") and the AHA ("call 911") say
// needs emergency services now; 'medical-urgent' is what they say to get checked promptly (a GP the
// same day or within days). When both show, the assessment keeps only the emergency.
//
// Chest pain is an emergency whenever it is happening, even when it has lasted days ("I've had chest
// pains for a few days"): both the NHS and the AHA tell people with chest pain to call now rather
// than wait, and a tarot app cannot tell angina from a heart attack. Chest pain that has stopped
// ("last month, but it went away") is urgent; chest pain a doctor has checked is neither.
import type { Sign } from './sign.ts';
import { NAMED_PERSON, POSSESSIVE } from './word-classes.ts';

const emergency = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-emergency', pattern, ...extra });
const urgent = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'medical-urgent', pattern, ...extra });

/** A symptom that is over: "last month", "went away". */
const OVER =
  /\b(?:went away|gone away|has gone|have gone|it stopped|they stopped|has stopped|have stopped|no longer|used to|in the past)\b|\bhad (?:\w+ ){0,4}?(?:last (?:week|month|year|summer|winter|spring|autumn)|(?:\w+ )?(?:days?|weeks?|months?|years?) ago)\b/;

/** A doctor has already looked: "the doctor said it is fine", "it was benign". */
const CHECKED =
  /\b(?:doctors?|gp|cardiologist|tests?|scans?|ecg|hospital|results?|biopsy)(?: \w+){0,4}? (?:found nothing|said (?:it was |it is |i was |i am |she is |he is |my \w+ is |it s )?(?:fine|nothing|ok|okay|normal|harmless|benign)|came back (?:fine|clear|normal|ok|okay|negative))|\b(?:been fine since|it was nothing|all clear|all fine|just (?:a )?(?:pulled )?muscle|was muscle|muscular|benign|harmless)\b/;

/** Exercise explains breathlessness and sore muscles. */
const EXERCISE =
  /\b(?:run|runs|running|ran|jog\w*|workout|working out|gym|exercis\w*|sprint\w*|push ups|pushups|press ups|bench press|lifting|hike|hiking|marathon|laughing|first run|training|dancing|cycling|swimming|singing|sing|sang|choir|karaoke|balloons)\b/;

/** A climb anyone would puff at: a castle on holiday, a home six floors up. */
const ONE_OFF_CLIMB =
  /\b(?:on holiday|sightseeing|castle|lighthouse|cathedral|bell tower|hundreds of (?:stairs|steps)|\d{3,} (?:stairs|steps)|(?:live|lives|living) on the (?:top|fourth|fifth|sixth|seventh|eighth|ninth|tenth|\d+th) floor)\b/;

/** Yellow that is not jaundice: a fake tan, turmeric, a photo's light. */
const NOT_JAUNDICE = /\b(?:fake tan|spray tan|self tan\w*|tanning|tan lotion|turmeric|filter|lighting|highlighter|foundation|bronzer)\b/;

/** A pregnancy under way ("I'm 8 weeks pregnant"), not a hoped-for one ("will I get pregnant"). */
const PREGNANT =
  /(?<!\b(?:get|getting|become|becoming|be) )\bpregnant\b|\b(?:i am|she is|we are|wife is|partner is|girlfriend is) \d+ weeks\b|\bwaters? (?:has |have )?(?:broke|broken)\b|\b(?:weeks gone|months gone|expecting (?:a baby|twins)|my pregnancy|trimester|months along)\b|\b(?:\d+|\w+) weeks (?:pregnant|along|gone)\b|\bat \d+ weeks\b/;

/** A child, baby or newborn. */
const LITTLE_ONE =
  '(?:baby|babies|newborn|infant|son|daughter|child|children|kids|kid|little one|twins|toddler|little girl|little boy|grandson|granddaughter|\\d+ (?:year|month) old)';

/** A day or two of fever with a cold or the flu, in a grown-up: the NHS says to rest, not to see a GP. */
const SHORT_FLU = new RegExp(
  String.raw`^(?!.*\b${LITTLE_ONE}\b).*\b(?:a|one|1|two|2|a couple of|couple of) days? (?:now )?with (?:the |a |my )?(?:flu|cold|covid|virus|bug|tummy bug)\b`,
);

const POISONS = String.raw`(?:bleach|antifreeze|detergent|dishwasher (?:liquid|tablets?|pods?)|laundry (?:pods?|capsules?|liquid|detergent)|washing (?:up )?(?:liquid|powder|tablets?|pods?)|button batter(?:y|ies)|batter(?:y|ies)|magnets?|rat poison|weed ?killer|poison|pesticide|cleaning (?:products?|fluid|spray)|(?:drain|oven|toilet|floor|glass) cleaner|little batter(?:y|ies)|coin batter(?:y|ies)|lighter fluid|petrol|gasoline|paint thinner|white spirit|turpentine|nail polish remover|e ?liquid|vape (?:juice|liquid)|something from under the sink)`;

const DRUGS = String.raw`(?:pills|tablets|meds|medication|medicine|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|pain killers|sleeping pills|sleeping tablets|antidepressants|insulin|capsules|xanax|oxy|oxycodone|opioids|benadryl|codeine|morphine|fentanyl|heroin|valium|diazepam|lithium|cough (?:syrup|medicine|mixture)|antihistamines|advil|motrin|aleve|naproxen|nurofen|panadol|calpol|tramadol|gabapentin|pregabalin|sertraline|zoloft|prozac|fluoxetine|citalopram|escitalopram|lexapro|amitriptyline|quetiapine|seroquel|zopiclone|zolpidem|ambien|adderall|lorazepam|ativan|clonazepam|klonopin|nyquil|sleeping meds|sleep aids?)`;

export const MEDICAL_SIGNS: readonly Sign[] = [
  // Chest pain, now or in a pattern that is still going on.
  emergency(
    /\bchest (?:\w+ ){0,5}?(?:in agony|agony|pain|pains|pressure|tightness|tight|ache|aches|aching|hurts|hurting|hurt|heavy|heaviness|crushing|crushed|burning|squeezing|squeezed|discomfort|sore|painful)\b|\b(?:pain|pains|pressure|tightness|ache|crushing|squeezing|heaviness|discomfort|weight|burning) (?:\w+ ){0,2}?(?:in|on|across|around|through) (?:(?:my|his|her|their|the) chest|the (?:middle|centre|center|left side) of (?:my|his|her|their|the) chest)\b|\b(?:elephant|something heavy) (?:\w+ )?(?:on|sitting on) (?:my|his|her) chest\b|\bclutching (?:my|his|her|their) chest\b/g,
    {
      unless: new RegExp(
        `${OVER.source}|${CHECKED.source}|\\bsore (?:from|after)\\b|\\b(?:from|after) (?:coughing|a coughing fit|laughing|laughter)\\b|\\blaugh(?:ing|ed) (?:so |too )?(?:hard|much)\\b|\\bwhen i think (?:about|of)\\b|\\b(?:heavy|tight|aches?|aching) with (?:grief|sadness|sorrow|emotion|love|longing|guilt|worry|excitement|nerves|anticipation|joy|pride)\\b|\\bbefore (?:a|the|my) (?:date|exam|interview|wedding|presentation)\\b|\\bthinking (?:about|of) (?:him|her|seeing)\\b`,
      ),
    },
  ),
  urgent(
    /\bchest (?:\w+ ){0,2}?(?:pain|pains|pressure|tightness|tight|ache|aches|hurt|hurting|discomfort)\b|\b(?:pain|pains|pressure|tightness) (?:\w+ ){0,2}?(?:in|on) (?:my|his|her|the) chest\b/g,
    { requires: OVER, unless: CHECKED },
  ),
  emergency(/\b(?:having|had just|just had|is having|am having|might be having|could be having|is it|am i having) an? heart attack\b/g),
  // A heart attack without the word "chest": jaw or left arm pain with sweating or sickness.
  emergency(
    /\b(?:jaw|left arm) (?:\w+ ){0,4}?(?:ache|aches|aching|pain|pains|hurts|hurting|numb|heavy|tingling)\b|\b(?:pain|ache|numbness) (?:\w+ ){0,3}?(?:jaw|left arm)\b/g,
    { requires: /\b(?:sweat\w*|clammy|sick|nause\w*|short of breath|breathless|dizzy|grey|gray|chest|heart (?:hurts|pain|is pounding|is racing))\b/ },
  ),
  emergency(/\b(?:heart attack|stroke) symptoms\b|\b(?:symptoms|signs) of (?:a )?(?:heart attack|stroke)\b/g),
  // Breathing: cannot breathe, has stopped, lips turning blue.
  emergency(
    /\b(?:can not|could not|can hardly|can barely|hardly|barely|struggling to|struggles to|struggle to|trouble|difficulty|hard to|unable to|fighting to|gasping to) (?:\w+ )?(?:breathe|breathing|catch (?:my|his|her|their) breath|get (?:any |enough )?air)\b|\bgasping (?:for (?:air|breath))\b/g,
    {
      unless:
        /\b(?:laugh\w*|in a good way|butterflies|takes? my breath|when (?:he|she|they|you|i think|i see|i look at|i hear) \w+|in (?:this|that|my|our) (?:\w+ )?(?:relationship|marriage|job|house|town|flat|apartment|room|city|office|family|place)|without (?:him|her|you)|through (?:my|his|her|their|the) nose|with (?:a|this|the) cold|blocked nose|stuffy|in (?:this|the) (?:heat|humidity)|catch (?:my|his|her|their) breath (?:after|from|when|while) (?:\w+ ){0,3}?(?:run|running|ran|jog\w*|sprint\w*|rushing|chasing|workout|gym|training|swim\w*|cycl\w*|danc\w*|sing\w*|hik\w*))\b/,
    },
  ),
  emergency(/\b(?:wheez\w*|asthma attack)\b/g, {
    requires:
      /\b(?:allerg\w*|peanuts?|nuts|stung|sting|can not (?:talk|speak|breathe|stop)|blue|inhaler (?:is not|not|does not) (?:\w+ )?(?:working|helping|help|work)|struggling|gasping|having an asthma attack)\b/,
  }),
  emergency(/\b(?:not|stopped|has stopped|stops|stop) breathing\b|\bbreathing (?:has )?stopped\b/g),
  emergency(
    /\b(?:lips|face|skin|fingers|fingertips|he|she|baby|they) (?:are |is |look |looks |looking |have |has |seem |seems )?(?:turning |going |gone |went |turned )?(?:a bit |slightly |really |very )?(?:blue|grey|gray)\b(?! (?:eyes|shirt|dress|jumper|sweater|top|coat|hair|paint|makeup|lipstick|mood))/g,
    { unless: /\b(?:feeling blue|feel blue|cold outside|cold (?:swim|water|sea|dip)|swim\w*|freezing|makeup|lipstick|paint|dye|dyed)\b/ },
  ),
  emergency(
    /\bbreathing (?:is|has been|got|gotten|sounds|seems) (?:really |very |so |suddenly )?(?:bad|awful|terrible|difficult|hard|laboured|labored|shallow|noisy|raspy|strange|weird)\b/g,
  ),
  emergency(
    new RegExp(
      String.raw`\b${LITTLE_ONE} (?:\w+ ){0,2}?(?:breathing (?:\w+ )?(?:fast|hard|heavily|strangely|weird|funny|shallow|noisily)|grunting|wheezing badly)\b`,
      'g',
    ),
  ),
  emergency(/\b(?:sudden|suddenly|severe|severely|really|very|so) (?:\w+ )?(?:short(?:ness)? of breath|breathless|out of breath)\b/g, { unless: EXERCISE }),
  urgent(
    /\b(?:short(?:ness)? of breath|out of breath|breathless|winded)(?: \w+){0,4}? (?:climbing|stairs|walking|lately|now|these days|for (?:\w+ ){0,2}?(?:days|weeks|months)|more and more|all the time|at night|lying down|getting worse|doing nothing|at rest)\b/g,
    { unless: new RegExp(`${EXERCISE.source}|${ONE_OFF_CLIMB.source}`) },
  ),
  // Stroke: face drooping, arm weak, speech slurred, the worst headache of one's life.
  emergency(
    /\b(?:one side of|half of|half|side of) (?:my|his|her|their|the) face (?:\w+ ){0,2}?(?:droop\w*|dropp\w*|fell|fallen|sagg\w*|numb|paralysed|paralyzed|frozen|not moving|will not move)\b|\b(?:smile|mouth) (?:is |looks |went |has gone )?(?:lopsided|crooked|droop\w*)\b|\bface (?:is |has |started |keeps |feels )?(?:\w+ )?(?:droop\w*|dropping|dropped|sagging|fallen|lopsided)\b|\b(?:droop\w*|sagging) (?:on one side|face)\b/g,
  ),
  emergency(
    /\b(?:speech|words|talking) (?:suddenly |all of a sudden )?(?:went|has gone|is going|gone|became|has become|got|is) (?:all |suddenly |really )?(?:funny|weird|strange|odd|wrong)\b/g,
    { weak: true },
  ),
  emergency(
    /\b(?:one|left|right|his|her|my) (?:arm|leg|hand|side) (?:is|feels|went|has gone|suddenly went|suddenly feels|is suddenly) (?:\w+ )?(?:weak|numb|limp|heavy|dead|floppy)\b|\bsuddenly (?:confused|can not (?:walk|stand|understand))\b/g,
    { weak: true },
  ),
  emergency(
    /\b(?:speech|words|talking|voice) (?:is |are |was |were |has |have |went |got |sounds? |suddenly |all of a sudden |coming out |come out |came out )*(?:slurred|slurring|jumbled|garbled|coming out wrong|not making sense)\b|\bslurr(?:ed|ing) (?:his |her |my |their )?(?:speech|words)\b|\b(?:is|are|keeps|started) slurring\b/g,
  ),
  emergency(
    /\b(?:one|left|right) side (?:of (?:my|his|her|their|the) (?:body|face) )?(?:\w+ ){0,2}?(?:numb|weak|paralysed|paralyzed|dead|drooping|tingling)\b|\b(?:numb|weak|weakness|paralysed|paralyzed|drooping) (?:on|down) (?:one|the (?:left|right)) side\b/g,
  ),
  emergency(
    /\b(?:can not|could not|unable to) (?:feel|move|lift|raise) (?:the |my |his |her )?(?:left|right) (?:side|arm|leg|hand)\b|\b(?:can not|could not|unable to) (?:feel|move) (?:the |my |his |her )?(?:left |right )?side\b|\bsuddenly (?:i |he |she )?(?:can not|could not) (?:move|lift|feel|speak|talk|see|raise)\b|\b(?:can not|could not) (?:speak|talk) (?:properly |clearly |right )?(?:all of a sudden|suddenly)\b/g,
  ),
  emergency(
    /\bworst headache (?:of|in) (?:my|his|her|their) life\b|\b(?:sudden|thunderclap) (?:\w+ )?(?:severe |terrible |excruciating |blinding )?headache\b|\bheadache (?:\w+ )?(?:out of nowhere|all of a sudden)\b|\b(?:severe|bad|terrible|sudden) headache (?:\w+ ){0,3}?(?:stiff neck|neck is stiff)\b|\bstiff neck (?:and|with) (?:\w+ ){0,2}?(?:fever|headache|rash)\b/g,
  ),
  emergency(
    /\b(?:vision|sight) (?:went|has gone|suddenly went|is going|just went) (?:\w+ )?(?:black|dark|blurry|double)\b|\b(?:suddenly|all of a sudden) (?:\w+ ){0,3}?(?:lost|lose|losing|can not see out of) (?:my|his|her|the) (?:vision|sight|eye)\b/g,
  ),
  emergency(/\bhaving an? (?:mini )?stroke\b|\bis it an? stroke\b|\b(?:signs|symptoms) of an? stroke\b/g),
  urgent(/\bhad an? (?:mini |small |minor )?(?:stroke|tia)\b/g, {
    unless: /\b(?:years? ago|when (?:i|he|she) was|as a (?:child|kid)|(?:19|20)\d\d|(?:is|am|are) (?:fine|okay|ok|well|better) now|recovered|recovery)\b/,
  }),
  // Overdose and poisoning.
  emergency(
    new RegExp(
      String.raw`\b(?:took|taken|swallowed|had|ate|eaten|downed|necked|drank|drunk) (?:\w+ ){0,3}?(?:too many|too much|double|twice|triple|an overdose|(?:a|the|my|his|her) (?:whole|full|entire) (?:bottle|packet|pack|box|strip|tub|blister|month|week|supply|stash|prescription)s? (?:s )?(?:worth )?of|a (?:bunch|handful|lot|load|pile) of|all (?:of )?(?:my|the|his|her)|1[5-9]|[2-9]\d|\d{3,}|fifteen|twenty|thirty|forty|fifty|a hundred) (?:\w+ ){0,4}?${DRUGS}\b`,
      'g',
    ),
  ),
  // A child who got into the medicine cabinet.
  emergency(
    new RegExp(
      String.raw`\b${LITTLE_ONE} (?:\w+ ){0,3}?(?:took|swallowed|ate|eaten|got into|drank|has had|had) (?:some of |one of |a few of |all of |a bunch of )?(?:my|his|her|the|our|their) (?:\w+ ){0,2}?${DRUGS}\b`,
      'g',
    ),
  ),
  // Someone's overdose, not overdoses as a subject ("a documentary about overdoses").
  emergency(
    /(?<!\b(?:going to|want to|wants to|plan to|planning to|will|might|thinking (?:about|of)|think about|about to|tempted to|urge to|not) )\b(?:overdosed|overdosing|(?:took|taken|had|has had|is having) an overdose|overdose on)\b/g,
    { unless: /\b(?:years? ago|last year|in (?:19|20)\d\d|died|passed away|rest in peace|at peace|funeral|anniversary)\b/ },
  ),
  emergency(
    new RegExp(
      String.raw`\b(?:swallowed|drank|drunk|drinking|ate|eaten|eating|swallowing|licked|chewed|chewing|got into|inhaled|sniffed) (?:\w+ ){0,4}?${POISONS}\b|\b(?:took|taken|has taken|have taken) (?:some |the |a bottle of |a cup of )?(?:rat poison|weed ?killer|bleach|antifreeze|pesticide|poison)\b`,
      'g',
    ),
  ),
  emergency(/\b(?:baby|newborn|infant) (?:\w+ ){0,2}?(?:had|has|is having|just had) an? (?:fit|funny turn|turn)\b/g),
  emergency(/\b(?:been|was|got|being|is|am|are|were|think i am|think i have been) poisoned\b|\b(?:gas leak|smell gas|smell of gas)\b/g),
  // An alarm chirping for its battery is a chore; with symptoms the fumes sign below still counts.
  emergency(/\bcarbon monoxide\b|\bco alarm\b/g, {
    unless:
      /\b(?:batter(?:y|ies) (?:\w+ )?(?:died|dead|ran out|running out|low|flat|went|needed changing|needs changing)|low batter(?:y|ies)|(?:new|change|changed|changing|replace|replaced|replacing) (?:the |its )?batter(?:y|ies))\b/,
  }),
  emergency(
    new RegExp(
      String.raw`\bmix(?:ed|ing|es)? (?:his |her |my |their )?(?:\w+ )?${DRUGS} (?:with|and) (?:\w+ ){0,3}?(?:alcohol|vodka|wine|beer|drink|drinks|booze|whisky|whiskey|gin)\b|\b(?:took|taken|swallowed|had) (?:\w+ ){0,3}?(?:sleeping pills|sleeping tablets|xanax|valium|diazepam|opioids|oxy|painkillers|pills)\b(?=(?: \w+){0,8} (?:alcohol|vodka|wine|beer|drinks|booze|whisky|whiskey|gin|drunk))|\b(?:alcohol|vodka|wine|beer|drinks|booze|whisky|whiskey|gin|drunk)\b(?: \w+){0,8} (?:took|taken|swallowed) (?:\w+ ){0,3}?(?:sleeping pills|sleeping tablets|xanax|valium|diazepam|opioids|oxy|painkillers|pills)\b`,
      'g',
    ),
  ),
  // Bleeding that will not stop; blood brought up.
  emergency(
    /\b(?:not|never) stop(?:ping)? (?:bleeding|gushing)\b|\bblood (?:\w+ )?(?:will not|does not|can not|is not going to|would not) stop\b|\bbleeding through (?:the |my |his |her )?(?:towels?|bandages?|clothes|dressings?|shirt)\b|\bbleeding (?:\w+ ){0,3}?(?:will not|does not|can not|is not going to|would not) stop\b|\b(?:bleeding|bleed|bleeds) (?:so |really |very )?(?:heavily|a lot|badly|so much|profusely|everywhere|non stop|nonstop|like crazy)\b|\b(?:so much|a lot of|lots of|loads of|tons of|pools? of|too much) blood\b|\bblood (?:is )?everywhere\b|\b(?:gushing|pouring|spurting|squirting) (?:out )?blood\b|\bblood (?:is )?(?:gushing|pouring|spurting|squirting)\b|\blosing (?:a lot of|so much|too much|lots of) blood\b/g,
    { unless: /\b(?:period|periods|menstrual|menstruation|time of the month|a little|a bit|slightly|paper cut)\b/ },
  ),
  emergency(
    /\b(?:coughing|throwing|vomiting|spitting|puking|bringing|coughed|threw|vomited|puked) up (?:\w+ )?blood\b|\b(?:vomiting|throwing up|puking|being sick|sick with) (?:\w+ )?blood\b/g,
  ),
  // Pregnancy: bleeding, severe pain, the baby not moving, waters breaking early.
  emergency(
    /\b(?:bleeding|blood(?! (?:test|tests|pressure|type|sugar|work|group))|spotting heavily|(?:severe|sharp|bad|really bad|terrible|intense|stabbing|strong|awful|massive|splitting|pounding|huge) (?:\w+ )?(?:pain|pains|cramps|cramping|stomach ache|tummy ache|headache)|pain (?:is |feels )?(?:so |really |very )?(?:severe|bad|unbearable|terrible|awful|intense)|fainted|passed out|collapsed|having a seizure|had a seizure|punched (?:me |her )?in the (?:stomach|belly|tummy)|kicked (?:me |her )?in the (?:stomach|belly|tummy)|water (?:has )?(?:broke|broken|breaking|gone)|waters (?:have )?(?:broke|broken|gone)|leaking fluid|blurred vision|blurry vision)\b/g,
    { requires: PREGNANT },
  ),
  emergency(
    /\b(?:baby|he|she|they) (?:\w+ )?(?:has not|have not|has stopped|stopped|is not|are not|did not) (?:\w+ )?(?:moved|moving|kicked|kicking)\b|\b(?:not|no longer|stopped) (?:felt|feel|feeling|noticed|noticing) (?:the |my )?(?:baby|him|her|them) (?:move|moving|kick|kicking)\b|\b(?:reduced|fewer|no|less) (?:\w+ )?(?:fetal |baby )?(?:movements?|kicks)\b/g,
    { requires: PREGNANT },
  ),
  emergency(/\b(?:having|have|is having|am having|might be having|think i am having) an? miscarriage\b|\bmiscarrying\b|\bectopic\b/g),
  // Thoughts of harming a baby or child: a postnatal emergency for the parent and the child.
  emergency(
    new RegExp(
      String.raw`\b(?:thoughts?|urges?|images?|intrusive thoughts?|fantasies|impulses?|visions?|think|thinking|thought) (?:\w+ ){0,2}?(?:of|about) (?:\w+ )?(?:hurting|harming|killing|smothering|suffocating|shaking|drowning|dropping|throwing|strangling|stabbing|hitting|choking) (?:my|the|our|her|his) (?:\w+ )?${LITTLE_ONE}\b(?! s\b)`,
      'g',
    ),
  ),
  emergency(
    /\b(?:thoughts?|urges?|images?|intrusive thoughts?|impulses?|think|thinking) (?:\w+ ){0,2}?(?:of|about) (?:hurting|harming|killing|smothering|suffocating|shaking|drowning|dropping|throwing|strangling|hitting) (?:him|her|them)\b/g,
    { requires: /\b(?:baby|babies|newborn|infant|gave birth|had a baby|postpartum|postnatal|weeks old|months old|little one)\b/ },
  ),
  emergency(
    new RegExp(
      String.raw`\b(?:scared|afraid|worried|terrified|frightened|fear|feel like) (?:that )?(?:i|she|he) (?:will|would|might|could|may|am going to|is going to) (?:\w+ )?(?:hurt|harm|kill|smother|suffocate|shake|drown|drop|throw|strangle|stab|hit) (?:my|the|our|her|his) (?:\w+ )?${LITTLE_ONE}\b(?! s\b)`,
      'g',
    ),
  ),
  emergency(
    new RegExp(
      String.raw`\b(?:want|wants|wanted|wanting|urge|urges|tempted|going) to (?:hurt|harm|kill|smother|suffocate|shake|drown|hit) (?:my|the|our) (?:\w+ )?${LITTLE_ONE}\b(?! s\b)|\b(?:imagine|imagining|picture|picturing) (?:\w+ )?(?:dropping|hurting|drowning|smothering|shaking|throwing) (?:my|the) (?:\w+ )?${LITTLE_ONE}\b|\b(?:dropping|hurting|shaking|drowning|smothering) (?:my|the) (?:\w+ )?(?:baby|newborn|infant) on purpose\b`,
      'g',
    ),
  ),
  // Seizure, collapse, unresponsive.
  // Not "having a fit" alone: that is mostly an angry parent.
  emergency(
    /\b(?:having|had|has had|is having|just had|been having|went into|in the middle of) an? (?:seizure|convulsion)s?\b|\b(?:epileptic|seizure) fit\b|\ban? fit and (?:\w+ ){0,2}?(?:will not|is not|not|can not|does not) (?:\w+ )?(?:respond|wake|breathe|stop)|\bseizing\b|\bconvuls(?:ing|ed|ions?)\b|\b(?:is|are|started|keeps|been|was) fitting(?= \.|$| and| again| on| right now)/g,
    { unless: /\b(?:years? ago|last (?:year|month)|months? ago|as a (?:child|kid))\b/ },
  ),
  emergency(new RegExp(String.raw`\b${LITTLE_ONE} (?:\w+ ){0,8}?(?:floppy|limp|unresponsive|not feeding and (?:\w+ )?(?:sleepy|drowsy|floppy))\b`, 'g'), {
    unless: /\b(?:cute|adorable|so sweet|after (?:his|her|a|the) (?:bath|feed|nap|swim))\b/,
  }),
  emergency(
    /\b(?:unconscious|unresponsive|not waking up|will not wake up|can not wake (?:him|her|them|my \w+)(?: up)?|(?:will not|can not|does not) wake up properly)\b(?! (?:mind|bias|self|desires?|for (?:school|work|class)|early|on time|in time|before|until|till|on weekends|at weekends|at (?:\d|six|seven|eight|noon)))/g,
    { unless: /\b(?:school|class|hope|hopes|pray|prays|wish|wishes|want|wants|wanting|rather|think|thinking|thought|dream\w*)\b/ },
  ),
  emergency(/\b(?:not responding|will not respond|does not respond|not answering)\b(?! to (?:my|his|her|our|the) (?:texts|messages|calls|emails|dms))/g, {
    requires:
      /\b(?:collapsed|fainted|passed out|fell|overdos\w*|pills|not breathing|seizure|fit|hit (?:his|her|their) head|limp|floppy|blue|unconscious|goodbye message)\b/,
  }),
  emergency(
    new RegExp(
      String.raw`\bcollapsed\b(?<=\b(?:he|she|they|i|${NAMED_PERSON}|someone) (?:\w+ ){0,2}?collapsed)(?! (?:(?:on|onto|on to|into) (?:the|my|his|her|a) (?:sofa|couch|bed|armchair|chair|beanbag|hammock)|into bed|in bed|laughing|with laughter|in (?:fits of )?giggles))|\b(?:passed out|fainted|blacked out|collapsed) and (?:\w+ ){0,3}?(?:can not|will not|is not|has not|not) (?:\w+ )?(?:wake|waking|respond|responding|breathing|come round|coming round)\b`,
      'g',
    ),
  ),
  // Strangulation leaves injuries that can kill hours later: a hoarse voice, a sore throat, passing out.
  emergency(/\b(?:choked|strangled|chokes|strangles|choking|strangling|throttled) (?:me|her|him)\b/g, {
    requires:
      /\b(?:throat (?:\w+ )?(?:hurts|sore|is sore|aches)|hoarse|my voice|her voice|can not swallow|passed out|pass out|passes out|blacked out|black out|trouble breathing|neck (?:hurts|is sore)|marks on (?:my|her) neck)\b/,
  }),
  // Anaphylaxis and choking.
  emergency(/\b(?:throat|tongue|lips?|mouth|chest) (?:\w+ ){0,3}?(?:tight|tightening|itchy|tingling|swelling|closing)\b/g, {
    requires: /\b(?:allerg\w*|nuts?|peanuts?|shellfish|shrimp|prawns?|sting|stung|bee|wasp|hives|after eating|epi ?pen|penicillin)\b/,
  }),
  emergency(
    /\b(?:throat|tongue|lips?|face|mouth|airway) (?:\w+ ){0,4}?(?:is |are |feels |started |keeps |has |have )?(?:swelling|swollen|swelled|closing|closing up|puffing up|blowing up)\b|\banaphyla\w+\b|\b(?:need|used|use|using|gave|give|where is|can not find|grab) (?:\w+ )?epi ?pen\b/g,
    { unless: /\b(?:crying|cried|tooth|teeth|dentist|hangover|kiss\w*|filler|botox|sunburn)\b/ },
  ),
  emergency(
    /\bchoking on\b(?! (?:my|his|her|their) words| (?:all )?(?:this|the|my|these|so much) (?:\w+ )?(?:paperwork|work|debt|debts|stress|bills|emails|admin|workload|deadlines|bureaucracy|red tape|pressure|responsibilit\w+))|\b(?:is|are|he is|she is|baby is|started|keeps) choking\b(?! (?:up|back|me|her|him|my|on (?:my|his|her) words))/g,
  ),
  // Head injury, meningitis rash.
  emergency(
    /\b(?:hit|banged|bumped|knocked|smacked|fell on|landed on|bleeding from|cut|split) (?:my|his|her|their) head(?: \w+){0,8}? (?:throwing up|threw up|vomiting|vomited|being sick|very sleepy|sleepy|confused|passed out|blacked out|knocked out|unconscious|can not remember|seizure|drowsy)\b/g,
  ),
  emergency(/\brash (?:\w+ ){0,4}?(?:does not fade|will not fade|not fading|does not go away|stays)(?: \w+){0,6}? glass\b|\bglass test\b/g),
  // Round 1 of the unseen batches (0020): signs read with their company rather than as one phrase.
  emergency(
    new RegExp(
      String.raw`\b(?:alcohol|vodka|wine|beer|drink|drinks|booze|whisky|whiskey|gin) (?:with|and|on top of) (?:my |his |her |the )?(?:\w+ )?${DRUGS}\b`,
      'g',
    ),
    { requires: /\b(?:mix\w*|took|taken|swallowed|had|drank|drowsy|sleepy)\b/ },
  ),
  emergency(
    /\b(?:having|had|has had|is having|just had) an? fit (?:on the (?:floor|ground)|and (?:\w+ )?(?:shaking|jerking|foaming|not responding|will not stop|blue|unconscious))\b/g,
  ),
  emergency(/\b(?:newborn|\d+ (?:week|weeks|day|days) old|(?:one|two|1|2) months? old)\b(?: \w+){0,5} (?:fever|temperature|burning up|high temp)\b/g),
  emergency(/\bcoffee grounds\b/g, { requires: /\b(?:threw up|throwing up|vomit\w*|sick|puk\w*|brought up)\b/ }),
  emergency(/\b(?:black|tarry) (?:and (?:tarry|black) )?(?:stool|stools|poo|poop)\b|\b(?:stool|stools|poo|poop) (?:is |was |are )?(?:black|tarry)\b/g, {
    requires: /\b(?:faint\w*|dizzy|collaps\w*|pass(?:ed|ing)? out|lightheaded|light headed|pale|vomit\w*|blood)\b/,
  }),
  emergency(
    /\bworst (?:\w+ )?headache (?:\w+ ){0,3}?(?:ever|of (?:my|his|her) life|i have (?:ever )?had)\b|\bheadache (?:\w+ ){0,3}?came on (?:in seconds|suddenly|out of nowhere|all at once|like a thunderclap)\b/g,
  ),
  emergency(/\b(?:neck is stiff|stiff neck|neck (?:is )?(?:so |really )?stiff)\b/g, {
    requires: /\b(?:head\w*|light hurts|hurts? (?:my|his|her) eyes|fever|temperature|rash|vomit\w*|drowsy|confused)\b/,
    unless: /\b(?:slept|sleeping (?:wrong|funny)|pillow|gym|desk|posture|laptop|whiplash (?:last|years))\b/,
  }),
  emergency(/\b(?:confused|not making sense|shaky|shaking|sweaty|drowsy|passing out|can not think|slurring)\b/g, {
    requires: /\b(?:diabet\w*|(?:blood )?sugars? (?:is |are )?(?:really |very |so )?(?:low|high|crashed|dropping)|insulin|hypo)\b/,
  }),
  emergency(
    /\bheart (?:\w+ ){0,2}?(?:racing|pounding|beating (?:so |really |very )?fast|going (?:so |really )?fast)(?: \w+){0,10} (?:pass out|faint|black out|collapse)\b/g,
  ),
  emergency(
    /\bpain (?:in|on) (?:my|his|her|their|the) (?:stomach|belly|tummy|abdomen|side|head|back|groin|testicles?|pelvis)(?: \w+){0,2} (?:unbearable|excruciating|agoni[sz]ing|the worst)\b|\b(?:unbearable|excruciating|agoni[sz]ing) (?:\w+ )?(?:stomach|belly|tummy|abdominal|head|side|groin|testicle) (?:pain|ache)\b/g,
  ),
  emergency(
    /\b(?:badly|severely|really badly) (?:burned|burnt|scalded)\b|\b(?:burned|burnt|scalded) (?:\w+ )?(?:badly|severely)\b|\b(?:boiling (?:oil|water)|acid|bleach|chemicals?) (?:\w+ ){0,4}?(?:over|on|in|into) (?:my|his|her) (?:face|eyes?|arm|arms|chest|body|leg|legs|back|hands?)\b/g,
    { unless: /\b(?:sunburn\w*|sun|a bit|slightly)\b/ },
  ),
  emergency(
    /\b(?:collapsed|fell|fallen|passed out|fainted|lying|on the (?:floor|ground)) (?:\w+ ){0,3}?(?:is not|not|has not|are not|stopped|isn t) (?:\w+ )?(?:moving|breathing|responding|waking)\b/g,
  ),
  emergency(/\b(?:can not|could not) (?:feel|move) (?:my|his|her) (?:legs|arms|arm|leg|face|hands?|feet|body)\b/g, {
    requires: /\b(?:suddenly|all of a sudden|out of nowhere|just now|right now)\b/,
  }),
  urgent(
    /\b(?:more and more |increasingly |suddenly (?:very |really |so )?|getting (?:very |really |so )?)confused\b(?! (?:about|by|with|as to|what|whether|over (?:what|whether)))/g,
  ),
  urgent(
    /\bcalf (?:\w+ ){0,3}?(?:swollen|hot|red|hurts|painful|pain|tender|aches)\b|\b(?:swollen|hot|red)(?: and)? (?:swollen|hot|red)(?: and)? (?:swollen|hot|red)\b/g,
    { requires: /\b(?:swollen|swelling|hot|red)\b/, unless: EXERCISE },
  ),
  // Round 2 of the unseen batches (0020).
  emergency(
    new RegExp(
      String.raw`\b(?:took|taken|swallowed|downed) (?:(?:my|his|her|the) (?:whole|entire) prescription|(?:a|the) (?:whole |full |entire )?(?:bottle|packet|box|tub) of (?:\w+ )?${DRUGS})\b`,
      'g',
    ),
  ),
  emergency(/\btook something\b/g, {
    requires: /\b(?:not making sense|shaking|passed out|unconscious|fitting|seizure|can not wake|not breathing|not responding|collapsed)\b/,
  }),
  urgent(/\b(?:testicles?|breast|boob|armpit|neck|groin|nipple) (?:\w+ ){0,2}?(?:has|have|got) (?:a |some )?(?:\w+ )?lumps?\b/g, { unless: CHECKED }),
  urgent(/\bweight (?:is )?(?:falling|dropping|coming) off (?:me|him|her)\b/g, {
    requires: /\b(?:do not know why|no idea why|for no reason|without trying|not trying|not dieting|can not explain)\b/,
  }),
  urgent(/\bblood (?:when|after) (?:i|he|she) (?:cough|coughs|coughed|sneeze|spit)\b|\b(?:pissing|peeing|weeing) blood\b/g),
  urgent(
    /\b(?:vision|eyesight|sight) (?:\w+ ){0,3}?(?:blurry|blurred|double|fuzzy|worse|dim|patchy)(?: \w+){0,2} over the (?:last|past) (?:few |couple of )?(?:days|weeks|months)\b/g,
  ),
  // Round 3 of the unseen batches (0020).
  emergency(/\b(?:talking|speaking) (?:gibberish|nonsense)\b|\b(?:can not|could not) walk straight\b/g, {
    requires: /\b(?:suddenly|all of a sudden|out of nowhere|just now|face|arm)\b/,
  }),
  emergency(/\bfitting (?:and|right now|again|on the floor)\b|\b(?:will not|can not|does not) stop fitting\b/g),
  emergency(/\b(?:can not|could not) (?:move|feel) (?:my|his|her) (?:legs|arms|neck|body|feet)\b/g, {
    requires: /\b(?:fell|fall|fallen|crash\w*|accident|hit by|came off)\b/,
  }),
  emergency(/\b(?:purple|dark red|blotchy purple) (?:spots|rash|blotches)\b|\brash (?:\w+ ){0,3}?(?:purple|does not fade)\b/g),
  emergency(/\b(?:vomit\w*|throwing up|being sick|sick) (?:\w+ ){0,2}?green\b|\bgreen (?:vomit|sick|bile)\b/g),
  emergency(/\b(?:sudden|severe|really bad|excruciating|terrible) (?:\w+ )?pain in (?:my|his|her) (?:testicles?|balls|groin)\b/g),
  emergency(/\b(?:confused|vomiting|being sick|sick|drowsy|very sleepy|passed out|unconscious|knocked out)\b/g, {
    requires:
      /\b(?:fell (?!out|for|asleep|in love|behind|apart)|fall(?! out| for| asleep| in love| behind| apart)|hit (?:my|his|her) head|banged (?:my|his|her) head|bump on (?:the|his|her|my) head)\b/,
  }),
  emergency(/\b(?:been|got|just|was|is|am|has been|have been) (?:just )?(?:stabbed|shot)\b(?! (?:down|at\b|in the (?:back|foot)))/g, {
    unless: /\b(?:years? ago|dream\w*|game|movie|film|photo\w*|vaccine|flu shot|jab|in the war|world war|ww(?:1|2|i|ii))\b/,
  }),
  emergency(/\b(?:ate|eaten|eating|swallowed) (?:\w+ ){0,2}?(?:mushrooms?|berries|plant|leaves|toadstools?)\b/g, {
    requires: /\b(?:sick|vomit\w*|drowsy|unconscious|wild|poison\w*|garden)\b/,
  }),
  emergency(/\bgot into (?:the )?(?:cleaning|medicine|chemical|bathroom|bleach) (?:cupboard|cabinet)\b/g),
  emergency(/\b(?:suddenly|all of a sudden) (?:gone |went |going )?blind\b|\bblind in one eye (?:suddenly|all of a sudden)\b/g),
  emergency(/\bheart (?:\w+ ){0,6}?(?:explode|exploding|bursting)\b/g, { requires: /\b(?:agony|pain|hurts|crushing)\b/ }),
  emergency(/\bbleeding from (?:my|his|her|the) (?:head|ears?|neck|eyes?)\b/g),
  urgent(/\b(?:can not|unable to|could not) keep (?:any )?(?:water|fluids|anything|food|drinks) down\b/g),
  // Worrying but not this minute: lumps, blood where it should not be, fainting spells, weight loss.
  urgent(
    new RegExp(
      String.raw`\blumps? (?:\w+ ){0,2}?(?:in|on|under|near|behind|inside) (?:${POSSESSIVE}|the) (?:\w+ ){0,2}?(?:breast|breasts|boob|boobs|chest|neck|testicles?|balls|armpits?|groin|throat|stomach|belly|abdomen|tummy|back|legs?|arms?|thigh|head|jaw|mouth|tongue|skin|nipple|side|bum|vagina|vulva|scrotum|thyroid|collarbone|lymph nodes?)\b|\b(?:hard|new|growing|painless|strange|weird) lump\b`,
      'g',
    ),
    { unless: CHECKED },
  ),
  urgent(
    /\bblood in (?:my |his |her |the |their )?(?:stool|stools|poo|poop|pee|urine|wee|vomit|sick|phlegm|spit|saliva|mucus|semen)\b|\b(?:peeing|pooing|pooping|passing|weeing|losing) blood\b|\bblood (?:when|after) (?:i|he|she) (?:pee|peed|poo|pooed|poop|pooped|wee|weed|go to the toilet|went to the toilet|go to the bathroom|went to the bathroom|wipe)\b|\bbloody (?:stool|stools|poo|urine|diarrhea|diarrhoea)\b|\b(?:black|tarry) (?:stool|stools|poo|poop)\b|\b(?:poo|poop|stool|stools) (?:\w+ ){0,2}?(?:black|tarry|bloody)\b|\bcough (?:\w+ ){0,3}?blood\b|\b(?:stool|stools|poo|poop|pee|urine|wee|vomit|sick|phlegm|spit|mucus) (?:\w+ ){0,2}?(?:has|had|with) (?:some )?blood in it\b/g,
    { unless: CHECKED },
  ),
  urgent(
    /\b(?:fainting|blackout|blacking out|passing out|dizzy) (?:spells|episodes|fits)\b|\b(?:fainted|passed out|blacked out|collapsed) (?:\w+ )?(?:twice|\d+ times|(?:two|three|four|five|several|a few|many|multiple|a couple of) times)\b|\bkeeps? (?:fainting|passing out|blacking out|collapsing)\b(?! (?:from (?:exhaustion|tiredness)|on the (?:sofa|couch)|in front of|asleep|at night))|\b(?:faint|fainting|dizzy|lightheaded|light headed|blacking out|passing out) (?:\w+ )?(?:a lot|all the time|often|every day|lately|recently|for (?:days|weeks|months))\b/g,
  ),
  urgent(
    /\b(?:lost|losing|lose|dropped|dropping) (?:\w+ ){0,3}?(?:weight|kilos|kg|pounds|lbs|stone)(?: \w+){0,4}? (?:without (?:trying|dieting|meaning to)|for no reason|and (?:i|he|she) (?:am|is) not (?:even )?(?:dieting|trying)|not dieting|not trying|(?:and )?(?:i|we|they|he|she) (?:do|does) not know why|no idea why|can not explain (?:it|why))\b|\b(?:unexplained|unintentional|sudden) weight loss\b/g,
  ),
  urgent(
    /\bmoles? (?:\w+ ){0,5}?(?:changed|changing|different|change|changes|grown|growing|bigger|darker|bleed|bleeds|bleeding|bled|itchy|itching|itches|irregular|raised|crusty|crusting|spreading|uneven)\b|\b(?:new|changing|weird|strange|odd|bleeding|itchy|irregular) mole\b/g,
    { unless: CHECKED },
  ),
  urgent(
    /\bcough(?:ing)? (?:\w+ ){0,4}?(?:for (?:\w+ ){0,2}?(?:weeks|months|a month|over a month)|that (?:will not|does not) go away|(?:getting|gotten) worse)\b/g,
  ),
  urgent(
    /\bheadaches? (?:\w+ ){0,5}?(?:(?:keep|keeps|keeping|getting|gotten|got) (?:getting )?worse|every (?:morning|day|night)|for (?:\w+ ){0,2}?(?:weeks|months|a month)|(?:that|which) (?:will not|does not|never) go away|wake (?:me|him|her) up)\b/g,
  ),
  urgent(
    /\bpalpitations\b|\bheart (?:\w+ ){0,2}?(?:skipping|skips|races|racing|pounding|fluttering|flutters|irregular|beating (?:fast|weird|irregularly))(?: \w+){0,4}? (?:for no reason|out of nowhere|all the time|every day|at rest|at night|and (?:i )?(?:get |feel )?(?:dizzy|faint|breathless))\b|\bflutter(?:ing)? in (?:my|his|her) chest\b/g,
  ),
  urgent(/\b(?:trouble|difficulty|hard|problems?|pain|painful) (?:\w+ )?swallowing\b|\bcan not swallow\b|\bfood (?:gets|getting|keeps getting) stuck\b/g),
  urgent(
    /\b(?:skin|eyes|whites of (?:my|his|her) eyes) (?:\w+ ){0,3}?(?:turned|turning|gone|going|look|looks|are|is) (?:a bit |really |very )?yellow(?:ish|y)?\b|\bjaundice\b/g,
    { unless: NOT_JAUNDICE },
  ),
  urgent(
    /\bhoarse(?:ness)? (?:\w+ ){0,3}?for (?:\w+ ){0,2}?(?:weeks|months)\b|\bvoice (?:\w+ ){0,3}?hoarse (?:\w+ ){0,2}?for (?:\w+ ){0,2}?(?:weeks|months)\b/g,
  ),
  urgent(/\bnight sweats\b|\bdrenched in sweat (?:every )?night\b/g),
  urgent(
    /\bbleeding (?:\w+ ){0,2}?(?:between (?:my )?periods|after (?:sex|menopause|the menopause|intercourse))\b|\bpost ?menopausal bleeding\b|\bperiods? (?:\w+ ){0,4}?(?:really heavy|so heavy|very heavy|heavier|soaking|flooding|clots|clotting|every (?:two|2) weeks)\b/g,
  ),
  urgent(
    /\b(?:sore|ulcer|wound|spot|scab) (?:\w+ ){0,5}?(?:will not|does not|never|has not|have not|is not|still has not) (?:\w+ )?heal(?:ed|ing)?\b|\bnot healing\b/g,
  ),
  urgent(
    /\b(?:vision|eyesight|sight) (?:\w+ ){0,3}?(?:blurry|blurred|double|fuzzy|worse|dim|patchy)(?: \w+){0,4}? (?:for (?:\w+ ){0,2}?(?:days|weeks|months)|lately|recently|getting worse)\b|\b(?:blurry|blurred|double) vision (?:\w+ ){0,3}?(?:for (?:\w+ ){0,2}?(?:days|weeks|months)|lately|getting worse)\b/g,
  ),
  urgent(
    /\b(?:hands?|feet|foot|arms?|legs?|fingers|toes|face) (?:\w+ ){0,2}?(?:numb|tingly|tingling|pins and needles)(?: \w+){0,4}? (?:all the time|a lot|lately|every day|for (?:\w+ ){0,2}?(?:days|weeks|months)|again)\b|\bkeeps? (?:going|getting) (?:numb|tingly)\b/g,
  ),
  urgent(
    /\b(?:really bad|very bad|bad|severe|terrible|awful|agonising|agonizing|sharp|constant|unbearable|stabbing) (?:\w+ )?(?:pain|pains|ache)(?: \w+){0,4}? (?:in|on) (?:my|his|her) (?:side|stomach|belly|tummy|abdomen|lower back|pelvis|groin|kidney)(?: \w+){0,4}? (?:that (?:will not|does not) go away|will not go away|for (?:\w+ ){0,2}?(?:days|weeks))\b|\b(?:stomach|belly|tummy|abdominal|side) (?:pain|ache|pains) (?:\w+ ){0,4}?(?:for (?:\w+ ){0,2}?(?:days|weeks)|(?:that )?(?:will not|does not) go away)\b/g,
  ),
  urgent(/\b(?:always|constantly|really|so|very) thirsty(?: \w+){0,6}? (?:peeing|weeing|urinating|losing weight)\b/g),
  urgent(
    /\b(?:fever|temperature) (?:\w+ ){0,3}?for (?:\w+ ){0,2}?(?:days|a week|over a week)\b|\b(?:fever|temperature) (?:\w+ ){0,2}?(?:will not|does not) (?:go down|come down|break)\b/g,
    { unless: SHORT_FLU },
  ),
  // Round 2 (blind set 1): the stroke's face, arm and speech in other words; a chest "like an
  // elephant"; breathing slow after pills; bleeding through pads; a baby moving less; symptoms that
  // last for weeks.
  emergency(
    /\bface (?:\w+ ){0,2}?(?:went|has gone|is|suddenly went|feels|felt) (?:all |suddenly )?(?:numb|droopy|drooping|lopsided|crooked|frozen|paralysed|paralyzed)\b|\b(?:can not|could not|can t) (?:smile|move (?:my|his|her) (?:mouth|face|lip)) (?:on|with) (?:one|the (?:left|right)|my (?:left|right)|his (?:left|right)|her (?:left|right)) side\b|\b(?:right|left) side of (?:my|his|her|their) (?:mouth|face|lip) (?:\w+ ){0,2}?(?:went|has gone|is|dropped|drooped|fell|sagged|sagging|drooping) ?(?:down)?\b/g,
    { unless: /\b(?:dentist|dental|filling|injection|anaesthetic|anesthetic|botox|novocaine|numbing|cold|frostbite)\b/ },
  ),
  emergency(
    /\b(?:words|speech|sentences) (?:\w+ ){0,2}?(?:suddenly |all of a sudden )?(?:stopped making sense|stopped coming out|came out (?:all )?(?:wrong|jumbled|garbled))\b/g,
  ),
  emergency(/\b(?:slurring|slurred)\b/g, {
    requires: /\b(?:suddenly|all of a sudden|confused|can not (?:stand|walk)|face|arm|droop\w*|elderly|\d+ year old|father|mother|dad|mum|mom|grand\w*)\b/,
    unless: /\b(?:drunk|drinking|wine|beer|vodka|pints?|shots|tipsy|hungover|dentist|tired)\b/,
  }),
  emergency(
    /\b(?:confused|slurring|can not (?:stand|walk)(?: up)?) (?:\w+ ){0,6}?(?:all of a sudden|suddenly|out of nowhere)\b|\b(?:all of a sudden|suddenly|out of nowhere) (?:\w+ ){0,3}?(?:confused|slurring|can not (?:stand|walk))\b/g,
    { unless: /\b(?:drunk|drinking|wine|beer|tipsy|film|movie|plot|instructions|maths|homework)\b/ },
  ),
  emergency(
    /\b(?:elephant|weight|ton of bricks|someone|something heavy) (?:is )?(?:sitting|standing|pressing|crushing|on) (?:on )?(?:my|his|her) chest\b|\bchest (?:\w+ ){0,2}?(?:like|as if) (?:an elephant|a (?:ton|weight)|someone is (?:sitting|standing)|it is being (?:crushed|squeezed))\b/g,
    {
      unless:
        /\b(?:cat|dog|kitten|puppy|baby|toddler) (?:is )?(?:sitting|lying|sleeping|on)\b|\b(?:anxiety|anxious|stress|stressed|exam|interview) (?:\w+ )?(?:like|feels)\b/,
    },
  ),
  emergency(
    /\b(?:feel|feels|felt|feeling) like (?:i am|he is|she is|i was) suffocating\b|\b(?:i am|he is|she is|we are) suffocating\b(?! (?:in|at) (?:this|my|the|that) (?:job|marriage|relationship|town|city|house|office))/g,
    { unless: /\b(?:job|marriage|relationship|town|city|office|family|expectations|emotionally|with love|routine|boredom|bored)\b/ },
  ),
  emergency(/\b(?:breathing|breath|breaths) (?:is |are |really |very |so |seems |seem )*(?:slow|slowly|shallow|weird|strange|funny|rattly|gurgling)\b/g, {
    requires: /\b(?:passed out|unconscious|will not wake|can not wake|not waking|pills|overdos\w*|drunk|drank|took|taking|collapsed|floppy|limp|blue)\b/,
    unless: /\b(?:meditat\w*|yoga|exercise|sleep(?:s|ing)? peacefully|breathing exercises)\b/,
  }),
  emergency(
    /\bsoak(?:ing|ed|s)? (?:through )?(?:a |one |my |her |the )?(?:pads?|towels?|sanitary (?:pads?|towels?)|maternity pads?|clothes|sheets|bed)\b(?: \w+){0,3}?(?= \.|$| (?:every|in|an hour|within|and))/g,
    {
      requires: /\b(?:blood|bleed\w*|miscarr\w*|period|pregnan\w*|birth|labour|labor|postpartum|after (?:having|giving))\b/,
      unless: /\b(?:sweat\w*|rain|swim\w*|night sweats|wet the bed|leak\w* milk)\b/,
    },
  ),
  emergency(
    /\b(?:urge|urges|feel like|want to|wanted to|tempted to|scared i will|afraid i will|almost) (?:\w+ )?shak(?:e|ing) (?:my|the|our|her|his) (?:baby|newborn|infant|son|daughter)\b/g,
  ),
  urgent(
    /\b(?:baby|babies) (?:\w+ ){0,2}?(?:move|moving|movements?|kicks?|kicking) (?:\w+ ){0,2}?(?:less|slower|much less|a lot less|not as much|stopped|has stopped|different)\b|\b(?:not|less) (?:felt|feel|feeling) (?:the )?baby (?:move|moving|kick)\b/g,
    { requires: PREGNANT },
  ),
  urgent(/\b(?:coughing|coughed|cough) up (?:a (?:bit|little) of |some |a little |specks of |streaks of )blood\b/g),
  urgent(
    /\b(?:fainting|fainted|passing out|blacking out|passed out) (?:\w+ )?(?:randomly|for no reason|out of nowhere|a lot|often|lately|again and again|three times|twice|several times)\b/g,
    { unless: /\b(?:laugh\w*|heat wave|joke)\b/ },
  ),
  emergency(
    /\b(?:arm|leg|hand|side) (?:suddenly (?:went|feels|felt|is|became|got)|went (?:all )?(?:weak|numb|limp|floppy) (?:all of a sudden|suddenly|out of nowhere)) (?:weak|numb|limp|floppy|heavy)?\b/g,
    {
      unless:
        /\b(?:came back|went away|minutes|brief|spell|slept on|sleeping on|lying on|sat on|pins and needles|cold|gym|workout|football|practice|training|running|match)\b/,
    },
  ),
  urgent(/\b(?:arm|leg|hand|face) (?:\w+ )?(?:went|goes|go|suddenly went) (?:weak|numb|limp|dead|floppy)\b/g, {
    requires: /\b(?:came back|went away|minutes|brief|for a (?:bit|while|moment|minute)|spell)\b/,
    unless: /\b(?:slept on|sleeping on|lying on|sat on|pins and needles|cold|gym|workout)\b/,
  }),
  urgent(/\bnumbness (?:\w+ ){0,8}?(?:spreading|getting worse|keeps coming|comes and goes|for (?:\w+ ){0,2}?(?:days|weeks|months))\b/g),
  urgent(
    /\b(?:throwing up|vomiting|being sick|diarrh\w+|stomach (?:pain|ache|cramps)|tummy (?:pain|ache)|belly pain|abdominal pain|back pain|pain|headaches?|bleeding|heavy periods?|period|confused|confusion|forgetful|dizzy|dizziness|losing weight|weight loss|night sweats|lump|swelling|fever|blurry|blurred|can not stop crying|crying)\b(?: \w+){0,8}? (?:for (?:over |more than |about |nearly |almost )?(?:two|three|four|five|six|several|a few|a couple of|\d+|many) (?:weeks|months)|for (?:over |more than )?a month|for months|(?:has |have )?lasted (?:over |more than )?(?:two|three|four|several|a few|\d+) (?:weeks|months)|(?:the|over the) (?:past|last) (?:few |couple of |two |three |several )?(?:weeks|months)|(?:it has|it is|it s) been weeks)\b/g,
    { unless: new RegExp(`${OVER.source}|${CHECKED.source}|\\b(?:period (?:is|was) late|laugh\\w*|baby (?:is|has been) crying|toddler|teething|colic)\\b`) },
  ),
  urgent(
    /\b(?:dark|black|grey|gray) (?:spot|patch|shadow|curtain) (?:in|over|across) (?:my|his|her) (?:vision|eye|sight)\b|\b(?:blurry|blurred|cloudy) (?:\w+ ){0,3}?in one eye\b/g,
  ),
  urgent(
    /\bsince (?:having|giving birth to|the birth of|i had) (?:my|the|our) (?:baby|son|daughter|twins)\b(?: \w+){0,8}? (?:can not stop crying|disconnected|numb|no bond|hopeless|empty|not bond\w*)\b/g,
  ),
  emergency(/\b(?:fell|fallen|has fallen|had a fall) (?:\w+ ){0,3}?(?:and )?(?:can not|could not|is not able to|unable to) (?:get up|stand|stand up|move)\b/g, {
    unless: /\b(?:laugh\w*|in love|asleep|bed)\b/,
  }),
  emergency(/\b(?:heart|chest) (?:\w+ ){0,5}?(?:squeezed|crushed|in a vice|being squeezed|being crushed|squeezing|crushing)\b/g, {
    requires: /\b(?:arm|jaw|sweat\w*|clammy|breath\w*|sick|nause\w*|dizzy|faint\w*|pain)\b/,
    unless: /\b(?:heartbreak|broken heart|miss (?:him|her)|love|crush on|when i see)\b/,
  }),
  urgent(/\bmore confused than (?:usual|normal|before|ever)\b|\bkeeps? (?:falling|falling over|having falls)\b/g, {
    requires: /\b(?:nan|nana|gran|granny|grandma|grandad|grandpa|grandmother|grandfather|elderly|old|\d+ year old|confused|dizzy|mum|mom|dad|mother|father)\b/,
    unless: /\b(?:asleep|in love|for (?:him|her|the wrong)|toddler|baby|learning to walk|skat\w*|ski\w*|bike)\b/,
  }),
  // Round 3 (blind set 2): a heart attack, a stroke, failing breath or blood loss described by how
  // it feels or looks; a new mother who fears what she may do; red flags a GP should see within days.
  emergency(
    /\b(?:feels? like|feeling like|as if|like) (?:an elephant|someone|somebody|something|a weight|a \w+) (?:is )?sitting on (?:my|his|her|me|him)\b|\bcrushing (?:weight|pressure|feeling) on (?:me|him|her|my|his)\b|\b(?:pressure|squeezing|tightness|pain) (?:\w+ ){0,6}?(?:spreads|spreading|goes|going|radiat\w*) (?:in)?to (?:my|his|her) (?:jaw|left arm|neck)\b/g,
    { unless: CHECKED },
  ),
  emergency(
    /\b(?:mouth|face|smile|lip) (?:is |has )?(?:falling|fallen|dropping|dropped|drooping|droops|sagging|slipping) (?:down )?(?:on|to) one side\b|\bone side of (?:my|his|her) (?:body|face) (?:\w+ ){0,3}?(?:will not|would not|does not|can not|is not) (?:listen|move|work|respond)\b/g,
  ),
  emergency(
    /\b(?:a hard time|hard time|struggling|hardly able|barely able) (?:to )?breath(?:e|ing)\b|\b(?:can not|struggling to|unable to) (?:speak|talk) (?:in )?(?:full|whole|complete) sentences\b|\bturning (?:blue|grey|gray) (?:around|round) the (?:mouth|lips)\b|\blips (?:\w+ ){0,2}?(?:bluish|blue)\b/g,
    { unless: /\b(?:cold|swim\w*|lipstick|paint\w*|dye|slushie|sweets?|ice|lolly|berries|blueberr\w*|heat|hot|humid\w*|heatwave|stuffy)\b/ },
  ),
  emergency(/\bbreathing (?:very |really |so )?(?:strange|strangely|weird|weirdly|funny|odd|oddly)\b|\bgrunting (?:sound|noise)s?\b/g, {
    requires: /\b(?:pauses|cold|blue|gasp\w*|unresponsive|will not wake|baby|newborn)\b/,
  }),
  emergency(/\b(?:might|going to|about to|gonna) (?:black|pass) out\b/g, { requires: /\b(?:heart|chest|dizzy|skipping|breath\w*)\b/ }),
  emergency(
    new RegExp(
      String.raw`\b(?:not safe|scared|afraid|frightened|terrified) (?:\w+ ){0,2}?(?:to be )?alone with (?:(?:my|the|our|her|his) (?:\w+ )?${LITTLE_ONE}|him|her)\b|\bvoices? (?:\w+ ){0,2}?telling me to (?:hurt|harm|smother|kill|drown|shake) (?:the|my|our) (?:\w+ )?${LITTLE_ONE}\b|\b${LITTLE_ONE} would be better off dead\b`,
      'g',
    ),
    { requires: /\b(?:baby|birth|born|newborn|postpartum|postnatal)\b/ },
  ),
  emergency(
    /\bpumping (?:out )?blood\b|\bblood (?:is )?(?:pumping|spurting|gushing|pouring) (?:out|from|through)\b|\b(?:bleeding|soaking|soaked|bled) through (?:a |my |the )?(?:pads?|towels?|bandages?) (?:every|each|in) (?:an? )?(?:hour|half hour|half an hour|\d+ minutes)\b/g,
  ),
  emergency(/\bempty (?:pill|medicine|tablet) (?:bottles?|packets?|boxes)\b|\b(?:fumes|carbon monoxide|gas leak)\b/g, {
    requires: /\b(?:passed out|unconscious|will not wake|not waking|not responding|headache|sleepy|drowsy|dizzy)\b/,
  }),
  emergency(
    /\b(?:lying|lay|laying|fallen|fell) (?:\w+ ){0,2}?on the floor and (?:can not|could not|is unable to) get up\b|\b(?:put something|slipped something|spiked) (?:in|into)? ?(?:my|her|his) drink\b(?= (?:\w+ ){0,3}?(?:and|now) (?:i|she|he) (?:can not|could not) (?:move|stand|walk|speak|see))/g,
  ),
  urgent(
    /\b(?:fall|falling|fallen) (?:over )?(?:often|a lot|more and more|all the time)\b|\blegs (?:are |feel |have been )?(?:weak|giving way)\b|\bforget(?:ting)? words\b|\bforgetting where (?:she|he|i) (?:is|am)\b|\bgot lost (?:driving|walking) home\b/g,
    { requires: /\b(?:\d\d|months|weeks|twice|again|more and more|often|old|years)\b/ },
  ),
  urgent(
    /\b(?:could not|can not) see (?:out of|with|from) one eye\b|\btesticle (?:is |feels )?(?:\w+ )?(?:swollen|hard|lump\w*)\b|\bchange in (?:my |his |her )?bowel habits\b|\b(?:scar|wound|incision|stitches)(?: \w+){0,3} (?:is |are )?(?:red and )?(?:leaking|oozing|weeping|hot and red)\b/g,
    { unless: CHECKED },
  ),
  urgent(/\byellow (?:eyes|skin)\b|\b(?:eyes|skin) (?:are |look |have gone |turned )(?:yellow|yellowish)\b/g, {
    unless: new RegExp(`${CHECKED.source}|${NOT_JAUNDICE.source}`),
  }),
  urgent(/\bspotting\b|\bitching (?:all over|on (?:my|her) (?:hands|feet|palms))\b/g, { requires: PREGNANT, unless: CHECKED }),
  urgent(
    /\b(?:pain|swelling) (?:and (?:pain|swelling) )?in (?:one|my|his|her) calf\b|\bfever (?:that )?(?:has |is )?lasted (?:\d+|four|five|six|seven) days\b|\b(?:losing|lost) weight\b(?<=\b(?:and|he is|she is|i am|been|has) (?:losing|lost) weight)/g,
    {
      requires: /\b(?:flight|swollen|swelling|pill|rash|fever|drinking loads|thirsty|wetting|peeing|weeing|pain|meals|without trying|night sweats)\b/,
      unless: CHECKED,
    },
  ),
  // Round 5 (0020): severe pain in pregnancy; an allergic reaction without its pen; speech gone wrong;
  // weight lost without trying.
  emergency(/\b(?:worst|severe|unbearable|agonising|agonizing|excruciating|really bad|terrible) (?:\w+ )?(?:pain|cramps?|cramping)\b/g, { requires: PREGNANT }),
  emergency(
    /\bno (?:epipen|epi pen|adrenaline pen|auto injector)\b|\b(?:reacting|reaction|allergic) to (?:the )?(?:nuts|peanuts|shellfish|a bee sting|a wasp sting|bee sting)\b(?= (?:\w+ ){0,6}?(?:now|right now|throat|swelling|breath\w*|lips|tongue|no epipen))|\b(?:reacting|having a reaction) to (?:nuts|peanuts|shellfish)\b(?<=\b(?:i am|she is|he is|am|is) (?:reacting|having a reaction) to \w+)/g,
  ),
  emergency(/\b(?:words|speech) (?:\w+ ){0,2}?(?:come|comes|coming|came) out (?:all )?(?:wrong|jumbled|garbled|slurred|mixed up|muddled)\b/g, {
    unless: /\b(?:nervous|date|interview|crush|speech|presentation|flirt\w*|drunk)\b/,
  }),
  urgent(
    /\b(?:lost|losing|dropped|dropping) (?:like |about |nearly |almost |over )?(?:\d+ ?(?:kg|kilos|lbs|pounds|stone)|a lot of weight|loads of weight) (?:\w+ ){0,2}?without (?:even )?(?:trying|dieting|meaning to)\b/g,
    { unless: CHECKED },
  ),
];
