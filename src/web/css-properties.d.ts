// The custom properties our components set inline, typed: a spread's table and each card's place on it.
import 'react';

declare module 'react' {
  interface CSSProperties {
    '--columns'?: number;
    '--rows'?: number;
    '--column'?: number;
    /** Shuffle and pick: a card's place in the fan, the fan's size, a layer of the shuffling deck. */
    '--i'?: number;
    '--n'?: number;
    '--layer'?: number;
    '--row'?: number;
  }
}
