/**
 * CloudWatch metrics as Embedded Metric Format (EMF) log lines: CloudWatch Logs extracts the metric from
 * the Lambda's log, so publishing needs no API call, no permission and no SDK. Locally the line is just
 * a log line (tests read it).
 */
export const METRIC_NAMESPACE = 'Maplestone';

export type MetricUnit = 'Seconds' | 'Milliseconds' | 'Count';

/** The EMF document for one value of one metric, with no dimensions (`[[]]`: one empty dimension set). */
export function metricLine(name: string, value: number, unit: MetricUnit, at = new Date()): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        { Namespace: METRIC_NAMESPACE, Dimensions: [[]], Metrics: [{ Name: name, Unit: unit }] },
      ],
    },
    [name]: value,
  });
}

/** Writes the metric line to stdout, where Lambda sends it to CloudWatch Logs. */
export function putMetric(name: string, value: number, unit: MetricUnit, at = new Date()): void {
  console.log(metricLine(name, value, unit, at));
}
