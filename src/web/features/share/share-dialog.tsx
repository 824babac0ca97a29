import { useId, useRef, useState } from 'react';
import { paths } from '../../../shared/paths.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { HttpError } from '../../api-client.ts';
import { m } from '../../i18n/paraglide/messages.js';
import { PAGE_LANGUAGE } from '../../i18n/page-language.ts';
import { MessageContent } from '../../components/message-content/message-content.tsx';
import { copyText } from './copy-text.ts';
import { useShareLinks, useSharePreview } from './share-links-api.ts';
import './share.css';
import { useDrawnCardName } from '../../i18n/card-names/shown-card-name.ts';

/** Where the browser has the system share sheet (phones, mostly), a link is shared through it. */
function hasShareSheet(url: string): boolean {
  return 'share' in navigator && (!('canShare' in navigator) || navigator.canShare({ url }));
}
const errorText = (error: unknown) => (error instanceof HttpError && error.serverMessage ? error.serverMessage : m.share_failed());
const dateOf = (iso: string) => new Date(iso).toLocaleString(PAGE_LANGUAGE, { dateStyle: 'medium', timeStyle: 'short' });

/**
 * Make a public link to this reading (with or without its question), copy it, and see or revoke
 * the links made before. A link's address is shown only when it is made: the server keeps no copy.
 */
export default function ShareDialog({ readingId, onClose }: { readingId: string; onClose(): void }) {
  const { query, create, revoke } = useShareLinks(readingId);
  const [showQuestion, setShowQuestion] = useState(false);
  const preview = useSharePreview(readingId, showQuestion);
  const cardName = useDrawnCardName();
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
      // What the system share sheet names the link (issue 28 §3).
      await navigator.share({ url, title: m.share_sheet_title() });
    } catch (error) {
      // Closing the sheet is a choice, not a failure; a sheet that failed leaves copying.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      await copy(url);
    }
  };

  return (
    <Dialog title={m.share_title()} onClose={onClose}>
      <p className="muted">{m.share_intro()}</p>
      <div className="share-create">
        <label className="share-checkbox" htmlFor={checkboxId}>
          <input id={checkboxId} type="checkbox" checked={showQuestion} onChange={(event) => setShowQuestion(event.target.checked)} />
          {m.share_show_question()}
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
          {create.isPending ? m.share_creating() : m.share_create()}
        </button>
      </div>
      <div className="share-preview">
        <h3 id={previewId} className="share-list-title">
          {m.share_preview_title()}
        </h3>
        {/* Issue 25 §1: what a model writes in its own words cannot all be found. */}
        {!showQuestion && <p className="muted share-note">{m.share_paraphrase_note()}</p>}
        {preview.isPending && <p className="muted">{m.share_loading()}</p>}
        {preview.isError && (
          <p className="error-text" role="alert">
            {errorText(preview.error)}
          </p>
        )}
        {preview.data && (
          <div className="share-preview-body" role="region" tabIndex={0} aria-labelledby={previewId}>
            <p>
              <strong>{m.share_question()}</strong> {preview.data.question ?? m.share_question_not_shown()}
            </p>
            <p>
              <strong>{m.share_cards()}</strong> {preview.data.cards.map(cardName).join(', ')}
            </p>
            {/* As the shared page shows it: headings and emphasis, never the raw `**markdown**`. */}
            <div className="share-preview-text">
              <MessageContent text={preview.data.interpretation} />
            </div>
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
          <label htmlFor={linkId}>{made.link.showQuestion ? m.share_new_link_shown() : m.share_new_link_hidden()}</label>
          <div className="share-made-row">
            <input id={linkId} ref={linkRef} className="input" readOnly value={made.url} onFocus={(event) => event.target.select()} />
            {hasShareSheet(made.url) ? (
              <button type="button" className="button button-secondary" onClick={() => void share(made.url)}>
                {m.share_sheet_button()}
              </button>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => void copy(made.url)}>
                {m.share_copy()}
              </button>
            )}
          </div>
          <p className={copied === 'no' ? 'error-text' : 'success-text'} aria-live="polite">
            {copied === 'yes' ? m.share_copied() : copied === 'no' ? m.share_copy_blocked() : ''}
          </p>
          <p className="muted share-open">
            <a href={paths.shared(made.token)} target="_blank" rel="noreferrer">
              {m.share_open()}
            </a>
          </p>
        </div>
      )}
      <h3 className="share-list-title">{m.share_links_title()}</h3>
      {query.isPending && <p className="muted">{m.share_loading()}</p>}
      {query.isError && (
        <p className="error-text" role="alert">
          {errorText(query.error)}
        </p>
      )}
      {query.data && query.data.links.length === 0 && <p className="muted">{m.share_no_links()}</p>}
      {query.data && query.data.links.length > 0 && (
        <ul className="share-list">
          {query.data.links.map((link) => (
            <li key={link.id} className="share-list-item" data-revoked={link.revokedAt !== null}>
              <span>
                {dateOf(link.createdAt)} · {link.showQuestion ? m.share_link_question_shown() : m.share_link_question_hidden()}
                {link.revokedAt !== null && <strong className="share-revoked"> · {m.share_link_revoked()}</strong>}
              </span>
              {link.revokedAt === null && (
                <button
                  type="button"
                  className="button button-link"
                  disabled={revoke.isPending && revoke.variables === link.id}
                  aria-label={m.share_revoke_label({ date: dateOf(link.createdAt) })}
                  onClick={() => revoke.mutate(link.id)}
                >
                  {m.share_revoke()}
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
          {m.dialog_close()}
        </button>
      </div>
    </Dialog>
  );
}
