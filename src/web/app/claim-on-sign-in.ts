import { useEffect } from 'react';
import { useClaimStoredTempReading } from '../features/ask/claim-temp-reading.ts';
import { useSession } from './session.tsx';

// Apart from after-sign-in.ts, which the sign-in pages use: the app's first bundle needs only this.

/** Covers every way in, Google's redirect included: a waiting free reading joins the history. */
export function useClaimVisitorReadingOnSignIn(): void {
  const uid = useSession().user?.uid;
  const claim = useClaimStoredTempReading();
  useEffect(() => {
    if (uid) void claim(uid, { patient: true });
  }, [uid, claim]);
}
