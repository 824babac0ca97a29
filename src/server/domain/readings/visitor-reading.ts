import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/i18n/languages.ts';
import type { InterpretTempResponse } from '../../../shared/schemas/reading.ts';
import type { CounterStore } from '../ports/counter-store.ts';
import type { Reader } from '../ports/reader.ts';
import type { Database } from '../../db/client.ts';
import { tempReading, visitorDraw } from '../../db/schema.ts';
import { AppError, readerUnavailable } from '../../errors.ts';
import { resolveCards } from '../draw/cards.ts';
import { reserveLlmCall, type LlmBudget } from '../limits/llm-budget.ts';
import { limitReached } from '../limits/rate-limit.ts';
import { createPreviewStreamer, previewOf } from './preview.ts';
import type { StreamJob } from './stream-job.ts';
import { collectReading } from './collect-reading.ts';
import { drawFairly, type FairDrawChoice, type FairDrawResult } from '../draw/fair-draw.ts';
import { THREE_CARD_SPREAD } from '../../../shared/spreads/spread.ts';
import { assessForReader } from '../safety/reader-safety.ts';

const DAY_SECONDS = 24 * 60 * 60;

export const FREE_READING_USED = 'Your free reading has been used. Sign up to keep exploring your cards.';
export const FREE_READINGS_CAP_REACHED = 'The free readings for your network are used up for today. Sign up to keep exploring your cards.';
export const CARDS_NOT_DRAWN = 'Only the cards drawn for you can be read. Please draw your cards again.';

/** How long a visitor's draw can still be read. The page asks at once; older draws are pruned (clean-up.ts). */
export const VISITOR_DRAW_MAX_AGE_SECONDS = 60 * 60;
const drawnSince = () => sql`now() - make_interval(secs => ${VISITOR_DRAW_MAX_AGE_SECONDS})`;

export interface VisitorDeps {
  db: Database;
  reader: Reader;
  counters: CounterStore;
  freeReadingsPerAddressPerDay: number;
  llmBudget: LlmBudget;
}

/**
 * Draws three Major Arcana cards for the visitor's browser and records them (replacing any earlier
 * draw of that browser): the free reading interprets only the cards the server drew. The seeds go
 * with them, so the preview, and the reading it may become, can be verified.
 */
export async function drawForVisitor(db: Database, browserId: string, choice?: FairDrawChoice): Promise<FairDrawResult> {
  // A visitor has no preferences: always the spec's draw.
  const drawn = await drawFairly(db, { browserId }, choice, { deck: 'major', reversals: false });
  const names = drawn.cards.map((card) => card.name);
  await db
    .insert(visitorDraw)
    .values({ browserId, cards: names, fairDraw: drawn.fairDraw })
    .onConflictDoUpdate({ target: visitorDraw.browserId, set: { cards: names, fairDraw: drawn.fairDraw, drawnAt: sql`now()` } });
  return drawn;
}

/** Browsers that draw and never ask would otherwise leave a row each for good (the clean-up job). */
export async function pruneStaleVisitorDraws(db: Database): Promise<number> {
  const pruned = await db.delete(visitorDraw).where(lt(visitorDraw.drawnAt, drawnSince())).returning({ browserId: visitorDraw.browserId });
  return pruned.length;
}

/** The browser id and the draw's seeds, once its latest draw is exactly these cards in this order; 409 otherwise. */
async function requireDrawnCards(db: Database, browserId: string | null, cardNames: readonly string[]) {
  if (browserId) {
    const [drawn] = await db
      .select({ cards: visitorDraw.cards, fairDraw: visitorDraw.fairDraw })
      .from(visitorDraw)
      .where(and(eq(visitorDraw.browserId, browserId), gt(visitorDraw.drawnAt, drawnSince())));
    if (drawn && drawn.cards.length === cardNames.length && drawn.cards.every((name, index) => name === cardNames[index])) {
      return { browserId, fairDraw: drawn.fairDraw };
    }
  }
  throw new AppError(409, CARDS_NOT_DRAWN);
}

export interface VisitorReadingInput {
  question: string;
  cardNames: string[];
  tempUserId: string;
  /** The request's ti_visitor cookie: the browser the cards were drawn for. */
  browserId: string | null;
  address: string;
  /** The browser's language (issue 28 §1): the preview is written in it. */
  language: Language;
}

/**
 * Claims the visitor's one free reading of the cards drawn for their browser, then returns the job
 * that writes it. The claim is a unique row per tempUserId and per browser, so concurrent attempts
 * produce exactly one reading.
 */
export async function startVisitorReading(deps: VisitorDeps, input: VisitorReadingInput): Promise<StreamJob<InterpretTempResponse>> {
  const cards = resolveCards(input.cardNames);
  const { browserId, fairDraw } = await requireDrawnCards(deps.db, input.browserId, input.cardNames);
  const safety = assessForReader(input.question);
  const concerns = [...safety.concerns];
  const [claim] = await deps.db
    .insert(tempReading)
    .values({ tempUserId: input.tempUserId, browserId, question: input.question, cards: input.cardNames, fairDraw, safety: concerns })
    .onConflictDoNothing()
    .returning({ id: tempReading.id });
  if (!claim) throw new AppError(403, FREE_READING_USED);

  try {
    // The cap bounds model spending: the offline reader costs nothing, so it must wall nobody out.
    if (deps.reader.metered && deps.freeReadingsPerAddressPerDay > 0) {
      const hit = await deps.counters.hit(`free-reading:${input.address}`, DAY_SECONDS);
      if (hit.count > deps.freeReadingsPerAddressPerDay) {
        throw limitReached('freeReadingsPerAddress', hit.retryAfterSeconds, FREE_READINGS_CAP_REACHED);
      }
    }
    await reserveLlmCall(deps, { address: input.address, purpose: 'visitor-reading' });
  } catch (error) {
    await deps.db.delete(tempReading).where(eq(tempReading.id, claim.id));
    throw error;
  }

  return {
    safety: concerns,
    async run(onDelta, signal) {
      const preview = createPreviewStreamer(onDelta);
      let text: string;
      const request = {
        kind: 'interpretation',
        question: input.question,
        cards,
        positions: THREE_CARD_SPREAD.positions,
        safety,
        language: input.language,
      } as const;
      try {
        text = await collectReading(deps.reader, request, signal, (delta) => preview.push(delta), {
          db: deps.db,
          served: { kind: 'visitor_preview', readingId: null, tempReadingId: claim.id, followUpId: null, userId: null },
        });
      } catch (error) {
        // A failed reading does not use up the free reading: the visitor can try again.
        await deps.db.delete(tempReading).where(eq(tempReading.id, claim.id));
        if (error instanceof AppError) throw error;
        throw readerUnavailable();
      }
      preview.finish(text);
      try {
        await deps.db.update(tempReading).set({ interpretation: text }).where(eq(tempReading.id, claim.id));
      } catch (error) {
        // The visitor has seen the preview, but with nothing stored there is nothing to sign up
        // for and keep: the claim goes, and their next try is a full reading again.
        await deps.db.delete(tempReading).where(eq(tempReading.id, claim.id));
        throw error;
      }
      return { interpretation: previewOf(text), preview: true, safety: concerns };
    },
  };
}
