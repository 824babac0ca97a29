import type { ReactNode } from 'react';

/**
 * The ask page's welcome. Signed out it is the same for everyone, so the server shows it in the
 * page's shell (scripts/build.ts renders it) and it paints before the app's code arrives.
 */
export function Greeting({ name, children }: { name: string | null; children?: ReactNode }) {
  return (
    <section className="greeting">
      <h1>{name ? `Welcome back, ${name}` : 'Welcome, seeker'}</h1>
      <p>Focus on what matters to you, ask your question, and draw three cards for your Past, Present and Future.</p>
      {children}
    </section>
  );
}
