import { describe, expect, it } from 'vitest';
import { assessRisk, NO_RISK } from '../../assess-risk.ts';
import { FRENCH } from './french.ts';
import { normaliseFrench } from './normalise-fr.ts';

describe('French in the risk assessment', () => {
  it('folds accents, spells out elisions and reads chat shorthand', () => {
    expect(normaliseFrench("J'ai envie de m'ôter la vie…")).toBe('je ai envie de me oter la vie');
    expect(normaliseFrench('jveux crever, jpp')).toBe('je veux crever . je en peux plus');
    expect(normaliseFrench('Y a-t-il une raison ?')).toBe('y a il une raison');
  });

  it.each(["j'ai envie de mourir", 'jveux mourir', 'je pense a me suicidé', 'tout le monde serait mieux sans moi', 'je veux en finir une fois pour toutes'])(
    'recognises thoughts of suicide in "%s"',
    (text) => {
      expect(assessRisk(text)).toEqual({ concerns: ['self-harm'], about: 'self' });
    },
  );

  it.each([
    'je ne suis pas suicidaire, juste curieuse de mon avenir',
    "je n'ai jamais pensé au suicide, je veux savoir si je vais déménager",
    'il ne me frappe pas, mais il ne me parle plus',
    "je n'ai pas mal à la poitrine, juste un peu de stress",
  ])('hears the denial in "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    "je meurs d'envie de savoir s'il m'aime",
    'ça me tue de ne pas savoir',
    'je veux en finir avec ce boulot',
    "j'ai failli mourir de rire",
    'je me tue au travail pour rien',
    "j'ai failli faire une crise cardiaque en voyant la facture",
    "mon frère m'a battue à Mario Kart",
    'ce serait du suicide commercial de lancer ce produit maintenant',
    'les partiels vont me tuer, je vais valider mon semestre ?',
    "mon crush me harcèle de likes, il m'aime ?",
    "mon père va me tuer si je loupe encore le code, je l'aurai ?",
    'cette chaleur va me tuer, je demande ma mutation ?',
    'ma mère a fait un infarctus en 2012 et elle va bien, sa santé cette année ?',
    "mon coloc m'a mis une raclée au babyfoot, je prends ma revanche quand ?",
    'ma tante me fait une crise cardiaque à chaque fois que je parle de tatouage mdr',
    'mon grand-père a fait un AVC il y a dix ans et il va très bien, sa santé cette année ?',
    "dans le livre que je lis, le héros finit par se suicider, ça m'a marquée",
  ])('stays quiet on the idiom "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it.each([
    'la carte de la Mort est sortie, dois-je m’inquiéter ?',
    'Le Pendu en position inversée',
    'la Maison Dieu est sortie, c’est grave ?',
    "l'arcane sans nom",
  ])('reads the card name "%s" as a card', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });

  it('tells whom it is about: a friend, a sister beaten by her husband, the writer threatened', () => {
    expect(assessRisk("ma meilleure amie m'a dit qu'elle voulait mourir")).toEqual({ concerns: ['self-harm'], about: 'someone-else' });
    expect(assessRisk('ma sœur se fait battre par son mari')).toEqual({ concerns: ['danger'], about: 'someone-else' });
    expect(assessRisk("j'ai peur qu'il me tue")).toEqual({ concerns: ['danger'], about: 'self' });
  });

  it('leaves a story and a past that is over alone, but not the past coming back', () => {
    expect(assessRisk("dans mon roman, l'héroïne se suicide à la fin")).toEqual(NO_RISK);
    expect(assessRisk("j'étais suicidaire à 15 ans mais ça fait dix ans que je vais bien")).toEqual(NO_RISK);
    expect(assessRisk("j'ai fait une TS l'an dernier et les idées reviennent")).toEqual({ concerns: ['self-harm'], about: 'self' });
  });

  it('leaves an English text to the English signs', () => {
    expect(FRENCH.findings("I'm not suicidal, just curious")).toEqual([]);
    expect(FRENCH.isWrittenIn?.('I want to die, je ne sais pas')).toBe(false);
    expect(FRENCH.isWrittenIn?.('je ne sais pas quoi faire de ma vie')).toBe(true);
  });

  it.each([
    ['je me sens de trop partout, autant disparaître', 'self-harm'],
    ["je voudrais m'en aller de ce monde", 'self-harm'],
    ['mon beau-père tripote ma petite sœur', 'danger'],
    ["il a dit qu'il allait s'en prendre à mes enfants si je parle", 'danger'],
    ['mon ex a caché un traceur gps dans ma voiture', 'danger'],
    ["mon père a une carabine et il menace de s'en servir", 'danger'],
    ["mon oncle parle bizarrement depuis une heure, tout son visage tombe d'un côté", 'medical-emergency'],
    ["tous les matins j'ai des maux de tête et je vomis", 'medical-urgent'],
  ] as const)('understands the indirect or everyday wording of "%s"', (text, concern) => {
    expect(assessRisk(text).concerns).toEqual([concern]);
  });

  it.each([
    'je dis adieu à tout ce stress, je démissionne',
    'ce film touche mon fils au cœur',
    "demain c'est mon dernier jour de stage",
    'je me suis encore coupée en cuisinant',
    "j'ai envie de disparaître sous la couette ce week-end",
    "je me sens un poids pour l'équipe, je suis trop lente",
    'il bat les cartes avant de jouer',
  ])('stays quiet on the everyday "%s"', (text) => {
    expect(assessRisk(text)).toEqual(NO_RISK);
  });
});
