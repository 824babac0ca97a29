import { useEffect } from 'react';
import { claimStoredTempReading } from '../features/ask/claim-temp-reading.ts';
import { useSession } from './session.tsx';

// Apart from after-sign-in.ts, which the sign-in pages use: the app's first bundle needs only this.

/** Covers every way in, Google's redirect included: a waiting free reading joins the history. */
export function useClaimVisitorReadingOnSignIn(): void {
  const uid = useSession().user?.uid;
  useEffect(() => {
    if (uid) void claimStoredTempReading(uid, { patient: true });
  }, [uid]);
}
