import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';

export function ClosingCta() {
  return (
    <section className="mk-section mk-closing" aria-labelledby="closing-title">
      <svg className="mk-closing-mark" viewBox="0 0 64 64" width="48" height="48" aria-hidden="true" focusable="false">
        <path d="M32 6l6.4 19.6L58 32l-19.6 6.4L32 58l-6.4-19.6L6 32l19.6-6.4z" fill="#e9c46a" />
        <circle cx="52" cy="12" r="3" fill="#c9b8ff" />
        <circle cx="12" cy="52" r="2" fill="#c9b8ff" />
      </svg>
      <h2 id="closing-title">{m.welcome_closing_title()}</h2>
      <p>{m.welcome_closing_text()}</p>
      <div className="mk-cta-row mk-cta-row-center">
        <Link href={paths.ask} className="button button-primary">
          {m.ask_draw()}
        </Link>
        <Link href={paths.login} className="button button-secondary">
          {m.nav_sign_in()}
        </Link>
      </div>
    </section>
  );
}
