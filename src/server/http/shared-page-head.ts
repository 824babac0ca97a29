import { paths } from '../../shared/paths.ts';
import type { SharedReading } from '../../shared/schemas/share.ts';
import { THREE_CARD_SPREAD } from '../../shared/spreads/spread.ts';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../domain/readings/share-image.ts';
import { escapeHtml } from './escape-html.ts';

const SITE = 'Tarot Insights';
const DESCRIPTION_QUESTION_LENGTH = 160;

const cardLabel = (card: SharedReading['cards'][number]) => (card.reversed ? `${card.name} (reversed)` : card.name);

/**
 * The head of a shared reading's page: noindex, and the Open Graph and Twitter tags chat apps read
 * to show a preview. The question appears only when its owner chose to show it; a missing or
 * revoked link gets a not-found head (and its 404).
 */
export function sharedPageHead(shared: SharedReading | null, token: string, publicUrl: string): { html: string; found: boolean } {
  if (!shared) {
    const title = `Reading Not Found — ${SITE}`;
    return {
      html: [
        `<title>${escapeHtml(title)}</title>`,
        `<meta name="robots" content="noindex">`,
        `<meta name="description" content="This shared reading does not exist or is no longer shared.">`,
      ].join('\n    '),
      found: false,
    };
  }
  const cards = shared.cards.map(cardLabel).join(', ');
  const title = `A Tarot Reading: ${cards} — ${SITE}`;
  const question =
    shared.question && shared.question.length > DESCRIPTION_QUESTION_LENGTH ? `${shared.question.slice(0, DESCRIPTION_QUESTION_LENGTH - 1)}…` : shared.question;
  const threeCards = shared.spread.id === THREE_CARD_SPREAD.id;
  const laid = threeCards ? `three cards for past, present and future: ${cards}` : `the ${shared.spread.name} spread: ${cards}`;
  const description = `${question ? `“${question}” — ${laid}` : `${laid.charAt(0).toUpperCase()}${laid.slice(1)}`}. Draw your own on ${SITE}.`;
  const url = `${publicUrl}${paths.shared(token)}`;
  const image = `${publicUrl}${paths.sharedImage(token)}`;
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="robots" content="noindex">`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:type" content="article">`,
    `<meta property="og:site_name" content="${SITE}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta property="og:image" content="${escapeHtml(image)}">`,
    `<meta property="og:image:type" content="image/png">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE_WIDTH}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE_HEIGHT}">`,
    `<meta property="og:image:alt" content="${escapeHtml(`${threeCards ? 'The three cards' : shared.cards.length === 1 ? 'The card' : `The ${shared.cards.length} cards`}: ${cards}`)}">`,
    `<meta name="twitter:card" content="summary_large_image">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
    `<meta name="twitter:image" content="${escapeHtml(image)}">`,
  ];
  return { html: tags.join('\n    '), found: true };
}
