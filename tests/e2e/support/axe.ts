/**
 * WCAG 2.2 AA as axe-core checks it, in both themes at once. The dark theme changes only colours,
 * so it is checked for the colour rules alone, on the same page state, switched the way the app
 * switches it: the `dark` class on <html> (src/client/platform/theme.ts), which components follow
 * through a MutationObserver.
 *
 * axe-core runs in the page itself, injected once per document. Its Playwright wrapper opens a
 * page of its own for every analysis to merge the results of frames, which cost five times the
 * scan; the only frames here are embedded players and advertisements, other people's markup.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type Axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

declare global {
  interface Window {
    axe: typeof Axe;
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/**
 * A list repeats one component: past its first items a scan finds nothing new, and the colour
 * rules cost a second per thousand elements.
 */
const PAST_THE_SAMPLE = 'article:nth-of-type(n+7)';
/** An open dialog or popover, without the page beneath it, which its own scan covers. */
export const DIALOG = ['[role="dialog"]'];

type Theme = 'light' | 'dark';
type Violations = AxeResults['violations'];
/** Selectors only: the context crosses into the page as JSON. */
type Context = { include?: string[]; exclude: string[] };

/** Switches the theme, then waits until React has followed and every transition has run its course. */
async function showTheme(page: Page, theme: Theme) {
  await page.evaluate(async (dark) => {
    document.documentElement.classList.toggle('dark', dark);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // A spinner runs forever; only what ends can be waited for.
    const ending = document.getAnimations().filter((animation) => animation.effect?.getTiming().iterations !== Infinity);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  }, theme === 'dark');
}

async function analyze(page: Page, context: Context, options: RunOptions): Promise<Violations> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const run = { ...options, iframes: false, resultTypes: ['violations'] } satisfies RunOptions;
  return page.evaluate(async ([context, run]) => (await window.axe.run(context, run)).violations, [context, run] as const);
}

/**
 * Every violation on the page as it is now (only within `scope`'s selectors, if given, and in
 * each list's first six items), as `theme: rule: elements`, so a failure names what to fix and
 * where. The page is left in the theme it was in.
 */
export async function accessibilityViolations(page: Page, scope: string[] = []): Promise<string[]> {
  // A scope that matches nothing would pass unscanned.
  if (scope.length > 0 && (await page.locator(scope.join(', ')).count()) === 0) throw new Error(`nothing on the page matches ${scope.join(', ')}`);
  const context: Context = { exclude: [PAST_THE_SAMPLE], ...(scope.length > 0 && { include: scope }) };
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  try {
    await showTheme(page, 'light');
    const light = await analyze(page, context, {
      runOnly: { type: 'tag', values: WCAG_22_AA },
      // Experimental in axe, so off unless named: a control's spoken name must contain its visible text (WCAG 2.5.3).
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    await showTheme(page, 'dark');
    const dark = await analyze(page, context, { runOnly: { type: 'rule', values: COLOUR_RULES } });
    return [...labelled('light', light), ...labelled('dark', dark)];
  } finally {
    await showTheme(page, wasDark ? 'dark' : 'light');
  }
}

function labelled(theme: Theme, violations: Violations): string[] {
  return violations.map((violation) => `${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
