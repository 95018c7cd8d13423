import { staffMessages } from '@maplestone/shared';
import { StatusPill } from './status-pill';

/** On a row or card whose words a French page shows partly in English (lacksFrench, issue 37): 'No French'. */
export function NoFrenchBadge() {
  return (
    <StatusPill tone="waiting" className="whitespace-nowrap">
      {staffMessages.french.missing}
    </StatusPill>
  );
}
