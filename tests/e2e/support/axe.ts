/**
 * WCAG 2.2 AA as axe-core checks it, in both themes at once. A full analysis costs seconds of
 * CPU; the dark theme changes only colours, so it is checked for the colour rules alone, on
 * the same page state, switched the way the app switches it: the `dark` class on <html>
 * (src/client/platform/theme.ts), which components follow through a MutationObserver.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

type Theme = 'light' | 'dark';

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

/**
 * Every violation on the page as it is now (only within `scope`'s selectors, if given), as
 * `theme: rule: elements`, so a failure names what to fix and where. The page is left in the
 * theme it was in.
 */
export async function accessibilityViolations(page: Page, scope: string[] = []): Promise<string[]> {
  const axe = () => scope.reduce((builder, selector) => builder.include(selector), new AxeBuilder({ page }));
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  try {
    await showTheme(page, 'light');
    const light = await axe()
      // Experimental in axe, so off unless named: a control's spoken name must contain its visible text (WCAG 2.5.3).
      // Set before the tags: options() replaces what withTags() set.
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .withTags(WCAG_22_AA)
      .analyze();
    await showTheme(page, 'dark');
    const dark = await axe().withRules(COLOUR_RULES).analyze();
    return [...labelled('light', light.violations), ...labelled('dark', dark.violations)];
  } finally {
    await showTheme(page, wasDark ? 'dark' : 'light');
  }
}

type Violations = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'];

function labelled(theme: Theme, violations: Violations): string[] {
  return violations.map((violation) => `${theme}: ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
