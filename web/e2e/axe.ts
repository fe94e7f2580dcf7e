import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

// axe-core's browser build, evaluated in the page: the app's CSP forbids inline <script> tags, and a test
// that loosened it would no longer test the page as people get it.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeResult = { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] };

/**
 * axe-core on the page as it is now; returns the serious and critical violations (a control without a name
 * a screen reader can announce, text below AA contrast, a broken ARIA pattern, …), one line each.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    type RunOptions = { rules: Record<string, { enabled: boolean }> };
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: RunOptions) => Promise<{ violations: AxeResult[] }> };
      }
    ).axe;
    // Target size (WCAG 2.2, 2.5.8) is off in axe by default; this product claims 2.2 AA, so it is on.
    return (await axe.run(document, { rules: { 'target-size': { enabled: true } } })).violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
          .map((node) => JSON.stringify(node.target))
          .join(', ')}`,
    );
}

/** Waits until no animation runs: contrast is judged on what rests on the screen, not halfway into a fade. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
}

/** Runs axe on a screen once it has come to rest, noting what it finds under the screen's name. */
export async function noteViolations(page: Page, screen: string, found: Record<string, string[]>) {
  await animationsSettled(page);
  const violations = await seriousViolations(page);
  if (violations.length > 0) found[screen] = violations;
}
