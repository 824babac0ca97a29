import type { MailTexts } from './mail-texts.ts';

// French typography: a no-break space (\u00a0) before « : », « ; », « ? » and « ! ».
const plural = (n: number, one: string, other: string): string => `${n} ${new Intl.PluralRules('fr').select(n) === 'one' ? one : other}`;

export const fr: MailTexts = {
  locale: 'fr',
  // « Bonjour Prénom, » rather than « Cher/Chère », which would need the person's gender.
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  signOff: ['Que vos cartes vous éclairent,', 'L’équipe Tarot Insights'],
  verificationLink: {
    askText: 'Merci de confirmer qu’il s’agit bien de votre adresse e-mail en ouvrant ce lien\u00a0:',
    askHtml: 'Merci de confirmer qu’il s’agit bien de votre adresse e-mail\u00a0:',
    button: 'Confirmer mon adresse e-mail',
    validity: (hours) => `Ce lien ne peut servir qu’une seule fois et reste valable ${plural(hours, 'heure', 'heures')}.`,
  },
  verification: {
    subject: 'Confirmez votre adresse e-mail pour Tarot Insights',
    ignore: 'Si vous n’avez pas créé de compte Tarot Insights, vous pouvez ignorer ce message.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe Tarot Insights',
    asked: 'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte Tarot Insights.',
    chooseHere: 'Choisissez un nouveau mot de passe ici\u00a0:',
    button: 'Choisir un nouveau mot de passe',
    validity: (minutes) =>
      `Ce lien ne peut servir qu’une seule fois et reste valable ${minutes === 60 ? 'une heure' : plural(minutes, 'minute', 'minutes')}. Dès que vous aurez choisi un nouveau mot de passe, tous les appareils connectés à votre compte seront déconnectés.`,
    ignore: 'Si vous n’êtes pas à l’origine de cette demande, vous pouvez ignorer ce message\u00a0: votre mot de passe reste inchangé.',
  },
  accountDeleted: {
    subject: 'Votre compte Tarot Insights a été supprimé',
    gone: 'Votre compte Tarot Insights a été supprimé, comme vous l’avez demandé. Votre profil, vos tirages et leurs conversations, ainsi que vos sessions de connexion, ont été effacés.',
    subscriptionCancelled: 'Votre abonnement a été résilié\u00a0; il ne vous sera plus facturé.',
    records: 'Nous conservons la trace de vos paiements, sans votre nom ni votre adresse e-mail, aussi longtemps que la loi l’exige.',
    thanks: 'Merci pour le temps que vous avez passé avec nous. Vous pourrez revenir quand vous le souhaiterez.',
  },
  passwordChanged: {
    subject: 'Votre mot de passe Tarot Insights a été modifié',
    changed: (at) =>
      `Le mot de passe de votre compte Tarot Insights a été modifié le ${at.toLocaleString('fr', { timeZone: 'UTC', dateStyle: 'long', timeStyle: 'short' })} UTC.`,
    ok: 'Si c’était bien vous, vous n’avez rien d’autre à faire.',
    notYou:
      'Si ce n’était pas vous, choisissez sans attendre un nouveau mot de passe\u00a0; tous les appareils connectés à votre compte seront alors déconnectés\u00a0:',
    button: 'Choisir un nouveau mot de passe',
  },
  receipt: {
    subject: (what, amount) => `Votre reçu Tarot Insights\u00a0: ${what}, ${amount}`,
    credits: (count) => `${plural(count, 'crédit', 'crédits')} pour des questions complémentaires`,
    subscription: 'Abonnement illimité (mensuel)',
    amount: (cents, currency) => new Intl.NumberFormat('fr', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100),
    date: (paidAt) => `${paidAt.toLocaleDateString('fr', { timeZone: 'UTC', dateStyle: 'long' })} (UTC)`,
    labels: { item: 'Article', amount: 'Montant', date: 'Date', reference: 'Référence' },
    thanks: 'Merci pour votre achat.',
    afterCredits: 'Les crédits sont dès à présent disponibles sur votre compte.',
    afterSubscription:
      'Tant que votre abonnement est actif, vos questions complémentaires sont illimitées\u00a0; vous pouvez le résilier depuis la page de votre compte.',
  },
  welcome: {
    subject: 'Bienvenue sur Tarot Insights',
    ready: { before: 'Bienvenue sur ', after: '\u00a0! Votre compte est prêt.' },
    startingCredits: (credits) =>
      `Vous commencez avec ${plural(credits, 'crédit gratuit', 'crédits gratuits')} pour vos questions complémentaires, et chacun de vos tirages est enregistré dans votre historique.`,
    visit: 'Accéder à votre compte',
  },
  checkBack: {
    subject: (several) => (several ? 'Vos tirages se sont-ils vérifiés\u00a0?' : 'Votre tirage s’est-il vérifié\u00a0?'),
    intro: (several) =>
      several
        ? 'Vous avez fait ces tirages il y a quelque temps. Se sont-ils vérifiés\u00a0? Un simple clic suffit pour enregistrer votre réponse, et vous pourrez la modifier plus tard.'
        : 'Vous avez fait ce tirage il y a quelque temps. S’est-il vérifié\u00a0? Un simple clic suffit pour enregistrer votre réponse, et vous pourrez la modifier plus tard.',
    title: (date) => `Votre tirage du ${date}`,
    date: (createdAt, timeZone) => createdAt.toLocaleDateString('fr', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    cards: 'Cartes',
    // « à l’envers » rather than « renversé(e) », which would have to agree with each card's gender.
    reversed: (card) => `${card} (à l’envers)`,
    outcomes: {
      'as-read': 'Comme annoncé',
      partly: 'En partie',
      'not-at-all': 'Pas du tout',
      'too-soon': 'Trop tôt pour le dire',
    },
    addNoteText: 'Ajouter une note (connexion requise)\u00a0:',
    addNoteHtml: 'Ajouter une note',
    signInNote: '(il vous sera demandé de vous connecter)',
    validity: (days) => `Les liens de réponse restent valables ${plural(days, 'jour', 'jours')}.`,
  },
  dailyReminder: {
    subject: 'Votre carte du jour vous attend',
    invitation: 'Votre carte du jour n’attend plus que vous.',
    drawHere: 'Tirez-la ici\u00a0:',
    button: 'Tirer ma carte du jour',
  },
  unsubscribe: {
    why: 'Vous recevez ce message car les e-mails du journal sont activés pour votre compte Tarot Insights.',
    changeText: (accountUrl, unsubscribeUrl) =>
      `Vous pouvez les gérer depuis la page de votre compte (${accountUrl}) ou vous en désabonner\u00a0: ${unsubscribeUrl}`,
    changeHtml: {
      before: 'Vous pouvez les gérer depuis ',
      accountPage: 'la page de votre compte',
      between: ' ou ',
      unsubscribe: 'vous en désabonner',
      after: '.',
    },
  },
};
