import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';

/** The frame of a back-office area until its panels land: title, who is signed in, Logout. */
export function BackOfficeShell({
  title,
  name,
  actions,
  onLogout,
  children,
}: {
  title: string;
  name: string;
  actions?: ReactNode;
  onLogout: () => void;
  children: ReactNode;
}) {
  return (
    <div className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h1 className="font-display text-3xl font-bold text-navy-950">{title}</h1>
            <p className="mt-1 text-slate-600">
              Signed in as <span className="font-medium text-slate-800">{name}</span>
            </p>
          </div>
          <div className="flex gap-2">
            {actions}
            <Button variant="outline" onClick={onLogout}>
              <LogOut className="size-4" aria-hidden />
              Logout
            </Button>
          </div>
        </div>
        <div className="mt-8">{children}</div>
      </div>
    </div>
  );
}

/** A placeholder card for a panel that a later issue builds. */
export function PanelPlaceholder({ items }: { items: readonly string[] }) {
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 className="text-lg font-semibold text-navy-950">Coming soon</h2>
      <p className="mt-1 text-sm text-slate-600">These panels are on their way:</p>
      <ul className="mt-4 grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item}
            className="rounded-lg bg-slate-50 px-3 py-2 text-sm font-medium text-slate-700 ring-1 ring-slate-200"
          >
            {item}
          </li>
        ))}
      </ul>
    </div>
  );
}
