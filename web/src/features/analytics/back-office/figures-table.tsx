import { ScrollBox } from '../../../components/ui/scroll-box';
import { cn } from '../../../lib/cn';
import { useIsMobile } from '../../../lib/use-media-query';

/** One row: what it is about (its header cell) and its figures, already worded, in column order. */
export interface FiguresRow {
  key: string;
  name: string;
  figures: readonly string[];
}

/**
 * A table of figures per thing (per source, per agent): a row header, then right-aligned figures. The caption
 * names it; `showCaption` also shows it. Below 768 px, where its columns do not fit, each row is an item of a
 * list named by the caption: its name, then each figure under its header (issue 35); a table wider than its box
 * at other widths scrolls inside its own focusable box.
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
  const narrow = useIsMobile();
  if (narrow) {
    return <FiguresList caption={caption} showCaption={showCaption} headers={headers} rows={rows} />;
  }
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

/** The table's rows as a list, for a phone: each row's name, then its figures in a grid, each labelled. */
function FiguresList({
  caption,
  showCaption,
  headers,
  rows,
}: {
  caption: string;
  showCaption: boolean;
  headers: readonly string[];
  rows: readonly FiguresRow[];
}) {
  return (
    <div className="text-sm">
      {showCaption ? (
        <p aria-hidden className="mb-2 font-medium text-slate-800">
          {caption}
        </p>
      ) : null}
      <ul aria-label={caption} className="divide-y divide-slate-100 border-y border-slate-200">
        {rows.map((row) => (
          <li key={row.key} className="py-2.5">
            <p className="font-medium text-slate-900">{row.name}</p>
            <dl className="mt-1.5 grid grid-cols-[repeat(auto-fill,minmax(4rem,1fr))] gap-x-3 gap-y-2">
              {row.figures.map((figure, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row's figures are its columns, in a fixed order
                <div key={index}>
                  <dt className="text-xs text-slate-600">{headers[index]}</dt>
                  <dd className="font-semibold text-navy-950 tabular-nums">{figure}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
