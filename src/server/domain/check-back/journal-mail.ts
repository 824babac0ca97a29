import { and, eq, gte, isNotNull, isNull, lt } from 'drizzle-orm';
import { CHECK_BACK_DAY_CHOICES, CHECK_BACK_LINK_DAYS, OUTCOMES } from '../../../shared/journal/journal.ts';
import { paths } from '../../../shared/paths.ts';
import type { Executor } from '../../db/client.ts';
import { reading, user } from '../../db/schema.ts';
import { instantOfLocalTime } from '../jobs/local-time.ts';
import { escapeHtml, greetingFor } from '../mail/account-mail.ts';
import type { OutgoingMail } from '../mail/outgoing-mail.ts';
import type { MailMessage } from '../ports/mailer.ts';
import { tapLinksExpireAt, type JournalLinks } from './links.ts';
import { checkBackDate, scheduleDailyReminder } from './schedule.ts';

// The journal mails' texts (issue 27 §2, §6), composed when the job runs, from the database as it
// is then: readings answered, deleted or no longer asked about in the meantime are left out, and
// nothing goes to a person who unsubscribed. A mail may be read by someone else (a shared inbox, a
// lock screen): it names each reading by its date and cards only, never its question or text.

const DAY_MS = 24 * 60 * 60 * 1000;
const LONGEST_WAIT_DAYS = Math.max(...CHECK_BACK_DAY_CHOICES);
const SIGN_OFF_TEXT = 'May your cards bring you clarity,\nThe Tarot Insights team';
const SIGN_OFF_HTML = '<p>May your cards bring you clarity,<br>The Tarot Insights team</p>';

export interface JournalMailContext {
  db: Executor;
  links: JournalLinks;
  mail: OutgoingMail;
  publicUrl: string;
  now: Date;
}

export interface CheckBackJob {
  userId: string | null;
  date: string;
  timeZone: string;
}
export interface DailyReminderJob {
  userId: string | null;
  /** The occurrence this reminder is for (a wall-clock time in `timeZone`). */
  localTime: string;
  timeZone: string;
}

/** The date a person reads a reading by, in their zone: "Tuesday, 1 December 2026". */
export function readingDateLabel(createdAt: Date, timeZone: string): string {
  return createdAt.toLocaleDateString('en-GB', { timeZone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

export function cardsLabel(cards: readonly string[], reversed: readonly boolean[]): string {
  return cards.map((card, index) => (reversed[index] === true ? `${card} (reversed)` : card)).join(', ');
}

/** The headers mailbox providers require of bulk mail (RFC 2369, RFC 8058): one click, no sign-in. */
function unsubscribeParts(context: JournalMailContext, userId: string) {
  const url = `${context.publicUrl}${paths.mailUnsubscribe(context.links.unsubscribeToken(userId))}`;
  const accountUrl = `${context.publicUrl}${paths.account}`;
  const why = 'You get this mail because journal mails are on for your Tarot Insights account.';
  return {
    headers: { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    text: `${why} Change them on your account page (${accountUrl}) or unsubscribe from them: ${url}`,
    html: `<p style="font-size:13px;">${why} Change them on <a href="${escapeHtml(accountUrl)}">your account page</a> or <a href="${escapeHtml(url)}">unsubscribe</a>.</p>`,
  };
}

async function recipient(db: Executor, userId: string | null) {
  if (!userId) return null;
  const [row] = await db
    .select({ email: user.email, name: user.name, mailOffAt: user.journalMailOffAt, reminderHour: user.dailyReminderHour, timeZone: user.timeZone })
    .from(user)
    .where(eq(user.id, userId));
  return row ?? null;
}

/** The readings whose check-back falls on the job's day and still wants an answer. */
async function readingsDue(db: Executor, userId: string, job: CheckBackJob) {
  const day = Date.parse(`${job.date}T00:00:00Z`);
  const rows = await db
    .select({ id: reading.id, cards: reading.cards, reversed: reading.reversed, createdAt: reading.createdAt, days: reading.checkBackDays })
    .from(reading)
    .where(
      and(
        eq(reading.userId, userId),
        isNull(reading.outcome),
        isNotNull(reading.checkBackDays),
        // Wide enough for any zone: the exact day is checked below, in the zone the job was timed in.
        gte(reading.createdAt, new Date(day - (LONGEST_WAIT_DAYS + 1) * DAY_MS)),
        lt(reading.createdAt, new Date(day + DAY_MS)),
      ),
    )
    .orderBy(reading.createdAt);
  return rows.filter((row) => row.days !== null && checkBackDate(row.createdAt, row.days, job.timeZone) === job.date);
}

/** The check-back mail of one person's day, or null when nothing is left to ask about (or they unsubscribed). */
export async function checkBackMail(context: JournalMailContext, job: CheckBackJob): Promise<MailMessage | null> {
  const person = await recipient(context.db, job.userId);
  if (!job.userId || !person || person.mailOffAt) return null;
  const due = await readingsDue(context.db, job.userId, job);
  if (due.length === 0) return null;
  const expiresAt = tapLinksExpireAt(context.now);
  const greeting = greetingFor(person.name);
  const several = due.length > 1;
  const intro = several
    ? `You drew these readings a little while ago. How did they land? One tap records your answer, and you can change it later.`
    : `You drew this reading a little while ago. How did it land? One tap records your answer, and you can change it later.`;
  const blocks = due.map((row) => {
    const token = context.links.tapToken(row.id, expiresAt);
    const title = `Your reading of ${readingDateLabel(row.createdAt, job.timeZone)}`;
    const cards = cardsLabel(row.cards, row.reversed);
    const answers = OUTCOMES.map((outcome) => ({ label: outcome.label, url: `${context.publicUrl}${paths.checkBack(token, outcome.value)}` }));
    const noteUrl = `${context.publicUrl}${paths.reading(row.id)}`;
    return {
      text: `${title}\nCards: ${cards}\n\n${answers.map((answer) => `${answer.label}: ${answer.url}`).join('\n')}\n\nAdd a note (sign in): ${noteUrl}`,
      html: `<h2 style="font-size:18px;margin:24px 0 8px;">${escapeHtml(title)}</h2>
<p>Cards: ${escapeHtml(cards)}</p>
<p>${answers.map((answer) => `<a href="${escapeHtml(answer.url)}">${escapeHtml(answer.label)}</a>`).join(' &middot; ')}</p>
<p><a href="${escapeHtml(noteUrl)}">Add a note</a> (you will be asked to sign in)</p>`,
    };
  });
  const links = unsubscribeParts(context, job.userId);
  const validity = `The answer links work for ${CHECK_BACK_LINK_DAYS} days.`;
  return {
    to: person.email,
    subject: several ? 'How did your readings land?' : 'How did your reading land?',
    text: `${greeting}\n\n${intro}\n\n${blocks.map((block) => block.text).join('\n\n')}\n\n${validity}\n\n${SIGN_OFF_TEXT}\n\n${links.text}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${intro}</p>\n${blocks.map((block) => block.html).join('\n')}\n<p>${validity}</p>\n${SIGN_OFF_HTML}\n${links.html}`,
    headers: links.headers,
  };
}

/**
 * The card-of-the-day reminder, or null when it was turned off or the person unsubscribed. While
 * it is on, the next day's is scheduled first, so a failed send does not end the series. It links
 * to the card of the day and carries no reading's text.
 */
export async function dailyReminderMail(context: JournalMailContext, job: DailyReminderJob): Promise<MailMessage | null> {
  const person = await recipient(context.db, job.userId);
  if (!job.userId || !person || person.reminderHour === null) return null;
  // After this occurrence, even when it runs early by the clock of the instance: never the same one twice.
  const occurrence = instantOfLocalTime(job.localTime, job.timeZone);
  const after = occurrence > context.now ? occurrence : context.now;
  await scheduleDailyReminder(context.mail, { userId: job.userId, ...person }, person.reminderHour, { after });
  if (person.mailOffAt) return null;
  const greeting = greetingFor(person.name);
  const url = `${context.publicUrl}${paths.accountDailyCard}`;
  const links = unsubscribeParts(context, job.userId);
  const invitation = 'Your card of the day is waiting for you.';
  return {
    to: person.email,
    subject: 'Your card of the day is waiting',
    text: `${greeting}\n\n${invitation}\n\nDraw it here: ${url}\n\n${SIGN_OFF_TEXT}\n\n${links.text}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${invitation}</p>\n<p><a href="${escapeHtml(url)}">Draw my card of the day</a></p>\n${SIGN_OFF_HTML}\n${links.html}`,
    headers: links.headers,
  };
}
