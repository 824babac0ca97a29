import { lazy, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { useOnline } from '../../components/offline/use-online.ts';
import { m } from '../../i18n/paraglide/messages.js';

// The dialog and its calls load when first opened: the reading page stays as light as before.
const ShareDialog = lazy(() => import('./share-dialog.tsx'));

/** The owner's "Share" button on a reading, opening the share dialog. */
export function ShareButton({ readingId }: { readingId: string }) {
  const [open, setOpen] = useState(false);
  // A link is made on the server: offline there is nothing to share yet.
  const online = useOnline();
  return (
    <>
      <button type="button" className="button button-secondary" aria-haspopup="dialog" disabled={!online} onClick={() => setOpen(true)}>
        {m.reading_share()}
      </button>
      {/* In the body: the toolbar it sits in may be moved by a transform, which would pin a fixed dialog to it. */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <ShareDialog readingId={readingId} onClose={() => setOpen(false)} />
          </Suspense>,
          document.body,
        )}
    </>
  );
}
