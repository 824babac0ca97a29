// Tarot Insights' own card art: every card is assembled from the same few parts (frame, star field, halo,
// emblem, numeral, title banner) so that the 78 cards read as one deck. Pure string generation, by name alone.
// Server-only: the browser loads each card's art from /cards/{slug}.svg (routes/card-art.ts).
import { cardNameIn } from '../../../shared/deck/card-in-language.ts';
import { cardSlug } from '../../../shared/deck/slug.ts';
import { SUIT_NAMES_BY_LANGUAGE } from '../../../shared/deck/texts/suit-names.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.ts';
import { deckOrder } from '../../../shared/fair-draw/deck-order.ts';
import type { Card, Suit } from '../../../shared/deck/types.ts';

const W = 300;
const H = 500;
const CX = 150;
const CY = 240;
const GOLD = '#e8c77b';
const INK = '#0d1030';
const FONT = `Georgia, 'Times New Roman', serif`;

interface Palette {
  accent: string;
  accent2: string;
  glow: string;
  banner: string;
}

const PALETTES: Record<Suit, Palette> = {
  'Major Arcana': { accent: '#a68cf0', accent2: '#f3cf78', glow: '#7a5cd6', banner: '#35266a' },
  Wands: { accent: '#f2874a', accent2: '#e2553f', glow: '#d9602e', banner: '#5a2618' },
  Cups: { accent: '#4cc4c8', accent2: '#3f86d8', glow: '#2f8fb0', banner: '#163d58' },
  Swords: { accent: '#cfdcee', accent2: '#8fb0dc', glow: '#6f8fc0', banner: '#283452' },
  Pentacles: { accent: '#7dc47a', accent2: '#e0bd5a', glow: '#4a9a58', banner: '#1e4a2b' },
};

const ROMAN = [
  '0',
  'I',
  'II',
  'III',
  'IV',
  'V',
  'VI',
  'VII',
  'VIII',
  'IX',
  'X',
  'XI',
  'XII',
  'XIII',
  'XIV',
  'XV',
  'XVI',
  'XVII',
  'XVIII',
  'XIX',
  'XX',
  'XXI',
] as const;

/** The numbered ranks' numerals; an ace or a court card is labelled by its rank's word in the card's language. */
const RANK_NUMERAL: Record<string, string> = {
  Two: 'II',
  Three: 'III',
  Four: 'IV',
  Five: 'V',
  Six: 'VI',
  Seven: 'VII',
  Eight: 'VIII',
  Nine: 'IX',
  Ten: 'X',
};
const PIP_COUNT: Record<string, number> = {
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
};

/** Escapes text for use in XML character data and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '"' ? '&quot;' : '&apos;'));
}

/** Compact number formatting: at most one decimal, no trailing zero. */
function f(x: number): string {
  const r = Math.round(x * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** Points of a star polygon centred on (cx, cy), first point straight up. */
function starPoints(cx: number, cy: number, points: number, outer: number, inner: number): string {
  const out: string[] = [];
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = (Math.PI * i) / points - Math.PI / 2;
    out.push(`${f(cx + r * Math.cos(a))},${f(cy + r * Math.sin(a))}`);
  }
  return out.join(' ');
}

function star(cx: number, cy: number, points: number, outer: number, inner: number, attrs: string): string {
  return `<polygon points="${starPoints(cx, cy, points, outer, inner)}" ${attrs}/>`;
}

/** Radial line segments ("rays") as a single path. */
function rays(cx: number, cy: number, count: number, r1: number, r2: number, from = 0, to = 360): string {
  const full = to - from >= 360;
  const step = (to - from) / (full ? count : Math.max(1, count - 1));
  let d = '';
  for (let i = 0; i < count; i++) {
    const a = ((from + step * i - 90) * Math.PI) / 180;
    d += `M${f(cx + r1 * Math.cos(a))} ${f(cy + r1 * Math.sin(a))}L${f(cx + r2 * Math.cos(a))} ${f(cy + r2 * Math.sin(a))}`;
  }
  return d;
}

/** A crescent: the part of circle (0,0,R) outside circle (d,0,r), rotated by `rot` degrees about (cx, cy). */
function crescent(cx: number, cy: number, R: number, r: number, d: number, rot: number, attrs: string): string {
  const x = (d * d + R * R - r * r) / (2 * d);
  const y = Math.sqrt(Math.max(0, R * R - x * x));
  const large = x > d ? 1 : 0;
  const path = `M${f(x)} ${f(-y)}A${R} ${R} 0 1 0 ${f(x)} ${f(y)}A${r} ${r} 0 ${large} 1 ${f(x)} ${f(-y)}Z`;
  return `<path transform="translate(${cx} ${cy}) rotate(${rot})" d="${path}" ${attrs}/>`;
}

const HEART = 'M0 14C-30-6-22-34 0-20C22-34 30-6 0 14Z';
const LEMNISCATE = 'M0 0C12-16 36-16 36 0S12 16 0 0-36-16-36 0-12 16 0 0Z';
const KING_CROWN = 'M-34 16L-38-18-19 0 0-26 19 0 38-18 34 16Z';

// ---------- suit emblems, drawn in a 100×100 box centred on the origin, pointing up ----------

type Draw = (p: Palette) => string;

const SUIT_EMBLEM: Record<Exclude<Suit, 'Major Arcana'>, Draw> = {
  Wands: (p) =>
    `<path d="M-4-38H4L5.5 46H-5.5Z" fill="${p.accent}"/>` +
    `<path d="M-4.5-10H4.6M-5 22H5" stroke-width="1.2"/>` +
    `<g fill="${p.accent2}"><ellipse cx="-11" cy="-22" rx="9" ry="3.6" transform="rotate(-35 -11 -22)"/>` +
    `<ellipse cx="11" cy="-2" rx="9" ry="3.6" transform="rotate(35 11 -2)"/>` +
    `<ellipse cx="-11" cy="14" rx="8" ry="3.2" transform="rotate(-35 -11 14)"/></g>` +
    `<circle cy="-43" r="6" fill="${GOLD}"/>`,
  Cups: (p) =>
    `<path d="M-26-32C-26 0-14 6 0 6S26 0 26-32Z" fill="${p.accent}"/>` +
    `<ellipse cy="-32" rx="26" ry="6" fill="${p.accent2}"/>` +
    `<path d="M0 6V30M-20 44C-16 34-6 32 0 30 6 32 16 34 20 44Z" fill="${p.accent}"/>` +
    `<circle cy="18" r="4.5" fill="${GOLD}"/><path d="M-16-14Q0-6 16-14" stroke-width="1.2"/>`,
  Swords: (p) =>
    `<path d="M0-50L7-38V20H-7V-38Z" fill="${p.accent}"/><path d="M0-40V16" stroke-width="1"/>` +
    `<path d="M-24 20Q0 27 24 20V26Q0 33-24 26Z" fill="${GOLD}"/>` +
    `<rect x="-3.5" y="29" width="7" height="13" fill="${p.accent2}"/><circle cy="46" r="4.5" fill="${GOLD}"/>`,
  Pentacles: (p) =>
    `<circle r="36" fill="${p.accent}" fill-opacity=".35"/><circle r="30"/>` + star(0, 0, 5, 29, 11.1, `fill="${p.accent2}" fill-opacity=".85"`),
};

// ---------- court motifs ----------

const COURT_MOTIF: Record<string, Draw> = {
  King: (p) =>
    `<path d="${KING_CROWN}" fill="${p.accent2}"/><path d="M-34 10H34" stroke-width="1.2"/>` +
    `<g fill="${GOLD}"><circle cx="-38" cy="-22" r="4"/><circle cy="-30" r="4"/><circle cx="38" cy="-22" r="4"/></g>` +
    `<circle cy="0" r="4" fill="${p.accent}"/>`,
  Queen: (p) =>
    `<path d="M-32 16L-34-8Q-24-4-20-18Q-12-6 0-28Q12-6 20-18Q24-4 34-8L32 16Z" fill="${p.accent}"/>` +
    `<path d="M-32 8Q0 2 32 8" stroke-width="1.2"/><path d="M0-6L5 2 0 10-5 2Z" fill="${p.accent2}"/>` +
    `<g fill="${GOLD}"><circle cx="-34" cy="-11" r="3.5"/><circle cx="-20" cy="-22" r="3.5"/><circle cy="-33" r="4.5"/><circle cx="20" cy="-22" r="3.5"/><circle cx="34" cy="-11" r="3.5"/></g>`,
  Knight: (p) =>
    `<path d="M-3-32C-4-50 14-58 34-50C20-48 14-42 8-30Z" fill="${p.accent2}"/>` +
    `<path d="M-22 24V-6Q-22-30 0-34Q22-30 22-6V24Q0 30-22 24Z" fill="${p.accent}"/>` +
    `<path d="M0-33V24M-16-4H-4M4-4H16" stroke-width="1.4"/><path d="M-12 8h0M-12 15h0M12 8h0M12 15h0" stroke-width="3"/>`,
  Page: (p) =>
    `<path d="M-30 28Q-14-6 30-34Q14 4-30 28Z" fill="${p.accent}"/><path d="M-30 28L22-26" stroke-width="1.2"/>` +
    star(26, 14, 4, 9, 2.5, `fill="${GOLD}" stroke="none"`),
};

// ---------- Major Arcana emblems, one per card ----------

function cupAt(x: number, y: number, s: number, rot: number, p: Palette): string {
  return `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">${SUIT_EMBLEM.Cups(p)}</g>`;
}

function key(rot: number): string {
  return `<g transform="rotate(${rot})"><circle cy="-36" r="9"/><path d="M0-27V42M0 30H10M0 37H8"/></g>`;
}

const MAJOR_EMBLEM: readonly Draw[] = [
  // 0 The Fool — a white rose opening beneath a rising sun
  (p) =>
    `<path d="${rays(0, -4, 15, 30, 48, -70, 70)}" stroke="${p.accent2}" stroke-width="1.2"/>` +
    `<path d="M0 18V48M0 36Q12 26 18 32Q10 40 0 36" fill="${p.accent}"/>` +
    `<g fill="#f4efe4">${[0, 72, 144, 216, 288]
      .map((a) => `<circle cx="${f(12 * Math.sin((a * Math.PI) / 180))}" cy="${f(-4 - 12 * Math.cos((a * Math.PI) / 180))}" r="11"/>`)
      .join('')}</g><circle cy="-4" r="7" fill="${p.accent2}"/>`,
  // I The Magician — infinity above a wand of light
  (p) =>
    `<path d="${LEMNISCATE}" transform="translate(0 -30)" stroke-width="3" stroke="${p.accent2}"/>` +
    `<path d="M-3-8H3L4 46H-4Z" fill="${p.accent}"/>` +
    star(0, -10, 4, 12, 3, `fill="${GOLD}" stroke="none"`) +
    `<g fill="${p.accent2}" stroke="none"><circle cx="-30" cy="20" r="3"/><circle cx="30" cy="20" r="3"/><circle cx="-22" cy="36" r="3"/><circle cx="22" cy="36" r="3"/></g>`,
  // II The High Priestess — a crescent between dark and light pillars
  (p) =>
    `<rect x="-44" y="-42" width="13" height="88" fill="${INK}"/><rect x="31" y="-42" width="13" height="88" fill="#efe7d2"/>` +
    `<path d="M-47-42H-28M28-42H47M-47 46H-28M28 46H47"/>` +
    crescent(0, -4, 22, 19, 11, 180, `fill="${p.accent}"`) +
    `<path d="M-20 34H20" stroke="${p.accent2}"/>`,
  // III The Empress — the sign of Venus under a crown of stars
  (p) =>
    `<circle cy="-8" r="19" fill="${p.accent}" fill-opacity=".4" stroke-width="3"/><path d="M0 11V46M-13 30H13" stroke-width="3"/>` +
    [-155, -128, -102, -78, -52, -25]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return star(40 * Math.cos(r), -8 + 40 * Math.sin(r), 5, 5, 2, `fill="${p.accent2}" stroke="none"`);
      })
      .join(''),
  // IV The Emperor — a crown resting on a cornerstone
  (p) =>
    `<path d="${KING_CROWN}" transform="translate(0 -16)" fill="${p.accent2}"/>` +
    `<rect x="-30" y="4" width="60" height="40" fill="${p.accent}" fill-opacity=".45"/><path d="M-30 18H30M-30 31H30M-8 4V18M12 18V31M-14 31V44"/>`,
  // V The Hierophant — crossed keys
  (p) => `<g stroke="${p.accent2}" stroke-width="3">${key(-32)}${key(32)}</g><circle cy="4" r="4" fill="${GOLD}"/>`,
  // VI The Lovers — two joined circles holding a heart
  (p) =>
    `<circle cx="-15" r="28"/><circle cx="15" r="28"/>` +
    `<path d="${HEART}" transform="translate(0 4) scale(.6)" fill="${p.accent}"/>` +
    `<path d="${rays(0, 0, 7, 36, 46, -45, 45)}" stroke="${p.accent2}" stroke-width="1.2"/>`,
  // VII The Chariot — a winged disc beneath a canopy of stars
  (p) => {
    const wing = 'M-14-2Q-34-24-52-12Q-42-8-40-2Q-48 0-50 6Q-38 4-34 8Q-40 12-40 16Q-26 10-14 8Z';
    return (
      `<path d="${wing}" fill="${p.accent}"/><path d="${wing}" transform="scale(-1 1)" fill="${p.accent}"/>` +
      `<circle cy="3" r="13" fill="${p.accent2}"/><path d="M-34 30H34" stroke-width="2.4"/>` +
      [-20, 20].map((x) => `<circle cx="${x}" cy="36" r="9"/><path d="${rays(x, 36, 4, 0, 9)}" stroke-width="1"/>`).join('') +
      [-40, -20, 0, 20, 40].map((x) => star(x, -36 + Math.abs(x) / 5, 5, 4.5, 1.8, `fill="${GOLD}" stroke="none"`)).join('')
    );
  },
  // VIII Strength — a lion's mane beneath the loop of infinity
  (p) =>
    `<g fill="${p.accent2}">${Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return `<circle cx="${f(22 * Math.cos(a))}" cy="${f(8 + 22 * Math.sin(a))}" r="8"/>`;
    }).join('')}</g><circle cy="8" r="17" fill="${p.accent}"/>` +
    `<circle cy="8" r="9" stroke="${p.accent2}" stroke-width="1.4"/>` +
    `<path d="${LEMNISCATE}" transform="translate(0 -36) scale(.55)" stroke-width="3"/>`,
  // IX The Hermit — a lantern sheltering a six-pointed star
  (p) =>
    `<path d="${rays(0, 6, 12, 30, 44)}" stroke="${p.accent2}" stroke-width="1" stroke-opacity=".7"/>` +
    `<circle cy="-36" r="6"/><path d="M-14-20L-8-30H8L14-20Z" fill="${p.accent}"/>` +
    `<rect x="-16" y="-20" width="32" height="42" rx="3" fill="${p.accent}" fill-opacity=".3"/>` +
    star(0, 1, 6, 12, 6, `fill="${p.accent2}" stroke="none"`) +
    `<path d="M-18 22H18L12 30H-12Z" fill="${p.accent}"/>`,
  // X Wheel of Fortune — an eight-spoked wheel
  (p) =>
    `<circle r="42" stroke-width="3"/><circle r="30" fill="${p.accent}" fill-opacity=".3"/><circle r="8" fill="${p.accent2}"/>` +
    `<path d="${rays(0, 0, 8, 8, 42)}"/>` +
    `<g fill="${p.accent2}">${[0, 90, 180, 270]
      .map((a) => `<circle cx="${f(36 * Math.sin((a * Math.PI) / 180))}" cy="${f(-36 * Math.cos((a * Math.PI) / 180))}" r="3"/>`)
      .join('')}</g>`,
  // XI Justice — balanced scales
  (p) => {
    const pan = (x: number): string => `<path d="M${x}-24L${x - 12} 6M${x}-24L${x + 12} 6"/><path d="M${x - 15} 6Q${x} 20 ${x + 15} 6Z" fill="${p.accent}"/>`;
    return `<path d="M0-38V40M-18 44H18M-36-24H36" stroke-width="2.6"/>${pan(-36)}${pan(36)}` + star(0, -42, 4, 7, 2, `fill="${p.accent2}" stroke="none"`);
  },
  // XII The Hanged Man — a living tau cross above a radiant halo
  (p) =>
    `<path d="M-34-36H34M0-36V10" stroke-width="4" stroke="${p.accent}"/>` +
    `<g fill="${p.accent2}" stroke="none"><ellipse cx="-36" cy="-42" rx="6" ry="2.6" transform="rotate(-30 -36 -42)"/><ellipse cx="36" cy="-42" rx="6" ry="2.6" transform="rotate(30 36 -42)"/></g>` +
    `<circle cy="26" r="12" fill="${p.accent}"/><path d="${rays(0, 26, 12, 16, 24)}" stroke="${p.accent2}" stroke-width="1.2"/>`,
  // XIII Death — the butterfly of transformation
  (p) =>
    [1, -1]
      .map(
        (s) =>
          `<g transform="scale(${s} 1)"><path d="M0-2C-8-32-46-44-42-10C-40 2-16 4 0-2Z" fill="${p.accent}"/>` +
          `<path d="M0 2C-20 6-36 30-18 34C-8 36-2 18 0 2Z" fill="${p.accent2}"/><path d="M-2-12Q-10-34-18-40"/></g>`,
      )
      .join('') + `<ellipse rx="3.5" ry="16" fill="${GOLD}"/>`,
  // XIV Temperance — water poured between two cups
  (p) =>
    cupAt(-24, 24, 0.55, 14, p) +
    cupAt(22, -14, 0.55, -50, p) +
    `<path d="M-1-15Q-16-12-19 5" stroke="${p.accent}" stroke-width="3"/>` +
    star(-30, -34, 8, 8, 3, `fill="${p.accent2}" stroke="none"`),
  // XV The Devil — horns above a pedestal whose chains are already breaking
  (p) => {
    const link = (x: number, y: number): string => `<ellipse cx="${x}" cy="${y}" rx="4" ry="7"/>`;
    return (
      crescent(0, -34, 16, 13, 8, -90, `fill="${p.accent}"`) +
      `<path d="M-24-16H24L18 2H-18Z" fill="${p.accent}" fill-opacity=".45"/>` +
      `<g stroke-width="2.2">${link(-16, 12)}${link(-16, 26)}${link(-16, 40)}${link(16, 12)}${link(16, 26)}</g>` +
      `<path d="M20 42A4 7 0 0 1 12 42" stroke-width="2.2" transform="rotate(30 16 40)"/>` +
      star(30, 34, 4, 6, 1.6, `fill="${p.accent2}" stroke="none"`)
    );
  },
  // XVI The Tower — struck by lightning, its crown flying free
  (p) =>
    `<path d="M-16 46L-12-16H12L16 46Z" fill="${p.accent}" fill-opacity=".45"/>` +
    `<path d="M-15-16V-26H-9V-20H-3V-26H3V-20H9V-26H15V-16Z" fill="${p.accent}"/>` +
    `<path d="M-4 2H4V14H-4ZM-4 26H4V38H-4Z" fill="${p.accent2}"/>` +
    `<path d="M32-50L16-26 26-24 10-2 34-30 23-32Z" fill="${p.accent2}"/>` +
    `<path d="M-34-30L-30-42-24-34-18-44-16-30Z" fill="${GOLD}" transform="rotate(-20 -25 -36)"/>`,
  // XVII The Star — one great star among seven small ones
  (p) =>
    star(0, 0, 8, 40, 14, `fill="${p.accent2}"`) +
    star(0, 0, 8, 20, 8, `fill="${p.accent}" stroke="none"`) +
    [-150, -105, -60, -15, 30, 75, 120]
      .map((a) => {
        const r = (a * Math.PI) / 180;
        return star(46 * Math.cos(r), 46 * Math.sin(r), 4, 5.5, 1.4, `fill="${GOLD}" stroke="none"`);
      })
      .join(''),
  // XVIII The Moon — a crescent letting fall drops of dew
  (p) =>
    `<circle cy="-8" r="32" fill="${p.accent}" fill-opacity=".15"/>` +
    crescent(0, -8, 32, 27, 14, 200, `fill="${p.accent}"`) +
    `<g fill="${p.accent2}" stroke="none">${[-16, 0, 16]
      .map((x, i) => `<path transform="translate(${x} ${36 + (i % 2) * 6})" d="M0-7Q4 0 0 3Q-4 0 0-7Z"/>`)
      .join('')}</g>`,
  // XIX The Sun — a radiant sun
  (p) =>
    star(0, 0, 16, 46, 26, `fill="${p.accent2}" fill-opacity=".85"`) +
    `<circle r="24" fill="${p.accent2}"/><circle r="17" fill="none" stroke="${p.accent}" stroke-width="1.5"/>`,
  // XX Judgement — an eye opening to a call
  (p) =>
    `<path d="${rays(0, 0, 9, 30, 46, -80, 80)}" stroke="${p.accent2}" stroke-width="1.4"/>` +
    `<path d="M-42 4Q0-30 42 4Q0 36-42 4Z" fill="${p.accent}" fill-opacity=".25" stroke-width="2.4"/>` +
    `<circle cy="4" r="12" fill="${p.accent}"/><circle cy="4" r="5" fill="${INK}"/>` +
    `<path d="M-18 34V44M0 38V48M18 34V44" stroke="${p.accent2}"/>`,
  // XXI The World — a laurel wreath around a star
  (p) => {
    let leaves = '';
    for (let i = 0; i < 20; i++) {
      if (i === 0 || i === 10) continue;
      const a = (i / 20) * Math.PI * 2;
      const x = 32 * Math.sin(a);
      const y = -44 * Math.cos(a);
      const tangent = (Math.atan2(44 * Math.sin(a), 32 * Math.cos(a)) * 180) / Math.PI;
      const tilt = i < 10 ? -28 : 28;
      leaves += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="8" ry="3" transform="rotate(${f(tangent + tilt)} ${f(x)} ${f(y)})"/>`;
    }
    return (
      `<ellipse rx="32" ry="44" stroke-width="1.2"/><g fill="${p.accent}">${leaves}</g>` +
      `<path d="M-6-50L6-38M6-50L-6-38M-6 38L6 50M6 38L-6 50" stroke="${p.accent2}" stroke-width="2.4"/>` +
      star(0, 0, 4, 18, 4, `fill="${p.accent2}" stroke="none"`)
    );
  },
];

// ---------- shared parts ----------

/** Tiny deterministic PRNG (FNV-1a seed + mulberry32) so each card's star field is stable. */
function prng(seedText: string): () => number {
  let h = 0x811c9dc5;
  for (let i = 0; i < seedText.length; i++) {
    h ^= seedText.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function starField(seed: string, count: number): string {
  const rand = prng(seed);
  const tiers = ['', '', ''];
  for (let i = 0; i < count; i++) {
    const x = 26 + rand() * 248;
    const y = 26 + rand() * 370;
    const tier = Math.floor(rand() * 3);
    const nearTitle = y < 72 && x > 40 && x < 260;
    const inHalo = Math.hypot(x - CX, y - CY) < 108;
    if (!nearTitle && !inHalo) tiers[tier] += `M${f(x)} ${f(y)}h0`;
  }
  return (
    `<g fill="none" stroke="#fff6dc" stroke-linecap="round">` +
    tiers.map((d, i) => (d ? `<path d="${d}" stroke-width="${1 + i * 0.9}" opacity="${f(0.35 + i * 0.2)}"/>` : '')).join('') +
    `</g>`
  );
}

function defs(id: string, p: Palette): string {
  return (
    `<defs><linearGradient id="${id}b" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2256"/><stop offset="1" stop-color="#090b22"/></linearGradient>` +
    `<radialGradient id="${id}g"><stop offset="0" stop-color="${p.glow}" stop-opacity=".55"/><stop offset="1" stop-color="${p.glow}" stop-opacity="0"/></radialGradient>` +
    `<g id="${id}c" fill="none" stroke="${GOLD}"><path d="M16 56Q24 24 56 16M24 62Q28 28 62 24" stroke-width="1"/>` +
    `<path d="M28 20L32 28 28 36 24 28Z" fill="${GOLD}" transform="translate(-2 -2) rotate(-45 28 28)"/></g></defs>`
  );
}

function frame(id: string, p: Palette): string {
  const corners = ['', `translate(${W} 0) scale(-1 1)`, `translate(0 ${H}) scale(1 -1)`, `translate(${W} ${H}) scale(-1 -1)`]
    .map((t) => `<use href="#${id}c"${t ? ` transform="${t}"` : ''}/>`)
    .join('');
  return (
    `<rect x="3" y="3" width="294" height="494" rx="16" fill="url(#${id}b)" stroke="${GOLD}" stroke-width="2"/>` +
    `<rect x="12" y="12" width="276" height="476" rx="9" fill="none" stroke="${GOLD}" stroke-opacity=".8"/>` +
    `<rect x="17" y="17" width="266" height="466" rx="6" fill="none" stroke="${p.accent}" stroke-opacity=".35" stroke-width=".8"/>` +
    corners +
    `<g fill="${GOLD}">` +
    [
      [12, 250],
      [288, 250],
    ]
      .map(([x, y]) => `<path d="M${x} ${(y ?? 0) - 9}l5 9-5 9-5-9z"/>`)
      .join('') +
    `</g>`
  );
}

function halo(id: string, p: Palette): string {
  return (
    `<circle cx="${CX}" cy="${CY}" r="118" fill="url(#${id}g)"/>` +
    `<g fill="none" stroke="${GOLD}"><circle cx="${CX}" cy="${CY}" r="102" stroke-opacity=".55"/>` +
    `<circle cx="${CX}" cy="${CY}" r="96" stroke-opacity=".4" stroke-dasharray="1.5 4.5"/>` +
    `<path d="${rays(CX, CY, 4, 102, 112)}" stroke-opacity=".6"/></g>` +
    star(CX, CY - 114, 4, 6, 1.8, `fill="${p.accent2}"`) +
    star(CX, CY + 114, 4, 6, 1.8, `fill="${p.accent2}"`)
  );
}

function numeral(label: string): string {
  const size = label.length > 4 ? 15 : 19;
  const half = (label.length * size * 0.72) / 2 + 12;
  const l = f(CX - half);
  const r = f(CX + half);
  return (
    `<g stroke="${GOLD}" stroke-width=".8"><path d="M58 50H${l}M${r} 50H242"/></g>` +
    `<g fill="${GOLD}"><circle cx="54" cy="50" r="2"/><circle cx="246" cy="50" r="2"/></g>` +
    `<text x="${CX}" y="${50 + size * 0.36}" text-anchor="middle" font-size="${size}" letter-spacing="2" fill="${GOLD}">${escapeXml(label)}</text>`
  );
}

function banner(name: string, suitName: string, language: Language, p: Palette): string {
  const size = f(Math.max(13, Math.min(19, 300 / Math.max(1, name.length))));
  const tail = (mirror: boolean): string => {
    const pts: readonly (readonly [number, number])[] = [
      [42, 418],
      [22, 418],
      [32, 432],
      [22, 446],
      [42, 446],
    ];
    return `<path d="M${pts.map(([x, y]) => `${mirror ? W - x : x} ${y}`).join('L')}Z"/>`;
  };
  return (
    `<g fill="${p.banner}" stroke="${GOLD}" stroke-width="1.2">${tail(false)}${tail(true)}` +
    `<path d="M38 412Q150 402 262 412V450Q150 440 38 450Z"/></g>` +
    `<path d="M44 416Q150 407 256 416M44 446Q150 437 256 446" fill="none" stroke="${GOLD}" stroke-opacity=".45" stroke-width=".6"/>` +
    `<text x="${CX}" y="432" text-anchor="middle" dominant-baseline="middle" font-size="${size}" fill="#f7e7c0">${escapeXml(name)}</text>` +
    `<text x="${CX}" y="472" text-anchor="middle" font-size="8.5" letter-spacing="3.5" fill="${GOLD}" fill-opacity=".75">${escapeXml(suitName.toLocaleUpperCase(language))}</text>`
  );
}

/** The emblem group opening tag: gold outline, stroke width compensated for the scale. */
function emblemGroup(transform: string, scale: number): string {
  return `<g transform="${transform}" fill="none" stroke="${GOLD}" stroke-width="${f(1.8 / scale)}" stroke-linejoin="round" stroke-linecap="round">`;
}

/** What the art needs to know about a card, derived from its name. */
interface ArtCard extends Pick<Card, 'name' | 'suit'> {
  /** Major Arcana number (0–21), or -1 for minors. */
  index: number;
  /** Minor rank ('Ace' … 'King'), or '' for majors. */
  rank: string;
}

function centrePiece(card: ArtCard, id: string, p: Palette): string {
  if (card.suit === 'Major Arcana') {
    const draw = MAJOR_EMBLEM[card.index];
    const s = 1.45;
    return draw ? `${emblemGroup(`translate(${CX} ${CY}) scale(${s})`, s)}${draw(p)}</g>` : '';
  }
  const rank = card.rank;
  const emblem = SUIT_EMBLEM[card.suit](p);
  if (rank === 'Ace') {
    const s = 1.7;
    return (
      `<path d="${rays(CX, CY, 24, 62, 92)}" stroke="${p.accent}" stroke-opacity=".45" stroke-width="1.2"/>` +
      `${emblemGroup(`translate(${CX} ${CY}) scale(${s})`, s)}${emblem}</g>`
    );
  }
  const court = COURT_MOTIF[rank];
  if (court) {
    const ms = 1;
    const es = 1.1;
    return (
      `${emblemGroup(`translate(${CX} ${CY - 62}) scale(${ms})`, ms)}${court(p)}</g>` +
      `${emblemGroup(`translate(${CX} ${CY + 36}) scale(${es})`, es)}${emblem}</g>`
    );
  }
  const n = PIP_COUNT[rank] ?? 1;
  const radius = n <= 3 ? 54 : n <= 6 ? 64 : 72;
  const s = n <= 3 ? 0.74 : n <= 5 ? 0.6 : n <= 7 ? 0.52 : n <= 8 ? 0.46 : 0.42;
  const radial = card.suit === 'Wands' || card.suit === 'Swords';
  let uses = '';
  for (let i = 0; i < n; i++) {
    const deg = (360 / n) * i;
    const a = (deg * Math.PI) / 180;
    const x = f(CX + radius * Math.sin(a));
    const y = f(CY - radius * Math.cos(a));
    uses += `<use href="#${id}e" transform="translate(${x} ${y})${radial ? ` rotate(${f(deg)})` : ''} scale(${s})"/>`;
  }
  return (
    `<defs>${emblemGroup('', s).replace(' transform=""', ` id="${id}e"`)}${emblem}</g></defs>` +
    uses +
    star(CX, CY, 4, 14, 3, `fill="${p.accent2}" fill-opacity=".9"`) +
    `<circle cx="${CX}" cy="${CY}" r="${radius - 26 * s * 1.6}" fill="none" stroke="${GOLD}" stroke-opacity=".35"/>`
  );
}

// The Major Arcana's numbers, from the one published order of the deck.
const MAJOR_INDEX: ReadonlyMap<string, number> = new Map(deckOrder('major').map((name, i) => [name, i]));

function svgOpen(label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${escapeXml(label)}" font-family="${escapeXml(FONT)}">` +
    `<title>${escapeXml(label)}</title>`
  );
}

/** The card's number, or its rank's word: the first of its name ("Ace", "Sota", "Königin"). */
function labelFor(card: ArtCard, shownName: string, language: Language): string {
  if (card.suit === 'Major Arcana') return ROMAN[card.index] ?? '';
  return RANK_NUMERAL[card.rank] ?? (shownName.split(' ')[0] ?? '').toLocaleUpperCase(language);
}

const MINOR_NAME = /^(Ace|Two|Three|Four|Five|Six|Seven|Eight|Nine|Ten|Page|Knight|Queen|King) of (Wands|Cups|Swords|Pentacles)$/;

/** Recognises the 78 card names exactly (the same names as DECK in cards.ts). */
function artCard(name: string): ArtCard | undefined {
  const index = MAJOR_INDEX.get(name);
  if (index !== undefined) return { name, suit: 'Major Arcana', index, rank: '' };
  const m = MINOR_NAME.exec(name);
  const rank = m?.[1];
  const suit = m?.[2];
  if (!rank || !(suit === 'Wands' || suit === 'Cups' || suit === 'Swords' || suit === 'Pentacles')) return undefined;
  return { name, suit, index: -1, rank };
}

const cache = new Map<string, string>();

/**
 * A complete standalone SVG document for a known card, its name and suit written in `language`
 * (issue 28 §1); the placeholder for anything else.
 */
export function cardSvg(name: string, language: Language = DEFAULT_LANGUAGE): string {
  const card = artCard(name);
  if (!card) return placeholderSvg();
  const key = `${language}:${card.name}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const p = PALETTES[card.suit];
  const id = `ti-${cardSlug(card.name)}-`;
  const shownName = cardNameIn(card.name, language);
  const svg =
    svgOpen(shownName) +
    defs(id, p) +
    frame(id, p) +
    starField(card.name, 22) +
    halo(id, p) +
    centrePiece(card, id, p) +
    numeral(labelFor(card, shownName, language)) +
    banner(shownName, SUIT_NAMES_BY_LANGUAGE[language][card.suit], language, p) +
    `</svg>`;
  cache.set(key, svg);
  return svg;
}

let placeholder: string | undefined;

/** A card back, also used as the placeholder for unknown cards. */
export function placeholderSvg(): string {
  if (placeholder) return placeholder;
  const p = PALETTES['Major Arcana'];
  const id = 'ti-card-back-';
  placeholder =
    svgOpen('Tarot card') +
    defs(id, p) +
    frame(id, p) +
    starField('card back', 40) +
    `<circle cx="${CX}" cy="250" r="130" fill="url(#${id}g)"/>` +
    `<g fill="none" stroke="${GOLD}"><circle cx="${CX}" cy="250" r="108" stroke-opacity=".6"/><circle cx="${CX}" cy="250" r="100" stroke-opacity=".4" stroke-dasharray="1.5 4.5"/>` +
    `<circle cx="${CX}" cy="250" r="62" stroke-opacity=".7"/>` +
    `<path d="${rays(CX, 250, 24, 66, 96)}" stroke-opacity=".45"/>` +
    `<path d="M150 130V156M150 344V370M30 250H56M244 250H270" stroke-opacity=".6"/></g>` +
    star(CX, 250, 8, 58, 22, `fill="${p.accent}" fill-opacity=".35" stroke="${GOLD}" stroke-width="1.2"`) +
    crescent(CX, 250, 24, 20, 11, 0, `fill="${p.accent2}"`) +
    star(CX + 8, 250, 4, 7, 2, `fill="${GOLD}"`) +
    [70, 430].map((y) => star(CX, y, 8, 12, 4, `fill="${p.accent2}"`) + `<path d="M60 ${y}H128M172 ${y}H240" stroke="${GOLD}" stroke-width=".8"/>`).join('') +
    `</svg>`;
  return placeholder;
}
