import { RateAlertActionPage } from './rate-alert-action-page';

/** /rate-alerts/unsubscribe?token=…: the e-mail's unsubscribe link (ADR 082). */
export default function RateAlertUnsubscribePage() {
  return <RateAlertActionPage action="unsubscribe" />;
}
