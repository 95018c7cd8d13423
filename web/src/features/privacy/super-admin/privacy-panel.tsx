import { adminMessages, type PrivacyContactQuery } from '@maplestone/shared';
import { useState } from 'react';
import type { AdminTabProps } from '../../../components/back-office/nav-item';
import { PanelHeading } from '../../../components/back-office/panel-heading';
import { PrivacyRequests } from './requests';
import { PrivacyResults, PrivacySearchForm } from './search';

const m = adminMessages.privacy;

/**
 * /super-admin/privacy (issue 17, ADR 072): the privacy requests with their 30-day due dates, and a search
 * of everything held on an e-mail or phone with its export and anonymisation. The person searched is kept
 * in the panel only, never in the URL (addresses do not belong in history and logs).
 */
export default function PrivacyPanel(_props: AdminTabProps) {
  const [person, setPerson] = useState<PrivacyContactQuery | null>(null);
  const [requestId, setRequestId] = useState<string | null>(null);
  // A new search (typed, or from a request's row) starts the form again with what it searches for.
  const [searchKey, setSearchKey] = useState(0);

  return (
    <section aria-labelledby="admin-privacy-heading" className="space-y-8">
      <PanelHeading id="admin-privacy-heading" title={m.title} lead={m.lead} />
      <PrivacyRequests
        onLookUp={(request) => {
          setPerson({ email: request.email, phone: request.phone });
          setRequestId(request.status === 'open' ? request.id : null);
          setSearchKey((key) => key + 1);
        }}
      />
      <section aria-labelledby="privacy-search-heading" className="space-y-4">
        <PanelHeading id="privacy-search-heading" level={3} title={m.search} lead={m.searchHint} />
        <PrivacySearchForm
          key={searchKey}
          initial={person}
          onSearch={(next) => {
            setPerson(next);
            setRequestId(null);
          }}
        />
        {person ? <PrivacyResults person={person} requestId={requestId} /> : null}
      </section>
    </section>
  );
}
