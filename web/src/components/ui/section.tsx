import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { pageTitle, useDocumentMeta } from '../../lib/document-meta';

/** A page section with the site's width and vertical rhythm. */
export function Section({
  id,
  className,
  children,
  labelledBy,
}: {
  id?: string;
  className?: string;
  children: ReactNode;
  labelledBy?: string;
}) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={cn('py-16 sm:py-20', className)}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{children}</div>
    </section>
  );
}

export function Eyebrow({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={cn('text-xs font-semibold tracking-[0.18em] text-maple-700 uppercase', className)}>
      {children}
    </p>
  );
}

/** The heading block of a section: eyebrow, title, lead. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'center',
}: {
  id?: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'center' | 'left';
}) {
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={id} className="mt-2 font-display text-3xl font-bold tracking-tight text-navy-950 sm:text-4xl">
        {title}
      </h2>
      {lead ? <p className="mt-3 text-base text-slate-600 sm:text-lg">{lead}</p> : null}
    </div>
  );
}

/**
 * A section titled by its heading block, its content below: the section is labelled by that heading, so a
 * screen reader's landmarks list names it.
 */
export function HeadedSection({
  id,
  className,
  headingId,
  eyebrow,
  title,
  lead,
  contentClassName = 'mt-10',
  children,
}: {
  id?: string;
  className?: string;
  headingId: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Section id={id} className={className} labelledBy={headingId}>
      <SectionHeading id={headingId} eyebrow={eyebrow} title={title} lead={lead} />
      <div className={contentClassName}>{children}</div>
    </Section>
  );
}

/** The title band at the top of an inner page. */
export function PageHeader({
  eyebrow,
  title,
  lead,
}: {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
}) {
  return (
    <div className="border-b border-navy-900 bg-navy-900 bg-[radial-gradient(ellipse_at_top_right,rgba(95,136,189,0.35),transparent_60%)]">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.18em] text-maple-200 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 font-display text-3xl font-bold tracking-tight text-white sm:text-5xl">
          {title}
        </h1>
        {lead ? <p className="mt-4 max-w-2xl text-base text-navy-100 sm:text-lg">{lead}</p> : null}
      </div>
    </div>
  );
}

/**
 * An inner page's title band whose title and lead are also the page's title and description in search
 * results (the page's one useDocumentMeta); `heading`, when the band's words are not the title's.
 */
export function PageIntro({
  eyebrow,
  title,
  heading = title,
  lead,
}: {
  eyebrow?: ReactNode;
  title: string;
  heading?: string;
  lead: string;
}) {
  useDocumentMeta({ title: pageTitle(title), description: lead });
  return <PageHeader eyebrow={eyebrow} title={heading} lead={lead} />;
}

/**
 * A box of a page named by its own heading: the section is labelled by the heading (so a screen reader's
 * landmarks list names it), and tests find it by `testId` (the heading's id unless told otherwise).
 */
export function TitledBox({
  id,
  title,
  titleClassName,
  className = 'rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200',
  testId = id,
  children,
}: {
  id: string;
  title: ReactNode;
  titleClassName: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className} data-testid={testId}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}
