// Asking again (issue 27 §4): sameQuestion against the labelled pairs in tests/fixtures/reask-pairs.tsv,
// on the tuned three quarters, the held-out quarter (every fourth pair, never tuned on) and the
// whole, and the time one comparison takes. No server: sameQuestion is a pure function.
import { sameQuestion } from '../../src/server/domain/readings/same-question.ts';
import { AGREEMENT_FLOOR, readReaskPairs, scorePairs, splitHeldOut, type LabelledPair } from '../../tests/support/reask-pairs.ts';
import { fixed, int, withMark, type Section } from './report.ts';

interface ReaskBenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

function percent(value: number): string {
  return Number.isNaN(value) ? '—' : `${fixed(value * 100)}%`;
}

/** Processor microseconds per comparison over `rounds` passes of the pairs. */
function cpuPerComparison(pairs: readonly LabelledPair[], rounds: number): number {
  for (const pair of pairs) sameQuestion(pair.a, pair.b);
  const started = process.cpuUsage();
  for (let round = 0; round < rounds; round += 1) for (const pair of pairs) sameQuestion(pair.a, pair.b);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / (rounds * pairs.length);
}

export async function runReaskBench(options: ReaskBenchOptions): Promise<Section> {
  const section: Section = { title: 'Asking again (issue 27 §4): the labelled pairs in tests/fixtures/reask-pairs.tsv', tables: [], notes: [] };
  try {
    const pairs = readReaskPairs();
    const { tuned, heldOut } = splitHeldOut(pairs);
    options.log(`reask: ${pairs.length} pairs`);
    const rows = (
      [
        ['tuned (3 of every 4)', tuned],
        ['held out (every 4th, never tuned on)', heldOut],
        ['whole', pairs],
      ] as const
    ).map(([name, set]) => {
      const score = scorePairs(set, sameQuestion);
      const labelledSame = set.filter((pair) => pair.same).length;
      return [
        name,
        int(set.length),
        int(labelledSame),
        name === 'whole' ? withMark(percent(score.agreement), score.agreement >= AGREEMENT_FLOOR) : percent(score.agreement),
        percent(score.precision),
        percent(score.recall),
      ];
    });
    section.tables.push({
      title: 'Agreement with the labels',
      columns: ['pairs', 'count', 'labelled same', 'agreement', 'precision (called same and labelled same)', 'recall (labelled same and called same)'],
      rows,
      notes: [`Target: agreement ≥ ${percent(AGREEMENT_FLOOR)} on the whole set.`],
    });
    const cpu = cpuPerComparison(pairs, options.quick ? 3 : 20);
    section.tables.push({
      title: 'Time per comparison (µs)',
      columns: ['input', 'processor time, mean'],
      rows: [['a labelled pair', fixed(cpu)]],
      notes: ['The API compares a question with at most 100 readings of the last 24 hours.'],
    });
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  }
  return section;
}
