import { useId, useRef, useState } from 'react';
import { paths } from '../../../shared/paths.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { HttpError } from '../../api-client.ts';
import { copyText } from './copy-text.ts';
import { useShareLinks, useSharePreview } from './share-links-api.ts';
import './share.css';

const FAILED = 'Something went wrong. Please try again.';
/** What the system share sheet names the link (issue 28 §3). */
const SHARE_TITLE = 'A tarot reading from Tarot Insights';
const SHARE_BUTTON = 'Share…';

/** Where the browser has the system share sheet (phones, mostly), a link is shared through it. */
function hasShareSheet(url: string): boolean {
  return 'share' in navigator && (!('canShare' in navigator) || navigator.canShare({ url }));
}
/** Issue 25 §1: what a model writes in its own words cannot all be found. */
export const PARAPHRASE_NOTE =
  'We leave out the places where the interpretation quotes your question, but a model’s own words may still mention details of it, such as a name or a place. Read the preview before you share.';
const errorText = (error: unknown) => (error instanceof HttpError && error.serverMessage ? error.serverMessage : FAILED);
const dateOf = (iso: string) => new Date(iso).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Make a public link to this reading (with or without its question), copy it, and see or revoke
 * the links made before. A link's address is shown only when it is made: the server keeps no copy.
 */
export default function ShareDialog({ readingId, onClose }: { readingId: string; onClose(): void }) {
  const { query, create, revoke } = useShareLinks(readingId);
  const [showQuestion, setShowQuestion] = useState(false);
  const preview = useSharePreview(readingId, showQuestion);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const linkRef = useRef<HTMLInputElement>(null);
  const checkboxId = useId();
  const linkId = useId();
  const previewId = useId();
  const made = create.data;

  const copy = async (url: string) => {
    const done = await copyText(url);
    setCopied(done ? 'yes' : 'no');
    if (!done) linkRef.current?.select();
  };

  const share = async (url: string) => {
    try {
      await navigator.share({ url, title: SHARE_TITLE });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; a sheet that failed leaves copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(url);
    }
  };

  return (
    <Dialog title="Share this reading" onClose={onClose}>
      <p className="muted">
        Anyone with the link sees the three cards and the interpretation, never your follow-up questions. You can revoke a link at any time.
      </p>
      <div className="share-create">
        <label className="share-checkbox" htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={showQuestion} onChange={(event) => setShowQuestion(event.target.checked)} />
          Show my question
        </label>
        <button
          type="button"
          className="button button-primary"
          disabled={create.isPending}
          onClick={() => {
            setCopied(null);
            create.mutate(showQuestion);
          }}
        >
          {create.isPending ? 'Creating…' : 'Create link'}
        </button>
      </div>
      <div className="share-preview">
        <h3 id={previewId} className="share-list-title">
          What the public page will show
        </h3>
        {!showQuestion && <p className="muted share-note">{PARAPHRASE_NOTE}</p>}
        {preview.isPending && <p className="muted">Loading…</p>}
        {preview.isError && (
          <p className="error-text" role="alert">
            {errorText(preview.error)}
          </p>
        )}
        {preview.data && (
          <div className="share-preview-body" role="region" tabIndex={0} aria-labelledby={previewId}>
            <p>
              <strong>Question:</strong> {preview.data.question ?? 'not shown'}
            </p>
            <p>
              <strong>Cards:</strong> {preview.data.cards.map((card) => (card.reversed ? `${card.name} (reversed)` : card.name)).join(', ')}
            </p>
            <p className="share-preview-text">{preview.data.interpretation}</p>
          </div>
        )}
      </div>
      {create.isError && (
        <p className="error-text" role="alert">
          {errorText(create.error)}
        </p>
      )}
      {made && (
        <div className="share-made">
          <label htmlFor={linkId}>Your new link{made.link.showQuestion ? ' (question shown)' : ' (question hidden)'}</label>
          <div className="share-made-row">
            <input id={linkId} ref={linkRef} className="input" readOnly value={made.url} onFocus={(event) => event.target.select()} />
            {hasShareSheet(made.url) ? (
              <button type="button" className="button button-secondary" onClick={() => void share(made.url)}>
                {SHARE_BUTTON}
              </button>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => void copy(made.url)}>
                Copy link
              </button>
            )}
          </div>
          <p className={copied === 'no' ? 'error-text' : 'success-text'} aria-live="polite">
            {copied === 'yes' ? 'Link copied.' : copied === 'no' ? 'Copying is blocked here: the link is selected, copy it with your keyboard.' : ''}
          </p>
          <p className="muted share-open">
            <a href={paths.shared(made.token)} target="_blank" rel="noreferrer">
              Open the shared page
            </a>
          </p>
        </div>
      )}
      <h3 className="share-list-title">Links to this reading</h3>
      {query.isPending && <p className="muted">Loading…</p>}
      {query.isError && (
        <p className="error-text" role="alert">
          {errorText(query.error)}
        </p>
      )}
      {query.data && query.data.links.length === 0 && <p className="muted">No links yet.</p>}
      {query.data && query.data.links.length > 0 && (
        <ul className="share-list">
          {query.data.links.map((link) => (
            <li key={link.id} className="share-list-item" data-revoked={link.revokedAt !== null}>
              <span>
                {dateOf(link.createdAt)} · {link.showQuestion ? 'question shown' : 'question hidden'}
                {link.revokedAt !== null && <strong className="share-revoked"> · revoked</strong>}
              </span>
              {link.revokedAt === null && (
                <button
                  type="button"
                  className="button button-link"
                  disabled={revoke.isPending && revoke.variables === link.id}
                  aria-label={`Revoke the link created ${dateOf(link.createdAt)}`}
                  onClick={() => revoke.mutate(link.id)}
                >
                  Revoke
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {revoke.isError && (
        <p className="error-text" role="alert">
          {errorText(revoke.error)}
        </p>
      )}
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
