import { OUTCOMES, type Outcome } from '../../shared/journal/journal.ts';
import { paths } from '../../shared/paths.ts';
import { escapeHtml } from './escape-html.ts';

// The small pages a journal mail's links open (issue 27 §2): no sign-in, no app code, in the app's
// colours. A one-tap page shows only what its mail showed (the reading's date and cards).

const STYLE = `
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px; box-sizing: border-box;
    font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif; line-height: 1.6;
    color: #f6f1ff; background: #0d0b1f; color-scheme: dark; }
  main { width: 100%; max-width: 34rem; box-sizing: border-box; padding: 28px; border: 1px solid rgba(201, 184, 255, 0.22); border-radius: 16px; background: #241e4e; }
  h1 { margin: 0 0 12px; font-family: Georgia, 'Times New Roman', serif; font-weight: 500; color: #f2d891; font-size: 1.8rem; }
  p { margin: 0 0 16px; color: #e4ddf7; }
  .answers { display: flex; flex-wrap: wrap; gap: 8px; margin: 0 0 16px; padding: 0; list-style: none; }
  button { font: inherit; min-height: 44px; padding: 8px 18px; border-radius: 999px; border: 1px solid #e9c46a; background: transparent; color: #f6f1ff; cursor: pointer; }
  button.primary { background: #e9c46a; color: #0d0b1f; font-weight: 600; }
  a { color: #f2d891; }
`;

function page(title: string, body: string, withScript = false): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Tarot Insights</title>
<style>${STYLE}</style>
${withScript ? `<script src="${paths.checkBackScript}" defer></script>\n` : ''}</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

const labelOf = (outcome: Outcome) => OUTCOMES.find((entry) => entry.value === outcome)?.label ?? outcome;

function answerForm(token: string, outcome: Outcome, options: { primary?: boolean; autosave?: boolean; label?: string } = {}): string {
  return `<form method="post" action="${escapeHtml(paths.checkBack(token))}"${options.autosave ? ' data-autosave' : ''}>
<input type="hidden" name="answer" value="${outcome}">
<button type="submit"${options.primary ? ' class="primary"' : ''}>${escapeHtml(options.label ?? labelOf(outcome))}</button>
</form>`;
}

function readingLines(view: { date: string; cards: string }): string {
  return `<p>Your reading of ${escapeHtml(view.date)}<br>Cards: ${escapeHtml(view.cards)}</p>`;
}

function otherAnswers(token: string, except: Outcome | null, heading: string): string {
  const others = OUTCOMES.filter((entry) => entry.value !== except);
  return `<p>${heading}</p>\n<ul class="answers">${others.map((entry) => `<li>${answerForm(token, entry.value)}</li>`).join('')}</ul>`;
}

/**
 * The page a one-tap link opens: the tapped answer, saved by the page's script as it loads (a link
 * scanner that fetches the page runs none, so it records nothing) or by its button.
 */
export function tapPage(token: string, view: { date: string; cards: string }, answer: Outcome | null): string {
  if (!answer) {
    return page('How did it land?', `<h1>How did it land?</h1>\n${readingLines(view)}\n${otherAnswers(token, null, 'Choose your answer:')}`);
  }
  return page(
    'How did it land?',
    `<h1>How did it land?</h1>
${readingLines(view)}
<p role="status">Saving your answer: <strong>${escapeHtml(labelOf(answer))}</strong>…</p>
${answerForm(token, answer, { primary: true, autosave: true, label: `Save “${labelOf(answer)}”` })}`,
    true,
  );
}

/** After an answer is saved: what was saved, the other answers to change it, and the reading (sign-in required there). */
export function tapSavedPage(token: string, view: { readingId: string; date: string; cards: string }, saved: Outcome): string {
  return page(
    'Answer saved',
    `<h1>Thank you</h1>
${readingLines(view)}
<p role="status">Your answer is saved: <strong>${escapeHtml(labelOf(saved))}</strong></p>
${otherAnswers(token, saved, 'Changed your mind? Choose another answer:')}
<p><a href="${escapeHtml(paths.reading(view.readingId))}">Open the reading to add a note</a> (you will be asked to sign in).</p>`,
  );
}

/** A link that cannot be used: expired, altered, or its reading deleted. Nothing was recorded. */
export function tapFailedPage(reason: 'invalid' | 'expired' | 'gone'): string {
  const [title, text] =
    reason === 'expired'
      ? ['This link has expired', 'Answer links work for a limited time. You can still answer on the reading’s page once you sign in.']
      : reason === 'gone'
        ? ['This reading no longer exists', 'It was deleted, so there is nothing to answer. Nothing was recorded.']
        : ['This link does not work', 'It may have been cut short or changed on the way. Nothing was recorded; open the link from the mail again.'];
  return page(title, `<h1>${title}</h1>\n<p>${text}</p>\n<p><a href="${paths.account}">Your account</a></p>`);
}

export function unsubscribeConfirmPage(token: string): string {
  return page(
    'Unsubscribe',
    `<h1>Stop journal mails?</h1>
<p>No more check-back mails about your readings and no card-of-the-day reminders. You can turn them back on from your account page.</p>
<form method="post" action="${escapeHtml(paths.mailUnsubscribe(token))}"><button type="submit" class="primary">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(): string {
  return page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1>
<p role="status">You will get no more check-back mails or card-of-the-day reminders. You can turn them back on from <a href="${paths.account}">your account page</a>.</p>`,
  );
}

export function unsubscribeFailedPage(): string {
  return page(
    'This link does not work',
    `<h1>This link does not work</h1>\n<p>It may have been cut short on the way. You can turn journal mails off on <a href="${paths.account}">your account page</a>.</p>`,
  );
}

/** Submits the page's autosave form once, as the page loads. */
export const TAP_SCRIPT = `document.querySelector('form[data-autosave]')?.requestSubmit();\n`;
