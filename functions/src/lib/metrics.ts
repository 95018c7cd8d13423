/**
 * CloudWatch metrics as Embedded Metric Format (EMF) log lines: CloudWatch Logs extracts the metric from
 * the Lambda's log, so publishing needs no API call, no permission and no SDK. Locally the line is just
 * a log line (tests read it).
 */
export const METRIC_NAMESPACE = 'Maplestone';

export type MetricUnit = 'Seconds' | 'Milliseconds' | 'Count';

/** Dimension name → value, e.g. `{ Stage: 'prod' }`, so stages sharing an account keep their own series. */
export type MetricDimensions = Record<string, string>;

/** The EMF document for one value of one metric, with one dimension set (its values at the root, as EMF wants). */
export function metricLine(
  name: string,
  value: number,
  unit: MetricUnit,
  dimensions: MetricDimensions = {},
  at = new Date(),
): string {
  return JSON.stringify({
    _aws: {
      Timestamp: at.getTime(),
      CloudWatchMetrics: [
        {
          Namespace: METRIC_NAMESPACE,
          Dimensions: [Object.keys(dimensions)],
          Metrics: [{ Name: name, Unit: unit }],
        },
      ],
    },
    ...dimensions,
    [name]: value,
  });
}

/** Writes the metric line (metricLine's arguments) to stdout, where Lambda sends it to CloudWatch Logs. */
export function putMetric(...metric: Parameters<typeof metricLine>): void {
  console.log(metricLine(...metric));
}
