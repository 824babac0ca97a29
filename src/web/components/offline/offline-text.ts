import type { Language } from '../../../shared/i18n/languages.ts';

// The offline page's texts (issue 28 §3), in each language: each language's build writes its own
// page for its service worker. The banner and the notices of what needs a connection are the pages'
// messages (src/web/i18n/messages).

export interface OfflinePageText {
  title: string;
  text: string;
  tryAgain: string;
  yourReadings: string;
  /** The accessible name of the page's two links. */
  whereToGo: string;
}

/** Apart, so the app's bundle does not carry them (the build writes the page). */
export const OFFLINE_PAGE_TEXTS: Readonly<Record<Language, OfflinePageText>> = {
  en: {
    title: 'You are offline',
    text: 'This page needs a connection, and it is not one this device keeps for reading offline. The readings you opened recently are still here.',
    tryAgain: 'Try again',
    yourReadings: 'Your readings',
    whereToGo: 'Where to go',
  },
  es: {
    title: 'Estás sin conexión',
    text: 'Esta página necesita conexión y no es de las que este dispositivo guarda para leer sin conexión. Las lecturas que abriste hace poco siguen aquí.',
    tryAgain: 'Reintentar',
    yourReadings: 'Tus lecturas',
    whereToGo: 'Adónde ir',
  },
  'pt-BR': {
    title: 'Você está sem conexão',
    text: 'Esta página precisa de conexão e não é uma das que este dispositivo guarda para ler sem conexão. As leituras que você abriu recentemente continuam aqui.',
    tryAgain: 'Tentar de novo',
    yourReadings: 'Suas leituras',
    whereToGo: 'Para onde ir',
  },
  fr: {
    title: 'Vous êtes hors ligne',
    text: 'Cette page a besoin d’une connexion, et cet appareil ne la garde pas pour la lecture hors ligne. Les tirages que vous avez ouverts récemment sont toujours là.',
    tryAgain: 'Réessayer',
    yourReadings: 'Vos tirages',
    whereToGo: 'Où aller',
  },
  de: {
    title: 'Du bist offline',
    text: 'Diese Seite braucht eine Verbindung, und dieses Gerät hält sie nicht zum Offline-Lesen bereit. Die Deutungen, die du zuletzt geöffnet hast, sind weiterhin da.',
    tryAgain: 'Erneut versuchen',
    yourReadings: 'Deine Deutungen',
    whereToGo: 'Wohin',
  },
};
