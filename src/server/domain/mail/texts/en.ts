import { formatPrice } from '../../../../shared/constants.ts';
import { OUTCOMES, type Outcome } from '../../../../shared/journal/journal.ts';
import type { MailTexts } from './mail-texts.ts';

export const en: MailTexts = {
  locale: 'en',
  greeting: (name) => (name ? `Dear ${name},` : 'Hello,'),
  signOff: ['May your cards bring you clarity,', 'The Tarot Insights team'],
  verificationLink: {
    askText: 'Please confirm that this is your email address by opening this link:',
    askHtml: 'Please confirm that this is your email address:',
    button: 'Confirm my email address',
    validity: (hours) => `The link works once, within ${hours} hours.`,
  },
  verification: {
    subject: 'Confirm your email address for Tarot Insights',
    ignore: 'If you did not create a Tarot Insights account, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your Tarot Insights password',
    asked: 'We received a request to reset the password of your Tarot Insights account.',
    chooseHere: 'Choose a new password here:',
    button: 'Choose a new password',
    validity: (minutes) =>
      `The link works once, within ${minutes === 60 ? 'one hour' : `${minutes} minutes`}. When you set a new password, every device signed in to your account is signed out.`,
    ignore: 'If you did not ask for this, you can ignore this email: your password stays as it is.',
  },
  accountDeleted: {
    subject: 'Your Tarot Insights account has been deleted',
    gone: 'Your Tarot Insights account has been deleted, as you asked. Your profile, your readings and their conversations, and your sign-in sessions are gone.',
    subscriptionCancelled: 'Your subscription has been cancelled; you will not be charged for it again.',
    records: 'We keep the records of your payments, without your name or email address, for as long as the law requires.',
    thanks: 'Thank you for the time you spent with us. You are welcome back whenever you like.',
  },
  passwordChanged: {
    subject: 'Your Tarot Insights password was changed',
    changed: (at) => `The password of your Tarot Insights account was changed on ${at.toISOString().slice(0, 16).replace('T', ' at ')} UTC.`,
    ok: 'If that was you, there is nothing more to do.',
    notYou: 'If it was not you, choose a new password at once; every device signed in to your account is then signed out:',
    button: 'Choose a new password',
  },
  receipt: {
    subject: (what, amount) => `Your Tarot Insights receipt: ${what}, ${amount}`,
    credits: (count) => `${count} credits for follow-up questions`,
    subscription: 'Unlimited subscription (monthly)',
    amount: (cents, currency) => `${formatPrice(cents)} ${currency.toUpperCase()}`,
    date: (paidAt) => `${paidAt.toISOString().slice(0, 10)} (UTC)`,
    labels: { item: 'Item', amount: 'Amount', date: 'Date', reference: 'Reference' },
    thanks: 'Thank you for your purchase.',
    afterCredits: 'The credits are in your account now.',
    afterSubscription: 'Follow-up questions are unlimited while the subscription runs; you can cancel it on your account page.',
  },
  welcome: {
    subject: 'Welcome to Tarot Insights',
    ready: { before: 'Welcome to ', after: ' — your account is ready.' },
    startingCredits: (credits) => `You start with ${credits} free credits for follow-up questions, and every reading you draw is saved in your history.`,
    visit: 'Visit your account',
  },
  checkBack: {
    subject: (several) => (several ? 'How did your readings land?' : 'How did your reading land?'),
    intro: (several) =>
      several
        ? 'You drew these readings a little while ago. How did they land? One tap records your answer, and you can change it later.'
        : 'You drew this reading a little while ago. How did it land? One tap records your answer, and you can change it later.',
    title: (date) => `Your reading of ${date}`,
    date: (createdAt, timeZone) => createdAt.toLocaleDateString('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    cards: 'Cards',
    reversed: (card) => `${card} (reversed)`,
    // The same words as the journal's buttons.
    outcomes: Object.fromEntries(OUTCOMES.map((outcome) => [outcome.value, outcome.label])) as Record<Outcome, string>,
    addNoteText: 'Add a note (sign in):',
    addNoteHtml: 'Add a note',
    signInNote: '(you will be asked to sign in)',
    validity: (days) => `The answer links work for ${days} days.`,
  },
  dailyReminder: {
    subject: 'Your card of the day is waiting',
    invitation: 'Your card of the day is waiting for you.',
    drawHere: 'Draw it here:',
    button: 'Draw my card of the day',
  },
  unsubscribe: {
    why: 'You get this mail because journal mails are on for your Tarot Insights account.',
    changeText: (accountUrl, unsubscribeUrl) => `Change them on your account page (${accountUrl}) or unsubscribe from them: ${unsubscribeUrl}`,
    changeHtml: { before: 'Change them on ', accountPage: 'your account page', between: ' or ', unsubscribe: 'unsubscribe', after: '.' },
  },
};
