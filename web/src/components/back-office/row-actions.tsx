import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button, type ButtonVariant } from '../ui/button';

interface RowActionProps {
  /** The button's accessible name, naming the row ('Edit post "Spring rates"'). */
  label: string;
  onClick: () => void;
  className?: string;
  /** Words shown beside the icon (a card's 'Edit'); the icon alone when absent. */
  children?: ReactNode;
}

/** A row's (or card's) Edit button: a pencil, named after the row; `variant` outline on a card that says 'Edit'. */
export function EditRowButton({
  label,
  onClick,
  className,
  children,
  variant = 'ghost',
}: RowActionProps & { variant?: ButtonVariant }) {
  return (
    <Button variant={variant} size="sm" aria-label={label} onClick={onClick} className={className}>
      <Pencil className="size-4" aria-hidden />
      {children}
    </Button>
  );
}

/** A row's (or card's) Delete button: a red bin, named after the row; the panel confirms before deleting. */
export function DeleteRowButton({ label, onClick, className, children }: RowActionProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={onClick}
      className={cn('text-maple-700 hover:bg-maple-50', className)}
    >
      <Trash2 className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
