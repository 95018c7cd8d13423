import { RateAlertActionPage } from './rate-alert-action-page';

/** /rate-alerts/keep-watching?token=…: the e-mail's "Keep watching" link (ADR 082). */
export default function RateAlertKeepWatchingPage() {
  return <RateAlertActionPage action="rearm" />;
}
