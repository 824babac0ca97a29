// The first detector, replaced by assess-risk.ts: kept so assess-risk.test.ts can show that every
// phrase it caught is still caught. Nothing in the app imports it.
// Detection of messages that speak of self-harm, suicide or danger, and the note shown before any reading.
// Deliberately phrase-based: single words such as "kill", "die" or "hurt" appear in everyday speech
// ("killing it at work", "dying to know", "my back hurts"), so only first-person phrases count.

const PATTERNS: readonly RegExp[] = [
  // Suicide, named directly.
  /\bsuicid(?:e|al|ality)\b/,
  /\bkill(?:ing|ed)? my ?self\b/,
  /\bunalive\b/,
  /\bend(?:ing)? (?:it all|my (?:own )?life|my life|things for good)\b/,
  /\btak(?:e|ing) my (?:own )?life\b/,
  /\bhang(?:ing)? my ?self\b/,
  /\bslit(?:ting)? my wrists?\b/,
  /\bjump(?:ing)? (?:off|from) (?:a|the) (?:bridge|building|roof|cliff)\b/,
  /\boverdos(?:e|ed|ing)\b/,
  // Wanting to die or not to live.
  /\b(?:(?:want|wanted|wanting|ready) to|wanna) die\b(?! (?:of|laughing|for)\b)/,
  /\bwish (?:i|that i) (?:was|were|could be) dead\b/,
  /\bwish (?:i|that i) (?:wasn't|was not|weren't|were not) (?:alive|here|born)\b/,
  /\bwish i (?:could|would) (?:just )?(?:disappear forever|not wake up|never wake up)\b/,
  /\b(?:don't|dont|do not|no longer) want to (?:live|be alive|exist|wake up)\b/,
  /\b(?:don't|dont|do not|no longer) want to be here anymore\b/,
  /\bno (?:reason|point) (?:in |to )?(?:living|live|going on)\b/,
  /\b(?:life|living) (?:is|isn't|is not) (?:not )?worth (?:living|it anymore)\b/,
  /\bnot worth living\b/,
  /\bbetter off (?:dead|without me)\b/,
  /\bcan't (?:go on|keep) living\b|\bcannot (?:go on|keep) living\b/,
  // Hurting oneself.
  /\bself[- ]?harm(?:ing)?\b/,
  /\b(?:hurt|hurting|harm|harming|cut|cutting|burn|burning|injure|injuring) my ?self\b/,
  // Being in danger.
  /\b(?:i am|i'm|im|i feel) (?:in danger(?! of\b)|not safe|unsafe)\b/,
  /\bnot safe at home\b/,
  /\b(?:afraid|scared|fear(?:ful)?) for my (?:life|safety)\b/,
  /\b(?:he|she|they|someone|my \w+) (?:is |are |keeps |has been |have been )?(?:hitting|beating|hurting|abusing|threatening to kill|threatening) me\b/,
  /\b(?:he|she|they|someone|my \w+) (?:hits|beats|abuses|threatens) me\b/,
  /\bdomestic (?:violence|abuse)\b/,
  /\babusive (?:partner|relationship|husband|wife|boyfriend|girlfriend|parent|home)\b/,
];

function normalise(text: string): string {
  return text
    .toLowerCase()
    .replace(/[\u2018\u2019\u02bc`]/g, "'")
    .replace(/\s+/g, ' ');
}

/** True when the text speaks of self-harm, suicide, wanting to die, hurting oneself or being in danger. */
export function mentionsSelfHarm(text: string): boolean {
  const normalised = normalise(text);
  return PATTERNS.some((pattern) => pattern.test(normalised));
}

/** Shown before any reading whose question or follow-up mentions self-harm. Bold heading on its own line. */
export const CRISIS_NOTE = `**You Are Not Alone**
It sounds like you may be carrying something very heavy right now, and I am truly glad you reached out. Before anything the cards have to say, your safety and wellbeing matter most. Please consider reaching out to someone you trust — a friend, a family member, or someone near you — and letting them know how you are feeling. If you are in immediate danger, call your local emergency number now. In the US, you can call or text 988 (Suicide & Crisis Lifeline). In the UK and Ireland, you can call Samaritans on 116 123. Elsewhere, findahelpline.com lists free, confidential support in your country. You deserve care and support, and you do not have to face this alone.`;
