import axe from 'axe-core';

/**
 * The ids of axe's serious and critical findings under `root` (jsdom has no layout, so colour contrast is
 * left to the e2e suites).
 */
export async function seriousViolations(root: Element = document.body): Promise<string[]> {
  const { violations } = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}
