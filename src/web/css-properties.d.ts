// The custom properties our components set inline, typed: a spread's table and each card's place on it.
import 'react';

declare module 'react' {
  interface CSSProperties {
    '--columns'?: number;
    '--rows'?: number;
    '--column'?: number;
    '--row'?: number;
  }
}
