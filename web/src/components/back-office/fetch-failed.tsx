import { staffMessages } from '@maplestone/shared';
import { useEffect } from 'react';
import { isSignedOutError } from '../../lib/authed-api';
import { toast } from '../../lib/toast';
import { RetryAlert } from '../ui/states';

/**
 * A list that could not be loaded: the spec's fetch-failure toast (§8: 'Failed to fetch blog posts'...),
 * shown once, and the same words in place of the list with Retry. A call that found the session gone has
 * already left for /auth and says nothing.
 */
export function FetchFailed({
  message,
  error,
  onRetry,
}: {
  message: string;
  error: unknown;
  onRetry: () => void;
}) {
  const signedOut = isSignedOutError(error);
  useEffect(() => {
    if (!signedOut) toast.error(message, { id: message });
  }, [message, signedOut]);
  if (signedOut) return null;
  return <RetryAlert title={message} retryLabel={staffMessages.backOffice.retry} onRetry={onRetry} />;
}
