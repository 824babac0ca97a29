// The risk assessment (issue 23 §1) against every labelled set in tests/fixtures/safety/, each file
// on its own (a held-out set written blind shows up as soon as it is there), per concern, and the
// time one assessment takes. No server: assessRisk is a pure function.
import { assessRisk } from '../../src/server/domain/safety/assess-risk.ts';
import { SAFETY_CONCERNS } from '../../src/shared/safety.ts';
import {
  FALSE_ALARM_CEILING,
  labelledSetFiles,
  readLabelledSet,
  RECALL_FLOOR,
  scoreSet,
  share,
  splitHalves,
  UNSEEN_SETS_DIR,
  type LabelledPhrasing,
} from '../../tests/support/safety-sets.ts';
import { fixed, int, mean, percentile, withMark, type Section, type Table } from './report.ts';

interface SafetyBenchOptions {
  quick: boolean;
  log: (line: string) => void;
}

/** The issue's own bound for one assessment of a long question. */
const LONGEST_QUESTION = 600;
const TIME_TARGET_MICROSECONDS = 1000;

function percent(value: number): string {
  return Number.isNaN(value) ? '—' : `${fixed(value * 100)}%`;
}

function setTables(fileName: string, phrasings: readonly LabelledPhrasing[]): Table[] {
  const score = scoreSet(phrasings, assessRisk);
  const recall = share(score.mustFire.caught, score.mustFire.lines);
  const falseAlarms = share(score.mustNotFire.falseAlarms, score.mustNotFire.lines);
  const overall: Table = {
    title: fileName,
    columns: ['', 'lines', 'caught (every concern)', 'fired at all', 'false alarms'],
    rows: [
      [
        'must fire',
        int(score.mustFire.lines),
        score.mustFire.lines ? withMark(percent(recall), recall >= RECALL_FLOOR) : '—',
        percent(share(score.mustFire.firedAtAll, score.mustFire.lines)),
        '',
      ],
      [
        'must not fire',
        int(score.mustNotFire.lines),
        '',
        '',
        score.mustNotFire.lines ? withMark(`${percent(falseAlarms)} (${int(score.mustNotFire.falseAlarms)})`, falseAlarms <= FALSE_ALARM_CEILING) : '—',
      ],
    ],
    notes: [`Targets: caught ≥ ${percent(RECALL_FLOOR)}, false alarms ≤ ${percent(FALSE_ALARM_CEILING)}.`],
  };
  const byConcern: Table = {
    title: `${fileName}, per concern (phrasings that list it)`,
    columns: ['concern', 'lines', 'recognised', 'fired at all'],
    rows: SAFETY_CONCERNS.map((concern) => {
      const tally = score.byConcern.get(concern) ?? { lines: 0, caught: 0, firedAtAll: 0 };
      return [concern, int(tally.lines), percent(share(tally.caught, tally.lines)), percent(share(tally.firedAtAll, tally.lines))];
    }),
  };
  overall.rows = overall.rows.filter((row) => row[1] !== '0');
  return score.mustFire.lines > 0 ? [overall, byConcern] : [overall];
}

/** Wall-clock microseconds of each assessment, each text assessed `rounds` times after a warm-up. */
function timeAssessments(texts: readonly string[], rounds: number): number[] {
  for (const text of texts) assessRisk(text);
  const times: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const text of texts) {
      const started = performance.now();
      assessRisk(text);
      times.push((performance.now() - started) * 1000);
    }
  }
  return times;
}

/**
 * Processor microseconds per assessment over `rounds` passes: on a shared machine the wall clock
 * also counts the time this process waited for a core, the processor time does not.
 */
function cpuPerAssessment(texts: readonly string[], rounds: number): number {
  const started = process.cpuUsage();
  for (let round = 0; round < rounds; round += 1) for (const text of texts) assessRisk(text);
  const used = process.cpuUsage(started);
  return (used.user + used.system) / (rounds * texts.length);
}

export async function runSafetyBench(options: SafetyBenchOptions): Promise<Section> {
  const section: Section = { title: 'Risk assessment (issue 23 §1): the labelled sets in tests/fixtures/safety/ and safety-unseen/', tables: [], notes: [] };
  try {
    const sets = labelledSetFiles().map((fileName) => ({ fileName, phrasings: readLabelledSet(fileName) }));
    for (const { fileName, phrasings } of sets) {
      options.log(`safety: ${fileName}, ${phrasings.length} phrasings`);
      section.tables.push(...setTables(fileName, phrasings));
    }
    for (const fileName of labelledSetFiles(UNSEEN_SETS_DIR)) {
      const phrasings = readLabelledSet(fileName, UNSEEN_SETS_DIR);
      const { tuned, heldOut } = splitHalves(phrasings);
      options.log(`safety: unseen ${fileName}, ${phrasings.length} phrasings`);
      section.tables.push(
        ...setTables(`safety-unseen/${fileName}, tuned half`, tuned),
        ...setTables(`safety-unseen/${fileName}, held-out half`, heldOut),
        ...setTables(`safety-unseen/${fileName}, whole`, phrasings),
      );
    }
    const texts = sets.flatMap((set) => set.phrasings.map((phrasing) => phrasing.text));
    const longest = texts.join(' . ').slice(0, LONGEST_QUESTION);
    const rounds = options.quick ? 3 : 20;
    const longRounds = options.quick ? 200 : 2000;
    const perPhrasing = timeAssessments(texts, rounds);
    const perLongest = timeAssessments([longest], longRounds);
    const cpuLongest = cpuPerAssessment([longest], longRounds);
    section.tables.push({
      title: 'Time per assessment (µs)',
      columns: ['input', 'assessments', 'processor time, mean', 'wall p50', 'wall p99'],
      rows: [
        [
          'a labelled phrasing',
          int(perPhrasing.length),
          fixed(cpuPerAssessment(texts, rounds)),
          fixed(percentile(perPhrasing, 50)),
          fixed(percentile(perPhrasing, 99)),
        ],
        [
          `${LONGEST_QUESTION} characters of them`,
          int(perLongest.length),
          withMark(fixed(cpuLongest), cpuLongest < TIME_TARGET_MICROSECONDS),
          fixed(percentile(perLongest, 50)),
          fixed(percentile(perLongest, 99)),
        ],
      ],
      notes: [
        `Target: well under ${int(TIME_TARGET_MICROSECONDS)} µs for ${LONGEST_QUESTION} characters (processor time, mean).`,
        `Mean wall time of a labelled phrasing: ${fixed(mean(perPhrasing))} µs; the wall times include waiting for a core when the machine is busy.`,
      ],
    });
    section.notes.push('safety-unseen/: sets written blind and scored before a round; only the first half of each file is tuned on.');
    section.notes.push('A phrasing that must fire is caught when every concern it lists is recognised; "fired at all" counts any concern.');
  } catch (error) {
    section.error = error instanceof Error ? error.message : String(error);
  }
  return section;
}
