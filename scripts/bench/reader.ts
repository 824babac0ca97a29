// The offline reader (issue 23 §2) over generated readings and follow-ups: how often one sentence
// recurs, doubled punctuation, yes/no leans against the cards' weighed polarity, and the kind of a
// follow-up recognised on tests/fixtures/reader/follow-up-kinds.tsv. Pure functions, no server.
import { FLOORS, measureReader, measureSpread, SPREADS_UNDER_TEST, type Repetition } from '../../tests/support/reader-quality.ts';
import { fixed, int, withMark, type Section } from './report.ts';

interface ReaderBenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

function percent(value: number): string {
  return `${fixed(value * 100)}%`;
}

function topShare(repetition: Repetition): number {
  return repetition.top[0]?.share ?? 0;
}

export async function runReaderBench(options: ReaderBenchOptions): Promise<Section> {
  const section: Section = { title: 'Offline reader (issue 23 §2): generated readings and follow-ups, tests/fixtures/reader/', tables: [], notes: [] };
  options.log('reader: composing readings and follow-ups…');
  const started = performance.now();
  const quality = measureReader();
  const seconds = (performance.now() - started) / 1000;
  const leanShare = quality.lean.checked > 0 ? quality.lean.agreed / quality.lean.checked : 0;
  const kindShare = quality.kinds.correct / quality.kinds.lines;
  const heldOutShare = quality.heldOutKinds.correct / quality.heldOutKinds.lines;
  section.tables.push({
    title: `${int(quality.readings)} readings, ${int(quality.followUps)} follow-ups (${fixed(seconds)} s)`,
    columns: ['measure', 'figure', 'target'],
    rows: [
      [
        'most frequent sentence, readings',
        withMark(percent(topShare(quality.readingRepetition)), topShare(quality.readingRepetition) <= FLOORS.maxSentenceShare),
        `≤ ${percent(FLOORS.maxSentenceShare)}`,
      ],
      [
        'most frequent sentence, follow-ups',
        withMark(percent(topShare(quality.followUpRepetition)), topShare(quality.followUpRepetition) <= FLOORS.maxSentenceShare),
        `≤ ${percent(FLOORS.maxSentenceShare)}`,
      ],
      [
        'a sentence twice in one conversation',
        withMark(int(quality.readingRepetition.repeatsWithin + quality.followUpRepetition.repeatsWithin), quality.followUpRepetition.repeatsWithin === 0),
        '0',
      ],
      ['doubled punctuation', withMark(int(quality.doubled.length), quality.doubled.length === 0), '0'],
      [
        `lean agrees with the cards (${int(quality.lean.checked)} yes/no readings)`,
        withMark(percent(leanShare), leanShare >= FLOORS.leanAgreement),
        `≥ ${percent(FLOORS.leanAgreement)}`,
      ],
      ['a yes carried by a reversed card', withMark(int(quality.lean.reversedYes), quality.lean.reversedYes === 0), '0'],
      [
        `question kind recognised (${int(quality.kinds.lines)} labelled follow-ups)`,
        withMark(percent(kindShare), kindShare >= FLOORS.kindRecognition),
        `≥ ${percent(FLOORS.kindRecognition)}`,
      ],
      [
        `… on the held-out set (${int(quality.heldOutKinds.lines)}, not used for tuning)`,
        withMark(percent(heldOutShare), heldOutShare >= FLOORS.kindRecognition),
        `≥ ${percent(FLOORS.kindRecognition)}`,
      ],
    ],
    notes: [
      ...quality.readingRepetition.top.slice(0, 3).map((entry) => `reading: ${percent(entry.share)} “${entry.sentence}”`),
      ...quality.followUpRepetition.top.slice(0, 3).map((entry) => `follow-up: ${percent(entry.share)} “${entry.sentence}”`),
      ...quality.lean.disagreements.slice(0, 5).map((line) => `lean: ${line}`),
      ...quality.kinds.misses.slice(0, 5).map((line) => `kind: ${line}`),
      ...quality.heldOutKinds.misses.slice(0, 5).map((line) => `held-out kind: ${line}`),
    ],
  });
  // Issue 26 §1: the same bar for every spread; a quick run keeps to the Celtic Cross, the largest.
  const spreads = options.quick ? SPREADS_UNDER_TEST.filter((spread) => spread.id === 'celtic-cross') : SPREADS_UNDER_TEST;
  options.log(`reader: ${spreads.length} spread(s), 200 readings each…`);
  const spreadStarted = performance.now();
  const rows = spreads.map((spread) => {
    const measured = measureSpread(spread);
    const share = topShare(measured.repetition);
    const lean = measured.lean.checked > 0 ? measured.lean.agreed / measured.lean.checked : 0;
    return [
      `${spread.name} (${spread.positions.length})`,
      withMark(percent(share), share <= FLOORS.maxSentenceShare && measured.repetition.repeatsWithin === 0 && measured.followUpRepeats === 0),
      withMark(percent(lean), lean >= FLOORS.leanAgreement && measured.lean.reversedYes === 0),
      withMark(int(measured.unnamed.length), measured.unnamed.length === 0),
      `${int(measured.words.mean)} / ${int(measured.words.max)}`,
      int(measured.longestParagraph),
    ];
  });
  section.tables.push({
    title: `Every spread (issue 26 §1): 200 readings each with reversals (${fixed((performance.now() - spreadStarted) / 1000)} s)`,
    columns: ['spread (cards)', 'most frequent sentence', 'lean agrees', 'places not named', 'words mean / max', 'longest paragraph'],
    rows,
    notes: [],
  });
  section.notes.push(
    'Headings, quoted words and referrals to a doctor, lawyer or adviser are left out of the sentence shares; the safety resources are not the reader’s.',
  );
  return section;
}
