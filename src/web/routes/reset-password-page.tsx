import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { useSessionChanged } from '../app/session.tsx';
import { ResetPasswordForm } from '../features/auth/reset-password-form.tsx';
import '../features/auth/auth.css';

/** Better Auth redirects the mailed link here with ?token=… when it is good and ?error=INVALID_TOKEN when not. */
function tokenFromSearch(search: string): string | null {
  const query = new URLSearchParams(search);
  return query.has('error') ? null : query.get('token') || null;
}

/** /reset-password: the page the mailed link opens, to choose a new password. */
export default function ResetPasswordPage() {
  const sessionChanged = useSessionChanged();
  const [, navigate] = useLocation();
  const search = useSearch();
  const [token] = useState(() => tokenFromSearch(search));

  const onReset = async () => {
    // Every session of the account was signed out, this browser's included if it was signed in.
    await sessionChanged();
    navigate(paths.loginAfterPasswordReset);
  };

  return (
    <div className="auth-page auth-page-login">
      <ResetPasswordForm token={token} onReset={onReset} />
    </div>
  );
}
