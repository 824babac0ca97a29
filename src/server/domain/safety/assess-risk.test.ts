import { describe, expect, it } from 'vitest';
import type { SafetyConcern } from '../../../shared/safety.ts';
import {
  FALSE_ALARM_CEILING,
  labelledSetFiles,
  readLabelledSet,
  RECALL_FLOOR,
  scoreSet,
  share,
  type LabelledPhrasing,
} from '../../../../tests/support/safety-sets.ts';
import { mentionsSelfHarm } from './phrase-list.ts';
import { assessRisk, NO_RISK } from './assess-risk.ts';
import { normaliseText } from './normalise-text.ts';

const MUST_FIRE = readLabelledSet('must-fire.tsv');
const MUST_NOT_FIRE = readLabelledSet('must-not-fire.tsv');

function percent(value: number): string {
  return `${(value * 100).toFixed(1)}%`;
}

describe('the labelled sets (issue 23 §1)', () => {
  it('are the size the issue asks for, with a good share of medical and danger phrasings', () => {
    expect(MUST_FIRE.length).toBeGreaterThanOrEqual(300);
    expect(MUST_NOT_FIRE.length).toBeGreaterThanOrEqual(500);
    expect(MUST_FIRE.every((phrasing) => phrasing.concerns.length > 0)).toBe(true);
    expect(MUST_NOT_FIRE.every((phrasing) => phrasing.concerns.length === 0)).toBe(true);
    const listing = (concerns: readonly SafetyConcern[]) =>
      MUST_FIRE.filter((phrasing) => phrasing.concerns.some((concern) => concerns.includes(concern))).length;
    expect(listing(['medical-emergency', 'medical-urgent'])).toBeGreaterThanOrEqual(60);
    expect(listing(['danger'])).toBeGreaterThanOrEqual(60);
  });
});

// Every set in the folder holds the floors: the team's sets and the held-out ones written blind
// (blind-1 and blind-2 were each scored once before a round of the rules, then tuned on; see 0020).
describe.each(labelledSetFiles().filter((name) => name.endsWith('must-fire.tsv')))('the labelled set %s', (fileName) => {
  it(`catches at least ${percent(RECALL_FLOOR)} of what must fire (every listed concern recognised)`, () => {
    const score = scoreSet(readLabelledSet(fileName), assessRisk);
    const recall = share(score.mustFire.caught, score.mustFire.lines);
    const missed = score.missed.map(
      (phrasing: LabelledPhrasing) => `${phrasing.text} (${phrasing.concerns.join(', ')}): ${assessRisk(phrasing.text).concerns.join(', ') || 'nothing'}`,
    );
    expect(score.mustFire.lines).toBeGreaterThan(0);
    expect(
      recall,
      `recall ${percent(recall)}, fired at all ${percent(share(score.mustFire.firedAtAll, score.mustFire.lines))}; missed:\n${missed.join('\n')}`,
    ).toBeGreaterThanOrEqual(RECALL_FLOOR);
  });
});

describe.each(labelledSetFiles().filter((name) => name.endsWith('must-not-fire.tsv')))('the labelled set %s', (fileName) => {
  it(`raises a false alarm on at most ${percent(FALSE_ALARM_CEILING)} of what must not fire`, () => {
    const score = scoreSet(readLabelledSet(fileName), assessRisk);
    const rate = share(score.mustNotFire.falseAlarms, score.mustNotFire.lines);
    const alarms = score.falseAlarms.map((alarm) => `${alarm.text}: ${alarm.concerns.join(', ')}`);
    expect(score.mustNotFire.lines).toBeGreaterThan(0);
    expect(rate, `false alarms ${percent(rate)}:\n${alarms.join('\n')}`).toBeLessThanOrEqual(FALSE_ALARM_CEILING);
  });
});

describe('assessRisk on the issue’s own words', () => {
  it.each([
    // The nine everyday ways of saying one wants to die that the first version missed.
    "What's the point of living?",
    "I'm thinking of ending it",
    'Should I just end it?',
    'I feel like giving up on life',
    'I want to disappear forever',
    'Nobody would miss me if I was gone',
    "I can't do this anymore, I want it all to stop",
    'Is there any reason to keep going?',
    "I don't see the point of living anymore. Will things ever get better?",
    // The same in a follow-up, and the explicit phrases the first version did catch.
    'Honestly nobody would miss me if I was gone',
    'and what if I just ended everything',
    'I want to kill myself',
    'I want to die',
  ])('recognises thoughts of suicide in "%s"', (text) => {
    expect(assessRisk(text)).toEqual({ concerns: ['self-harm'], about: 'self' });
  });

  it('treats chest pain that has lasted days as an emergency, not something to wait on', () => {
    expect(assessRisk("I've had chest pains for a few days. What do the cards say about my health?")).toEqual({
      concerns: ['medical-emergency'],
      about: 'self',
    });
  });

  it.each([
    "I'm killing it at work",
    'dying to know if he likes me',
    'should I end things with him',
    'I could die of embarrassment',
    'my plant is dying',
    'chest of drawers',
  ])('stays quiet on "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});

describe('assessRisk on the examples of the brief', () => {
  it('leaves a farewell before a move abroad alone, but not one that is "moving on"', () => {
    expect(assessRisk('goodbye everyone, off to a new city next month, will I make friends?')).toEqual(NO_RISK);
    expect(assessRisk("goodbye everyone, i'm moving on to a better place").concerns).toEqual(['self-harm']);
  });

  it('reads "stabbed me in the back" as betrayal, unless a blade or blood follows', () => {
    expect(assessRisk('my best friend stabbed me in the back, will we make up?')).toEqual(NO_RISK);
    expect(assessRisk('my ex stabbed me in the back with a kitchen knife last night').concerns).toContain('danger');
  });

  it.each([
    "what's the point of living",
    'is there any reason to keep going',
    "I don't see the point anymore",
    'everyone would be better off without me',
    "I'm thinking of ending it",
    'should I just end it?',
    'I want it all to stop',
    'this is my last question, goodbye everyone',
    "I've written letters to my family",
    'giving my things away',
    'hurting myself again',
    'i want to unalive myself',
    'kms',
    'sewerslide',
    'not wanting to wake up',
    'i just want to go to sleep forever',
    'thinking about sucide',
    'i feel suicidle',
    'im going to kil myself',
    'dont want to live',
    'want to dye',
    'and what if I just ended everything',
  ])('self-harm: "%s"', (text) => {
    expect(assessRisk(text).concerns).toEqual(['self-harm']);
  });

  it.each([
    ['my friend says she wants to die', 'self-harm'],
    ['my son has been cutting himself', 'self-harm'],
    ['my husband keeps talking about ending his life', 'self-harm'],
    ['my mum has chest pain and is sweating', 'medical-emergency'],
    ["my sister's husband hits her", 'danger'],
  ] as const)('second-hand: "%s" is %s about someone else', (text, concern) => {
    expect(assessRisk(text)).toEqual({ concerns: [concern], about: 'someone-else' });
  });

  it.each([
    'I have pressure in my chest and I am sweating',
    'my chest hurts and the pain goes down my arm and into my jaw',
    "I can't breathe",
    'her face is drooping and her speech is slurred',
    'one side of my body is numb',
    'I suddenly have the worst headache of my life',
    'I took too many pills',
    'my son swallowed bleach',
    'my child ate something from under the sink',
    "I cut my leg and the bleeding won't stop",
    "I'm pregnant and bleeding",
    "I'm pregnant and the pain is severe",
    'I keep having thoughts of hurting my baby',
    "I'm scared I'll shake the baby",
    'my dad is having a seizure',
    'my friend is unconscious',
    'my throat is swelling up',
  ])('medical emergency: "%s"', (text) => {
    expect(assessRisk(text).concerns).toEqual(['medical-emergency']);
  });

  it.each([
    'I found a lump in my breast',
    'there is blood in my stool',
    'I keep having fainting spells',
    "I've lost a lot of weight without trying",
    'a mole on my arm has changed',
    'I had chest pains last month but they went away',
  ])('medical, get it checked: "%s"', (text) => {
    expect(assessRisk(text).concerns).toEqual(['medical-urgent']);
  });

  it.each([
    'my boyfriend hit me',
    'he beat me up',
    'he choked me',
    'my partner strangled me',
    "he said he'd kill me",
    'I am being stalked',
    'a man followed me home',
    "I'm not safe at home",
    "I'm afraid to go home",
    "he won't let me leave the house and I feel trapped",
    'my partner hurts me',
  ])('danger: "%s"', (text) => {
    expect(assessRisk(text).concerns).toEqual(['danger']);
  });

  it.each([
    "I'm killing it at work",
    'dying to know if he likes me',
    'should I end things with him',
    'I could die of embarrassment',
    'my plant is dying',
    'chest of drawers',
    'the Death card scares me',
    'the Tower came up again',
    'the Ten of Swords in my outcome',
    'the Hanged Man reversed',
    'what does the devil mean here',
    'will the project die?',
    'is my ex dead to me',
    'my heart is broken',
    "I'm dying to travel",
    'this job is killing me',
    "there's a lump in my new mattress, should I send it back",
    'overdosed on netflix all weekend, will I pass my exam',
    'my brother shot his first music video, will it go viral',
    'what is the suicide king in a deck of cards',
    'is my best friend stabbing me in the back?',
    'my great-grandfather was shot in the war, what do the cards say about our family',
    'saying goodbye to my friends before moving abroad, will I make new ones?',
    "I'm so done with this week",
    "I don't want to kill the vibe",
    'end of an era',
    'cut ties with my friend',
    'should I cut my hair',
    'my grandmother passed away last year',
    'will I get over him',
    'I need breathing room in my schedule',
    'I should hit the gym',
    'he hit me up on instagram',
    "she's been following me on tiktok",
    'my back hurts',
    'I have a cold',
    'I took a pregnancy test',
    'will I get pregnant',
    "I don't want to die alone, will I find love?",
  ])('nothing: "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});

describe('assessRisk in the context that turns a sign off (context-mutes.ts)', () => {
  it.each([
    'Not suicidal at all, just curious about my career',
    "I'm never going to hurt myself, I only want to know about love",
    'There is no bleeding and no pain, will the baby be a girl?',
    'Nobody has hit me, I am just bored at work',
    'For my D&D campaign the paladin gets stabbed by a cultist, which card fits?',
    'In the story the main character has a heart attack on stage',
    "I used to cut myself at school but that was twenty years ago and I've been well since",
    'My ex was violent when I was younger, but I am safe and happy now',
  ])('nothing: "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    ["I can't stop thinking about killing myself", 'self-harm'],
    ["I'm trying not to hurt myself tonight", 'self-harm'],
    ["The pills aren't working and I can't breathe", 'medical-emergency'],
    ["I don't want to live anymore", 'self-harm'],
    ['Will I pass? If not I am done with living', 'self-harm'],
    ['I used to self harm years ago and the urges are back again', 'self-harm'],
    ['I used to cut as a teen and I have been fine, but now I want to cut', 'self-harm'],
    ['I am writing a poem about wanting to die', 'self-harm'],
    ['without him I want to die', 'self-harm'],
    ['without warning he punched me', 'danger'],
    ['he doesnt just yell, he hits me', 'danger'],
    ['the man next door said he will kill my dog and then me', 'danger'],
    ['someone tried to force my door at 3am', 'danger'],
    ['i am 15 and my tutor sends me pics and says not to tell', 'danger'],
    ['my grandad keeps falling over and is more confused than usual', 'medical-urgent'],
    ['The main character in my story has chest pain and I also have chest pain right now', 'medical-emergency'],
  ] as const)('still: "%s" (%s)', (text, concern) => {
    expect(assessRisk(text).concerns).toContain(concern);
  });
});

describe('assessRisk on everyday near misses of the signs (round 8 training set)', () => {
  // New wordings of the kinds of false alarm the rules raised there, not its lines: the sign's own
  // context (a haircut, a flat battery, a holiday climb) turns it off, and the real thing still fires.
  it.each([
    'i wrote a goodbye letter to my old school on the last day, will i miss it',
    'she wishes she was born in the summer so she could have a party outside',
    "i've started cutting down on coffee, will the headaches stop",
    'my son has started cutting his own fringe, should i let him',
    'my wife had chest pain from laughing so much at the wedding speeches',
    "i couldn't catch my breath after jogging to the station this morning",
    'i was out of breath on the stairs of the lighthouse on holiday, what a view',
    'i feel like such a burden at the pub quiz because i never know the answers',
    'my brother collapsed onto the couch after his first shift, is he working too hard',
    'i hide in my car from the kids for a moment of quiet after work',
    'i had a temperature for a couple of days with a cold, will i be fine for my trip',
    "ten years clean from self harm this spring and i'm proud of myself",
    'our co alarm keeps chirping, i think it needs a new battery',
    'i want everything to stop being so busy so i can enjoy the summer',
    'the whites of my eyes look yellow in the photo because of the lighting filter',
    "we were choked up at my sister's wedding",
    'i get really out of breath singing in the choir, is that normal',
    "there's someone in our house, it's just my cleaner, will she ever stop rearranging things",
    "my old life is over now that i've moved to the coast, what comes next",
  ])('nothing: "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    ["i've started cutting myself again", 'self-harm'],
    ['i started cutting my arms last week', 'self-harm'],
    ['i wish i was never born', 'self-harm'],
    ['i wrote a goodbye letter to my family', 'self-harm'],
    ['i feel like such a burden to everyone', 'self-harm'],
    ['five years clean from self harm but the urges are back', 'self-harm'],
    ['the co alarm went off and now we all have a headache and feel dizzy', 'medical-emergency'],
    ['my mum collapsed in the kitchen', 'medical-emergency'],
    ['my baby has had a fever for two days with a cold', 'medical-urgent'],
    ['my skin has turned yellow', 'medical-urgent'],
    ['i got choked by my boyfriend last night', 'danger'],
    ["i'm hiding in the bathroom from my husband because he's drunk", 'danger'],
    ["there's someone in my house, it's my ex and he broke the window", 'danger'],
  ] as const)('still: "%s" (%s)', (text, concern) => {
    expect(assessRisk(text).concerns).toContain(concern);
  });
});

/** What the text is recognised for, as the labelled sets score it: calling emergency services now covers getting it checked promptly. */
function coveredConcerns(text: string): string[] {
  const { concerns } = assessRisk(text);
  return concerns.includes('medical-emergency') ? [...concerns, 'medical-urgent'] : [...concerns];
}

describe('assessRisk on shapes a blind set found missing (round 2)', () => {
  it.each([
    ['the urge to burn myself again is so loud', 'self-harm'],
    ['got a razor in my drawer and I am tempted to use it', 'self-harm'],
    ['honestly I wish I was six ft under', 'self-harm'],
    ['i just want to stop being alive', 'self-harm'],
    ['i would be happier never having existed', 'self-harm'],
    ['this life is not for me and i want out for good', 'self-harm'],
    ['i saved my sleeping pills and i want to take them all', 'self-harm'],
    ['will my mum be ok, i am scared i will do something to myself', 'self-harm'],
    ['i hope a bus hits me tomorrow', 'self-harm'],
    ['no point livin', 'self-harm'],
    ['dont want to be around no more', 'self-harm'],
    ['my cousin said the only thing keeping her alive is her dog', 'self-harm'],
    ['considering ctb this weekend', 'self-harm'],
    ['my boyfriend is at the door with a knife and he is screaming', 'danger'],
    ['she said nobody could find my body if I told anyone', 'danger'],
    ['my husband threatened to take my son and hurt me', 'danger'],
    ['our neighbour says he will burn our flat down', 'danger'],
    ['a guy from the gym found where I live and is waiting outside my flat', 'danger'],
    ['i come home and somebody has been inside my flat, the window is broken', 'danger'],
    ['got slapped by my husband last night', 'danger'],
    ['there are bruises on my arms from my boyfriend', 'danger'],
    ['he has a protection order against him and still turned up', 'danger'],
    ['the kids said theyll jump me after school', 'danger'],
    ['my husband cannot smile on the right side and his face is drooping', 'medical-emergency'],
    ['grandad is slurring and confused all of a sudden', 'medical-emergency'],
    ['it feels like an elephant is standing on my chest', 'medical-emergency'],
    ['she took a lot of pills and her breathing is really shallow', 'medical-emergency'],
    ['after the birth I am soaking through a pad every hour', 'medical-emergency'],
    ['I am 36 weeks pregnant and the baby is moving much less than usual', 'medical-urgent'],
    ['my arm went numb for a few minutes yesterday then came back', 'medical-urgent'],
    ['I have had a headache and been dizzy for three weeks', 'medical-urgent'],
    ['there is a grey shadow over my vision in the mornings', 'medical-urgent'],
    ['my stepdad is standing at the front door with a knife', 'danger'],
    ['i have bruises on my neck from where he grabbed me', 'danger'],
    ['my leg suddenly went weak and i can not walk properly', 'medical-emergency'],
    ['the urge to use again is unbearable and i have a blade', 'self-harm'],
    ['there is a guy parked outside my house every night watching', 'danger'],
    ['he put his hands on me again', 'danger'],
    ['my mum fell and can not get up', 'medical-emergency'],
    ['my heart feels like it is being squeezed and my arm hurts', 'medical-emergency'],
    ['not sure i will still be here next week tbh', 'self-harm'],
    ['i am scared he will find me now that i have left', 'danger'],
  ] as const)('"%s" (%s)', (text, concern) => {
    expect(coveredConcerns(text)).toContain(concern);
  });

  it.each([
    'they would be fine without me at the office for a week, right?',
    'my ex wants out of the lease, should I let him',
    'I want to take them all to the zoo, will the kids enjoy it',
    'the urge to cut my hair short is strong, will it suit me',
    'I built this house by my own hands, will it sell',
    'My neighbour keeps parking outside my flat, should I say something?',
    'The pizza guy is waiting outside my door with a bat for the cricket match lol',
    'I got threatening letters from the council about my parking fines',
    'My face went numb after the dentist injection, will my date go well?',
    'I feel like I am suffocating in this job, should I quit?',
    'my period was late for two weeks, am I pregnant?',
    "I'm not in danger, just curious about my love life",
    'I had a stroke scare years ago but I have been fine for a decade, career reading?',
    'The queen in my D&D campaign is dying of a curse and gets stabbed',
    'My teenage years were full of self harm but I have been well for 15 years now',
    'We watched a film where a woman is followed home, what card is fear?',
    'I locked myself out and tried to force the door, will my luck change?',
    'My sister told me not to tell anyone about her surprise party',
    "I'm not sure I'll still be here next year, we might move to Spain",
    "My son's leg went weak after football practice, will he make the team?",
  ])('nothing: "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});

describe('assessRisk', () => {
  it('lists every concern that applies, the most urgent first', () => {
    expect(assessRisk('my husband hits me and sometimes I want to die').concerns).toEqual(['self-harm', 'danger']);
    expect(assessRisk('he choked me and now my throat hurts and my voice is hoarse').concerns).toEqual(['medical-emergency', 'danger']);
    expect(assessRisk('I found a lump in my breast and I want to die').concerns).toEqual(['self-harm', 'medical-urgent']);
  });

  it('keeps only the emergency when a symptom is urgent and another is an emergency', () => {
    expect(assessRisk("I found a lump in my neck and now I can't breathe").concerns).toEqual(['medical-emergency']);
  });

  it('is about the writer when they are at risk themselves, even beside someone else', () => {
    expect(assessRisk('my friend wants to die and honestly so do I, I want to die too').about).toBe('self');
    expect(assessRisk('my dad hits my mom').about).toBe('someone-else');
    expect(assessRisk('my dad hits me').about).toBe('self');
    expect(assessRisk('my ex threatened to kill me').about).toBe('self');
  });

  it('recognises nothing in an empty or ordinary text', () => {
    expect(assessRisk('')).toBe(NO_RISK);
    expect(assessRisk('Will I find love this year?')).toBe(NO_RISK);
  });

  it('ignores a pet’s symptoms but not what a pet means to someone', () => {
    expect(assessRisk('my cat has a lump on her belly')).toEqual(NO_RISK);
    expect(assessRisk("my dog is the only reason I'm still alive")).toEqual({ concerns: ['self-harm'], about: 'self' });
  });

  // The phrase list it replaces (src/server/domain/safety/phrase-list.ts) fired on these; it must still.
  it.each([
    'I keep thinking about suicide',
    'I am suicidal',
    'I want to kill myself',
    'i want to kill my self',
    'i might unalive',
    'I want to end it all',
    'ending my own life',
    'taking my own life',
    'end things for good',
    'hanging myself',
    'slit my wrists',
    'jump off a bridge',
    'jumping from the roof',
    'he overdosed',
    'I want to die',
    'wanna die',
    'ready to die',
    'I wish I was dead',
    "I wish I wasn't alive",
    'I wish I could disappear forever',
    'I wish I would never wake up',
    "I don't want to live",
    'dont want to be alive',
    'no longer want to exist',
    "I don't want to be here anymore",
    'no reason to live',
    'no point in going on',
    'life is not worth living',
    "life isn't worth it anymore",
    'not worth living',
    'better off dead',
    'better off without me',
    "I can't go on living",
    'cannot keep living',
    'self-harm',
    'self harming',
    'I hurt myself',
    'cutting myself',
    'burning myself',
    'harming myself',
    'injuring myself',
    "I'm in danger",
    "I'm not safe",
    'I feel unsafe',
    'not safe at home',
    "I'm afraid for my life",
    'scared for my safety',
    'he is hitting me',
    'my husband keeps beating me',
    'she is threatening to kill me',
    'my partner hits me',
    'someone threatens me',
    'domestic violence',
    'an abusive relationship',
  ])('still recognises "%s", as the old phrase list did', (text) => {
    expect(mentionsSelfHarm(text)).toBe(true);
    expect(assessRisk(text).concerns).not.toEqual([]);
  });

  it('fires on every labelled phrasing the old phrase list fired on, but for its known false alarms', () => {
    // Deliberate: each is in the must-not-fire set, the old list's false alarms.
    const oldFalseAlarms = MUST_NOT_FIRE.filter((phrasing) => mentionsSelfHarm(phrasing.text)).map((phrasing) => phrasing.text);
    expect(oldFalseAlarms.length).toBeGreaterThan(0);
    const missedOld = MUST_FIRE.filter((phrasing) => mentionsSelfHarm(phrasing.text) && assessRisk(phrasing.text).concerns.length === 0);
    expect(missedOld).toEqual([]);
  });
});

describe('normaliseText', () => {
  it.each([
    ["I'M SO TIRED", 'i am so tired'],
    ['I’m done… aren’t you?', 'i am done . are not you'],
    ['dont cant wont im ive', 'do not can not will not i am i have'],
    ['i wanna kms', 'i want to kill myself'],
    ['i run 5 kms a day', 'i run 5 kms a day'],
    ['thinking about sucide', 'thinking about suicide'],
    ['i feel suicidle', 'i feel suicide'],
    ['kil my self', 'kill myself'],
    ['i want 2 die', 'i want to die'],
    ['i want to k1ll myself', 'i want to kill myself'],
    ['sewer slide', 'suicide'],
    ['i want to dye', 'i want to die'],
    ['i want to dye my hair pink', 'i want to dye my hair pink'],
    ['u r my everything', 'you are my everything'],
    ['self-harm, again!!!', 'self harm . again'],
    ['the Death card scares me', 'tarot card scares me'],
    ['dying to know', 'eager for know'],
    ["I'm killing it", 'i am do well'],
    ['chest of drawers', 'furniture'],
  ])('"%s" → "%s"', (text, normalised) => {
    expect(normaliseText(text)).toBe(normalised);
  });

  it('never "corrects" a real word into a key word', () => {
    expect(normaliseText('he overdoes it, conscious of pennant, a poignant remnant')).toBe('he overdoes it . conscious of pennant . a poignant remnant');
  });
});
