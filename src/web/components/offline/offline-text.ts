// The offline page's texts (issue 28 §3); the banner and the notices of what needs a connection are
// the pages' messages (src/web/i18n/messages).

/** Apart, so the app's bundle does not carry them (the build writes the page). */
export const OFFLINE_PAGE_TEXT = {
  title: 'You are offline',
  text: 'This page needs a connection, and it is not one this device keeps for reading offline. The readings you opened recently are still here.',
  tryAgain: 'Try again',
  yourReadings: 'Your readings',
} as const;
