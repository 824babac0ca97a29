import { paths } from '../../../shared/paths.ts';

/** The history section's id on /account: paths.accountHistory links to it. */
export const HISTORY_ANCHOR = paths.accountHistory.split('#')[1] ?? 'reading-history';
