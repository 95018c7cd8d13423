import { fixtureIn } from './fixtures';

/**
 * The recorded lender page (test/fixtures/rates/lender-rates.html) after a typo on the lender's side: the 3-year
 * special reads 2.19 % (more than 1.5 points under its posted 6.05 %) and the 5-year 46.4 % (outside 0.5–15 %).
 * Everything else is as recorded.
 */
export function lenderRatesWithTypos(): string {
  const typos: [string, string][] = [
    ['<td class="special">4.69%</td>', '<td class="special">2.19%</td>'],
    ['<td class="special">4.64%</td>', '<td class="special">46.4%</td>'],
  ];
  return typos.reduce((page, [recorded, typo]) => {
    if (!page.includes(recorded)) throw new Error(`lender-rates.html no longer holds ${recorded}`);
    return page.replace(recorded, typo);
  }, fixtureIn('rates')('lender-rates.html'));
}
