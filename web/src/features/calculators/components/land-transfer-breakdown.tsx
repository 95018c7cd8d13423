import {
  type LandTransferLevel,
  type LandTransferLine,
  type LandTransferTax,
  purchaseCostMessages,
} from '@maplestone/shared';
import { calculatorsLandTransferRulesWords } from '@maplestone/shared/i18n/en/calculators';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { cn } from '../../../lib/cn';
import { type Formats, useFormat } from '../../../lib/format';
import { useLocale, useWords } from '../../../lib/i18n';
import { formatAsOf, useRuleText } from './purchase';

type LandTransferWords = ReturnType<typeof useLandTransferWords>;
const useLandTransferWords = () => useWords('purchaseCost', purchaseCostMessages).landTransfer;

/** A cell's padding: tighter on a phone. */
const CELL = 'px-3 py-2.5 sm:px-4';
const HEAD_CELL = 'px-3 py-3 sm:px-4';

function rangeOf(line: LandTransferLine, ltt: LandTransferWords, f: Formats): string {
  const whole = (amount: number) => f.money(amount, 0);
  if (line.kind === 'fee') return ltt.baseFee;
  if (line.kind === 'surtax') return ltt.surtax(whole(line.from));
  if (line.to === null) return line.from === 0 ? ltt.wholePrice : ltt.rangeOver(whole(line.from));
  return ltt.rangeTo(whole(line.from), whole(line.to));
}

/**
 * The math behind a land transfer tax: each charge's brackets (range, rate, part of the price taxed, tax),
 * its total and any first-time buyer rebate, then what is due, so a buyer can check every figure.
 */
export function LandTransferBreakdown({ result }: { result: LandTransferTax }) {
  const LTT = useLandTransferWords();
  const f = useFormat();
  const ruleText = useRuleText();
  return (
    <ScrollBox label={LTT.breakdownRegion} className="ring-1 ring-slate-200">
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">{LTT.breakdownCaption}</caption>
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {[
              { label: LTT.columns.range, className: cn(HEAD_CELL, 'text-left') },
              { label: LTT.columns.rate, className: HEAD_CELL },
              { label: LTT.columns.taxed, className: cn(HEAD_CELL, 'hidden sm:table-cell') },
              { label: LTT.columns.tax, className: HEAD_CELL },
            ].map(({ label, className }) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {result.sources.map((source, index) => {
          // The core lists the province's rule first, then the city's.
          const level: LandTransferLevel = index === 0 ? 'provincial' : 'municipal';
          const lines = result.lines.filter((line) => line.level === level);
          const subtotal = level === 'provincial' ? result.provincial : result.municipal;
          const rebate = result.rebates[level];
          const name = ruleText(source, level, result).name;
          return (
            <tbody key={source.name} className="divide-y divide-slate-100">
              <tr className="bg-navy-50/60">
                <th
                  scope="rowgroup"
                  colSpan={4}
                  className={cn(CELL, 'text-left font-semibold text-navy-950')}
                >
                  {name}
                </th>
              </tr>
              {lines.map((line) => (
                <tr key={`${line.kind}-${line.from}`}>
                  <th scope="row" className={cn(CELL, 'text-left font-medium text-slate-800')}>
                    {rangeOf(line, LTT, f)}
                    {line.kind === 'fee' ? null : (
                      // On a phone the part taxed goes under the range, so the table fits without scrolling.
                      <span className="block text-xs font-normal text-slate-600 sm:hidden">
                        {LTT.taxedPart(f.money(line.taxable))}
                      </span>
                    )}
                  </th>
                  <td className={cn(CELL, 'whitespace-nowrap text-slate-600')}>
                    {line.kind === 'fee' ? '—' : f.rate(line.ratePct)}
                  </td>
                  <td className={cn(CELL, 'hidden whitespace-nowrap text-slate-600 sm:table-cell')}>
                    {line.kind === 'fee' ? '—' : f.money(line.taxable)}
                  </td>
                  <td className={cn(CELL, 'whitespace-nowrap text-slate-800')}>{f.money(line.tax)}</td>
                </tr>
              ))}
              <tr className="font-semibold text-navy-950">
                <th scope="row" colSpan={2} className={cn(CELL, 'text-left')}>
                  {LTT.subtotal(name)}
                </th>
                <PartTaxedGap />
                <td className={cn(CELL, 'whitespace-nowrap')}>{f.money(subtotal)}</td>
              </tr>
              {rebate > 0 ? (
                <tr className="text-emerald-800">
                  <th scope="row" colSpan={2} className={cn(CELL, 'text-left font-medium')}>
                    {LTT.rebateOf(name)}
                  </th>
                  <PartTaxedGap />
                  <td className={cn(CELL, 'whitespace-nowrap font-semibold')}>−{f.money(rebate)}</td>
                </tr>
              ) : null}
            </tbody>
          );
        })}
        <tfoot className="bg-navy-50 font-semibold text-navy-950">
          <tr>
            <th scope="row" colSpan={2} className={cn(HEAD_CELL, 'text-left')}>
              {result.charge === 'registration-fee' ? LTT.totalFee : LTT.total}
            </th>
            <PartTaxedGap />
            <td className={cn(HEAD_CELL, 'whitespace-nowrap')} data-testid="ltt-table-total">
              {f.money(result.total)}
            </td>
          </tr>
        </tfoot>
      </table>
    </ScrollBox>
  );
}

/**
 * The 'Part taxed' column's empty cell in a row that spans the range and rate: the column is hidden on a phone,
 * where a row spanning three columns would push its amount out of the table.
 */
function PartTaxedGap() {
  return <td className="hidden sm:table-cell" />;
}

/** Where each rule comes from and the day it was last checked. */
export function LandTransferSources({ result }: { result: LandTransferTax }) {
  const LTT = useLandTransferWords();
  const locale = useLocale();
  const ruleText = useRuleText();
  const { separator } = useWords('calculators', 'landTransferRules', calculatorsLandTransferRulesWords);
  return (
    <div className="mt-5 text-sm text-slate-600">
      <h3 className="font-semibold text-navy-950">{LTT.sourcesTitle}</h3>
      <ul className="mt-2 space-y-2">
        {result.sources.map((source, index) => {
          // The core lists the province's rule first, then the city's.
          const shown = ruleText(source, index === 0 ? 'provincial' : 'municipal', result);
          return (
            <li key={source.name}>
              <span className="font-medium text-slate-800">{shown.name}</span>
              {separator}
              {shown.source}.{' '}
              <span className="text-slate-500">{LTT.asOf(formatAsOf(source.asOf, locale))}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
