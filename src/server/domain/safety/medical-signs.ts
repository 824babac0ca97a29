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
const OVER = /\b(?:went away|gone away|has gone|have gone|it stopped|they stopped|has stopped|have stopped|no longer|used to|in the past)\b|\bhad (?:\w+ ){0,4}?(?:last (?:week|month|year|summer|winter|spring|autumn)|(?:\w+ )?(?:days?|weeks?|months?|years?) ago)\b/;

/** A doctor has already looked: "the doctor said it is fine", "it was benign". */
const CHECKED = /\b(?:doctors?|gp|cardiologist|tests?|scans?|ecg|hospital|results?|biopsy)(?: \w+){0,4}? (?:found nothing|said (?:it was |it is |i was |i am |she is |he is |my \w+ is |it s )?(?:fine|nothing|ok|okay|normal|harmless|benign)|came back (?:fine|clear|normal|ok|okay|negative))|\b(?:been fine since|it was nothing|all clear|benign|harmless)\b/;

/** Exercise explains breathlessness and sore muscles. */
const EXERCISE = /\b(?:run|runs|running|ran|jog\w*|workout|working out|gym|exercis\w*|sprint\w*|push ups|pushups|press ups|bench press|lifting|hike|hiking|marathon|laughing|first run|training|dancing|cycling|swimming)\b/;

/** A pregnancy under way ("I'm 8 weeks pregnant"), not a hoped-for one ("will I get pregnant"). */
const PREGNANT = /(?<!\b(?:get|getting|become|becoming|be) )\bpregnant\b|\b(?:weeks gone|months gone|expecting (?:a baby|twins)|my pregnancy|trimester|months along)\b|\b(?:\d+|\w+) weeks (?:pregnant|along|gone)\b|\bat \d+ weeks\b/;

/** A child, baby or newborn. */
const LITTLE_ONE = '(?:baby|babies|newborn|infant|son|daughter|child|children|kids|kid|little one|twins|toddler|little girl|little boy|grandson|granddaughter|\\d+ (?:year|month) old)';

const POISONS = String.raw`(?:bleach|antifreeze|detergent|dishwasher (?:liquid|tablets?|pods?)|laundry (?:pods?|capsules?|liquid|detergent)|washing (?:up )?(?:liquid|powder|tablets?|pods?)|button batter(?:y|ies)|batter(?:y|ies)|rat poison|weed ?killer|poison|pesticide|cleaning (?:products?|fluid|spray)|(?:drain|oven|toilet|floor|glass) cleaner|lighter fluid|petrol|gasoline|paint thinner|white spirit|turpentine|nail polish remover|e ?liquid|vape (?:juice|liquid)|something from under the sink)`;

const DRUGS = String.raw`(?:pills|tablets|meds|medication|medicine|paracetamol|tylenol|acetaminophen|ibuprofen|aspirin|painkillers|pain killers|sleeping pills|sleeping tablets|antidepressants|insulin|capsules|xanax|oxy|oxycodone|opioids|benadryl|codeine|morphine|fentanyl|heroin|valium|diazepam|lithium)`;

export const MEDICAL_SIGNS: readonly Sign[] = [
  // Chest pain, now or in a pattern that is still going on.
  emergency(/\bchest (?:\w+ ){0,2}?(?:pain|pains|pressure|tightness|tight|ache|aches|aching|hurts|hurting|hurt|heavy|heaviness|crushing|burning|squeezing|discomfort|sore|painful)\b|\b(?:pain|pains|pressure|tightness|ache|crushing|squeezing|heaviness|discomfort|weight|burning) (?:\w+ ){0,2}?(?:in|on|across|around|through) (?:my|his|her|their|the) chest\b|\b(?:elephant|something heavy) (?:\w+ )?(?:on|sitting on) (?:my|his|her) chest\b|\bclutching (?:my|his|her|their) chest\b/g, { unless: new RegExp(`${OVER.source}|${CHECKED.source}|\\bsore (?:from|after)\\b`) }),
  urgent(/\bchest (?:\w+ ){0,2}?(?:pain|pains|pressure|tightness|tight|ache|aches|hurt|hurting|discomfort)\b|\b(?:pain|pains|pressure|tightness) (?:\w+ ){0,2}?(?:in|on) (?:my|his|her|the) chest\b/g, { requires: OVER, unless: CHECKED }),
  emergency(/\b(?:having|had just|just had|is having|am having|might be having|could be having|is it|am i having) an? heart attack\b/g),
  // A heart attack without the word "chest": jaw or left arm pain with sweating or sickness.
  emergency(/\b(?:jaw|left arm) (?:\w+ ){0,4}?(?:ache|aches|aching|pain|pains|hurts|hurting|numb|heavy|tingling)\b|\b(?:pain|ache|numbness) (?:\w+ ){0,3}?(?:jaw|left arm)\b/g, { requires: /\b(?:sweat\w*|clammy|sick|nause\w*|short of breath|breathless|dizzy|grey|gray)\b/ }),
  // Breathing: cannot breathe, has stopped, lips turning blue.
  emergency(/\b(?:can not|could not|can hardly|can barely|hardly|barely|struggling to|struggles to|struggle to|trouble|difficulty|hard to|unable to|fighting to|gasping to) (?:\w+ )?(?:breathe|breathing|catch (?:my|his|her|their) breath|get (?:any )?air)\b/g, { unless: /\b(?:laugh\w*|when (?:he|she|they|you) \w+|in (?:this|that|my|our) (?:relationship|marriage|job|house|town)|without (?:him|her|you)|through my nose)\b/ }),
  emergency(/\b(?:not|stopped|has stopped|stops|stop) breathing\b|\bbreathing (?:has )?stopped\b/g),
  emergency(/\b(?:lips|face|skin|fingers|he|she|baby|they) (?:are |is |look |looks |looking |have |has )?(?:turning|going|gone|went|turned) (?:a bit |slightly )?(?:blue|grey|gray)\b/g),
  emergency(new RegExp(String.raw`\b${LITTLE_ONE} (?:\w+ ){0,2}?(?:breathing (?:\w+ )?(?:fast|hard|heavily|strangely|weird|funny|shallow|noisily)|grunting|wheezing badly)\b`, 'g')),
  emergency(/\b(?:sudden|suddenly|severe|severely|really|very|so) (?:\w+ )?(?:short(?:ness)? of breath|breathless|out of breath)\b/g, { unless: EXERCISE }),
  urgent(/\b(?:short(?:ness)? of breath|out of breath|breathless|winded)(?: \w+){0,4}? (?:climbing|stairs|walking|lately|now|these days|for (?:\w+ ){0,2}?(?:days|weeks|months)|more and more|all the time|at night|lying down|getting worse|doing nothing|at rest)\b/g, { unless: EXERCISE }),
  // Stroke: face drooping, arm weak, speech slurred, the worst headache of one's life.
  emergency(/\bface (?:is |has |started |keeps |feels )?(?:\w+ )?(?:droop\w*|dropping|dropped|sagging|fallen|lopsided)\b|\b(?:droop\w*|sagging) (?:on one side|face)\b/g),
  emergency(/\b(?:speech|words|talking|voice) (?:is |are |was |were |has |have |went |got |sounds? |suddenly |all of a sudden )*(?:slurred|slurring|jumbled|garbled|coming out wrong|not making sense)\b|\bslurr(?:ed|ing) (?:his |her |my |their )?(?:speech|words)\b|\b(?:is|are|keeps|started) slurring\b/g),
  emergency(/\b(?:one|left|right) side (?:of (?:my|his|her|their|the) (?:body|face) )?(?:\w+ ){0,2}?(?:numb|weak|paralysed|paralyzed|dead|drooping|tingling)\b|\b(?:numb|weak|weakness|paralysed|paralyzed|drooping) (?:on|down) (?:one|the (?:left|right)) side\b/g),
  emergency(/\b(?:can not|could not|unable to) (?:feel|move|lift|raise) (?:the |my |his |her )?(?:left|right) (?:side|arm|leg|hand)\b|\b(?:can not|could not|unable to) (?:feel|move) (?:the |my |his |her )?(?:left |right )?side\b|\bsuddenly (?:can not|could not) (?:move|lift|feel|speak|talk|see|raise)\b|\b(?:can not|could not) (?:speak|talk) (?:properly |clearly |right )?(?:all of a sudden|suddenly)\b/g),
  emergency(/\bworst headache (?:of|in) (?:my|his|her|their) life\b|\b(?:sudden|thunderclap) (?:\w+ )?(?:severe |terrible |excruciating |blinding )?headache\b|\bheadache (?:\w+ )?(?:out of nowhere|all of a sudden)\b|\b(?:severe|bad|terrible|sudden) headache (?:\w+ ){0,3}?(?:stiff neck|neck is stiff)\b|\bstiff neck (?:and|with) (?:\w+ ){0,2}?(?:fever|headache|rash)\b/g),
  emergency(/\b(?:vision|sight) (?:went|has gone|suddenly went|is going|just went) (?:\w+ )?(?:black|dark|blurry|double)\b|\b(?:suddenly|all of a sudden) (?:\w+ ){0,3}?(?:lost|lose|losing|can not see out of) (?:my|his|her|the) (?:vision|sight|eye)\b/g),
  emergency(/\bhaving an? (?:mini )?stroke\b|\bis it an? stroke\b|\b(?:signs|symptoms) of an? stroke\b/g),
  urgent(/\bhad an? (?:mini |small |minor )?(?:stroke|tia)\b/g, { unless: /\b(?:years? ago|when (?:i|he|she) was|as a (?:child|kid))\b/ }),
  // Overdose and poisoning.
  emergency(new RegExp(String.raw`\b(?:took|taken|swallowed|had|ate|eaten|taking|downed|necked) (?:\w+ ){0,3}?(?:too many|too much|an overdose|a (?:whole|full) (?:bottle|packet|pack|box|strip|tub) of|a (?:bunch|handful|lot|load|pile) of|all (?:of )?(?:my|the|his|her)|1[5-9]|[2-9]\d|\d{3,}|fifteen|twenty|thirty|forty|fifty|a hundred) (?:\w+ ){0,2}?${DRUGS}\b`, 'g')),
  // A child who got into the medicine cabinet.
  emergency(new RegExp(String.raw`\b${LITTLE_ONE} (?:\w+ ){0,3}?(?:took|swallowed|ate|eaten|got into|drank|has had|had) (?:some of |one of |a few of |all of |a bunch of )?(?:my|his|her|the|our|their) (?:\w+ )?${DRUGS}\b`, 'g')),
  emergency(/(?<!\b(?:going to|want to|wants to|plan to|planning to|will|might|thinking (?:about|of)|think about|about to|tempted to|urge to|not) )\boverdos(?:e|ed|es|ing)\b/g),
  emergency(new RegExp(String.raw`\b(?:swallowed|drank|drunk|drinking|ate|eaten|eating|swallowing|licked|chewed|chewing|got into|inhaled|sniffed) (?:\w+ ){0,3}?${POISONS}\b`, 'g')),
  emergency(/\b(?:been|was|got|being|is|am|are|were|think i am|think i have been) poisoned\b|\bcarbon monoxide\b|\bco alarm\b|\b(?:gas leak|smell gas|smell of gas)\b/g),
  emergency(new RegExp(String.raw`\bmix(?:ed|ing|es)? (?:his |her |my |their )?(?:\w+ )?${DRUGS} (?:with|and) (?:\w+ ){0,3}?(?:alcohol|vodka|wine|beer|drink|drinks|booze|whisky|whiskey|gin)\b`, 'g')),
  // Bleeding that will not stop; blood brought up.
  emergency(/\b(?:not|never) stop(?:ping)? (?:bleeding|gushing)\b|\bbleeding (?:\w+ ){0,2}?(?:will not|does not|can not|is not going to|would not) stop\b|\b(?:bleeding|bleed|bleeds) (?:so |really |very )?(?:heavily|a lot|badly|so much|profusely|everywhere|non stop|nonstop|like crazy)\b|\b(?:so much|a lot of|lots of|loads of|tons of|pools? of|too much) blood\b|\bblood (?:is )?everywhere\b|\b(?:gushing|pouring|spurting|squirting) (?:out )?blood\b|\bblood (?:is )?(?:gushing|pouring|spurting|squirting)\b|\blosing (?:a lot of|so much|too much|lots of) blood\b/g, { unless: /\b(?:period|periods|menstrual|menstruation|time of the month|nose ?bleed|nose bled|my nose)\b/ }),
  emergency(/\b(?:coughing|throwing|vomiting|spitting|puking|bringing|coughed|threw|vomited|puked) up (?:\w+ )?blood\b|\b(?:vomiting|throwing up|puking|being sick|sick with) (?:\w+ )?blood\b/g),
  // Pregnancy: bleeding, severe pain, the baby not moving, waters breaking early.
  emergency(/\b(?:bleeding|blood(?! (?:test|tests|pressure|type|sugar|work|group))|spotting heavily|(?:severe|sharp|bad|really bad|terrible|intense|stabbing|strong|awful) (?:\w+ )?(?:pain|pains|cramps|cramping|stomach ache|tummy ache|headache)|punched (?:me |her )?in the (?:stomach|belly|tummy)|kicked (?:me |her )?in the (?:stomach|belly|tummy)|water (?:has )?(?:broke|broken|breaking)|waters (?:have )?(?:broke|broken)|leaking fluid|blurred vision|blurry vision)\b/g, { requires: PREGNANT }),
  emergency(/\b(?:baby|he|she|they) (?:\w+ )?(?:has not|have not|has stopped|stopped|is not|are not|did not) (?:\w+ )?(?:moved|moving|kicked|kicking)\b|\b(?:reduced|fewer|no|less) (?:\w+ )?(?:fetal |baby )?(?:movements?|kicks)\b/g, { requires: PREGNANT }),
  emergency(/\b(?:having|have|is having|am having|might be having|think i am having) an? miscarriage\b|\bmiscarrying\b|\bectopic\b/g),
  // Thoughts of harming a baby or child: a postnatal emergency for the parent and the child.
  emergency(new RegExp(String.raw`\b(?:thoughts?|urges?|images?|intrusive thoughts?|fantasies|impulses?|visions?|dreams?) (?:\w+ ){0,2}?(?:of|about) (?:\w+ )?(?:hurting|harming|killing|smothering|suffocating|shaking|drowning|dropping|throwing|strangling|stabbing|hitting|choking) (?:my|the|our|her|his) (?:\w+ )?${LITTLE_ONE}\b(?! s\b)`, 'g')),
  emergency(new RegExp(String.raw`\b(?:scared|afraid|worried|terrified|frightened|fear|feel like) (?:that )?(?:i|she|he) (?:will|would|might|could|may|am going to|is going to) (?:\w+ )?(?:hurt|harm|kill|smother|suffocate|shake|drown|drop|throw|strangle|stab|hit) (?:my|the|our|her|his) (?:\w+ )?${LITTLE_ONE}\b(?! s\b)`, 'g')),
  emergency(new RegExp(String.raw`\b(?:want|wants|wanted|wanting|urge|urges|tempted|going) to (?:hurt|harm|kill|smother|suffocate|shake|drown|hit) (?:my|the|our) (?:\w+ )?${LITTLE_ONE}\b(?! s\b)|\b(?:imagine|imagining|picture|picturing) (?:\w+ )?(?:dropping|hurting|drowning|smothering|shaking|throwing) (?:my|the) (?:\w+ )?${LITTLE_ONE}\b|\b(?:dropping|hurting|shaking|drowning|smothering) (?:my|the) (?:\w+ )?(?:baby|newborn|infant) on purpose\b`, 'g')),
  // Seizure, collapse, unresponsive.
  // Not "having a fit" alone: that is mostly an angry parent.
  emergency(/\b(?:having|had|has had|is having|just had|been having|went into|in the middle of) an? (?:seizure|convulsion)s?\b|\b(?:epileptic|seizure) fit\b|\ban? fit and (?:\w+ ){0,2}?(?:will not|is not|not|can not|does not) (?:\w+ )?(?:respond|wake|breathe|stop)|\bseizing\b|\bconvuls(?:ing|ed|ions?)\b|\b(?:is|are|started|keeps|been|was) fitting(?= \.|$| and| again| on| right now)/g, { unless: /\b(?:years? ago|last (?:year|month)|months? ago|as a (?:child|kid))\b/ }),
  emergency(/\b(?:unconscious|unresponsive|not waking up|will not wake up|can not wake (?:him|her|them|my \w+)(?: up)?|(?:will not|can not|does not) wake up properly)\b(?! (?:mind|bias|self|desires?|for (?:school|work|class)|early|on time|in time|at (?:\d|six|seven|eight)))/g, { unless: /\b(?:school|class|hope|hopes|pray|prays|wish|wishes|want|wants|wanting|rather|think|thinking|thought|dream\w*)\b/ }),
  emergency(/\b(?:not responding|will not respond|does not respond|not answering)\b(?! to (?:my|his|her|our|the) (?:texts|messages|calls|emails|dms))/g, { requires: /\b(?:collapsed|fainted|passed out|fell|overdos\w*|pills|not breathing|seizure|fit|hit (?:his|her|their) head|limp|floppy|blue|unconscious|goodbye message)\b/ }),
  emergency(new RegExp(String.raw`\bcollapsed\b(?<=\b(?:he|she|they|i|${NAMED_PERSON}|someone) (?:\w+ ){0,2}?collapsed)(?! (?:on the (?:sofa|couch|bed)|into bed|in bed|laughing|with laughter))|\b(?:passed out|fainted|blacked out|collapsed) and (?:\w+ ){0,3}?(?:can not|will not|is not|has not|not) (?:\w+ )?(?:wake|waking|respond|responding|breathing|come round|coming round)\b`, 'g')),
  // Strangulation leaves injuries that can kill hours later: a hoarse voice, a sore throat, passing out.
  emergency(/\b(?:choked|strangled|chokes|strangles|choking|strangling|throttled) (?:me|her|him)\b/g, { requires: /\b(?:throat (?:\w+ )?(?:hurts|sore|is sore|aches)|hoarse|my voice|her voice|can not swallow|passed out|blacked out|trouble breathing|neck (?:hurts|is sore)|marks on (?:my|her) neck)\b/ }),
  // Anaphylaxis and choking.
  emergency(/\b(?:throat|tongue|lips?|face|mouth|airway) (?:\w+ ){0,4}?(?:is |are |feels |started |keeps |has |have )?(?:swelling|swollen|swelled|closing|closing up|puffing up|blowing up)\b|\banaphyla\w+\b|\b(?:need|used|use|using|gave|give|where is|can not find|grab) (?:\w+ )?epi ?pen\b/g, { unless: /\b(?:crying|cried|tooth|teeth|dentist|hangover|kiss\w*|filler|botox|sunburn)\b/ }),
  emergency(/\bchoking on\b(?! (?:my|his|her|their) words)|\b(?:is|are|he is|she is|baby is|started|keeps) choking\b(?! (?:up|back|me|her|him|my|on (?:my|his|her) words))/g),
  // Head injury, meningitis rash.
  emergency(/\b(?:hit|banged|bumped|knocked|smacked|fell on|landed on) (?:my|his|her|their) head(?: \w+){0,8}? (?:throwing up|vomiting|being sick|confused|passed out|blacked out|knocked out|unconscious|can not remember|seizure|drowsy)\b/g),
  emergency(/\brash (?:\w+ ){0,4}?(?:does not fade|will not fade|not fading|does not go away|stays)(?: \w+){0,6}? glass\b|\bglass test\b/g),
  // Worrying but not this minute: lumps, blood where it should not be, fainting spells, weight loss.
  urgent(new RegExp(String.raw`\blumps? (?:\w+ ){0,2}?(?:in|on|under|near|behind|inside) (?:${POSSESSIVE}|the) (?:\w+ )?(?:breast|breasts|boob|boobs|chest|neck|testicles?|balls|armpits?|groin|throat|stomach|belly|abdomen|tummy|back|legs?|arms?|thigh|head|jaw|mouth|tongue|skin|nipple|side|bum|vagina|vulva|scrotum|thyroid|collarbone|lymph nodes?)\b|\b(?:hard|new|growing|painless|strange|weird) lump\b`, 'g'), { unless: CHECKED }),
  urgent(/\bblood in (?:my |his |her |the |their )?(?:stool|stools|poo|poop|pee|urine|wee|vomit|sick|phlegm|spit|saliva|mucus|semen)\b|\b(?:peeing|pooing|pooping|passing|weeing|losing) blood\b|\bblood (?:when|after) (?:i|he|she) (?:pee|peed|poo|pooed|wee|weed|go to the toilet|went to the toilet|wipe)\b|\bbloody (?:stool|stools|poo|urine|diarrhea|diarrhoea)\b|\b(?:black|tarry) (?:stool|stools|poo|poop)\b|\b(?:poo|poop|stool|stools) (?:\w+ ){0,2}?(?:black|tarry|bloody)\b|\bcough (?:\w+ ){0,3}?blood\b/g, { unless: CHECKED }),
  urgent(/\b(?:fainting|blackout|blacking out|passing out|dizzy) (?:spells|episodes|fits)\b|\b(?:fainted|passed out|blacked out|collapsed) (?:\w+ )?(?:twice|\d+ times|(?:two|three|four|five|several|a few|many|multiple|a couple of) times)\b|\bkeeps? (?:fainting|passing out|blacking out|collapsing)\b|\b(?:faint|dizzy|lightheaded|light headed) (?:\w+ )?(?:a lot|all the time|often|every day|lately|recently|for (?:days|weeks|months))\b/g),
  urgent(/\b(?:lost|losing|lose|dropped|dropping) (?:\w+ ){0,3}?(?:weight|kilos|kg|pounds|lbs|stone)(?: \w+){0,4}? (?:without (?:trying|dieting|meaning to)|for no reason|and (?:i|he|she) (?:am|is) not (?:dieting|trying)|not dieting|not trying)\b|\b(?:unexplained|unintentional|sudden) weight loss\b/g),
  urgent(/\bmoles? (?:\w+ ){0,4}?(?:changed|changing|change|grown|growing|bigger|darker|bleeds|bleeding|bled|itchy|itching|itches|irregular|raised|crusty|crusting|spreading|uneven)\b|\b(?:new|changing|weird|strange|odd|bleeding|itchy|irregular) mole\b/g, { unless: CHECKED }),
  urgent(/\bcough(?:ing)? (?:\w+ ){0,4}?(?:for (?:\w+ ){0,2}?(?:weeks|months|a month|over a month)|that (?:will not|does not) go away|(?:getting|gotten) worse)\b/g),
  urgent(/\bheadaches? (?:\w+ ){0,5}?(?:(?:keep|keeps|keeping|getting|gotten|got) (?:getting )?worse|every (?:morning|day|night)|for (?:\w+ ){0,2}?(?:weeks|months|a month)|(?:that|which) (?:will not|does not|never) go away|wake (?:me|him|her) up)\b/g),
  urgent(/\bpalpitations\b|\bheart (?:\w+ ){0,2}?(?:skipping|skips|races|racing|pounding|fluttering|flutters|irregular|beating (?:fast|weird|irregularly))(?: \w+){0,4}? (?:for no reason|out of nowhere|all the time|every day|at rest|at night|and (?:i )?(?:get |feel )?(?:dizzy|faint|breathless))\b|\bflutter(?:ing)? in (?:my|his|her) chest\b/g),
  urgent(/\b(?:trouble|difficulty|hard|problems?|pain|painful) (?:\w+ )?swallowing\b|\bcan not swallow\b|\bfood (?:gets|getting|keeps getting) stuck\b/g),
  urgent(/\b(?:skin|eyes|whites of (?:my|his|her) eyes) (?:\w+ ){0,3}?(?:turned|turning|gone|going|look|looks|are|is) (?:a bit |really |very )?yellow\b|\bjaundice\b/g),
  urgent(/\bnight sweats\b|\bdrenched in sweat (?:every )?night\b/g),
  urgent(/\bbleeding (?:\w+ ){0,2}?(?:between (?:my )?periods|after (?:sex|menopause|the menopause|intercourse))\b|\bpost ?menopausal bleeding\b|\bperiods? (?:\w+ ){0,4}?(?:really heavy|so heavy|very heavy|heavier|soaking|flooding|clots|clotting|every (?:two|2) weeks)\b/g),
  urgent(/\b(?:sore|ulcer|wound|spot|scab) (?:\w+ ){0,5}?(?:will not|does not|never) heal\b|\bnot healing\b/g),
  urgent(/\b(?:vision|eyesight|sight) (?:\w+ ){0,3}?(?:blurry|blurred|double|fuzzy|worse|dim|patchy)(?: \w+){0,4}? (?:for (?:\w+ ){0,2}?(?:days|weeks|months)|lately|recently|getting worse)\b|\b(?:blurry|blurred|double) vision (?:\w+ ){0,3}?(?:for (?:\w+ ){0,2}?(?:days|weeks|months)|lately|getting worse)\b/g),
  urgent(/\b(?:hands?|feet|foot|arms?|legs?|fingers|toes|face) (?:\w+ ){0,2}?(?:numb|tingly|tingling|pins and needles)(?: \w+){0,4}? (?:all the time|a lot|lately|every day|for (?:\w+ ){0,2}?(?:days|weeks|months)|again)\b|\bkeeps? (?:going|getting) (?:numb|tingly)\b/g),
  urgent(/\b(?:really bad|very bad|bad|severe|terrible|awful|agonising|agonizing|sharp|constant|unbearable|stabbing) (?:\w+ )?(?:pain|pains|ache)(?: \w+){0,4}? (?:in|on) (?:my|his|her) (?:side|stomach|belly|tummy|abdomen|lower back|pelvis|groin|kidney)(?: \w+){0,4}? (?:that (?:will not|does not) go away|will not go away|for (?:\w+ ){0,2}?(?:days|weeks))\b|\b(?:stomach|belly|tummy|abdominal|side) (?:pain|ache|pains) (?:\w+ ){0,4}?(?:for (?:\w+ ){0,2}?(?:days|weeks)|(?:that )?(?:will not|does not) go away)\b/g),
  urgent(/\b(?:always|constantly|really|so|very) thirsty(?: \w+){0,6}? (?:peeing|weeing|urinating|losing weight)\b/g),
  urgent(/\b(?:fever|temperature) (?:\w+ ){0,3}?for (?:\w+ ){0,2}?(?:days|a week|over a week)\b|\b(?:fever|temperature) (?:\w+ ){0,2}?(?:will not|does not) (?:go down|come down|break)\b/g),
];
