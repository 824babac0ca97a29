import { useRef, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '../../shared/paths.ts';
import { SPREAD_LIMITS } from '../../shared/schemas/spread.ts';
import { layoutOf } from '../../shared/spreads/spread.ts';
import { Notice } from '../components/forms/form-messages.tsx';
import { ConfirmDeleteDialog } from '../components/ui/confirm-delete-dialog.tsx';
import { useDeleteSpread } from '../features/spreads/api/delete-spread.ts';
import { useSpreadsQuery } from '../features/spreads/api/list-spreads.ts';
import type { OwnSpread } from '../features/spreads/api/list-spreads.ts';
import { cardCount } from '../features/spreads/card-count.ts';
import { LAYOUT_NAMES } from '../features/spreads/spread-checks.ts';
import { SpreadForm } from '../features/spreads/spread-form.tsx';
import '../features/spreads/spreads.css';
import { m } from '../i18n/paraglide/messages.js';
import { withNodes } from '../i18n/with-nodes.tsx';

function DeleteSpreadDialog({ spread, onClose, onDeleted }: { spread: OwnSpread; onClose(): void; onDeleted(): void }) {
  const deletion = useDeleteSpread();
  return (
    <ConfirmDeleteDialog
      title={m.spreads_delete_title()}
      confirmLabel={m.spreads_delete_confirm()}
      failedText={m.spreads_delete_failed()}
      deletion={deletion}
      onConfirm={() => deletion.mutate(spread.id, { onSuccess: onDeleted })}
      onClose={onClose}
    >
      <p>{m.spreads_delete_what({ spread: spread.name })}</p>
    </ConfirmDeleteDialog>
  );
}

/** A signed-in person's own spreads (issue 26 §1): the list, and a form to design, edit or delete one. */
export default function SpreadsPage() {
  const spreads = useSpreadsQuery();
  const own = spreads.data?.own ?? [];
  /** The spread in the form: null designs a new one. */
  const [editing, setEditing] = useState<OwnSpread | null>(null);
  /** Bumped to give the form a fresh start after a save or when another spread is opened. */
  const [formRound, setFormRound] = useState(0);
  const [deleting, setDeleting] = useState<OwnSpread | null>(null);
  const [notice, setNotice] = useState('');
  const formHeading = useRef<HTMLHeadingElement>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);

  const openForm = (spread: OwnSpread | null) => {
    setEditing(spread);
    setFormRound((round) => round + 1);
    setNotice('');
    window.setTimeout(() => formHeading.current?.focus());
  };
  const full = own.length >= SPREAD_LIMITS.perUser && editing === null;

  return (
    <div className="spreads-page narrow">
      <header>
        <h1>{m.account_spreads_link()}</h1>
        <p className="muted">
          {withNodes((inputs: { link: string }) => m.spreads_intro({ max: SPREAD_LIMITS.maxPositions, ...inputs }), {
            link: <Link href={paths.ask}>{m.spreads_ask_page()}</Link>,
          })}
        </p>
      </header>
      {notice && (
        <Notice tone="success" className="spreads-notice" focusable ref={noticeRef}>
          {notice}
        </Notice>
      )}
      <section className="panel" aria-labelledby="own-spreads-heading">
        <h2 id="own-spreads-heading">{m.spreads_saved_title()}</h2>
        {spreads.isPending ? (
          <p className="muted">{m.spreads_loading()}</p>
        ) : spreads.isError ? (
          <p className="muted">{m.spreads_load_failed()}</p>
        ) : own.length === 0 ? (
          <p className="muted">{m.spreads_none()}</p>
        ) : (
          <ul className="own-spreads">
            {own.map((spread) => (
              <li key={spread.id} className="own-spread">
                <h3>{spread.name}</h3>
                <p className="muted">
                  {cardCount(spread.positions.length)} · {LAYOUT_NAMES[layoutOf(spread)]()}
                </p>
                <details className="spread-positions">
                  <summary>{m.spreads_positions_of({ spread: spread.name })}</summary>
                  <ol>
                    {spread.positions.map((position, index) => (
                      <li key={index}>
                        <strong>{position.name}</strong>: {position.meaning}
                      </li>
                    ))}
                  </ol>
                </details>
                <div className="own-spread-actions">
                  <button
                    type="button"
                    className="button button-secondary"
                    onClick={() => openForm(spread)}
                    aria-label={m.spreads_edit_named({ spread: spread.name })}
                  >
                    {m.spreads_edit()}
                  </button>
                  <button
                    type="button"
                    className="button button-link"
                    onClick={() => setDeleting(spread)}
                    aria-label={m.spreads_delete_named({ spread: spread.name })}
                  >
                    {m.history_delete()}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="panel" aria-labelledby="spread-form-heading">
        <h2 id="spread-form-heading" ref={formHeading} tabIndex={-1}>
          {editing ? m.spreads_edit_title({ spread: editing.name }) : m.spreads_design_new()}
        </h2>
        {full ? (
          <p className="muted">{m.spreads_full({ max: SPREAD_LIMITS.perUser })}</p>
        ) : (
          <SpreadForm
            key={formRound}
            editing={editing}
            onDone={(saved) => {
              setEditing(null);
              setFormRound((round) => round + 1);
              setNotice(m.spreads_saved({ spread: saved.name }));
              window.setTimeout(() => noticeRef.current?.focus());
            }}
          />
        )}
        {editing && (
          <div className="actions-row">
            <button type="button" className="button button-link" onClick={() => openForm(null)}>
              {m.spreads_cancel_editing()}
            </button>
          </div>
        )}
      </section>
      {deleting && (
        <DeleteSpreadDialog
          spread={deleting}
          onClose={() => setDeleting(null)}
          onDeleted={() => {
            if (editing?.id === deleting.id) openForm(null);
            setNotice(m.spreads_deleted({ spread: deleting.name }));
            setDeleting(null);
            window.setTimeout(() => noticeRef.current?.focus());
          }}
        />
      )}
    </div>
  );
}
