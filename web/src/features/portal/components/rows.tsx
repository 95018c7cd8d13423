import { CirclePlus, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { usePortalWords } from '../words';

/**
 * A list section's rows (addresses, jobs, incomes, assets, debts, properties, down payment sources): each its own
 * group named by its title, with Remove; "Add another…" below, which moves the focus into the new row. Adding or
 * removing is a step: the section is saved if whole.
 *
 * The list is the form's value itself, read with useWatch and written with setValue (not useFieldArray, which
 * would grow the form library's chunk that the public pages' forms share by 1.5 KB). A removal renders the rows
 * afresh, so each input is tied to its new place.
 */
export function Rows({
  name = 'rows',
  title,
  addLabel,
  emptyRow,
  focusField,
  min = 0,
  max,
  canAdd = true,
  onStep,
  children,
}: {
  name?: string;
  title: (n: number) => string;
  addLabel: string;
  emptyRow: (index: number) => Record<string, unknown>;
  /** The row's first field, which takes the focus when a row is added. */
  focusField: string;
  min?: number;
  max: number;
  /** Whether "Add another…" shows (addresses and jobs: until the three years are covered). */
  canAdd?: boolean;
  onStep: () => void;
  children: (index: number) => ReactNode;
}) {
  const w = usePortalWords().sections;
  const { getValues, setValue, setFocus } = useFormContext();
  const rows = (useWatch({ name }) as unknown[] | undefined) ?? [];
  const [generation, setGeneration] = useState(0);
  const [added, setAdded] = useState<number | null>(null);
  const step = useRef(onStep);
  step.current = onStep;

  useEffect(() => {
    if (added === null) return;
    setFocus(`${name}.${added}.${focusField}`);
    setAdded(null);
  }, [added, name, focusField, setFocus]);

  const current = () => (getValues(name) as unknown[] | undefined) ?? [];
  function add() {
    const list = current();
    setValue(name, [...list, emptyRow(list.length)], { shouldDirty: true });
    setAdded(list.length);
    step.current();
  }
  function remove(index: number) {
    setValue(
      name,
      current().filter((_, at) => at !== index),
      { shouldDirty: true, shouldValidate: false },
    );
    setGeneration((value) => value + 1);
    step.current();
  }

  return (
    <div className="space-y-4">
      {rows.map((_, index) => (
        <fieldset
          // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place in the list; a removal renders them afresh
          key={`${generation}-${index}`}
          className="relative min-w-0 rounded-2xl bg-white p-4 ring-1 ring-slate-200 sm:p-5"
        >
          <legend className="float-left mb-3 w-full pr-14 font-display text-lg font-bold text-navy-950">
            {title(index + 1)}
          </legend>
          {rows.length > min ? (
            <Button
              variant="ghost"
              size="icon"
              className="absolute top-2 right-2 text-maple-700"
              aria-label={w.remove(title(index + 1))}
              onClick={() => remove(index)}
            >
              <Trash2 className="size-4" aria-hidden />
            </Button>
          ) : null}
          <div className="clear-both grid gap-4 sm:grid-cols-2">{children(index)}</div>
        </fieldset>
      ))}
      {canAdd && rows.length < max ? (
        <Button variant="outline" size="lg" className="w-full sm:w-auto" onClick={add}>
          <CirclePlus className="size-4" aria-hidden />
          {addLabel}
        </Button>
      ) : null}
    </div>
  );
}
