/** The axe-core check (WCAG 2.1 A and AA rules, every impact level) that the screen sweep runs on every page state. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** One line per violated rule on the page as it is now: the rule, its impact and the first failing elements. */
export async function axeViolations(page: Page, label: string): Promise<string[]> {
  // Half-faded dialogs, menus and tooltips would read as low contrast: measure the settled page (endless animations,
  // such as a live game's pulsing dot, never settle and are left running).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // axe.run in the page itself ("legacy mode"): the default runs axe per frame and merges the results in a blank page
  // it opens for every check, twice as slow. The app has no frames, so the rules and their findings are the same.
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode().analyze();
  return violations.map((v) => {
    const targets = v.nodes
      .slice(0, 4)
      .map(
        (n) =>
          `${n.target.join(' ')} ${n.html.slice(0, 140)}${n.failureSummary ? ` [${n.failureSummary.split('\n').slice(1, 2).join('').trim()}]` : ''}`,
      );
    return `${label}: ${v.id} (${v.impact ?? 'n/a'}, ${v.nodes.length}×) ${targets.join(' | ')}`;
  });
}
