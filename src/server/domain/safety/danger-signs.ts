// Immediate danger from another person: being hit, choked, threatened, stalked, controlled, not safe
// at home; the writer's or someone else's ("my sister's husband hits her"). The one who does harm
// must be a person who can ("my toddler hit me with a toy" and "the ball hit me" are not), and the
// act must be an act, not a figure of speech ("she beat me to the promotion", "my mum will kill me
// if I fail this exam", "my landlord is threatening me with eviction").
import type { Sign } from './sign.ts';
import { AGGRESSOR, INTIMATE, VICTIM } from './word-classes.ts';

const sign = (pattern: RegExp, extra: Omit<Sign, 'concern' | 'pattern'> = {}): Sign => ({ concern: 'danger', pattern, ...extra });

/** Words between the one who harms and the act, never a denial ("he never touches us"). */
const GAP = String.raw`(?:(?!never |not |no longer |would never )\w+ ){0,3}?`;

/**
 * `acts` done by someone who can do harm. The act comes first in the pattern and the one who does it
 * is checked behind it, so the engine only looks back where an act was found.
 */
function actBy(doer: string, acts: string): string {
  return String.raw`\b${acts}(?<=\b${doer} ${GAP}${acts})`;
}

/** Sport and play, where hitting is the game. */
const SPORT =
  /\b(?:sparring|boxing|kickboxing|karate|judo|taekwondo|martial arts|wrestling|rugby|in (?:the )?(?:game|match|race|training|practice)|at (?:chess|cards|tennis|pool|darts|football|games?|my own game|monopoly|scrabble)|in (?:his|her|their) sleep|video games?|playing|pillow fight|tickle|tickling)\b/;

/** Harm that is over and done with ("years ago", "when I was a kid"), not an immediate danger. */
const LONG_AGO =
  /\b(?:years? ago|used to|as a (?:kid|child|teen|teenager)|when (?:i|we) (?:was|were) (?:a |little|young|younger|small|kids|children|\d+)|in my childhood|growing up|in the past|i am healed|healed now|as a joke|jokingly|playfully|joking)\b/;

/** A secret kept for fun or a borrowed dress: "she'd kill me if I told anyone about the surprise party". */
const PLAYFUL = /\b(?:surprise|party|present|gift|spoil\w*|secret santa|plot|ending|episode|finale|borrow\w*)\b/;

/** Dreams speak of attacks that did not happen: "I had a nightmare that someone chased me". */
const DREAM = /\b(?:dreamt|dreamed|dream|dreams|dreaming|nightmare|nightmares)\b/;

/** Violent acts against a person. */
const VIOLENCE = String.raw`(?:hit|hits|hitting|beat|beats|beating|beaten|beat up|beats up|beating up|punch|punches|punched|punching|slap|slaps|slapped|slapping|kick|kicks|kicked|kicking|choke|chokes|choked|choking|strangle|strangles|strangled|strangling|shove|shoves|shoved|shoving|smack|smacks|smacked|smacking|batter|batters|battered|bite|bites|bit|stab|stabs|stabbed|stabbing|shot|shoots|shooting|rape|rapes|raped|raping|sexually assaulted|assault|assaults|assaulted|assaulting|molest|molests|molested|molesting|abuse|abuses|abused|abusing|attack|attacks|attacked|attacking|grope|gropes|groped|groping|suffocate|suffocated|smother|smothered|headbutt|headbutted|burned|burns|elbowed|spat on|spits on|pinch|pinches|pinched|pinching)`;

/**
 * What makes a threat real rather than a figure of speech: it is tied to leaving, telling, going to
 * the police or seeing someone else ("he said he'd kill me if I leave"), not to a bad mark or a
 * dented car ("my dad said he'd kill me if I wrecked his car").
 */
const ESCAPE_ACTS = String.raw`(?:leave|left|leaves|leaving|go to the police|go to the cops|went to the police|tell|told|tells|report|reported|call the police|called the police|talk to (?:anyone|someone|the police|other)|break up|broke up|end it|see (?:my|him|her|other|another|anyone|someone|somebody)|date|dated|cheat|cheated|sleep with|text|talk to|speak to|look at|do not come (?:home|back)|come out|go out|move out|take the kids|get a divorce|divorce|run away|ran away|try to leave)`;
const IF_I_ESCAPE = String.raw`(?:if|when|once) (?:i|we|she|he) (?:ever |try to |tried to |dare |dared |even )?${ESCAPE_ACTS}`;
/** After a threat: no "if", "when" or "for" clause, or one about escaping. */
const NO_TRIVIAL_CONDITION = String.raw`(?! (?:if|when|for) (?!(?:i|we|she|he) (?:ever |try to |tried to |dare |dared |even )?${ESCAPE_ACTS}))`;

/** Threats said in other words: "break my legs", "finish what he started", "come and find me". */
const THREAT_ACTS = String.raw`(?:break (?:my|her|your|his) (?:legs|arms|neck|face|jaw|bones)|make (?:me|her) lose the baby|finish(?:es)? (?:me|her|you)\b(?! off)|finish what (?:he|she|they) started|sort (?:me|her|you) out|come (?:and )?find (?:me|her|you)|(?:not )?stop hitting|run (?:me|her|us) over|hurt (?:my|her) family)`;
/** Who makes such a threat, or the fear around it. */
const THREAT_CONTEXT = /\b(?:ex|partner|husband|boyfriend|bf|owe|threat\w*|scared|afraid|safety|prison|online|shelter|help|tonight|next time|if i)\b/;

/** The "someone in my house" turns out to be family or a helper: "it's my mum visiting". */
const FAMILY_AT_HOME = String.raw`\bit is (?:only |just )?(?:my|our) (?:mum|mom|mother|dad|father|sister|brother|nan|nana|gran|granny|grandma|grandmother|grandad|grandpa|grandfather|aunt|auntie|aunty|uncle|cousin|in laws|mother in law|father in law|flatmate|housemate|roommate|cleaner|lodger|son|daughter|kids|friend|best friend|neighbour|neighbor|plumber|builder|electrician|landlord)\b(?! (?:\w+ ){0,3}?(?:ex|broke|broken|break|forced|threat\w*|drunk|violent|weapon|knife|gun|hurt|hit|hits))`;

export const DANGER_SIGNS: readonly Sign[] = [
  // Being hit, choked, raped, abused: "my husband hits me", "my dad hits my mom", "he choked me".
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, VIOLENCE)} ${VICTIM}\b(?! for \w+ing\b(?<=\b(?:going to|gonna|will|would) (?:\w+ ){1,3}for \w+ing))(?! (?:to (?:the|a|it|my|his|her)|at (?!home|night|work)|in (?:the )?(?:race|game|match|chess|cards|a race|a game|an? argument of words)|on (?:the )?(?:shoulder|back) (?:to|for)|with (?:the|some|a|an) (?:news|truth|question|idea|bill|request|fact|reality|joke|pillow)|up (?:on|with)))`,
      'g',
    ),
    { unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}`) },
  ),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:grabbed|grabs|grab|pinned|pins|pin|held|holds|dragged|drags|threw|throws|pushed|pushes|shoved|slammed|slams|throttled|twisted)')} ${VICTIM} (?:\w+ ){0,3}?(?:by (?:the|my|her|his) (?:throat|neck|hair|arm|wrist)|against (?:the|a) (?:wall|door|floor|car|fridge)|down (?:the )?(?:stairs)?|to the (?:floor|ground)|into (?:the|a) (?:wall|door|car|table)|so hard|across the room|out of the (?:car|house)|head into)\b`,
      'g',
    ),
    { unless: SPORT },
  ),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:grabbed|grabs|squeezed|squeezes|held|holds|pressed|presses|gripped|grips)')} (?<who>my|her|his) (?:throat|neck)\b`,
      'g',
    ),
  ),
  sign(
    /\b(?:a man|a guy|a stranger|someone|somebody|some guy|a woman|men|a group of \w+|two men|a gang) (?:\w+ ){0,4}?(?:grabbed|attacked|cornered|chased|punched|hit|mugged|robbed|groped|assaulted|dragged|pinned) (?<who>me|her|us|him|my \w+)\b/g,
    { unless: new RegExp(`${LONG_AGO.source}|${DREAM.source}`) },
  ),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:slammed|slams|smashed|smashes|banged|bangs|bashed|bashes|hit|hits|pushed|pushes|shoved|threw|throws|kicked|kicks|stamped on|stomped on)')} (?<who>my|her|his) (?:head|face|body) (?:into|against|on|off)\b`,
      'g',
    ),
    { unless: SPORT },
  ),
  sign(
    new RegExp(
      String.raw`${IF_I_ESCAPE} (?:\w+ ){0,2}?(?:he|she|they) (?:will|would|is going to|are going to|going to|is gonna) (?:\w+ ){0,3}?(?:kill|hurt|harm|burn|beat|stab|shoot|strangle|find and kill|come after|make (?:me|us) pay|destroy|ruin) `,
      'g',
    ),
  ),
  sign(/\bburn (?:\w+ ){0,4}?with (?<who>me|us|her|him|the kids|my \w+) (?:in(?:side)? it|inside)\b/g),
  sign(
    /\b(?:hands?|arms?) (?:around|round|on) (?<who>my|her|his) (?:throat|neck)\b|\bgave (?<who2>me|her|him) a black eye\b|\bleft (?:me |her )?(?:with )?(?:bruises|marks|a black eye|a split lip)\b|\b(?:throws?|threw|throwing) (?:things|stuff|plates|a plate|a glass|a bottle|his phone|her phone|a chair) at (?:me|her|him|us)\b/g,
    { unless: SPORT },
  ),
  sign(
    /\b(?:tried|trying|try|tries) to (?:run (?:me|her|him|us) over|strangle|choke|kill|drown|stab|suffocate|smother|poison|burn|shoot)(?! (?:himself|herself|themselves|myself|time|the|it|my (?:plants?|cat|dog|hopes?|dreams?|(?:\w+ )?cravings?|appetite|buzz|vibe)))\b/g,
  ),
  sign(
    /\b(?<who>i|she|he|we|they) (?:was|were|have been|has been|got|had been|am being|is being|are being|keep getting|keeps getting) (?:\w+ )?(?:sexually assaulted|raped|molested|assaulted|attacked|strangled|choked|stabbed|battered|trafficked|kidnapped|held hostage|beaten up|beaten|abused|groped)\b(?! by (?:a |an |the )?(?:wave|smell|feeling|memories|memory|nostalgia|sadness|emotions?|doubts?|questions|guilt|swan|goose|geese|seagull|gull|wasps?|bees?|dog|cat|bird|horse|cow|fox|squirrel|mosquitoes|midges)|(?<=choked) up\b)/g,
    { unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}`) },
  ),
  sign(
    new RegExp(
      String.raw`\b(?:being|been|was|got|get|gets|getting|is|are) (?:hit|beaten|punched|kicked|slapped|choked|strangled|abused|hurt|threatened|attacked|raped) by (?:my|his|her|their|him|her|a man|someone|a guy|them|he|she) ?(?:\w+ ){0,2}?\b`,
      'g',
    ),
    { unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}`) },
  ),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:touches|touched|touching|fondles|fondled|fondling|forces himself on|forced himself on)')} ${VICTIM}\b(?! (?:on the (?:shoulder|arm|back|hand)|gently|softly|lovingly))`,
      'g',
    ),
  ),
  sign(
    /\b(?:forc(?:ed|es|ing)|made|makes|pressured|pressures) (?<who>me|her|him) (?:to have sex|into sex|to do (?:things|stuff|sexual)|to sleep with|have sex)\b/g,
  ),
  // The threat of it: "he said he'd kill me if I leave", "she threatened to stab me".
  sign(
    new RegExp(
      String.raw`\bthreat(?:en|ens|ened|ening) to (?:take (?:the|my|our) (?:kids|children|baby)(?: \w+)? and |find (?:me|her) and )?(?:kill|hurt|harm|stab|shoot|beat|burn|strangle|choke|break|smash|rape|attack|murder|end)\b(?! (?:up|it off|off|things|the lease|the contract)\b| (?:(?:himself|herself|themselves|myself|yourself)(?! (?:and|then) (?:me|us|her|the kids|my \w+))|my (?:hours|contract|career)))(?: ${VICTIM})?`,
      'g',
    ),
  ),
  sign(
    /\bthreat(?:en|ens|ened|ening) (?<who>me|her|him|us|my \w+) with (?:a |an |his |her |their )?(?:knife|gun|weapon|blade|bat|hammer|axe|scissors|violence|death|a beating)\b/g,
  ),
  sign(/\bthreat(?:ens|ened|ening) (?<who>me|her|him|us)(?= \.|$| (?:and|again|every|all the|when|if|because|at (?:night|home|work)|constantly|online))/g),
  sign(/\bdeath threats?\b|\bthreats? (?:to|on|against) (?:my|her|his) life\b|\bthreat(?:en|ens|ened|ening) (?:my|her|his) life\b/g),
  sign(
    new RegExp(
      String.raw`${actBy(INTIMATE, String.raw`(?:will|is going to|going to|is gonna|wants to|said he will|said she will|says he will|says she will|might|could) (?:\w+ ){0,3}?(?:kill|murder|hurt|harm|beat|stab|shoot|strangle|choke|rape|attack)`)} ${VICTIM}\b${NO_TRIVIAL_CONDITION}(?! (?:with (?:kindness|love)|softly|slowly with))`,
      'g',
    ),
    { unless: /\b(?:does (?:the|this|that) \w+(?: \w+){0,3} mean|tarot card|cards? (?:say|mean|show))\b/ },
  ),
  sign(
    new RegExp(
      String.raw`\b(?:would|will|is going to|going to|might|could) (?:\w+ ){0,3}?(?:kill|murder|hurt|harm|beat|stab|shoot|strangle|choke|rape|find and kill|come after|get rid of) (?:${VICTIM}|my (?:dog|cat|pet|puppy|kitten|horse)) ${IF_I_ESCAPE}\b`,
      'g',
    ),
    { unless: PLAYFUL },
  ),
  sign(new RegExp(String.raw`\b(?:no one|nobody) will (?:ever )?find (?:me|you|her|my body|your body|her body)\b`, 'g'), { requires: new RegExp(IF_I_ESCAPE) }),
  sign(
    new RegExp(
      String.raw`\b(?:said|says|say|told me|tells me|telling me|threatened|threatens|keeps saying|kept saying|texted|texts|messaged|swore|swears|promised|warned|saying|sending me messages saying) (?:that )?(?:he|she|they) (?:will|would|is going to|going to|are going to) (?:\w+ ){0,2}?(?:kill|murder|hurt|harm|beat|stab|shoot|strangle|choke|rape|burn|get) ${VICTIM}\b${NO_TRIVIAL_CONDITION}`,
      'g',
    ),
    { unless: PLAYFUL },
  ),
  sign(
    new RegExp(
      String.raw`\b(?:scared|afraid|terrified|frightened|worried|fear|before) (?:that )?${INTIMATE} (?:will|would|might|is going to|going to|could|is gonna) (?:\w+ )?(?:kill|hurt|harm|beat|rape|strangle|choke|attack|hit|find and kill) ${VICTIM}\b`,
      'g',
    ),
  ),
  sign(/\b(?:scared|afraid|terrified|frightened) (?:of )?what (?:\w+ ){0,3}?(?:will|would|might|could) do to (?<who>me|us|her|him|my kids|the kids)\b/g),
  sign(
    /\b(?:no one|nobody) will (?:ever )?find (?:my|your|her) body\b|\b(?:pulled|pulls|pointed|points|held|holds|waved|waving) (?:a|his|her|their) (?:gun|knife|weapon|blade) (?:on|at|to) (?:me|her|him|us|my)\b|\b(?:has|had|with|holding|carrying) (?:a|his|her) (?:gun|knife|weapon)(?: \w+){0,3} (?:threaten\w*|and (?:said|says|told))\b/g,
  ),
  // Being hurt now: present tense or "again", never "he hurt me badly, will I trust again".
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:hurts|is hurting|keeps hurting|has been hurting|kept hurting|will hurt|is going to hurt|hurt)')} ${VICTIM}(?= again| \.|$| (?:when|every|all the time|physically|and|but|so|badly when|if))`,
      'g',
    ),
    {
      unless:
        /\b(?:emotionally|feelings|my heart|in love|with (?:his|her|their) words|mentally|trust again|love again|years? ago|long ago|(?:will|would|could|might|does|do) (?:he|she|they) (?:ever )?hurt (?:me|her) again|take (?:him|her) back|does (?:the|this|that) \w+(?: \w+){0,3} mean|tarot card|cards? (?:say|mean|show))\b/,
    },
  ),
  sign(/\b(?:before|if|when) (?:he|she|they) (?:hurts|hits|beats|chokes|kills) (?<who>me|her|us|him) again\b/g),
  // Punching walls, smashing things: intimidation that comes before violence.
  sign(
    /\b(?:punch|punches|punched|punching|kick|kicks|kicked|kicking|smash|smashes|smashed|smashing) (?:\w+ )?(?:holes in )?(?:the |a )?(?:walls?|doors?)(?: \w+){0,4} (?:next to|near|beside|by|behind) (?:my|her|his) (?:head|face)\b|\bsmashed (?:my|her) (?:phone|things|stuff)\b/g,
  ),
  // Stalked, followed home, watched.
  sign(
    /\b(?:stalk|stalks|stalked|stalking) (?<who>me|her|him|us|my (?:\w+ )?(?:sister|daughter|friend|mum|mom|son|wife|girlfriend|family))\b(?! (?:on|online|on (?:instagram|facebook|tiktok|social media)))|\b(?:being|been|am|is) (?:\w+ )?stalked\b|\b(?:a|my|her|his) stalker\b/g,
  ),
  sign(
    /\b(?:follow|follows|following|followed) (?<who>me|her|him|us) (?:home|to (?:my|her|his|the|our) (?:car|house|home|flat|door|work|school|station|apartment|place|building)|everywhere|around town|at night|every (?:day|night)|from (?:work|school|the (?:station|bus)))\b(?! (?:on (?:insta|instagram|tiktok|twitter|social)|online))/g,
    { unless: /\b(?:like a (?:lost )?puppy|does (?:he|she) like me|crush)\b/ },
  ),
  sign(
    /\b(?:being|been|am|is|was|keep being|keeps being) followed\b(?= \.|$| (?:home|everywhere|every (?:day|night)|at night|by (?:a|the|some|this|that) (?:car|van|man|men|guy|woman|stranger|person|someone|group)|by (?:someone|him|her|my ex)|and i am (?:scared|afraid|terrified)))/g,
  ),
  sign(/\b(?:showed|turned|shows|turns) up (?:at|outside) (?:my|our|her) (?:house|home|flat|apartment|door|work|school|place)\b/g, {
    requires: /\b(?:ex|stalk\w*|scared|afraid|terrified|uninvited|unannounced|restraining order|blocked|stay away|police|at night)\b/,
    unless: /\b(?:flowers|gifts?|chocolates?|romantic|cute|sweet|surprise\w*|birthday)\b/,
  }),
  sign(
    /\b(?:keeps?|kept|been|is|are|was) (?:showing|turning|popping) up (?:outside |at )(?:my|our|her|his) (?:house|home|flat|apartment|place|door|work|job|school)\b(?: \w+){0,3} (?:uninvited|at night|every|unannounced|scared|afraid|again|and)\b|\b(?:keeps?|kept|been) (?:showing|turning) up (?:outside |at )(?:my|our|her) (?:house|home|flat|apartment|place|door|work)\b|\b(?:keeps?|kept|been|is) (?:driving|walking) (?:past|by) (?:my|our|her) (?:house|home|flat|place|work)\b|\bwatching (?:my|our|her) (?:house|home|flat|apartment|place|window|door)\b|\bthat (?:he|she|they) (?:is|are) watching (?:me|her|us)\b/g,
    { unless: /\b(?:flowers|gifts?|chocolates?|romantic|cute|sweet|surprise\w*|birthday)\b/ },
  ),
  // Not safe: at home, around a partner, afraid to go home.
  sign(
    /\b(?:not|never|no longer) (?:\w+ )?(?:safe|secure)\b(?= \.|$| (?:at|in) (?:my |our |the )?(?:own )?(?:home|house|flat|apartment|room|bed)| (?:around|with|near|alone with) (?:him|her|them|my \w+|this (?:man|guy|person))| anymore| here| there| when (?:he|she)| because of (?:him|her|my)| (?:and|but|so)\b)/g,
    { unless: /\b(?:job|investing|invest\w*|financ\w*|money|crypto|stocks?|travel\w*|position|career|secrets?|data|password)\b/ },
  ),
  sign(
    /\bunsafe\b(?= \.|$| (?:at|in) (?:my |our |the )?(?:own )?(?:home|house|flat|apartment|room)| (?:around|with|near) (?:him|her|them|my \w+)| anymore| here)/g,
  ),
  sign(
    /\b(?<who>i|we|he|she|my (?:\w+ )?(?:sister|daughter|friend|mum|mom|son|wife|girlfriend|kids|children|family)|the kids|they) (?:am|are|is|feel|feels|might be|could be|may be|think i am|think we are)(?: (?!not\b|never\b|no\b)\w+)? in danger\b(?! of\b)/g,
  ),
  sign(
    /\b(?:afraid|scared|terrified|frightened) (?:to|of) (?:go|going|be|being|get|getting) (?:back )?(?:home|at home|alone with (?:him|her)|back to (?:him|her))\b(?= \.|$| (?:tonight|again|now|anymore|because (?:of )?(?:him|her|he|she|my (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|stepfather|mum|mom|mother|stepmum|stepmom|brother|uncle))|when (?:he|she) is|he will|she will|my (?:dad|father|stepdad|husband|partner|boyfriend) will))/g,
    { unless: /\b(?:will see|will find out|will notice|will know|will be (?:mad|angry|upset|cross|furious)|tattoo|piercing|grades?|report card)\b/ },
  ),
  sign(/\b(?:can not|do not want to|too scared to|too afraid to) go (?:back )?home (?:tonight|again|because (?:of )?(?:he|she|him|her|my))\b/g),
  sign(
    new RegExp(
      String.raw`\b(?:afraid|scared|terrified|frightened|fear) (?:of|for) (?:my life|my safety|my kids safety|our safety|our lives|her life|her safety|(?:my|her|his) (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|fiance|stepdad|stepfather|dad|father)(?= \.|$| (?:and|because|when|now|anymore|at times|sometimes))|(?:him|her)(?= \.|$| (?:and|because|when|now|anymore)))`,
      'g',
    ),
  ),
  sign(/\bhiding from (?:him|her|(?:my|our) (?:\w+ )?(?:husband|wife|partner|boyfriend|girlfriend|ex|dad|father|stepdad|stepfather|mum|mom|mother))\b/g, {
    unless: /\b(?:responsibilit\w*|party|wedding|bar|club|reunion|debt|at the|surprise)\b/,
  }),
  // Controlled and trapped.
  sign(
    /\b(?:will not|does not|never|would not) let (?<who>me|her|him) (?:see a doctor|go to the doctor|get help|call anyone|see anyone|leave(?= \.|$| the (?:house|flat|apartment|room|home)| home| him| her)|go out(?! (?:on a school night|late))|see (?:my|her|his) (?:friends|family)|have (?:my|her|his|any) (?:own )?(?:phone|money|keys|passport)|use (?:my|the|her) phone|talk to (?:anyone|my friends|my family|other people)|go anywhere|work|eat|sleep)\b/g,
  ),
  sign(
    /\block(?:s|ed|ing)? (?<who>me|her|him|us) (?:in|inside|up|out)\b(?! of (?:the|my) (?:account|chat|group))|\bkeeps? (?<who2>me|her) locked\b|\b(?:takes|took|taken|hides|hid|keeps) (?:my|her) (?:keys|passport|phone and|car keys|bank card)\b(?! (?:by accident|charger))/g,
  ),
  sign(
    /\bcontrols? (?:all (?:of )?)?(?:my|the|our|her) (?:money|finances|bank account|phone)\b(?= (?:and|so|\.)|$)|\b(?:keeps?|kept|has) (?<who>me|her) trapped\b|\btrapped (?:at home |in (?:the|this|my) (?:house|flat|home|room) )?(?:with|by) (?:him|her|my (?:husband|partner|boyfriend|girlfriend|wife|ex))\b/g,
  ),
  sign(/\btracks? (?:my|her) (?:location|phone|car)\b/g, { weak: true }),
  sign(/\b(?:has|took|taken|keeps|kept|is holding|holds|hid|hides|hidden|locked up) (?:my|her) (?:passport|papers|documents|id)\b/g, {
    requires: /\b(?:can not leave|will not (?:give|let)|not allowed|trapped|let me (?:leave|go)|escape|afraid|scared)\b/,
  }),
  sign(
    /\b(?:knows|know|found out|found|has found) (?:where (?:i|we|she) (?:live|lives|work|works|am|is staying)|(?:my|our|her) (?:new )?(?:address|location))\b/g,
    {
      requires:
        /\b(?:ex|coming|come for|scared|afraid|terrified|threat\w*|stalk\w*|find me|hurt|kill|watching|restraining|someone|anonymous|stranger|messages|texts|notes)\b/,
    },
  ),
  // Round 1 of the unseen batches (0020): acts read with who does them and where.
  sign(
    /\b(?:touches|touched|touching|feels up|fondl\w+) (?<who>me|her|him)\b(?= \.|$| (?:at night|when|while|in (?:my|her|his) (?:room|bed|sleep)|down there|there|inappropriately|under|and (?:i|it|says)|when (?:we are|we re|i am) alone))/g,
    {
      requires: new RegExp(
        String.raw`\b(?:comes? into|came into|at night|alone|in (?:my|her|his) (?:room|bed|sleep)|secret|do not like|did not want|scared|afraid|inappropriately|down there)\b`,
      ),
    },
  ),
  sign(/\bdoes (?:\w+ )?things to (?<who>me|her|him)\b/g, {
    requires: /\b(?:secret|do not like|did not want|hurt|wrong|scared|afraid|touch\w*|at night|not (?:allowed|supposed) to tell)\b/,
  }),
  sign(
    /\b(?:throws?|threw|throwing|hurled|hurls) (?:a |the |his |her |my |hot |boiling )?(?:pan|pot|knife|knives|glass|bottle|plate|plates|chair|mug|cup|phone|lamp|remote|brick|stone|rock|shoe|book|kettle|iron|hammer|things|stuff) at (?<who>me|her|him|us|my (?:head|face))\b/g,
    { unless: SPORT },
  ),
  sign(
    /\b(?:someone|somebody|a man|a guy|some guy|a car|a van|a stranger|a group of \w+|two men|men|he|she) (?:\w+ ){0,3}?(?:is|has been|keeps|kept|been|was|are|were) following (?<who>me|us|her|him)\b(?! (?:on|online|back|around (?:like|at|in|the|all (?:day|the time))|on (?:insta\w*|tiktok|twitter|social)))/g,
    { unless: new RegExp(`${LONG_AGO.source}|${DREAM.source}|\\b(?:crush|like a (?:lost )?puppy)\\b`) },
  ),
  sign(
    /\b(?:a man|a guy|someone|somebody|a stranger|people|men|a person|some guy|he|she|my ex) (?:is |keeps? |has been |was |are |who keeps |that keeps )?(?:\w+ )?(?:outside|at|banging on|knocking on|trying (?:to open|the door of)) (?:my|our|the) (?:house|door|window|flat|room|home|front door|bedroom window)\b/g,
    {
      requires: /\b(?:alone|scared|afraid|terrified|knocking|banging|will not (?:leave|go)|in the middle of the night|trying to get in)\b/,
      unless: new RegExp(`${DREAM.source}|\\b(?:delivery|parcel|postman|package|courier|selling)\\b`),
    },
  ),
  sign(/\bif (?:he|she|they) can not have (?<who>me|her|him|you)\b(?: \w+){0,3} (?:no one|nobody|no body|no one else|nobody else)\b/g),
  sign(
    /\b(?:put|puts|placed|hid|hidden|installed|found) (?:a |an )?(?:tracker|tracking device|gps tracker|gps|spyware|tracking app|airtag|hidden camera) (?:on|in|under) (?:my|her|our) (?:car|phone|bag|coat|house|room|bedroom|flat|laptop)\b/g,
  ),
  sign(
    /\b(?:and|then) (?:also |still |often |sometimes )?(?:hits|beats|punches|slaps|kicks|chokes|strangles|shoves|pinches|smacks|kicks) (?<who>me|her|him|us)\b/g,
    { unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}|\\b(?:ball|wave|toy|baby|toddler|puppy|kitten|cat|dog)\\b`) },
  ),
  sign(
    /\bspiked (?:my|her|his|our) (?:drink|drinks)\b|\b(?:drink|drinks) (?:was|were|got|had been|being) spiked\b|\bdrugged (?<who>me|her)\b|\b(?<who2>i|she) (?:was|got|had been|think i was|think she was) drugged\b/g,
  ),
  sign(
    /\b(?:is|are|got|gets|getting|keeps getting|been|being) (?:getting )?(?:beaten up|beaten|jumped|attacked|stabbed|assaulted|knifed)\b(?! (?:in|at) (?:chess|cards|games?|the (?:game|match|race|final|league|election|polls)))/g,
    { unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}|${DREAM.source}|\\b(?:team|final|match|league|election|competition|quiz|rivals?)\\b`) },
  ),
  sign(/\b(?:says|said|tells me|told me|keeps saying|threatens|threatened) (?:that )?(?:nobody|no one) (?:would|will) (?:ever )?believe (?:me|you|her)\b/g),
  sign(/\b(?:takes|took|steals|stole|stealing|taking|keeps|controls) (?:all )?(?:of )?(?:my|her|his) (?:pension|benefits|savings|wages|pay)\b/g),
  sign(/\b(?:broke|breaking|broken) in(?:to (?:my|our|the) (?:house|flat|home))?(?: \w+){0,5} (?:still|right now|downstairs|upstairs|hiding|in the house)\b/g, {
    unless: DREAM,
  }),
  sign(/\buse (?:it|the gun|the knife|a gun|a knife) on (?<who>me|us|her|him)\b/g, { requires: /\b(?:gun|knife|weapon|blade|pistol|rifle|axe|hammer)\b/ }),
  // Round 2 of the unseen batches (0020).
  sign(
    /\b(?:sits|sat|waits|waited|parks|parked|stands|stood|waiting|sitting|lurking|lurks) outside (?:my|our|her) (?:work|house|home|flat|school|office|apartment|building)\b/g,
    { requires: /\b(?:ex|since i left|left (?:him|her)|broke up|restraining|scared|afraid|terrified|blocked|will not leave)\b/ },
  ),
  sign(/\bwithout (?:his|her|their|my (?:\w+ )?(?:husband|partner|boyfriend|girlfriend|wife) s) permission\b/g, {
    requires: /\b(?:not allowed|can not|leave|go out|see (?:my|anyone)|spend)\b/,
    unless: /\b(?:mum|mom|dad|parents|teacher|boss|landlord)\b/,
  }),
  sign(/\bchecks (?:all )?(?:my|her) (?:receipts|bank|messages|spending)\b/g, { weak: true }),
  sign(
    /\b(?:sends?|sent|sending|messag\w+|texts?|texted|post\w*) (?:me )?(?:my|our|her) (?:home )?address\b|\bphotos? of (?:my|our|her) (?:front door|house|flat|window|car|kids)\b/g,
    { requires: /\b(?:stranger|ex|someone|keeps|scared|afraid|unknown|anonymous)\b/, unless: /\b(?:estate agent|airbnb|delivery|selling|for sale)\b/ },
  ),
  sign(
    /\bcome (?:to|round to|over to) (?:my|our|her) (?:house|flat|home|place|work) (?:to|and) (?:hurt|kill|get|beat|attack|rape) (?<who>me|her|us)\b|\b(?:post|share|leak|send|sending|posting|sharing|leaking|publish) (?:my|her) (?:nudes|nude (?:photos|pictures|pics)|intimate (?:photos|images|pictures|videos)|sex tape)\b/g,
  ),
  sign(
    /\b(?:comes?|came|walks?|walked|barges?|barged) (?:in|into) (?:the bathroom|my room|my bedroom|the shower|her room) (?:\w+ ){0,3}?(?:when|while) (?:i am|i was|she is|she was) (?:showering|in the shower|changing|asleep|sleeping|undressed|naked|in bed)\b/g,
  ),
  sign(/\bsexual (?:messages|texts|photos|pictures|pics|comments)\b/g, {
    requires:
      /\b(?:coach|teacher|uncle|step\w*|tutor|boss|manager|adult|older man|i am 1[0-7]|(?:1[0-7]|twelve|thirteen|fourteen|fifteen|sixteen) years? old|touch\w*)\b/,
  }),
  sign(/\bput (?<who>me|her|him) in (?:the )?hospital\b/g),
  sign(/\b(?:banging|hammering|pounding|kicking) (?:on |at )?(?:the|my|our) (?:front )?(?:door|window)s?\b/g, {
    requires: /\b(?:ex|a man|stranger|someone|screaming|shouting|drunk|scared|afraid|terrified|let (?:him|her) in)\b/,
    unless: new RegExp(`${DREAM.source}|\\b(?:delivery|parcel|postman|neighbours? (?:party|music)|builders?)\\b`),
  }),
  sign(/\buse (?:it|them) (?:on (?<who>me|us|her)|if (?:i|we|she) (?:try to |ever )?(?:leave|go|tell|call))\b/g, {
    requires: /\b(?:guns?|knife|knives|weapons?|blade|pistol|rifle|axe|hammer)\b/,
  }),
  sign(/\bput something in (?:my|her) drink\b/g),
  sign(/\bexposed (?:himself|herself) to (?<who>me|her|us|my \w+)\b/g),
  sign(/\b(?:keeps|kept) finding (?<who>me|us|her)\b/g, { requires: /\b(?:ex|moved|terrified|scared|afraid|hiding|restraining)\b/ }),
  sign(/\b(?:pushed|held|holds|pushes|forced|pushing|holding) (?<who>my|her|his) head (?:under|into) (?:the )?(?:water|bath|toilet|pillow)\b/g),
  sign(/\b(?:kill|hurt) (?:herself|himself|themselves) and (?:take )?(?:the kids|the children|me|us|our (?:kids|children|baby))\b/g),
  // Round 3 of the unseen batches (0020).
  sign(/\b(?:will|would|going to|gonna) end (?<who>me|you)\b(?= \.|$| (?:if|when|and|one day))/g),
  sign(/\b(?:will|would|going to|is going to|gonna) (?:\w+ )?(?:slit|cut) (?<who>my|her|your) throat\b/g),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:grabbed|grabs|grabbing|touched|touches|groped|gropes|squeezed|squeezes|slapped)')} (?<who>my|her) (?:breasts?|boobs?|bum|butt|backside|crotch|private parts|privates|genitals|thigh)\b`,
      'g',
    ),
  ),
  sign(/\b(?:got|been|was|just|were) (?:mugged|robbed at knifepoint|robbed at gunpoint|held up at (?:knife|gun)point)\b(?! off)/g, {
    unless: new RegExp(`${LONG_AGO.source}|${DREAM.source}`),
  }),
  sign(/\bthreat(?:ens|ened|ening) (?<who>me|her|him|us) for (?:money|cash|his|her|my)\b/g),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:pushed|pushes|shoved|shoves)')} (?<who>me|her|him|us) (?:down|over|and (?:i|she|he) (?:fell|hit)|against|off|out of|to the (?:ground|floor))\b`,
      'g',
    ),
    { unless: SPORT },
  ),
  // Named: abusive, violent, domestic violence.
  sign(/\bdomestic (?:violence|abuse)\b|\bcoercive control\b/g, {
    unless: /\b(?:volunteer\w*|charity|work (?:at|for|in)|job|career|shelter worker|study|studying|course)\b/,
  }),
  sign(
    /\b(?:is|was being|being|gets|getting|has become|so|very|really|more|been) (?:\w+ )?abusive\b(?! (?:to (?:the|his|her) (?:dog|cat)|online))|\babusive (?:partner|relationship|husband|wife|boyfriend|girlfriend|ex|parent|parents|father|dad|mother|mom|mum|home|marriage|family|stepdad|stepfather|household|man|boss)\b/g,
    { unless: LONG_AGO },
  ),
  sign(
    new RegExp(
      String.raw`\bviolent\b(?<=\b${AGGRESSOR} (?:is|gets|becomes|can be|has been|was|turns|got) (?:\w+ )?violent)(?! (?:in (?:video )?games|on (?:screen|tv)|with (?:other )?(?:dogs|cats)|films|movies))`,
      'g',
    ),
    { unless: LONG_AGO },
  ),
  // Intruders: "someone is breaking into my house right now".
  sign(
    /\b(?:someone|somebody|a man|men|people|he|she|they|some guy|an intruder|a stranger) (?:is|are|s) (?:breaking|trying to (?:break|get)|getting) (?:in|into)\b(?= \.|$| (?:right now|now|again)| (?:my|our|the|her|his) (?:house|home|flat|apartment|car|room|bedroom|window|door|garage|shed|place|building))|\b(?:someone|somebody|a stranger|an intruder|a man) (?:is )?in (?:my|our) (?:house|home|flat|room|garden)\b|\btried to (?:get|break) into (?:my|the|our) (?:car|house|flat|room|home) while (?:i|we) (?:was|were) (?:in it|inside|home|there|in there)\b|\bintruder\b/g,
    { unless: new RegExp(`\\b(?:dream\\w*|game|movie|film|book|show)\\b|${FAMILY_AT_HOME}`) },
  ),
  sign(
    new RegExp(
      String.raw`${actBy(AGGRESSOR, '(?:broke|has broken|keeps breaking|breaks|tried to break|forced (?:his|her|their) way)')} into (?:my|our|her|his) (?:flat|house|home|apartment|room|place|bedroom)\b`,
      'g',
    ),
    { unless: new RegExp(`${LONG_AGO.source}|\\blast year\\b|\\bdream\\w*`) },
  ),
  // Round 2 (blind set 1): a person outside, threats to kill, hurt, burn or take the children, weapons
  // with a person, break-ins, slaps and bruises.
  sign(
    new RegExp(
      String.raw`${IF_I_ESCAPE} (?:\w+ ){0,2}?(?:he|she|they) (?:will|would|is going to|are going to|going to) (?:\w+ ){0,4}?(?:make (?:me|us) pay|make (?:me|us) regret it|come after (?:me|us))\b`,
      'g',
    ),
  ),
  sign(/\b(?:no one|nobody) (?:would|will|could) (?:ever )?find (?:my|your|her) body\b/g),
  sign(/\bnever see (?:them|the kids|the children|her|him|my (?:kids|children|son|daughter|baby)) alive again\b/g),
  sign(
    /\bthreat(?:en|ens|ened|ening) to (?:snatch|kidnap|abduct|take) (?:the|my|our|her|his) (?:kids|children|baby|son|daughter)\b|\bthreat(?:en|ens|ened|ening) to (?:snatch|kidnap|abduct|take) (?:her|him|them) and (?:hurt|kill|harm)\b|\bthreat(?:en|ens|ened|ening) to (?:\w+ ){0,3}?(?:and )?hurt (?<who>me|us|her|him)\b/g,
  ),
  sign(
    new RegExp(
      String.raw`\b(?:said|says|told me|threatened|threatens|keeps saying|swore) (?:that )?(?:he|she|they) (?:will|would|is going to|going to|is gonna) (?:\w+ ){0,2}?(?:burn|torch|set fire to) (?:down )?(?:my|our|the|her) (?:house|home|flat|car|apartment|place)\b|\bburn (?:my|our|her) (?:house|home|flat|car|apartment|place) down\b`,
      'g',
    ),
    { unless: new RegExp(`${DREAM.source}|\\b(?:cooking|toast|dinner|candles?|joke|joking)\\b`) },
  ),
  sign(
    /\bwould kill (?<who>me|her|him) if (?:he|she|they) (?:ever )?(?:found out|finds out|find out|knew|knows) (?:that )?(?:i am|i was|she is|he is|about (?:me|my|her|him) being) (?:gay|lesbian|bi|bisexual|trans|transgender|queer|pregnant|dating|seeing|a (?:christian|muslim|atheist))\b/g,
  ),
  sign(/\b(?:i|we|she|he) will regret (?:it|this|leaving|that)\b/g, {
    requires: /\b(?:my ex|ex (?:is|keeps|says)|he is coming|coming over|coming for|find (?:me|you)|threat\w*|scared|afraid)\b/,
    unless: /\b(?:tattoo|haircut|buy\w*|purchase|job|house|course|degree|skipping)\b/,
  }),
  sign(
    /\b(?:jump|beat up|get) (?<who>me|her|him|us) (?:after school|after work|outside|on the way home|tomorrow|later|tonight)\b(?<=\b(?:will|would|going to|gonna|are going to|said they will|said they would|threatened to) (?:\w+ ){0,1}?(?:jump|beat up|get) \w+ \w+(?: \w+)?)/g,
    { unless: SPORT },
  ),
  // A person outside where the writer lives, or found where they live.
  sign(
    new RegExp(
      String.raw`\boutside (?:my|our|her) (?:\w+ s )?(?:house|home|flat|apartment|building|window|bedroom window|door|front door|school|work|office)\b(?<=\b${AGGRESSOR} (?:\w+ ){0,8}?outside (?:my|our|her) (?:\w+ s )?\w+(?: \w+)?)`,
      'g',
    ),
    {
      requires: /\b(?:ex|a man|a guy|this guy|the guy|stranger|someone|right now|staring|watching|scared|afraid|terrified|with a|found where|at night)\b/,
      unless: new RegExp(
        `${DREAM.source}|\\b(?:complain\\w*|noise|bins?|delivery|courier|postman|postie|uber|taxi|date|surprise|flowers|pizza|parcel|ice cream|carol\\w*|trick or treat\\w*)\\b`,
      ),
    },
  ),
  sign(/\bfound (?:out )?where (?:i|we|she) (?:live|lives|am staying|work)\b/g, {
    requires: /\b(?:ex|guy|man|stranger|online|outside|stalk\w*|blocked|restraining|scared|afraid|terrified)\b/,
  }),
  sign(
    /\b(?:photos?|pictures?|pics?) of (?:me|my (?:car|house|flat|kids|front door)) (?:\w+ ){0,2}?(?:taken )?(?:from )?outside\b|\bsee you soon\b(?<=\b(?:said|saying|wrote|texted|message) see you soon)/g,
    { requires: /\b(?:hacked|keeps|block\w*|new accounts|stranger|unknown|anonymous|ex|guy)\b/ },
  ),
  // A weapon in the hands of someone at hand: "my ex is outside with a baseball bat".
  sign(
    new RegExp(
      String.raw`\b(?:with|holding|carrying|waving|has|got) (?:a|an|his|her|their) (?:baseball bat|bat|knife|gun|machete|axe|hammer|crowbar|shotgun|rifle|pistol|blade)\b(?<=\b${AGGRESSOR} (?:\w+ ){0,8}?(?:with|holding|carrying|waving|has|got) (?:a|an|his|her|their) (?:baseball bat|bat|knife|gun|machete|axe|hammer|crowbar|shotgun|rifle|pistol|blade))`,
      'g',
    ),
    {
      requires:
        /\b(?:outside|at (?:the|my|our) (?:front |back )?door|in the house|downstairs|coming|here|threat\w*|scared|afraid|terrified|said|screaming|shouting|drunk|angry)\b/,
      unless: new RegExp(
        `${SPORT.source}|${DREAM.source}|\\b(?:cricket|baseball (?:game|practice)|softball|kitchen|cooking|chopping|diy|shed|garden\\w*|hunting|range)\\b`,
      ),
    },
  ),
  // Break-ins and someone in the home uninvited.
  sign(
    /\b(?:someone|somebody|a stranger|a man|someone else) (?:has been|had been|was|is|got) (?:inside|in (?:my|our|the) (?:house|home|flat|apartment|room))\b(?! (?:to (?:fix|clean|repair|check)|for (?:the|a) (?:repair|viewing|inspection)))/g,
    {
      requires: /\b(?:door (?:is|was) open|lock|broken|window|stolen|missing|while (?:i|we) (?:was|were)|scared|afraid|just got home|moved)\b/,
      unless: /\b(?:cleaner|plumber|landlord said|electrician|builder|viewing|inspection|agent)\b/,
    },
  ),
  sign(
    /\b(?:comes?|coming|came|keeps coming|let himself|lets himself|letting himself) (?:in|into) (?:my|our|her) (?:flat|room|house|home|apartment|bedroom)\b(?: \w+){0,3}? (?:without (?:asking|permission|knocking|warning|telling)|uninvited|at night)\b/g,
  ),
  sign(/\bthreatening (?:letters|notes|messages|texts|calls|voicemails|emails)\b/g, {
    unless: /\b(?:debt|collection|bank|council|tax|solicitor|lawyer|court|landlord|eviction|fine|parking|bills?)\b/,
  }),
  sign(/\b(?:restraining|protective|protection|non molestation|no contact) order\b/g, {
    requires: /\b(?:keeps?|still|again|anyway|showing up|turned up|turns up|violat\w*|broke|breaks|breaking|ignores?|ignoring|outside|came)\b/,
  }),
  sign(/\b(?:is|are|been|keeps|keep|started) (?:\w+ )?stalking (?<who>me|us|her|him)\b/g, {
    unless: new RegExp(`${LONG_AGO.source}|\\b(?:instagram|profile|page|facebook|linkedin|lol|joke|crush)\\b`),
  }),
  sign(
    /\bdead (?:animals?|birds?|rats?|mice|cats?|rabbits?) (?:\w+ ){0,2}?(?:on|at|outside|through) (?:my|our|the) (?:doorstep|door|porch|step|letterbox|mailbox|car)\b/g,
    { requires: /\b(?:someone|somebody|notes?|keeps|left|leaving|threat\w*)\b/, unless: /\b(?:my cat|our cat|the cat|cats? (?:bring|brings|leave|leaves))\b/ },
  ),
  sign(
    /\b(?:breathing|breathes|breathe) (?:heavily )?(?:down|into|on) the phone\b|\bsilent (?:phone )?calls\b(?= (?:\w+ ){0,4}?(?:night|every|keep|scared|name))/g,
  ),
  sign(
    /\b(?:screaming|shouting|raging|yelling) and (?:breaking|smashing|throwing) (?:things|stuff|everything|plates)\b|\bhiding in (?:the|my) (?:bathroom|bedroom|closet|wardrobe|car) (?:because|from|as|while)\b/g,
    {
      unless:
        /\b(?:toddler|baby|tantrum|party|game|hide and seek|surprise|peace and quiet|(?:minutes?|moment|second) (?:of )?(?:peace|quiet|to myself|alone)|(?:some|a bit of|a little) (?:peace|quiet|me time)|me time)\b/,
    },
  ),
  sign(
    new RegExp(
      String.raw`\b(?:living|live|stuck|trapped) with (?:someone|a man|a person|him|her|my (?:\w+ )?(?:husband|partner|boyfriend|girlfriend|wife|dad|stepdad|father|ex)) (?:who )?(?:\w+ )?(?:scares|frightens|terrifies|threatens) (?:me|us)\b`,
      'g',
    ),
  ),
  sign(new RegExp(String.raw`\b(?:bruises|bruised|marks|welts) (?:\w+ ){0,3}?(?:from|because of|left by|after) (?:where |when )?${AGGRESSOR}\b`, 'g'), {
    unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}`),
  }),
  sign(
    new RegExp(
      String.raw`\b(?:got|get|was|been|being|keep getting|gets) (?:slapped|smacked|punched|kicked|choked|shoved|beaten|hit|strangled) (?:again |around )?by ${AGGRESSOR}`,
      'g',
    ),
    { unless: new RegExp(`${SPORT.source}|\\b(?:ball|wave|car|bus|bike|door|branch|toy)\\b`) },
  ),
  sign(/\b(?:put|puts|putting|laid|lays|laying) (?:his|her|their) hands on (?<who>me|her|him|us|my \w+)\b(?= \.|$| (?:again|when|and|last|every|in front))/g, {
    unless: /\b(?:bless\w*|pray\w*|healing|reiki|massage|shoulder|comfort\w*)\b/,
  }),
  sign(
    new RegExp(
      String.raw`\b(?:scared|afraid|terrified|frightened|worried) (?:that )?${INTIMATE} (?:will|would|might|is going to|could) (?:\w+ )?(?:find|track down|come after) (?<who>me|us|her)\b`,
      'g',
    ),
  ),
  sign(
    /\b(?:said|says|told me|threatened|threatens|swore) (?:that )?(?:he|she|they) (?:will|would|is going to|going to) (?:kill|hurt|stab|shoot|poison) (?:my|our) (?:dog|cat|pet|puppy|kitten|horse) (?:and )?(?:then )?(?<who>me|us)\b/g,
  ),
  sign(
    /\b(?:tried|trying|tries|try) to (?:force|kick in|kick down|break down|break open|prise open|pry open|jimmy) (?:open )?(?:my|our|the|her) (?:front |back |bedroom )?(?:door|window|lock)\b/g,
    { unless: /\b(?:locked (?:myself|ourselves|out)|lost (?:my|the) keys?|keys?|locksmith|stuck|jammed)\b/ },
  ),
  sign(
    /\b(?:says|said|told me|tells me|keeps saying|made me promise) (?:not to|never to|to never|i must not|i should not|i can not) tell\b(?: (?:anyone|anybody|my (?:mum|mom|dad|parents|mother|father|family|teacher)))?/g,
    {
      requires: /\b(?:coach|teacher|uncle|step\w*|tutor|boss|older|man|adult|pics|photos|pictures|touch\w*|secret|i am 1[0-7]|years old)\b/,
      unless: /\b(?:surprise|party|present|gift|birthday|proposal|engagement|pregnan\w*)\b/,
    },
  ),
  // Round 3 (blind set 2): threats in other words, harm to the body named by what was done, and
  // someone getting in, coming back or watching.
  sign(
    new RegExp(
      String.raw`\b(?:he|she|they|someone) (?:will |would |is going to |going to |is gonna |are going to |is coming (?:\w+ )?to |finally )?(?:\w+ ){0,4}?(?:\. )?${THREAT_ACTS}`,
      'g',
    ),
    { requires: THREAT_CONTEXT, unless: PLAYFUL },
  ),
  sign(new RegExp(String.raw`\bthreat(?:en|ens|ened|ening) to (?:\w+ ){0,2}?${THREAT_ACTS}`, 'g')),
  sign(
    /\baccidents (?:can )?happen to (?:women|girls|wives|people) (?:who|like)\b|\bit is for (?:me|you|her) if (?:i|you|she) (?:ever )?(?:leave|tell|go)\b|\b(?:i|you|she) (?:will|would) not be breathing\b/g,
  ),
  sign(
    /\b(?:shakes|shook|shaking|pins|pinned|pinning|drags|dragged|dragging|chases|chased|chasing) (?<who>me|her|us)\b(?! (?:up|down|awake|off))|\b(?:twists|twisted|twisting|wrenches|wrenched) (?<who2>my|her) (?:arm|wrist)s?\b/g,
    {
      requires: /\b(?:he|she|they|husband|partner|dad|son|grandson|drunk|ex)\b/,
      unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}|\\b(?:tag|dog|puppy|cat|kids|toddler|tickl\\w*|fun|game|laugh\\w*|dream\\w*)\\b`),
    },
  ),
  sign(
    /\bhands? (?:were |was |are |is |went )?(?:around|round) (?:my|her) (?:neck|throat)\b|\b(?:held|holds|holding|put|pressed|pushed) (?:a |the )?pillow (?:over|on) (?:my|her|his) face\b|\bpunched (?:a hole|the wall|the door)(?: \w+){0,2} (?:next to|beside|near|by) (?:my|her) (?:head|face)\b/g,
    { unless: DREAM },
  ),
  sign(
    /\bhurts (?<who>me|her) if (?:i|she) (?:am|is) late\b|\b(?:touched|touches|held|kept|grabbed|kissed|forced) (?:\w+ ){0,3}?against (?:my|her) will\b|\b(?:woke|wake|waking) up (?:with|to) (?:him|her|someone|somebody|a man) (?:standing|sitting|leaning) over (?:me|my bed)\b/g,
  ),
  sign(/\b(?:will not|would not|does not|refuses to) let (?:me|her|us) (?:out|leave|go)\b/g, {
    requires: /\b(?:cornered|locked|trapped|blocking|knife|help)\b/,
  }),
  sign(/\b(?:keeps|kept|keep) (?:coming|walking|barging) (?:in|into) (?:the|my) (?:shower|bath|bathroom)\b/g, {
    requires: /\b(?:when i|while i|will not leave|step \w+|brother|uncle|dad)\b/,
  }),
  sign(/\b(?:bruises|bruised|marks) (?:\w+ ){0,3}?from (?:him|her)\b|\btelling (?:everyone|people|them) (?:that )?i fell\b/g, {
    unless: new RegExp(`${SPORT.source}|${LONG_AGO.source}`),
  }),
  sign(
    /\b(?:someone|somebody|a man|a stranger|an intruder) (?:s |is )?(?:trying to (?:get|break) in(?:to)?|in (?:the|my|our) (?:house|flat|home|room|apartment))\b/g,
    { requires: /\b(?:right now|hiding|scared|afraid|help|tonight|now)\b/, unless: DREAM },
  ),
  sign(
    /\b(?:someone|somebody) s been (?:inside|in) (?:my|our|the) (?:flat|house|home|room|apartment)\b|\b(?:he|she|they) (?:is|are) going to get in\b|\bbroke in\b(?: \w+){0,12} (?:come back|return)\b/g,
    { unless: DREAM },
  ),
  sign(/\bfound (?:out )?where (?:i|we|she) (?:am|is|are|moved|live now)\b/g, { requires: /\b(?:shelter|refuge|moved|hiding|left (?:him|her)|ex)\b/ }),
  sign(
    /\b(?:calling|calls|texting|texts|messaging) (?:me |her )?from (?:different|new|unknown|private|withheld) numbers\b|\bdescrib\w* what (?:i|she) (?:am|is|was) wearing\b/g,
  ),
  sign(/\b(?:showing|shows|turning|turns|turned|showed) up at (?:my|our|her) (?:window|door|house|flat|work|school)\b/g, {
    requires: /\b(?:keeps|again|every|at night|\d ?am|in the night)\b/,
    unless: /\b(?:flowers|romantic|gifts?|coffee|lunch|surprise|cute|sweet)\b/,
  }),
  sign(
    /\b(?:keeps|kept|keep) (?:waiting|hanging around|lurking) (?:for )?(?:me|her) (?:in|at|outside|after)\b|\b(?:keeps|kept) (?:driving|walking) past (?:my|our|the|her) (?:house|flat|home|work)\b|\b(?:tyres|tires) (?:have been |were |are |got )?slashed\b/g,
    { requires: /\b(?:keeps|again|someone|somebody|night|ex|husband|partner|leaving|regret)\b/ },
  ),
  // Round 5 (0020): hospital after a partner's temper; hiding from someone angry right now.
  sign(/\b(?:ended up|landed|wound up|was) in (?:the )?(?:hospital|a and e|a&e|er|emergency room)\b/g, {
    requires:
      /\b(?:temper|hit|hits|beat|pushed|shoved|angry|rage|drunk and|husband|hubby|boyfriend|bf|partner|wife|girlfriend|gf)\b(?=(?: \S+){0,14} (?:hospital|a and e|a&e|er|emergency room))/,
    unless: /\b(?:accident|car crash|appendix|surgery|birth|covid|flu|food poisoning|fell|football|rugby)\b/,
  }),
  sign(/\bhiding (?:in|under|behind) (?:the|my|a) (?:bathroom|closet|wardrobe|bedroom|bed|car|cupboard|shed|basement)\b/g, {
    requires: /\b(?:angry|drunk|rage|raging|throwing|yelling|screaming|shouting|hitting|smashing|banging|looking for me|find me)\b/,
    unless: /\b(?:hide and seek|game|party|surprise|spider|wasp|the kids are playing)\b/,
  }),
];
