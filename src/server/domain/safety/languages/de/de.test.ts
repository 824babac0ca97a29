import { describe, expect, it } from 'vitest';
import { assessRisk, NO_RISK } from '../../assess-risk.ts';
import { GERMAN } from './german.ts';
import { normaliseGerman } from './normalise-de.ts';

describe('German in the risk assessment', () => {
  it('folds umlauts typed or written out, and keeps a "zu" clause in its sentence', () => {
    expect(normaliseGerman('Ich bin lebensmüde')).toBe(normaliseGerman('ich bin lebensmuede'));
    expect(normaliseGerman('Ich denke daran, mich umzubringen.')).toBe('ich denke daran mich umzubringen');
    expect(normaliseGerman('Straße')).toBe('strasse');
  });

  it.each(['ich will sterben', 'ich will nich mehr lebn', 'alle wären ohne mich besser dran', 'ich denke daran, mich umzubringen', 'ich will nicht mehr'])(
    'recognises thoughts of suicide in "%s"',
    (text) => {
      expect(assessRisk(text)).toEqual({ concerns: ['self-harm'], about: 'self' });
    },
  );

  it.each([
    ['hab vorhin ne ganze packung schmerztabletten geschluckt und mir ist schlecht', ['self-harm', 'medical-emergency']],
    ['i wünsch mir, dass i morgen einfach nimmer aufwach', ['self-harm']],
    ['hab mir mit dem feuerzeug wieder den arm verbrannt', ['self-harm']],
    ['seit papas tod will meine mutter ihm bald nachgehen, sagt sie', ['self-harm']],
    ['er hat gestern ein messer geholt und es mir an den hals gehalten', ['danger']],
    ['mein freund hat mich zum sex gezwungen', ['danger']],
  ] as const)('recognises "%s"', (text, concerns) => {
    expect(assessRisk(text).concerns).toEqual(concerns);
  });

  it.each([
    'ich bin nicht suizidal, ich will nur etwas über meine Zukunft wissen',
    'ich habe nie an Selbstmord gedacht',
    'er schlägt mich nicht, aber er redet nicht mehr mit mir',
    'mein Mann hat mich nie geschlagen, aber er ist distanziert',
  ])('hears the denial in "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    'ich sterbe vor Neugier',
    'soll ich mit ihm Schluss machen?',
    'das bringt mich um, wann meldet er sich endlich?',
    'ich habe Herzklopfen, wenn ich ihn sehe',
    'meine Mutter bringt mich um, wenn ich zu spät komme',
    'der stress bringt mich noch um, wird die prüfung gut?',
    'mein cousin verprügelt mich dauernd in fifa, gewinn ich das turnier?',
    'die steuererklärung erwürgt mich, schaff ich die frist?',
    'mein chef hätte fast einen schlaganfall gekriegt, als ich gekündigt hab',
    'ich hab das messer aus der schublade geholt, um zwiebeln zu schneiden',
    'mein opa hatte 2009 einen herzinfarkt, wird er 90?',
    'hab mir am backofen den arm verbrannt, wieder mal, heilt das gut?',
    'seit dem tod meiner oma folge ich ihr rezeptbuch, wird mein café laufen?',
    'ich will nicht mehr bei meinen Eltern leben',
    'ich suche eine Kommode für mein Schlafzimmer',
    'mein Bruder hat mich im Schach geschlagen',
  ])('stays quiet on the idiom "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    'der Tod ist in meiner Legung erschienen',
    'der Gehängte, ist das eine Pause?',
    'der Turm kam in der Zukunftsposition',
    'die Zehn der Schwerter, ist das das Ende?',
  ])('reads the card name "%s" as a card', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it('tells whom it is about: a friend, a sister beaten by her husband, the writer threatened', () => {
    expect(assessRisk('meine Freundin hat gesagt, dass sie sterben will')).toEqual({ concerns: ['self-harm'], about: 'someone-else' });
    expect(assessRisk('meine Schwester wird von ihrem Mann geschlagen')).toEqual({ concerns: ['danger'], about: 'someone-else' });
    expect(assessRisk('er hat gedroht, mich umzubringen, wenn ich gehe')).toEqual({ concerns: ['danger'], about: 'self' });
  });

  it('leaves a story and a past that is over alone', () => {
    expect(assessRisk('in meinem Roman bringt sich die Heldin am Ende um')).toEqual(NO_RISK);
    expect(assessRisk('ich war mit 15 suizidal, aber seit zehn Jahren geht es mir gut')).toEqual(NO_RISK);
  });

  it('leaves an English text to the English signs ("die" is English too)', () => {
    expect(GERMAN.findings('I want to die')).toEqual([]);
    expect(GERMAN.isWrittenIn?.('ich weiß nicht, was ich tun soll')).toBe(true);
  });

  it.each([
    ['ich bin hier allen nur im Weg, am besten verschwinde ich für immer', 'self-harm'],
    ['ich verabschiede mich von dieser Welt', 'self-harm'],
    ['falls du gehst, bring ich mich um', 'self-harm'],
    ['der Stiefvater haut die Kleinen jeden Abend', 'danger'],
    ['sie hat ne Spionage-App auf meinem Laptop installiert', 'danger'],
    ['mein Vater hat ein Gewehr und droht uns', 'danger'],
    ['die Hälfte vom Gesicht hängt und er spricht ganz verwaschen', 'medical-emergency'],
    ['mir ist schwindlig und ich bin schon zweimal hingefallen', 'medical-urgent'],
  ] as const)('understands the indirect or everyday wording of "%s"', (text, concern) => {
    expect(assessRisk(text).concerns).toEqual([concern]);
  });

  it.each([
    'morgen ist mein letzter Tag im Büro',
    'ich will einfach nur weg in den Urlaub',
    'ich fühl mich wie eine Last für mein Team, zu viel Arbeit',
    'ich verschwinde für immer nach Australien',
    'er schlägt die Kinder beim Tischtennis',
  ])('stays quiet on the everyday "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});
