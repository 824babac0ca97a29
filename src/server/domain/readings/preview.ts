/** A visitor sees the opening and the first card's section; the rest waits behind sign-up. */
const PREVIEW_MAX_CHARS = 1_200;
/** An answer this short is shown whole; a longer one without two headings, about its first half. */
const SHORT_ANSWER_CHARS = 400;

const HEADING_LINE = /^\*\*[^*\n]+\*\*\s*$/gm;

function lastBreakBefore(text: string, limit: number): number {
  const slice = text.slice(0, limit);
  const paragraph = slice.lastIndexOf('\n\n');
  if (paragraph > limit / 3) return paragraph;
  const sentence = Math.max(slice.lastIndexOf('. '), slice.lastIndexOf('.\n'));
  return sentence > limit / 3 ? sentence + 1 : limit;
}

/**
 * Where the preview ends in `text`, or undefined while that cannot be known yet.
 * `complete` says the text will not grow any more.
 */
function previewEnd(text: string, complete: boolean): number | undefined {
  const headings = [...text.matchAll(HEADING_LINE)].map((match) => match.index);
  const second = headings[1];
  if (second !== undefined && second <= PREVIEW_MAX_CHARS) return second;
  if (text.length > PREVIEW_MAX_CHARS) return lastBreakBefore(text, PREVIEW_MAX_CHARS);
  if (complete) return text.length <= SHORT_ANSWER_CHARS ? text.length : lastBreakBefore(text, Math.ceil(text.length * 0.5));
  return undefined;
}

export function previewOf(text: string): string {
  return text.slice(0, previewEnd(text, true)).trimEnd();
}

/**
 * How much of a text of `length` characters, still growing, belongs to its preview whatever comes
 * next. Without two headings the cut depends on the whole answer's length (about half of it, at a
 * break past a third of that half), so the least it can be is a sixth of the shortest answer that
 * is cut at all.
 */
function surelyInPreview(length: number): number {
  return Math.min(length, Math.floor(Math.ceil(Math.max(length, SHORT_ANSWER_CHARS + 1) / 2) / 3));
}

/**
 * Feeds deltas of a growing text and hands on only what is surely part of the preview, so nothing
 * past the cut is ever sent, whatever the model writes: the words flow as far as that is known, and
 * the rest of the preview follows once the cut is (at the second heading, past the longest preview,
 * or at the end of the answer).
 */
export function createPreviewStreamer(emit: (text: string) => void) {
  let text = '';
  let sent = 0;
  let done = false;
  return {
    push(delta: string) {
      if (done) return;
      text += delta;
      const end = previewEnd(text, false);
      const lineStart = text.lastIndexOf('\n') + 1;
      // A line that may become a heading is held until it ends: it may be where the preview stops.
      const held = text.slice(lineStart).trimStart().startsWith('*') || text.length - lineStart < 2 ? lineStart : text.length;
      const limit = end ?? Math.min(held, surelyInPreview(text.length));
      if (limit > sent) {
        emit(text.slice(sent, limit));
        sent = limit;
      }
      if (end !== undefined) done = true;
    },
    finish(fullText: string) {
      if (done) return;
      const end = previewEnd(fullText, true) ?? fullText.length;
      if (end > sent) emit(fullText.slice(sent, end));
      done = true;
    },
  };
}
