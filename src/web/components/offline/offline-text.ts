// Every text of the installed, offline-capable app (issue 28 §3) in one place: the banner, the
// notices of what needs a connection, the new-version notice and the offline page.

export const OFFLINE_TEXT = {
  banner: 'You are offline. The readings you opened recently can still be read; asking, drawing and paying need a connection.',
  asking: 'Asking the cards needs a connection. Your question will wait here until you are back online.',
  followUp: 'Follow-up questions need a connection.',
  paying: 'Paying needs a connection.',
  updateReady: 'A new version is ready —',
  reload: 'reload',
} as const;

/** The offline page's texts: apart, so the app's bundle does not carry them (the build writes the page). */
export const OFFLINE_PAGE_TEXT = {
  title: 'You are offline',
  text: 'This page needs a connection, and it is not one this device keeps for reading offline. The readings you opened recently are still here.',
  tryAgain: 'Try again',
  yourReadings: 'Your readings',
} as const;
