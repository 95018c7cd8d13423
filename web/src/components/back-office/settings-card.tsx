import type { ReactNode } from 'react';

/** One card of the agent's settings: a white panel with its heading and lead, then its form. */
export function SettingsCard({
  headingId,
  heading,
  lead,
  children,
}: {
  headingId: string;
  heading: ReactNode;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={headingId} className="text-lg font-semibold text-navy-950">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{lead}</p>
      {children}
    </section>
  );
}
