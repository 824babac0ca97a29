import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Runs axe on the page as it is now and expects no violations, naming each rule and element if any. */
export async function expectNoViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const found = results.violations.map(
    (violation) => `${violation.id} [${violation.impact ?? 'n/a'}]: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(found, `axe violations on ${where}:\n${found.join('\n')}`).toEqual([]);
  // Something was actually checked.
  expect(results.passes.length, `axe checked nothing on ${where}`).toBeGreaterThan(10);
}
