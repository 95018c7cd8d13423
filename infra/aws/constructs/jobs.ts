import { Duration, TimeZone } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { FilterCriteria, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** 02:00 every day, Toronto wall-clock time: EventBridge Scheduler follows the DST changes itself. */
export const SCRAPE_SCHEDULE = {
  expression: 'cron(0 2 * * ? *)',
  timeZone: TimeZone.AMERICA_TORONTO,
} as const;

/** The stream consumer's failure handling: bounded, then parked in a queue someone is alarmed about. */
export const EXPORT_LEAD_STREAM = {
  batchSize: 10,
  maxBatchingWindow: Duration.seconds(1),
  retryAttempts: 5,
  maxRecordAge: Duration.hours(24),
} as const;

export interface JobsProps {
  table: ITable;
  exportLead: IFunction;
  /** export-lead's own `exportLeadFilterPattern` (the local poller applies the same one). */
  exportLeadFilter: Record<string, unknown>;
  /** Absent until functions/src/jobs/scrape-rates.ts exists. */
  scrapeRates?: IFunction;
  /** Raises an alarm (monitoring.ts wires the notification). */
  alarm: (id: string, create: (scope: Construct) => Alarm) => void;
}

/**
 * Background work: the table's stream → export-lead (new leads only, by the handler's own filter
 * pattern), and the nightly rate scrape on EventBridge Scheduler.
 */
export class Jobs extends Construct {
  readonly exportLeadFailures: Queue;
  readonly schedule?: Schedule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.exportLeadFailures = new Queue(this, 'ExportLeadFailures', {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    props.exportLead.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        ...EXPORT_LEAD_STREAM,
        bisectBatchOnError: true,
        reportBatchItemFailures: true,
        onFailure: new SqsDlq(this.exportLeadFailures),
        filters: [FilterCriteria.filter(props.exportLeadFilter)],
      }),
    );
    props.alarm('ExportLeadFailed', (alarmScope) =>
      this.exportLeadFailures
        .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
        .createAlarm(alarmScope, 'ExportLeadFailedAlarm', {
          alarmDescription: 'A new lead could not be e-mailed to the CRM after every retry: see the queue',
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    );

    if (props.scrapeRates) {
      const scheduleFailures = new Queue(this, 'ScrapeScheduleFailures', {
        retentionPeriod: Duration.days(14),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
      this.schedule = new Schedule(this, 'NightlyRateScrape', {
        description: 'Scrape mortgage rates at 02:00 Toronto time',
        schedule: ScheduleExpression.expression(SCRAPE_SCHEDULE.expression, SCRAPE_SCHEDULE.timeZone),
        target: new LambdaInvoke(props.scrapeRates, {
          retryAttempts: 2,
          maxEventAge: Duration.hours(1),
          deadLetterQueue: scheduleFailures,
        }),
      });
      props.alarm('ScrapeNotInvoked', (alarmScope) =>
        scheduleFailures
          .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
          .createAlarm(alarmScope, 'ScrapeNotInvokedAlarm', {
            alarmDescription: 'The nightly rate scrape could not be invoked',
            threshold: 1,
            evaluationPeriods: 1,
            comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
            treatMissingData: TreatMissingData.NOT_BREACHING,
          }),
      );
    }
  }
}
