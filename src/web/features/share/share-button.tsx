import { lazy, Suspense, useState } from 'react';

// The dialog and its calls load when first opened: the reading page stays as light as before.
const ShareDialog = lazy(() => import('./share-dialog.tsx'));

/** The owner's "Share" button on a reading, opening the share dialog. */
export function ShareButton({ readingId }: { readingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="button button-secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Share
      </button>
      {open && (
        <Suspense fallback={null}>
          <ShareDialog readingId={readingId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
