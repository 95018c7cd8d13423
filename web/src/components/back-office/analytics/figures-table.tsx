import { cn } from '../../../lib/cn';
import { ScrollBox } from '../../ui/scroll-box';

/** One row: what it is about (its header cell) and its figures, already worded, in column order. */
export interface FiguresRow {
  key: string;
  name: string;
  figures: readonly string[];
}

/**
 * A table of figures per thing (per source, per agent): a row header, then right-aligned figures. Wider
 * than a phone, it scrolls inside its own focusable box. The caption names it; `showCaption` also shows it.
 */
export function FiguresTable({
  caption,
  showCaption = false,
  nameHeader,
  headers,
  rows,
  className,
}: {
  caption: string;
  showCaption?: boolean;
  nameHeader: string;
  headers: readonly string[];
  rows: readonly FiguresRow[];
  className?: string;
}) {
  return (
    <ScrollBox label={caption}>
      <table className={cn('w-full text-left text-sm', className)}>
        <caption className={showCaption ? 'mb-2 text-left font-medium text-slate-800' : 'sr-only'}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 pr-3 font-medium">
              {nameHeader}
            </th>
            {headers.map((header) => (
              <th key={header} scope="col" className="py-2 pr-3 text-right font-medium last:pr-0">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100">
              <th scope="row" className="py-2 pr-3 font-medium text-slate-900">
                {row.name}
              </th>
              {row.figures.map((figure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are its columns, in a fixed order
                <td key={index} className="py-2 pr-3 text-right tabular-nums last:pr-0">
                  {figure}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollBox>
  );
}
