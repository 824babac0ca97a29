import type { ReactNode, Ref } from 'react';
import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { FormError, Notice } from '../../components/forms/form-messages.tsx';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes.tsx';

export function AuthDivider() {
  return (
    <div className="auth-divider" role="separator">
      <span>{m.auth_or_use_email()}</span>
    </div>
  );
}

/** The heading of the login and signup cards: emblem, title (labelling the card) and a line of lead text. */
export function AuthHeader({ id, title, lead }: { id: string; title: string; lead: string }) {
  return (
    <header className="auth-header">
      <AuthEmblem />
      <h1 id={id}>{title}</h1>
      <p className="muted">{lead}</p>
    </header>
  );
}

/** A small crescent-and-stars emblem for the form headers. */
function AuthEmblem() {
  return (
    <svg className="auth-emblem" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" fill="rgba(201, 184, 255, 0.08)" stroke="rgba(233, 196, 106, 0.55)" />
      <path d="M27 12a12 12 0 1 0 9 19.5A10 10 0 1 1 27 12z" fill="#f2d891" />
      <path d="M15 13l1 2.4 2.4 1-2.4 1-1 2.4-1-2.4-2.4-1 2.4-1z" fill="#ddd2ff" />
      <circle cx="35" cy="15" r="1.3" fill="#ddd2ff" />
      <circle cx="13" cy="32" r="1" fill="#ddd2ff" />
    </svg>
  );
}

/** The end of an auth form: the form's error (announced, and named by the form's aria-describedby) and its submit button. */
export function AuthSubmit({
  errorId,
  error,
  busy,
  submitting,
  label,
  submittingLabel,
}: {
  errorId: string;
  error: string | null;
  busy: boolean;
  submitting: boolean;
  label: string;
  submittingLabel: string;
}) {
  return (
    <>
      {error && <FormError id={errorId}>{error}</FormError>}
      <button type="submit" className="button button-primary auth-submit" disabled={busy} aria-busy={submitting || undefined}>
        {submitting ? submittingLabel : label}
      </button>
    </>
  );
}

/**
 * A notice in an auth card (a link was sent, the password was changed…), announced politely. It
 * can take focus (not by Tab) so a page that replaces its form with it can move focus there.
 */
export function AuthNote({ tone, children, ref }: { tone: 'success' | 'error'; children: ReactNode; ref?: Ref<HTMLParagraphElement> }) {
  return (
    <Notice ref={ref} tone={tone} className="auth-note" focusable>
      {children}
    </Notice>
  );
}

/** The way back from the password pages to /login. */
export function BackToSignIn() {
  return <p className="auth-switch">{withNodes(m.auth_remembered_it, { link: <Link href={paths.login}>{m.auth_back_to_sign_in()}</Link> })}</p>;
}
