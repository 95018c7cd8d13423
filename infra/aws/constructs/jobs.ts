import { Duration, Stack, TimeZone } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, Metric, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { FilterCriteria, type IFunction, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, type DynamoEventSourceProps, SqsDlq } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Schedule, ScheduleExpression, ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { keys } from '../../../functions/src/data/keys';
import { countEventsFilterPatterns } from '../../../functions/src/jobs/count-events-filter';
import { METRIC_NAMESPACE } from '../../../functions/src/lib/metrics';
import { SCHEDULED_SCRAPE_EVENT } from '../../../functions/src/services/rates-scrape/invocation';
import { acknowledge, arnOf, wildcardResource } from '../nag';
import { type DataAccess, grantDataAccess, PARTITIONS } from './data-access';

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

/**
 * count-events (ADR 065): a batch is summed into one UpdateItem per counter, so a bigger batch means fewer
 * writes; the counters trail by about the window. Bisecting isolates a poison record; a redelivered record
 * is recognised and not counted twice.
 */
export const COUNT_EVENTS_STREAM = {
  batchSize: 100,
  maxBatchingWindow: Duration.seconds(2),
  retryAttempts: 10,
  maxRecordAge: Duration.hours(24),
} as const;

/**
 * The reconciliation (issue 13): every 5 minutes it sends the leads the stream consumer could not. The
 * alarm fires when its metric says a lead has waited an hour, or when the metric stops arriving (the job
 * is not running). Two 10-minute periods must both breach: one late or missing datapoint (a run's timing
 * jitter, the log-to-metric delay) never alarms alone; a job silent for 20 minutes does (ADR 028).
 */
export const RECONCILE = {
  expression: 'rate(5 minutes)',
  /** The job's OLDEST_UNEXPORTED_METRIC (its module reads its env at import: test/infra checks they agree). */
  metricName: 'OldestUnexportedLeadAgeSeconds',
  alarm: { thresholdSeconds: 3600, period: Duration.minutes(10), evaluationPeriods: 2, datapointsToAlarm: 2 },
} as const;

/**
 * The borrowers' documents reminders (issue 38, ADR 118): 09:00 Toronto time, Monday to Friday (the job also
 * skips a weekend day itself, and sends a file at most one reminder a day through its guard item, so a retry or a
 * second run sends nothing twice).
 */
export const FILE_REMINDER_SCHEDULE = {
  expression: 'cron(0 9 ? * MON-FRI *)',
  timeZone: TimeZone.AMERICA_TORONTO,
} as const;

/**
 * What the reminder job may touch: the sparse queue of outstanding checklist items (GSI3), and the leads'
 * partitions, where it reads a file (the file item, its applicants, checklist and FINTRAC records), writes the day's
 * guard (Put, conditional), records the reminder on it with the activity entry (Update + Put, one transaction) and
 * gives the guard back when no e-mail went (Delete, conditional). Nothing else of the table.
 */
export const REMIND_FILE_DOCUMENTS_ACCESS: DataAccess = {
  read: [PARTITIONS.lead],
  query: { GSI3: [keys.outstandingFileDocuments] },
  write: { partitions: [PARTITIONS.lead], actions: ['PutItem', 'UpdateItem', 'DeleteItem'] },
};

export interface JobsProps {
  table: ITable;
  exportLead: IFunction;
  /** export-lead's own `exportLeadFilterPattern` (the local poller applies the same one). */
  exportLeadFilter: Record<string, unknown>;
  /** Absent until functions/src/jobs/count-events.ts exists. */
  countEvents?: IFunction;
  /** Absent until functions/src/jobs/scrape-rates.ts exists. */
  scrapeRates?: IFunction;
  /** Absent until functions/src/jobs/reconcile-lead-exports.ts exists. */
  reconcileLeadExports?: IFunction;
  /**
   * The daily documents reminders (functions/src/jobs/remind-file-documents.ts): its table access is granted here
   * (REMIND_FILE_DOCUMENTS_ACCESS); the stack grants it SES and its SITE_URL, as the other mailing functions.
   */
  remindFileDocuments?: IFunction;
  /** Raises an alarm (monitoring.ts wires the notification). */
  alarm: (id: string, create: (scope: Construct) => Alarm) => void;
  /** The stage: the reconciliation's metric carries it as its Stage dimension (the Lambdas' STAGE). */
  stage: string;
}

/**
 * Background work: the table's stream → export-lead (new leads only, by the handler's own filter
 * pattern), and the nightly rate scrape on EventBridge Scheduler.
 */
export class Jobs extends Construct {
  readonly exportLeadFailures: Queue;
  readonly countEventsFailures?: Queue;
  readonly schedule?: Schedule;
  readonly reconcileSchedule?: Schedule;
  readonly fileReminderSchedule?: Schedule;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    this.exportLeadFailures = this.streamConsumer(props, {
      fn: props.exportLead,
      failures: 'ExportLeadFailures',
      settings: { ...EXPORT_LEAD_STREAM, reportBatchItemFailures: true },
      filters: [props.exportLeadFilter],
      alarm: 'ExportLeadFailed',
      alarmDescription: 'A new lead could not be e-mailed to the CRM after every retry: see the queue',
    });
    if (props.countEvents) {
      this.countEventsFailures = this.streamConsumer(props, {
        fn: props.countEvents,
        failures: 'CountEventsFailures',
        settings: COUNT_EVENTS_STREAM,
        filters: countEventsFilterPatterns,
        alarm: 'CountEventsFailed',
        alarmDescription:
          'Stream records could not be added to the counters after every retry: see the queue',
      });
    }

    if (props.scrapeRates) {
      this.schedule = this.scheduled('NightlyRateScrape', props, {
        fn: props.scrapeRates,
        description: 'Scrape mortgage rates at 02:00 Toronto time',
        schedule: ScheduleExpression.expression(SCRAPE_SCHEDULE.expression, SCRAPE_SCHEDULE.timeZone),
        // The function tells the schedule's runs from the admin's (ADR 067).
        input: ScheduleTargetInput.fromObject(SCHEDULED_SCRAPE_EVENT),
        maxEventAge: Duration.hours(1),
        failures: 'ScrapeScheduleFailures',
        notInvokedAlarm: 'ScrapeNotInvoked',
        notInvokedDescription: 'The nightly rate scrape could not be invoked',
      });
    }

    if (props.remindFileDocuments) {
      grantDataAccess(props.remindFileDocuments, props.table, REMIND_FILE_DOCUMENTS_ACCESS);
      this.fileReminderSchedule = this.scheduled('FileDocumentReminders', props, {
        fn: props.remindFileDocuments,
        description:
          'E-mail borrowers the documents their broker has waited 3 business days for (09:00 Toronto, Mon-Fri)',
        schedule: ScheduleExpression.expression(
          FILE_REMINDER_SCHEDULE.expression,
          FILE_REMINDER_SCHEDULE.timeZone,
        ),
        // A late run the same morning still reminds; the day's guard makes a retry send nothing twice.
        maxEventAge: Duration.hours(2),
        failures: 'FileReminderScheduleFailures',
        notInvokedAlarm: 'FileRemindersNotInvoked',
        notInvokedDescription: 'The daily documents reminders could not be invoked',
      });
    }

    if (props.reconcileLeadExports) {
      this.reconcileSchedule = this.scheduled('LeadExportReconciliation', props, {
        fn: props.reconcileLeadExports,
        description: 'Send leads the stream consumer could not e-mail to the CRM',
        schedule: ScheduleExpression.expression(RECONCILE.expression),
        // The next run is 5 minutes away: an older invocation is superseded, not worth retrying.
        maxEventAge: Duration.minutes(5),
        failures: 'ReconcileScheduleFailures',
        notInvokedAlarm: 'ReconcileNotInvoked',
        notInvokedDescription: 'The lead export reconciliation could not be invoked',
      });
      const { alarm } = RECONCILE;
      props.alarm('LeadUnexported', (alarmScope) =>
        new Metric({
          namespace: METRIC_NAMESPACE,
          metricName: RECONCILE.metricName,
          dimensionsMap: { Stage: props.stage },
          statistic: 'Maximum',
          period: alarm.period,
        }).createAlarm(alarmScope, 'LeadUnexportedAlarm', {
          alarmDescription:
            'A lead has not reached the CRM for an hour, or the reconciliation job stopped reporting',
          threshold: alarm.thresholdSeconds,
          evaluationPeriods: alarm.evaluationPeriods,
          datapointsToAlarm: alarm.datapointsToAlarm,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.BREACHING,
        }),
      );
    }
  }

  /** A Lambda on the table's stream, filtered: retried, bisected, then parked in a queue an alarm watches. */
  private streamConsumer(
    props: JobsProps,
    consumer: {
      fn: IFunction;
      failures: string;
      settings: Omit<DynamoEventSourceProps, 'startingPosition'>;
      filters: readonly object[];
      alarm: string;
      alarmDescription: string;
    },
  ): Queue {
    const failures = this.failureQueue(props, consumer.failures, consumer.alarm, consumer.alarmDescription);
    consumer.fn.addEventSource(
      new DynamoEventSource(props.table, {
        startingPosition: StartingPosition.LATEST,
        ...consumer.settings,
        bisectBatchOnError: true,
        onFailure: new SqsDlq(failures),
        filters: consumer.filters.map((pattern) => FilterCriteria.filter(pattern as Record<string, unknown>)),
      }),
    );
    if (consumer.fn.role) {
      acknowledge(
        consumer.fn.role,
        [wildcardResource('*')],
        'dynamodb:ListStreams has no resource-level permission; every other stream action names the table stream.',
      );
    }
    return failures;
  }

  /** A queue where work that kept failing is parked, and an alarm as soon as anything is in it. */
  private failureQueue(props: JobsProps, id: string, alarm: string, alarmDescription: string): Queue {
    const failures = new Queue(this, id, {
      retentionPeriod: Duration.days(14),
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
    });
    acknowledgeDeadLetterQueue(failures);
    props.alarm(alarm, (alarmScope) =>
      failures
        .metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(5) })
        .createAlarm(alarmScope, `${alarm}Alarm`, {
          alarmDescription,
          threshold: 1,
          evaluationPeriods: 1,
          comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
          treatMissingData: TreatMissingData.NOT_BREACHING,
        }),
    );
    return failures;
  }

  /** A Lambda on EventBridge Scheduler: retried, then parked in a queue an alarm watches. */
  private scheduled(
    id: string,
    props: JobsProps,
    job: {
      fn: IFunction;
      description: string;
      schedule: ScheduleExpression;
      /** The event the function gets; none: the scheduler's own. */
      input?: ScheduleTargetInput;
      maxEventAge: Duration;
      failures: string;
      notInvokedAlarm: string;
      notInvokedDescription: string;
    },
  ): Schedule {
    const failures = this.failureQueue(props, job.failures, job.notInvokedAlarm, job.notInvokedDescription);
    const role = new Role(this, `${id}Role`, {
      // Only schedules of this account may assume it (confused deputy).
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com', {
        conditions: { StringEquals: { 'aws:SourceAccount': Stack.of(this).account } },
      }),
      description: `EventBridge Scheduler: invoke the ${id} job`,
    });
    const schedule = new Schedule(this, id, {
      description: job.description,
      schedule: job.schedule,
      target: new LambdaInvoke(job.fn, {
        role,
        input: job.input,
        retryAttempts: 2,
        maxEventAge: job.maxEventAge,
        deadLetterQueue: failures,
      }),
    });
    acknowledge(
      role,
      [wildcardResource(arnOf(job.fn, ':*'))],
      "The scheduler's invoke grant covers the function's versions and aliases (CDK's LambdaInvoke); it is the one function.",
    );
    return schedule;
  }
}

/** cdk-nag cannot see that a queue is a failure destination (not a RedrivePolicy): it is the DLQ. */
function acknowledgeDeadLetterQueue(queue: Queue): void {
  acknowledge(
    queue,
    ['AwsSolutions-SQS3'],
    'This queue is itself the dead-letter destination of an event source or schedule; an alarm watches it.',
  );
}
