import { useId, type ReactNode } from 'react';

/**
 * A table with its caption, in a box that scrolls sideways on a narrow screen (never the page).
 * The box is a named, focusable region so a keyboard can scroll it too.
 */
export function ScrollTable({ caption, id, children, className }: { caption: ReactNode; id?: string; children: ReactNode; className?: string }) {
  const captionId = useId();
  return (
    <div className={`admin-table-scroll ${className ?? ''}`} role="region" aria-labelledby={captionId} tabIndex={0} id={id}>
      <table className="admin-table">
        <caption id={captionId}>{caption}</caption>
        {children}
      </table>
    </div>
  );
}
