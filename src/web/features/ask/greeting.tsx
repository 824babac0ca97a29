import type { ReactNode } from 'react';
import { m } from '../../i18n/paraglide/messages.js';

/**
 * The ask page's welcome. Signed out it is the same for everyone, so the server shows it in the
 * page's shell (scripts/build.ts renders it) and it paints before the app's code arrives.
 */
export function Greeting({ name, children }: { name: string | null; children?: ReactNode }) {
  return (
    <section className="greeting">
      <h1>{name ? m.greeting_welcome_back({ name }) : m.greeting_welcome()}</h1>
      <p>{m.greeting_intro()}</p>
      {children}
    </section>
  );
}
