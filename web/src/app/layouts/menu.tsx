import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../components/ui/link';
import { cn } from '../../lib/cn';
import type { NavGroup } from './nav';

/**
 * A header menu as a disclosure (the WAI pattern for site navigation): a button with aria-expanded
 * that shows a list of links. Opens on click, Enter, Space or hover; Escape, a click outside or
 * moving focus away closes it.
 */
export function MenuDisclosure({ group, className }: { group: NavGroup; className: string }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number>(undefined);
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu closes whenever the page changes
  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => setOpen(next), next ? 60 : 180);
  };

  return (
    <li
      ref={root}
      className="relative"
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((v) => !v)}
        className={cn(className, 'group')}
        data-state={open ? 'open' : 'closed'}
      >
        {group.label}
        <ChevronDown className={cn('size-4 transition-transform', open && 'rotate-180')} aria-hidden />
      </button>
      <div id={id} hidden={!open} className="absolute top-full left-0 z-50 w-80 pt-2">
        <ul className="rounded-xl border border-slate-200 bg-white p-2 shadow-xl ring-1 ring-black/5">
          {group.links.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="block rounded-lg px-3 py-2.5 hover:bg-navy-50 focus-visible:bg-navy-50"
              >
                <span className="block text-sm font-semibold text-navy-950">{link.label}</span>
                {link.description ? (
                  <span className="block text-xs text-slate-600">{link.description}</span>
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
