import {
  formatCad,
  formatRate,
  type LandTransferLevel,
  type LandTransferLine,
  type LandTransferTax,
  purchaseCostMessages,
} from '@maplestone/shared';
import { ScrollBox } from '../../../components/ui/scroll-box';
import { cn } from '../../../lib/cn';
import { formatAsOf } from './purchase';

const LTT = purchaseCostMessages.landTransfer;
/** A cell's padding: tighter on a phone. */
const CELL = 'px-3 py-2.5 sm:px-4';
const HEAD_CELL = 'px-3 py-3 sm:px-4';
const whole = (amount: number) => formatCad(amount, { decimals: 0 });

function rangeOf(line: LandTransferLine): string {
  if (line.kind === 'fee') return LTT.baseFee;
  if (line.kind === 'surtax') return LTT.surtax(whole(line.from));
  if (line.to === null) return line.from === 0 ? LTT.wholePrice : LTT.rangeOver(whole(line.from));
  return LTT.rangeTo(whole(line.from), whole(line.to));
}

/**
 * The math behind a land transfer tax: each charge's brackets (range, rate, part of the price taxed, tax),
 * its total and any first-time buyer rebate, then what is due, so a buyer can check every figure.
 */
export function LandTransferBreakdown({ result }: { result: LandTransferTax }) {
  return (
    <ScrollBox label={LTT.breakdownRegion} className="ring-1 ring-slate-200">
      <table className="w-full text-right text-sm tabular-nums">
        <caption className="sr-only">{LTT.breakdownCaption}</caption>
        <thead className="bg-slate-100 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            <th scope="col" className={cn(HEAD_CELL, 'text-left')}>
              {LTT.columns.range}
            </th>
            <th scope="col" className={HEAD_CELL}>
              {LTT.columns.rate}
            </th>
            <th scope="col" className={cn(HEAD_CELL, 'hidden sm:table-cell')}>
              {LTT.columns.taxed}
            </th>
            <th scope="col" className={HEAD_CELL}>
              {LTT.columns.tax}
            </th>
          </tr>
        </thead>
        {result.sources.map((source, index) => {
          // The core lists the province's rule first, then the city's.
          const level: LandTransferLevel = index === 0 ? 'provincial' : 'municipal';
          const lines = result.lines.filter((line) => line.level === level);
          const subtotal = level === 'provincial' ? result.provincial : result.municipal;
          const rebate = result.rebates[level];
          return (
            <tbody key={source.name} className="divide-y divide-slate-100">
              <tr className="bg-navy-50/60">
                <th
                  scope="rowgroup"
                  colSpan={4}
                  className={cn(CELL, 'text-left font-semibold text-navy-950')}
                >
                  {source.name}
                </th>
              </tr>
              {lines.map((line) => (
                <tr key={`${line.kind}-${line.from}`}>
                  <th scope="row" className={cn(CELL, 'text-left font-medium text-slate-800')}>
                    {rangeOf(line)}
                    {line.kind === 'fee' ? null : (
                      // On a phone the part taxed goes under the range, so the table fits without scrolling.
                      <span className="block text-xs font-normal text-slate-600 sm:hidden">
                        {LTT.taxedPart(formatCad(line.taxable))}
                      </span>
                    )}
                  </th>
                  <td className={cn(CELL, 'whitespace-nowrap text-slate-600')}>
                    {line.kind === 'fee' ? '—' : formatRate(line.ratePct)}
                  </td>
                  <td className={cn(CELL, 'hidden whitespace-nowrap text-slate-600 sm:table-cell')}>
                    {line.kind === 'fee' ? '—' : formatCad(line.taxable)}
                  </td>
                  <td className={cn(CELL, 'whitespace-nowrap text-slate-800')}>{formatCad(line.tax)}</td>
                </tr>
              ))}
              <tr className="font-semibold text-navy-950">
                <th scope="row" colSpan={2} className={cn(CELL, 'text-left')}>
                  {LTT.subtotal(source.name)}
                </th>
                <PartTaxedGap />
                <td className={cn(CELL, 'whitespace-nowrap')}>{formatCad(subtotal)}</td>
              </tr>
              {rebate > 0 ? (
                <tr className="text-emerald-800">
                  <th scope="row" colSpan={2} className={cn(CELL, 'text-left font-medium')}>
                    {LTT.rebateOf(source.name)}
                  </th>
                  <PartTaxedGap />
                  <td className={cn(CELL, 'whitespace-nowrap font-semibold')}>−{formatCad(rebate)}</td>
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
              {formatCad(result.total)}
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
  return (
    <div className="mt-5 text-sm text-slate-600">
      <h3 className="font-semibold text-navy-950">{LTT.sourcesTitle}</h3>
      <ul className="mt-2 space-y-2">
        {result.sources.map((source) => (
          <li key={source.name}>
            <span className="font-medium text-slate-800">{source.name}</span>: {source.source}.{' '}
            <span className="text-slate-500">{LTT.asOf(formatAsOf(source.asOf))}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
