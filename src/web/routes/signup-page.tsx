import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { useAfterSignIn } from '../app/after-sign-in.ts';
import { useSession, useSessionChanged } from '../app/session.tsx';
import type { AuthUser } from '../features/auth/auth-api.ts';
import { SignupAside } from '../features/auth/signup-aside.tsx';
import { SignupForm } from '../features/auth/signup-form.tsx';
import '../features/auth/auth.css';

export default function SignupPage() {
  const { user } = useSession();
  const sessionChanged = useSessionChanged();
  const afterSignIn = useAfterSignIn();
  const [, navigate] = useLocation();
  const [signingIn, setSigningIn] = useState(false);

  // Already signed in: straight to the account (not while our own sign-up is finishing).
  if (user && !signingIn) return <Redirect to={paths.account} replace />;

  const onSignedUp = async (created: AuthUser) => {
    setSigningIn(true);
    await afterSignIn(created, { isNewUser: true });
    await sessionChanged();
    navigate(paths.account);
  };

  return (
    <div className="auth-page auth-page-signup">
      <div className="auth-split">
        <SignupForm onSignedUp={onSignedUp} />
        <SignupAside />
      </div>
    </div>
  );
}
