import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { useSession } from '../../app/session.tsx';
import { useHideOnScroll } from './use-hide-on-scroll.ts';
import { m } from '../../i18n/paraglide/messages.js';

function BrandMark() {
  return (
    <svg className="brand-mark" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#2a2459" />
      <path d="M32 10l5.6 14.4L52 30l-14.4 5.6L32 50l-5.6-14.4L12 30l14.4-5.6z" fill="#e9c46a" />
      <circle cx="48" cy="14" r="3" fill="#c9b8ff" />
    </svg>
  );
}

export function NavBar() {
  const { user, signOut } = useSession();
  const [location, navigate] = useLocation();
  const hidden = useHideOnScroll();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  // Escape closes the phone menu and gives focus back to its button.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  const current = (href: string) => (location === href ? 'page' : undefined);

  const onSignOut = async () => {
    setOpen(false);
    try {
      await signOut();
    } finally {
      navigate(paths.ask);
    }
  };

  return (
    <header className="nav" data-hidden={hidden && !open}>
      <nav className="nav-inner" aria-label={m.nav_main()}>
        <Link href={paths.welcome} className="brand">
          <BrandMark />
          Tarot Insights
        </Link>
        <button
          ref={toggle}
          type="button"
          className="button button-secondary nav-toggle"
          aria-expanded={open}
          aria-controls="nav-menu"
          onClick={() => setOpen((value) => !value)}
        >
          {m.nav_menu()}
        </button>
        <ul id="nav-menu" className="nav-menu" data-open={open} onClick={() => setOpen(false)}>
          <li>
            <Link href={paths.ask} aria-current={current(paths.ask)}>
              {m.nav_ask()}
            </Link>
          </li>
          <li>
            <Link href={paths.cards} aria-current={current(paths.cards)}>
              {m.nav_card_library()}
            </Link>
          </li>
          {user ? (
            <>
              <li>
                <Link href={paths.journal} aria-current={current(paths.journal)}>
                  {m.nav_journal()}
                </Link>
              </li>
              <li>
                <Link href={paths.patterns} aria-current={current(paths.patterns)}>
                  {m.nav_patterns()}
                </Link>
              </li>
              <li>
                <Link href={paths.account} aria-current={current(paths.account)}>
                  {m.nav_account()}
                </Link>
              </li>
              <li>
                <button type="button" onClick={() => void onSignOut()}>
                  {m.nav_sign_out()}
                </button>
              </li>
            </>
          ) : user === null ? (
            <li>
              <Link href={paths.login} aria-current={current(paths.login)}>
                {m.nav_sign_in()}
              </Link>
            </li>
          ) : null}
        </ul>
      </nav>
    </header>
  );
}
