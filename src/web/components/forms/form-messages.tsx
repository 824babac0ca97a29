import type { ReactNode, Ref } from 'react';
import './form-messages.css';

/** A form's error in a box, announced, with the id the form's aria-describedby names. */
export function FormError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="error-text form-error">
      {children}
    </p>
  );
}

/**
 * A notice in a calm box, green or rose (a link was sent, an email was verified…), announced
 * politely. `focusable`: it can take focus (not by Tab), for a page that replaces its form with it.
 */
export function Notice({
  tone,
  className,
  focusable = false,
  children,
  ref,
}: {
  tone: 'success' | 'error';
  className: string;
  focusable?: boolean;
  children: ReactNode;
  ref?: Ref<HTMLParagraphElement>;
}) {
  return (
    <p ref={ref} role="status" tabIndex={focusable ? -1 : undefined} className={`notice notice-${tone} ${className}`}>
      {children}
    </p>
  );
}
