import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../ui/button';

/** A table row's Edit button: a pencil, named after the row ('Edit post "Spring rates"'). */
export function EditRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick}>
      <Pencil className="size-4" aria-hidden />
    </Button>
  );
}

/** A table row's Delete button: a red bin, named after the row; the panel confirms before deleting. */
export function DeleteRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={onClick}
      className="text-maple-700 hover:bg-maple-50"
    >
      <Trash2 className="size-4" aria-hidden />
    </Button>
  );
}
