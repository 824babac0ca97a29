import { useState } from 'react';
import { Redirect, useLocation } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { useAfterSignIn } from '../app/after-sign-in.ts';
import { useSession, useSessionChanged } from '../app/session.tsx';
import type { AuthUser } from '../features/auth/auth-api.ts';
import { LoginForm } from '../features/auth/login-form.tsx';
import '../features/auth/auth.css';

export default function LoginPage() {
  const { user } = useSession();
  const sessionChanged = useSessionChanged();
  const afterSignIn = useAfterSignIn();
  const [, navigate] = useLocation();
  const [signingIn, setSigningIn] = useState(false);

  // Already signed in: straight to the account (not while our own sign-in is finishing).
  if (user && !signingIn) return <Redirect to={paths.account} replace />;

  const onSignedIn = async (signedIn: AuthUser) => {
    setSigningIn(true);
    await afterSignIn(signedIn);
    await sessionChanged();
    navigate(paths.account);
  };

  return (
    <div className="auth-page auth-page-login">
      <LoginForm onSignedIn={onSignedIn} />
    </div>
  );
}
