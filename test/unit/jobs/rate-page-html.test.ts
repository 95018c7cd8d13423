import { describe, expect, it } from 'vitest';
import { SourceError } from '../../../functions/src/lib/fetch-text';
import {
  compileSelector,
  parseHtml,
  SelectorError,
  selectFirst,
  textOf,
} from '../../../functions/src/services/rates-scrape/html';
import { parseHtmlSource, sourceConfigSchema } from '../../../functions/src/services/rates-scrape/sources';

/**
 * A lender page as they come: end tags left out, entities, upper-case markup, rates in a script and a comment
 * that must not be read. The expected texts are what cheerio 1.2.0 (`$(css).first().text()`), which read rate
 * pages before ADR 067, answered for each selector.
 */
const PAGE = `<!doctype html>
<html><head><title>Rates &amp; terms</title><script>var fake = "<td class='special'>9.99%</td>";</script></head>
<BODY>
<!-- <td class="special">8.88%</td> -->
<TABLE ID="Fixed" class="rates Current">
  <tr><th>Term<th>Posted<th>Special
  <tr data-term="1"><td>1 year<td class=posted>6.09%<td class="special promo">4.89&nbsp;%
  <tr data-term="5"><td>5 year<td class=posted>6.09 %<td class=special>4,64
</TABLE>
<dl class="variable"><dt>Prime</dt><dd>4.45%</dd><dt>5 year variable</dt><dd>prime &minus; 0.30% = <b>4.15</b>%</dd></dl>
<ul id=notes><li>O.A.C.<li class=note>Rates as of Nov&nbsp;20</ul>
</BODY></html>`;

const firstText = (css: string, html = PAGE) => {
  const found = selectFirst(parseHtml(html), compileSelector(css));
  return found ? textOf(found) : null;
};

describe('reading a rate page with a CSS selector (the first match, its text)', () => {
  it.each([
    // id, attribute and class, descendant: the recorded lender page's own shape
    ['#Fixed tr[data-term="1"] td.posted', '6.09%'],
    // class, first in document order; the entity decoded, the omitted </td> closed by the next row
    ['#Fixed .special', '4.89\u00a0%\n  '],
    ['td.special.promo', '4.89\u00a0%\n  '],
    // child and position
    ['tr > td:nth-child(3)', '4.89\u00a0%\n  '],
    ['tr:nth-child(3) td:last-child', '4,64\n'],
    ['tr[data-term="5"] td:nth-of-type(2)', '6.09 %'],
    ['td:first-child', '1 year'],
    ['#notes li:not(:first-child)', 'Rates as of Nov\u00a020'],
    // a label's neighbour, and text inside markup
    ['dt:contains("5 year") + dd', 'prime \u2212 0.30% = 4.15%'],
    ['dl.variable dd b', '4.15'],
    ['dl dd:last-child', 'prime \u2212 0.30% = 4.15%'],
    ['td:has(+ td.special)', '6.09%'],
    // a list answers its first match in the page, whatever the order in the list
    ['td.posted, dd', '6.09%'],
    ['dd, td.posted', '6.09%'],
    ['title', 'Rates & terms'],
    // tag names are not case-sensitive in HTML; ids and classes are
    ['TABLE#Fixed td.posted', '6.09%'],
    ['#fixed td', null],
    ['table.current td', null],
    ['[data-term] > td:empty', null],
  ])('%s → %j', (css, text) => {
    expect(firstText(css)).toBe(text);
  });

  it('never reads what is in a script or a comment', () => {
    expect(
      firstText(
        'td.special',
        '<script>"<td class=special>9.99%</td>"</script><!-- <td class=special>1</td> -->',
      ),
    ).toBeNull();
  });

  it.each([
    ['td[', /is not valid CSS/],
    ['td:eq(1)', /uses :eq/],
    ['td::before', /pseudo-element/],
    ['> td', /combinator with nothing before it/],
  ])('refuses %s with a SelectorError', (css, message) => {
    expect(() => compileSelector(css)).toThrow(SelectorError);
    expect(() => compileSelector(css)).toThrow(message);
  });
});

describe('parseHtmlSource', () => {
  const source = (rates: { posted_rate?: string; our_rate?: string }[]) => {
    const parsed = sourceConfigSchema.parse({
      kind: 'html',
      name: 'Lender',
      url: 'https://lender.example/rates',
      rates: rates.map((selectors) => ({ term: '5 year', rate_type: 'fixed', ...selectors })),
    });
    if (parsed.kind !== 'html') throw new Error('unreachable');
    return parsed;
  };

  it('reads each rate from its selector: comma decimals, a space before the %', () => {
    const { readings } = parseHtmlSource(
      source([{ posted_rate: 'tr[data-term="5"] td.posted', our_rate: 'tr[data-term="5"] td.special' }]),
      'u',
      PAGE,
    );
    expect(readings).toEqual([{ term: '5 year', rate_type: 'fixed', posted_rate: 6.09, our_rate: 4.64 }]);
  });

  it.each([
    ['td.missing', "selector 'td.missing' found nothing"],
    ['th', "selector 'th' holds no number"],
    ['td:eq(2)', "selector 'td:eq(2)' uses :eq, which the scrape does not support"],
  ])('fails the source for %s: %s', (css, message) => {
    const read = () => parseHtmlSource(source([{ our_rate: css }]), 'u', PAGE);
    expect(read).toThrow(SourceError);
    expect(read).toThrow(message);
  });

  it('fails the source for a selector that is not CSS, naming it', () => {
    expect(() => parseHtmlSource(source([{ our_rate: 'td[class=' }]), 'u', PAGE)).toThrow(
      /^selector 'td\[class=' is not valid CSS/,
    );
  });
});
