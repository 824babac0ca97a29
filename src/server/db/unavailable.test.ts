import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable.ts';

describe('isDatabaseUnavailable', () => {
  it('knows a handed-out client whose server went away between two statements, however deep the cause', () => {
    const lost = new Error('Client has encountered a connection error and is not queryable');
    const rollback = new Error('Failed query: rollback\nparams: ', { cause: lost });
    expect(isDatabaseUnavailable(rollback)).toBe(true);
  });

  it('leaves a bad query to the error page', () => {
    const syntax = Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' });
    expect(isDatabaseUnavailable(new Error('Failed query: selec 1', { cause: syntax }))).toBe(false);
  });
});
