import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';

// Wordmarks of our own invention (titles, so not translated), drawn in one muted colour. textLength
// keeps each one inside its box whatever serif or sans-serif font the visitor's system provides.
const SERIF = 'Georgia, "Times New Roman", serif';
const SANS = 'system-ui, "Segoe UI", Roboto, Arial, sans-serif';

interface Wordmark {
  name: string;
  width: number;
  art: ReactNode;
}

const WORDMARKS: readonly Wordmark[] = [
  {
    name: 'The Evening Lantern',
    width: 210,
    art: (
      <>
        <path d="M14 8h8M18 8v4M12 14h12l-2 22H14zM11 38h14" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M18 20c2 3 2 6 0 9-2-3-2-6 0-9z" />
        <text x="34" y="31" fontFamily={SERIF} fontStyle="italic" fontSize="20" textLength="172" lengthAdjust="spacingAndGlyphs">
          The Evening Lantern
        </text>
      </>
    ),
  },
  {
    name: 'Modern Mystic Review',
    width: 170,
    art: (
      <>
        <text
          x="85"
          y="21"
          textAnchor="middle"
          fontFamily={SANS}
          fontWeight="700"
          fontSize="16"
          letterSpacing="3"
          textLength="164"
          lengthAdjust="spacingAndGlyphs"
        >
          MODERN MYSTIC
        </text>
        <path d="M3 28h58M109 28h58" stroke="currentColor" strokeWidth="1" />
        <text x="85" y="33" textAnchor="middle" fontFamily={SERIF} fontSize="11" letterSpacing="4" textLength="42" lengthAdjust="spacingAndGlyphs">
          REVIEW
        </text>
      </>
    ),
  },
  {
    name: 'Daily Horizon',
    width: 180,
    art: (
      <>
        <path d="M6 30a12 12 0 0 1 24 0z" />
        <path d="M2 34h32M18 10v5M8 15l3 3M28 15l-3 3" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
        <text x="42" y="31" fontFamily={SANS} fontWeight="800" fontSize="19" letterSpacing="1" textLength="134" lengthAdjust="spacingAndGlyphs">
          DAILY HORIZON
        </text>
      </>
    ),
  },
  {
    name: 'Wellness Weekly Journal',
    width: 170,
    art: (
      <>
        <text x="85" y="22" textAnchor="middle" fontFamily={SERIF} fontWeight="700" fontSize="20" textLength="160" lengthAdjust="spacingAndGlyphs">
          Wellness Weekly
        </text>
        <text x="85" y="38" textAnchor="middle" fontFamily={SANS} fontSize="10" letterSpacing="5" textLength="76" lengthAdjust="spacingAndGlyphs">
          JOURNAL
        </text>
        <path d="M20 34h32M118 34h32" stroke="currentColor" strokeWidth="1" />
      </>
    ),
  },
  {
    name: 'Starlight Quarterly',
    width: 160,
    art: (
      <>
        <path d="M16 8l3.4 8.6L28 20l-8.6 3.4L16 32l-3.4-8.6L4 20l8.6-3.4z" />
        <text x="36" y="24" fontFamily={SERIF} fontSize="21" textLength="112" lengthAdjust="spacingAndGlyphs">
          Starlight
        </text>
        <text x="37" y="37" fontFamily={SANS} fontSize="9" letterSpacing="4" textLength="90" lengthAdjust="spacingAndGlyphs">
          QUARTERLY
        </text>
      </>
    ),
  },
];

export function PressStrip() {
  return (
    <section className="mk-section mk-press" aria-labelledby="press-title">
      <h2 id="press-title" className="mk-press-title">
        {m.welcome_press_title()}
      </h2>
      <ul className="mk-press-list">
        {WORDMARKS.map((mark) => (
          <li key={mark.name}>
            <svg className="mk-wordmark" viewBox={`0 0 ${mark.width} 44`} width={mark.width} height="44" role="img" aria-label={mark.name} fill="currentColor">
              {mark.art}
            </svg>
          </li>
        ))}
      </ul>
    </section>
  );
}
