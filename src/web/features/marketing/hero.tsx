import { Link } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { withNodes } from '../../i18n/with-nodes.tsx';

/** Three fanned cards under a crescent moon; purely decorative, so hidden from assistive technology. */
function HeroArt() {
  return (
    <svg className="mk-hero-art" viewBox="0 0 360 320" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="mk-card-back" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a3275" />
          <stop offset="1" stopColor="#1c1840" />
        </linearGradient>
        <radialGradient id="mk-glow" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#7a5cff" stopOpacity="0.45" />
          <stop offset="1" stopColor="#7a5cff" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="180" cy="170" r="150" fill="url(#mk-glow)" />
      <g className="mk-stars" fill="#ddd2ff">
        <circle cx="40" cy="60" r="1.8" />
        <circle cx="318" cy="48" r="1.4" />
        <circle cx="300" cy="250" r="1.8" />
        <circle cx="58" cy="240" r="1.3" />
        <circle cx="110" cy="28" r="1.2" />
        <circle cx="250" cy="20" r="1.6" />
        <circle cx="24" cy="160" r="1.2" />
        <circle cx="340" cy="150" r="1.3" />
      </g>
      <path d="M286 40a24 24 0 1 0 19 38 19 19 0 1 1-19-38z" fill="#f2d891" />
      {[
        { angle: -18, shift: -46, symbol: 'moon' },
        { angle: 18, shift: 46, symbol: 'sun' },
        { angle: 0, shift: 0, symbol: 'star' },
      ].map(({ angle, shift, symbol }) => (
        <g key={symbol} transform={`translate(${shift} ${Math.abs(shift) / 4}) rotate(${angle} 180 300)`}>
          <rect x="132" y="110" width="96" height="160" rx="10" fill="url(#mk-card-back)" stroke="#e9c46a" strokeWidth="2" />
          <rect x="140" y="118" width="80" height="144" rx="6" fill="none" stroke="#e9c46a" strokeOpacity="0.45" />
          {symbol === 'star' && <path d="M180 160l6.5 16.5L203 183l-16.5 6.5L180 206l-6.5-16.5L157 183l16.5-6.5z" fill="#e9c46a" />}
          {symbol === 'moon' && <path d="M184 166a18 18 0 1 0 14 30 14 14 0 1 1-14-30z" fill="#c9b8ff" />}
          {symbol === 'sun' && (
            <g stroke="#f2d891" strokeWidth="2" strokeLinecap="round">
              <circle cx="180" cy="190" r="10" fill="#f2d891" stroke="none" />
              <path d="M180 166v6M180 208v6M156 190h6M198 190h6M163 173l4 4M193 203l4 4M197 173l-4 4M167 203l-4 4" />
            </g>
          )}
        </g>
      ))}
    </svg>
  );
}

export function Hero() {
  return (
    <section className="mk-hero" aria-labelledby="welcome-title">
      <div className="mk-hero-copy">
        <p className="mk-eyebrow">{m.welcome_hero_eyebrow()}</p>
        <h1 id="welcome-title">{withNodes(m.welcome_hero_title, { accent: <span className="mk-accent">{m.welcome_hero_title_accent()}</span> })}</h1>
        <p className="mk-lead">{m.welcome_hero_lead()}</p>
        <div className="mk-cta-row">
          <Link href={paths.root} className="button button-primary">
            {m.welcome_hero_ask()}
          </Link>
          <Link href={paths.login} className="button button-secondary">
            {m.nav_sign_in()}
          </Link>
        </div>
        <p className="mk-fineprint">{m.welcome_hero_fineprint()}</p>
      </div>
      <HeroArt />
    </section>
  );
}
