import { Fragment, type ReactNode } from 'react';
import spec from '../../../docs/fair-draw.md?raw';
import { deckOrder } from '../../shared/fair-draw/deck-order.ts';
import { FAIR_DRAW_ALGORITHM, FAIR_DRAW_PICKS_ALGORITHM } from '../../shared/fair-draw/fair-draw.ts';
import { paths } from '../../shared/paths.ts';
import { CELTIC_CROSS_SPREAD } from '../../shared/spreads/built-in.ts';
import { parseMarkdown, plainText, type Block, type Inline } from '../features/fair-draw/markdown.ts';
import { m } from '../i18n/paraglide/messages.js';
import { spreadInLanguage } from '../i18n/spread-in-language.ts';
import { PAGE_LANGUAGE } from '../i18n/page-language.ts';
import { withNodes } from '../i18n/with-nodes.tsx';
import '../features/legal/legal.css';
import '../features/fair-draw/fair-draw.css';

// The page is docs/fair-draw.md (also served as /fair-draw.md) in the page's language: its sentences
// are messages, while the code, the hashes, the algorithms' and the cards' names stay as the
// algorithm writes them. fair-draw-page.test.tsx holds the English page to the document word for word.

type Table = Extract<Block, { kind: 'table' }>;

/** The worked examples' tables as the document writes them (Vite inlines the file when the module is built). */
const TABLES: readonly Table[] = parseMarkdown(spec).flatMap((block) => (block.kind === 'table' ? [block] : []));

/** The worked examples' seeds and what they give (docs/fair-draw.md, checked there against the algorithm). */
const EXAMPLE = {
  serverSeed: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08',
  clientSeed: 'my own seed 42',
  commitment: '7b3d979ca8330a94fa7e9e1b466d8b99e0bcdea1ec90596c0dcc8d7ef6b4300c',
  block0: '9d3298bbdd86ad9429026fc8b1d61a057ad46a0001cc41f4e2ca852d10f00eda',
  firstWords: ['0x9d3298bb', '0xdd86ad94', '0x29026fc8', '0xb1d61a05', '0x7ad46a00'],
  majorCards: ['The Sun', 'Temperance', 'The Lovers'],
  fullCards: [
    { card: 'The Empress', word: '0xb1d61a05' },
    { card: 'Seven of Cups', word: '0x7ad46a00' },
    { card: 'Five of Swords', word: '0x01cc41f4' },
  ],
  celticCross: [
    { card: 'The Empress', word: '0xd0c4bc57' },
    { card: 'Seven of Cups', word: '0xab08b83e' },
    { card: 'Five of Swords', word: '0xec09dad5' },
    { card: 'Ace of Swords', word: '0x818a2ac9' },
    { card: 'Queen of Pentacles', word: '0x0d9e5eb7' },
    { card: 'Five of Pentacles', word: '0xe6f4a69b' },
    { card: 'Six of Wands', word: '0x143a5474' },
    { card: 'Knight of Swords', word: '0xdcf11596' },
    { card: 'Ace of Wands', word: '0x7f17d2ea' },
    { card: 'The Fool', word: '0x85ef6a5a' },
  ],
  fan: [
    'The Sun',
    'Temperance',
    'The Lovers',
    'The Hierophant',
    'The Moon',
    'The Hermit',
    'The Fool',
    'The Devil',
    'Strength',
    'The Hanged Man',
    'The Star',
    'The Empress',
    'Death',
    'The High Priestess',
    'The World',
    'Justice',
    'The Emperor',
    'The Chariot',
    'Judgement',
    'The Tower',
    'Wheel of Fortune',
    'The Magician',
  ],
  picks: [
    { position: m.position_past, pick: 7, word: '0xd73901c5' },
    { position: m.position_present, pick: 0, word: '0x09b25570' },
    { position: m.position_future, pick: 15, word: '0x93f933b4' },
  ],
} as const;

const FULL_DECK = deckOrder('full');
/** The order deck-order.ts builds the minor cards' names in ("Rank of Suit"): names, so not translated. */
const MINOR_SUITS = ['Wands', 'Cups', 'Swords', 'Pentacles'];
const MINOR_RANKS = ['Ace', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Page', 'Knight', 'Queen', 'King'];

/** The tables' column names in the page's language; the variables (i, n, r, limit) keep the algorithm's names. */
const COLUMN_NAMES = new Map<string, () => string>([
  ['word', m.fair_draw_page_column_word],
  ['r = word mod n', m.fair_draw_page_column_word_mod_n],
  ['swap', m.fair_draw_page_column_swap],
  ['position i', m.fair_draw_page_column_position_i],
  ['position', m.fair_draw_page_column_position],
  ['card', m.fair_draw_page_column_card],
]);

const LIST = new Intl.ListFormat(PAGE_LANGUAGE, { type: 'unit', style: 'short' });

/** A whole list as the page's language writes one ("a, b, c"; German "a, b und c"), its items elements or text. */
function list(items: readonly ReactNode[]): ReactNode {
  return LIST.formatToParts(items.map((_, index) => String(index))).map((part, index) => (
    <Fragment key={index}>{part.type === 'element' ? items[Number(part.value)] : part.value}</Fragment>
  ));
}

/** Items joined as in every language: numbered entries by semicolons, a stream that goes on by commas alone. */
function joined(items: readonly ReactNode[], separator: string): ReactNode {
  return items.map((item, index) => (
    <Fragment key={index}>
      {index > 0 && separator}
      {item}
    </Fragment>
  ));
}

const code = (text: string) => <code>{text}</code>;
const strong = (content: ReactNode) => <strong>{content}</strong>;
const isOdd = (word: string) => Number.parseInt(word, 16) % 2 === 1;
const cardName = (card: string, reversed: boolean) => (reversed ? m.card_reversed({ card }) : card);

/** A reversal word and what it says, with its card ("(odd: reversed)") or alone ("(odd)"). */
function reversalWord(word: string, withCard: boolean): ReactNode {
  const message = withCard
    ? isOdd(word)
      ? m.fair_draw_page_word_odd_reversed
      : m.fair_draw_page_word_even_upright
    : isOdd(word)
      ? m.fair_draw_page_word_odd
      : m.fair_draw_page_word_even;
  return withNodes(message, { word: code(word) });
}

function inline(parts: readonly Inline[]): ReactNode {
  return parts.map((part, index) => {
    switch (part.kind) {
      case 'text':
        return <Fragment key={index}>{part.text}</Fragment>;
      case 'code':
        return <code key={index}>{part.text}</code>;
      case 'strong':
        return <strong key={index}>{inline(part.children)}</strong>;
      case 'em':
        return <em key={index}>{inline(part.children)}</em>;
      case 'link':
        return (
          <a key={index} href={part.href}>
            {inline(part.children)}
          </a>
        );
    }
  });
}

function columnName(cell: readonly Inline[]): string {
  const english = plainText(cell);
  return COLUMN_NAMES.get(english)?.() ?? english;
}

/** A built-in spread's place named in the docs' table, by its name in the page's language. */
function placeIn(cell: readonly Inline[]): ReactNode {
  const english = plainText(cell);
  const index = CELTIC_CROSS_SPREAD.positions.findIndex((position) => position.name === english);
  return index === -1 ? inline(cell) : spreadInLanguage(CELTIC_CROSS_SPREAD).positions[index]?.name;
}

function ExampleTable({ index }: { index: number }) {
  const table = TABLES[index];
  if (!table) return null;
  const columns = table.head.map(columnName);
  return (
    <div className="fair-draw-doc-table" role="region" aria-label={m.fair_draw_page_table_label({ columns: LIST.format(columns) })} tabIndex={0}>
      <table className="legal-table">
        <thead>
          <tr>
            {columns.map((column, columnIndex) => (
              <th key={columnIndex} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, rowIndex) => (
            <tr key={rowIndex}>
              {row.map((cell, cellIndex) => (
                <td key={cellIndex}>{placeIn(cell)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const verifyLink = <a href={paths.verify}>{paths.verify}</a>;

function TheFlow() {
  return (
    <>
      <h2>{m.fair_draw_page_flow_title()}</h2>
      <ol>
        <li>
          {withNodes(m.fair_draw_page_flow_commit, {
            request: code('POST /api/draw/commit'),
            server_seed: strong(m.fair_draw_page_server_seed()),
            commitment: strong(m.fair_draw_page_commitment()),
            hash: code('SHA-256(UTF-8 bytes of the server seed)'),
          })}
        </li>
        <li>
          {withNodes(m.fair_draw_page_flow_client_seed, { client_seed: strong(m.fair_draw_page_client_seed()), first: code('0x20'), last: code('0x7E') })}
        </li>
        <li>{m.fair_draw_page_flow_reveal()}</li>
      </ol>
      <p>{m.fair_draw_page_flow_without_commitment()}</p>
    </>
  );
}

function TheAlgorithm() {
  return (
    <>
      <h2>{m.fair_draw_page_algorithm_title()}</h2>
      <p>
        {withNodes(m.fair_draw_page_inputs, {
          server_seed: code('serverSeed'),
          client_seed: code('clientSeed'),
          deck: code('deck'),
          major: code('major'),
          full: code('full'),
          reversals: code('reversals'),
          count: code('count'),
        })}
      </p>
      <ol>
        <li>
          {withNodes(m.fair_draw_page_deck_order, {
            title: strong(m.fair_draw_page_deck_order_title()),
            major: code('major'),
            major_cards: list(deckOrder('major')),
            full: code('full'),
            suits: list(MINOR_SUITS),
            ranks: list(MINOR_RANKS),
            first_minor: FULL_DECK[22],
            last_card: FULL_DECK[77],
            rank_of_suit: code('Rank of Suit'),
          })}
        </li>
        <li>
          {withNodes(m.fair_draw_page_byte_stream, {
            title: strong(m.fair_draw_page_byte_stream_title()),
            k: code('k'),
            hmac: code('HMAC-SHA-256(key = UTF-8 bytes of serverSeed, message = UTF-8 bytes of clientSeed + ":" + k in decimal)'),
            text: <em>{m.fair_draw_page_byte_stream_text()}</em>,
          })}
        </li>
        <li>{withNodes(m.fair_draw_page_words, { title: strong(m.fair_draw_page_words_title()), big_endian: strong(m.fair_draw_page_big_endian()) })}</li>
        <li>
          {withNodes(m.fair_draw_page_integer, {
            title: strong(m.fair_draw_page_integer_title()),
            limit: code('limit = 2^32 − (2^32 mod n)'),
            w: code('w'),
            w_below_limit: code('w < limit'),
            w_mod_n: code('w mod n'),
          })}
        </li>
        <li>
          {withNodes(m.fair_draw_page_partial, {
            title: strong(m.fair_draw_page_partial_title()),
            cards: code('cards'),
            n: code('N'),
            loop: code('i = 0 … count−1'),
            step: code('j = i + (integer below N − i)'),
            card_i: code('cards[i]'),
            card_j: code('cards[j]'),
            i: code('i'),
          })}
        </li>
        <li>{withNodes(m.fair_draw_page_reversals, { title: strong(m.fair_draw_page_reversals_title()) })}</li>
      </ol>
    </>
  );
}

function WhichCardLiesWhere() {
  return (
    <>
      <h2>{m.fair_draw_page_where_title()}</h2>
      <p>{m.fair_draw_page_where_positions()}</p>
      <p>{withNodes(m.fair_draw_page_where_more_cards, { k: code('k') })}</p>
    </>
  );
}

function WorkedExample() {
  // The example's places by their names in the page's language; its cards by the deck's own names, as the verifier reads them.
  const celticCross = spreadInLanguage(CELTIC_CROSS_SPREAD);
  return (
    <>
      <h2>{m.fair_draw_page_example_title()}</h2>
      <p>
        {code(`serverSeed = ${EXAMPLE.serverSeed}`)}, {code(`clientSeed = ${EXAMPLE.clientSeed}`)}.
      </p>
      <ul>
        <li>{withNodes(m.fair_draw_page_example_commitment, { commitment: code(EXAMPLE.commitment) })}</li>
        <li>
          {withNodes(m.fair_draw_page_example_block, {
            message: code(`${EXAMPLE.clientSeed}:0`),
            block: code(EXAMPLE.block0),
            // The stream goes on past these: no "and" before the last.
            words: joined(EXAMPLE.firstWords.map(code), ', '),
          })}
        </li>
      </ul>
      <p>{strong(withNodes(m.fair_draw_page_major_title, { major: code('major') }))}</p>
      <ExampleTable index={0} />
      <p>{withNodes(m.fair_draw_page_cards_all_upright, { cards: strong(list(EXAMPLE.majorCards)) })}</p>
      <p>{strong(withNodes(m.fair_draw_page_full_title, { full: code('full') }))}</p>
      <ExampleTable index={1} />
      <p>
        {withNodes(m.fair_draw_page_full_result, {
          words: list(EXAMPLE.fullCards.map(({ word }) => reversalWord(word, true))),
          cards: strong(list(EXAMPLE.fullCards.map(({ card, word }) => cardName(card, isOdd(word))))),
        })}
      </p>
      <p>
        {withNodes(m.fair_draw_page_celtic_cross, {
          title: strong(withNodes(m.fair_draw_page_celtic_cross_title, { full: code('full'), count: code('count') })),
        })}
      </p>
      <ExampleTable index={2} />
      <p>{withNodes(m.fair_draw_page_reversal_words, { words: list(EXAMPLE.celticCross.map(({ word }) => reversalWord(word, false))) })}</p>
      <p>
        {withNodes(m.fair_draw_page_cards_by_position, {
          cards: joined(
            EXAMPLE.celticCross.map(({ card, word }, index) =>
              withNodes(m.fair_draw_page_position_card, {
                number: String(index + 1),
                position: celticCross.positions[index]?.name ?? '',
                card: strong(cardName(card, isOdd(word))),
              }),
            ),
            // Commas are used inside the entries.
            '; ',
          ),
        })}
      </p>
    </>
  );
}

function ShuffleAndPick() {
  return (
    <>
      <h2>{m.spreads_shuffle_and_pick()}</h2>
      <p>{withNodes(m.fair_draw_page_picks_intro, { choice: m.spreads_shuffle_and_pick(), algorithm: code(FAIR_DRAW_PICKS_ALGORITHM) })}</p>
      <p>{withNodes(m.fair_draw_page_picks_inputs, { picks: code('picks'), count: code('count') })}</p>
      <ol>
        <li>{m.fair_draw_page_picks_steps_as_above()}</li>
        <li>
          {withNodes(m.fair_draw_page_full_shuffle, {
            title: strong(m.fair_draw_page_full_shuffle_title()),
            n: code('N'),
            loop: code('i = 0 … N−2'),
            step: code('j = i + (integer below N − i)'),
            card_i: code('cards[i]'),
            card_j: code('cards[j]'),
            cards: code('cards'),
          })}
        </li>
        <li>{withNodes(m.fair_draw_page_picks_step, { title: strong(m.fair_draw_page_picks_step_title()), p: code('p'), pick: code('cards[picks[p]]') })}</li>
        <li>{withNodes(m.fair_draw_page_picks_reversals, { title: strong(m.fair_draw_page_reversals_title()) })}</li>
      </ol>
      <p>
        {withNodes(m.fair_draw_page_picks_api, {
          request: code('POST /api/readings'),
          picks: code('picks'),
          commitment_id: code('commitmentId'),
          client_seed: code('clientSeed'),
          verify: verifyLink,
        })}
      </p>
      <p>{withNodes(m.fair_draw_page_picks_example, { title: strong(withNodes(m.fair_draw_page_picks_example_title, { major: code('major') })) })}</p>
      <ExampleTable index={3} />
      <p>{withNodes(m.fair_draw_page_fan, { fan: list(EXAMPLE.fan.map((card, index) => `${index} ${card}`)) })}</p>
      <p>{withNodes(m.fair_draw_page_reversal_words, { words: list(EXAMPLE.picks.map(({ word }) => reversalWord(word, false))) })}</p>
      <p>
        {withNodes(m.fair_draw_page_picks_result, {
          picks: code(`[${EXAMPLE.picks.map(({ pick }) => pick).join(', ')}]`),
          cards: joined(
            EXAMPLE.picks.map(({ position, pick, word }) =>
              withNodes(m.fair_draw_page_pick, { position: position(), pick: String(pick), card: strong(cardName(EXAMPLE.fan[pick] ?? '', isOdd(word))) }),
            ),
            '; ',
          ),
        })}
      </p>
    </>
  );
}

/** /fair-draw: the algorithm behind every draw, as a page to read (the same text as /fair-draw.md). */
export default function FairDrawPage() {
  return (
    <article className="legal fair-draw-doc">
      <h1>{m.fair_draw_page_title()}</h1>
      <p>{withNodes(m.fair_draw_page_intro, { algorithm: code(FAIR_DRAW_ALGORITHM), verify: verifyLink })}</p>
      <TheFlow />
      <TheAlgorithm />
      <WhichCardLiesWhere />
      <WorkedExample />
      <ShuffleAndPick />
      <h2>{m.fair_draw_page_why_title()}</h2>
      <p>{m.fair_draw_page_why()}</p>
      <p className="muted">
        {withNodes(m.fair_draw_page_closing, {
          verify: <a href={paths.verify}>{m.fair_draw_page_verify_link()}</a>,
          plain_text: <a href={paths.fairDrawSpec}>{m.fair_draw_page_plain_text()}</a>,
        })}
      </p>
    </article>
  );
}
