import { telHref } from '@maplestone/shared';
import { Mail, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import type { Broker } from '../api/agents';

/** A broker's email and phone (when given) as links beside their icons; `children` adds more items. */
export function BrokerContacts({
  broker,
  className,
  linkClassName,
  children,
}: {
  broker: Pick<Broker, 'email' | 'phone'>;
  className: string;
  linkClassName: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      <li className="flex items-center gap-2.5">
        <Mail className="size-4 shrink-0 text-navy-600" aria-hidden />
        <a href={`mailto:${broker.email}`} className={cn('truncate', linkClassName)}>
          {broker.email}
        </a>
      </li>
      {broker.phone ? (
        <li className="flex items-center gap-2.5">
          <Phone className="size-4 shrink-0 text-navy-600" aria-hidden />
          <a href={telHref(broker.phone)} className={linkClassName}>
            {broker.phone}
          </a>
        </li>
      ) : null}
      {children}
    </ul>
  );
}
