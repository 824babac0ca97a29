import { STARTING_CREDITS } from '../../../shared/constants.ts';
import { m } from '../../i18n/paraglide/messages.js';

const PROMISES = [
  {
    title: m.signup_aside_full_title(),
    text: m.signup_aside_full_text(),
    icon: 'M5 4h10l4 4v12H5zM15 4v4h4M8 12h8M8 16h6',
  },
  { title: m.signup_aside_kept_title(), text: m.signup_aside_kept_text(), icon: 'M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7M21 4v5h-5' },
  {
    title: m.signup_aside_credits_title({ credits: STARTING_CREDITS }),
    text: m.signup_aside_credits_text(),
    icon: 'M12 3l2.6 5.6 6 .7-4.5 4.1 1.2 6L12 16.5 6.7 19.4l1.2-6L3.4 9.3l6-.7z',
  },
  {
    title: m.signup_aside_sign_title(),
    text: m.signup_aside_sign_text(),
    icon: 'M17 4a8 8 0 1 0 3 12.5A6.5 6.5 0 1 1 17 4zM6 5v3M4.5 6.5h3',
  },
] as const;

export function SignupAside() {
  return (
    <aside className="auth-aside" aria-labelledby="signup-aside-title">
      <svg className="auth-aside-art" viewBox="0 0 240 120" aria-hidden="true" focusable="false">
        <g fill="none" stroke="rgba(201, 184, 255, 0.45)" strokeWidth="1">
          <path d="M20 90L62 52l40 18 44-42 36 26 38-30" />
        </g>
        <g fill="#ddd2ff">
          <circle cx="20" cy="90" r="2.5" />
          <circle cx="62" cy="52" r="3" />
          <circle cx="102" cy="70" r="2.2" />
          <circle cx="146" cy="28" r="3.4" />
          <circle cx="182" cy="54" r="2.4" />
          <circle cx="220" cy="24" r="2.8" />
        </g>
        <path d="M130 96a16 16 0 1 0 12 26 13 13 0 1 1-12-26z" fill="#f2d891" transform="translate(0 -18)" />
      </svg>
      <p className="auth-eyebrow">{m.signup_aside_eyebrow()}</p>
      <h2 id="signup-aside-title">{m.signup_aside_title()}</h2>
      <ul className="auth-promises">
        {PROMISES.map((promise) => (
          <li key={promise.title}>
            <svg
              className="auth-promise-icon"
              viewBox="0 0 24 24"
              width="24"
              height="24"
              aria-hidden="true"
              focusable="false"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.6"
              strokeLinecap="round"
              strokeLinejoin="round"
            >
              <path d={promise.icon} />
            </svg>
            <span>
              <strong>{promise.title}</strong>
              <span className="auth-promise-text">{promise.text}</span>
            </span>
          </li>
        ))}
      </ul>
      <p className="auth-aside-note">{m.signup_aside_note()}</p>
    </aside>
  );
}
