import type { ReaderWords } from './reader-words.ts';

export const de: ReaderWords = {
  locale: 'de',
  question: (excerpt) => `Die Frage, die dich gerade bewegt: „${excerpt}“.`,
  opening: 'Schauen wir uns die Karten in Ruhe nacheinander an, jede an ihrem Platz, und dann, was sie gemeinsam erzählen.',
  upright: (meaning) => `Die Karte sagt hier: ${meaning}`,
  reversed: (meaning) => `Die Karte liegt hier umgekehrt und sagt: ${meaning}`,
  togetherHeading: 'Die Karten im Zusammenspiel',
  together: (keywords) =>
    `Zusammen betrachtet ziehen sich diese Themen durch deine Legung: ${keywords}. Vielleicht erkennst du darin etwas wieder, das dich schon eine Weile begleitet.`,
  guidanceHeading: 'Ein Gedanke für deinen Weg',
  guidance: (card) =>
    `${card} – die letzte Karte dieser Legung – lädt dich ein, ihre Botschaft als sanften Anstoß zu nehmen. Welcher kleine, stimmige Schritt wäre jetzt für dich möglich? Du musst nicht alles auf einmal klären.`,
  reflection: 'Die Karten zeigen Möglichkeiten, kein festes Schicksal – was du daraus machst, liegt bei dir.',
  quiet: {
    opening:
      'Bevor wir auf die Karten schauen: Was du schreibst, klingt nach etwas, das gerade schwer wiegt. Deshalb fällt diese Legung kurz und behutsam aus.',
    guidance: {
      'self-harm':
        'Es klingt, als würdest du gerade sehr viel tragen, und damit musst du nicht allein bleiben. Bitte wende dich an eine der Anlaufstellen, die oben angezeigt werden; dort hören dir Menschen zu, ohne dich zu verurteilen. Wenn du in akuter Gefahr bist, ruf bitte sofort den Notruf an.',
      'medical-emergency':
        'Ruf bitte jetzt sofort den Notruf an. Das ist in diesem Moment wichtiger als jede Karte, und Hilfe ist erreichbar – die Nummern stehen oben.',
      danger:
        'Deine Sicherheit geht jetzt vor. Wenn du in unmittelbarer Gefahr bist, ruf bitte sofort den Notruf an. Die Anlaufstellen oben können dir helfen, die nächsten Schritte zu finden – du musst das nicht allein durchstehen.',
      'medical-urgent':
        'Bitte lass das zeitnah von einer Ärztin oder einem Arzt abklären. Die Karten können keine Untersuchung ersetzen, eine ärztliche Einschätzung aber kann dir weiterhelfen. Es ist gut und richtig, dass du auf dich achtest.',
    },
  },
  followUp: {
    heading: 'Deine weitere Frage',
    intro: (excerpt) => `Du fragst weiter: „${excerpt}“.`,
    focus: (position, card) => `Dafür lohnt sich ein zweiter Blick auf die Karte an der Stelle „${position}“: ${card}.`,
    closing: 'Nimm davon mit, was sich für dich stimmig anfühlt, und lass den Rest ruhig liegen; was du daraus machst, bleibt deine Entscheidung.',
    quiet:
      'Bei dieser Frage lege ich die Karten lieber beiseite. Was dich gerade beschäftigt, verdient echte Unterstützung – die Anlaufstellen oben sind für dich da.',
  },
  daily: {
    opening: (card) => `Deine Karte für heute: ${card}.`,
    notice: (keyword) => `Ein kleiner Gedanke für den Tag: Wo begegnet dir heute „${keyword}“, vielleicht ganz nebenbei?`,
    closing: 'Lass die Karte einfach mitlaufen und schau am Abend in Ruhe, was dir aufgefallen ist.',
  },
  reversedName: (card) => `${card}, umgekehrt`,
  positions: {
    Past: {
      name: 'Die Vergangenheit',
      about: 'Hier geht es um das, was die Situation geprägt hat und bis heute in ihr nachklingt.',
    },
    Present: {
      name: 'Die Gegenwart',
      about: 'Hier geht es darum, wo die Dinge jetzt stehen und was gerade deine Aufmerksamkeit braucht.',
    },
    Future: {
      name: 'Die Zukunft',
      about: 'Hier zeigt sich, wohin sich die Dinge bewegen, wenn sich nichts ändert – eine Möglichkeit, kein Schicksal.',
    },
    'The present': {
      name: 'Die gegenwärtige Lage',
      about: 'Hier zeigt sich der Kern der Sache, so wie sie jetzt steht.',
    },
    'The challenge': {
      name: 'Die Herausforderung',
      about: 'Hier liegt, was sich dir quer in den Weg stellt: die Schwierigkeit, der es zu begegnen gilt.',
    },
    'The foundation': {
      name: 'Die Grundlage',
      about: 'Hier geht es um die Wurzel unter der Situation, die oft weiter zurückreicht.',
    },
    'The recent past': {
      name: 'Die jüngste Vergangenheit',
      about: 'Hier zeigt sich, was gerade vergeht oder eben erst geschehen ist.',
    },
    'The crown': {
      name: 'Die Krone',
      about: 'Hier geht es um das, was du anstrebst oder im Sinn hast – das Beste, was sich erreichen lässt.',
    },
    'The near future': {
      name: 'Die nahe Zukunft',
      about: 'Hier zeigt sich, was als Nächstes kommt, in den Wochen, die vor dir liegen.',
    },
    Yourself: {
      name: 'Du selbst',
      about: 'Hier geht es darum, wie du in dieser Sache stehst – um deine Haltung und deinen Anteil daran.',
    },
    'Your surroundings': {
      name: 'Dein Umfeld',
      about: 'Hier geht es um die Menschen und Umstände um dich herum und darum, wie sie auf die Sache einwirken.',
    },
    'Hopes and fears': {
      name: 'Hoffnungen und Ängste',
      about: 'Hier zeigt sich, was du dir erhoffst und was du fürchtest – oft dasselbe, nur von zwei Seiten gesehen.',
    },
    'The outcome': {
      name: 'Das Ergebnis',
      about: 'Hier zeigt sich, wohin all das führt, wenn sich nichts ändert – eine Möglichkeit, kein Schicksal.',
    },
    'The first path': {
      name: 'Der erste Weg',
      about: 'Hier geht es um die erste Möglichkeit, wie sie jetzt dasteht, und um das, was dich zu ihr hingezogen hat.',
    },
    'Where the first path leads': {
      name: 'Wohin der erste Weg führt',
      about: 'Hier zeigt sich, wie es wahrscheinlich weitergeht, wenn du den ersten Weg einschlägst.',
    },
    'The second path': {
      name: 'Der zweite Weg',
      about: 'Hier geht es um die zweite Möglichkeit, wie sie jetzt dasteht, und um das, was dich zu ihr hingezogen hat.',
    },
    'Where the second path leads': {
      name: 'Wohin der zweite Weg führt',
      about: 'Hier zeigt sich, wie es wahrscheinlich weitergeht, wenn du den zweiten Weg einschlägst.',
    },
    'What matters in choosing': {
      name: 'Was bei der Wahl zählt',
      about: 'Hier geht es um den Wert oder das Bedürfnis, das bei deiner Entscheidung am meisten Gewicht haben sollte.',
    },
    'The card': {
      name: 'Die Karte',
      about: 'Hier zeigt sich der Kern der Sache und, bei einer Ja-oder-Nein-Frage, in welche Richtung die Antwort neigt.',
    },
    You: {
      name: 'Du',
      about: 'Hier geht es um das, was du in diese Verbindung einbringst, und darum, wie du jetzt in ihr stehst.',
    },
    Them: {
      name: 'Die andere Person',
      about: 'Hier zeigt sich, was die andere Person einbringt – soweit die Karten für sie sprechen können.',
    },
    'The connection': {
      name: 'Die Verbindung',
      about: 'Hier geht es um das, was zwischen euch lebt: das Band selbst und seine momentane Stimmung.',
    },
    'What helps': {
      name: 'Was stärkt',
      about: 'Hier zeigt sich, was eure Verbindung stärkt und es wert ist, gepflegt zu werden.',
    },
    'What strains': {
      name: 'Was belastet',
      about: 'Hier zeigt sich, was an der Verbindung zehrt und darum bittet, benannt oder gelindert zu werden.',
    },
    Situation: {
      name: 'Die Situation',
      about: 'Hier geht es darum, wo die Dinge stehen – so, wie sie wirklich sind, und nicht so, wie man sie befürchtet.',
    },
    Obstacle: {
      name: 'Das Hindernis',
      about: 'Hier zeigt sich, was im Weg steht oder die Sache schwerer macht, als sie sein müsste.',
    },
    'Hidden influence': {
      name: 'Der verborgene Einfluss',
      about: 'Hier geht es um das, was unter der Oberfläche wirkt und noch nicht ganz zu sehen ist.',
    },
    Advice: {
      name: 'Der Rat',
      about: 'Hier zeigt sich, welche Haltung oder welcher Schritt dir jetzt am meisten helfen würde.',
    },
    'Likely outcome': {
      name: 'Der wahrscheinliche Ausgang',
      about: 'Hier zeigt sich, wohin die Sache führt, wenn du den Rat beherzigst – eine Möglichkeit, kein Schicksal.',
    },
  },
};
