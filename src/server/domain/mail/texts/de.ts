import type { MailTexts } from './mail-texts.ts';

export const de: MailTexts = {
  locale: 'de',
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  signOff: ['Mögen deine Karten dir Klarheit schenken,', 'Dein Team von Tarot Insights'],
  verificationLink: {
    askText: 'Bitte bestätige über diesen Link, dass dies deine E-Mail-Adresse ist:',
    askHtml: 'Bitte bestätige, dass dies deine E-Mail-Adresse ist:',
    button: 'E-Mail-Adresse bestätigen',
    validity: (hours) => `Der Link ist ${hours === 1 ? 'eine Stunde' : `${hours} Stunden`} lang gültig und kann nur einmal verwendet werden.`,
  },
  verification: {
    subject: 'Bestätige deine E-Mail-Adresse für Tarot Insights',
    ignore: 'Falls du kein Konto bei Tarot Insights erstellt hast, kannst du diese E-Mail einfach ignorieren.',
  },
  passwordReset: {
    subject: 'Dein Passwort für Tarot Insights zurücksetzen',
    asked: 'Wir haben eine Anfrage erhalten, das Passwort für dein Konto bei Tarot Insights zurückzusetzen.',
    chooseHere: 'Hier kannst du ein neues Passwort wählen:',
    button: 'Neues Passwort wählen',
    validity: (minutes) =>
      `Der Link ist ${minutes === 60 ? 'eine Stunde' : minutes === 1 ? 'eine Minute' : `${minutes} Minuten`} lang gültig und kann nur einmal verwendet werden. ` +
      'Sobald du ein neues Passwort festlegst, werden alle Geräte abgemeldet, die bei deinem Konto angemeldet sind.',
    ignore: 'Falls du das nicht angefordert hast, kannst du diese E-Mail ignorieren: Dein Passwort bleibt unverändert.',
  },
  accountDeleted: {
    subject: 'Dein Konto bei Tarot Insights wurde gelöscht',
    gone:
      'Wie gewünscht haben wir dein Konto bei Tarot Insights gelöscht. ' +
      'Dein Profil, deine Legungen samt den zugehörigen Gesprächen und deine Anmeldesitzungen sind nicht mehr vorhanden.',
    subscriptionCancelled: 'Dein Abo wurde gekündigt. Es wird dir dafür nichts mehr berechnet.',
    records: 'Die Belege deiner Zahlungen bewahren wir ohne deinen Namen und deine E-Mail-Adresse so lange auf, wie es gesetzlich vorgeschrieben ist.',
    thanks: 'Danke für die Zeit, die du mit uns verbracht hast. Du bist jederzeit wieder herzlich willkommen.',
  },
  passwordChanged: {
    subject: 'Dein Passwort für Tarot Insights wurde geändert',
    changed: (at) =>
      `Das Passwort für dein Konto bei Tarot Insights wurde am ${at.toLocaleString('de', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC geändert.`,
    ok: 'Wenn du das warst, musst du nichts weiter tun.',
    notYou: 'Wenn du es nicht warst, wähle bitte sofort ein neues Passwort – dabei werden alle Geräte abgemeldet, die bei deinem Konto angemeldet sind:',
    button: 'Neues Passwort wählen',
  },
  receipt: {
    subject: (what, amount) => `Deine Quittung von Tarot Insights: ${what}, ${amount}`,
    // "Credits" rendered as "Guthabenpunkte" to avoid the English word.
    credits: (count) => (count === 1 ? '1 Guthabenpunkt für Folgefragen' : `${count} Guthabenpunkte für Folgefragen`),
    subscription: 'Unbegrenztes Abo (monatlich)',
    amount: (cents, currency) => new Intl.NumberFormat('de', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100),
    date: (paidAt) => `${paidAt.toLocaleDateString('de', { timeZone: 'UTC', dateStyle: 'long' })} (UTC)`,
    labels: { item: 'Produkt', amount: 'Betrag', date: 'Datum', reference: 'Referenz' },
    thanks: 'Vielen Dank für deinen Kauf.',
    afterCredits: 'Die Guthabenpunkte wurden deinem Konto gutgeschrieben.',
    afterSubscription: 'Solange dein Abo läuft, kannst du unbegrenzt Folgefragen stellen. Kündigen kannst du es auf deiner Kontoseite.',
  },
  welcome: {
    subject: 'Willkommen bei Tarot Insights',
    ready: { before: 'Willkommen bei ', after: ' – dein Konto ist bereit.' },
    startingCredits: (credits) =>
      `Zum Start erhältst du ${credits === 1 ? 'einen kostenlosen Guthabenpunkt' : `${credits} kostenlose Guthabenpunkte`} für Folgefragen, ` +
      'und jede deiner Legungen wird in deinem Verlauf gespeichert.',
    visit: 'Zu deinem Konto',
  },
  checkBack: {
    subject: (several) => (several ? 'Haben sich deine Legungen bewahrheitet?' : 'Hat sich deine Legung bewahrheitet?'),
    intro: (several) =>
      (several
        ? 'Diese Legungen liegen nun schon eine Weile zurück. Haben sie sich bewahrheitet? '
        : 'Diese Legung liegt nun schon eine Weile zurück. Hat sie sich bewahrheitet? ') +
      'Mit einem Tippen hältst du deine Antwort fest – ändern kannst du sie auch später noch.',
    title: (date) => `Deine Legung vom ${date}`,
    date: (createdAt, timeZone) => createdAt.toLocaleDateString('de', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    cards: 'Karten',
    reversed: (card) => `${card} (umgekehrt)`,
    outcomes: { 'as-read': 'Ist so eingetroffen', partly: 'Teilweise', 'not-at-all': 'Gar nicht', 'too-soon': 'Noch zu früh' },
    addNoteText: 'Notiz hinzufügen (nach Anmeldung):',
    addNoteHtml: 'Notiz hinzufügen',
    signInNote: '(dafür meldest du dich an)',
    validity: (days) => `Die Antwortlinks sind ${days === 1 ? 'einen Tag' : `${days} Tage`} lang gültig.`,
  },
  dailyReminder: {
    subject: 'Deine Tageskarte wartet',
    invitation: 'Deine Tageskarte wartet auf dich.',
    drawHere: 'Hier kannst du sie ziehen:',
    button: 'Meine Tageskarte ziehen',
  },
  unsubscribe: {
    why: 'Du erhältst diese E-Mail, weil die Journal-E-Mails für dein Konto bei Tarot Insights aktiviert sind.',
    changeText: (accountUrl, unsubscribeUrl) => `Du kannst sie auf deiner Kontoseite (${accountUrl}) ändern oder hier abbestellen: ${unsubscribeUrl}`,
    changeHtml: { before: 'Du kannst sie auf ', accountPage: 'deiner Kontoseite', between: ' ändern oder ', unsubscribe: 'abbestellen', after: '.' },
  },
};
