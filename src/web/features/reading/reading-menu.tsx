import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../../../shared/paths.ts';
import { DeleteReadingDialog, deletedState } from '../../components/delete-reading/delete-reading-dialog.tsx';
import { m } from '../../i18n/paraglide/messages.js';

/** The reading page's menu: Ask Tarot question, Account, Back to Top (spec §2), and deleting the reading (issue 25 §1). */
export function ReadingMenu({ tabbable, reading }: { tabbable: boolean; reading: { id: string; question: string } }) {
  const [open, setOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [, navigate] = useLocation();
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onClick = (event: MouseEvent) => {
      if (!ref.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  return (
    <div className="reading-menu" ref={ref}>
      <button
        type="button"
        className="button button-secondary"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={id}
        ref={toggle}
        tabIndex={tabbable ? 0 : -1}
        onClick={() => setOpen((value) => !value)}
      >
        {m.reading_menu()}
      </button>
      {open && (
        <ul id={id} className="reading-menu-list">
          <li>
            <Link href={paths.ask} onClick={() => setOpen(false)}>
              {m.reading_menu_ask()}
            </Link>
          </li>
          <li>
            <Link href={paths.account} onClick={() => setOpen(false)}>
              {m.reading_menu_account()}
            </Link>
          </li>
          <li>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                // The page's scroll-behavior: smooth, or at once for readers who ask for less motion.
                window.scrollTo({ top: 0 });
              }}
            >
              {m.reading_menu_top()}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="reading-menu-danger"
              onClick={() => {
                setOpen(false);
                // The item goes with the menu: the dialog gives the focus back to the menu's button.
                toggle.current?.focus();
                setDeleting(true);
              }}
            >
              {m.delete_reading()}
            </button>
          </li>
        </ul>
      )}
      {deleting && (
        <DeleteReadingDialog
          readingId={reading.id}
          question={reading.question}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(paths.account, { state: deletedState })}
        />
      )}
    </div>
  );
}
