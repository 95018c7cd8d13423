import { Duration } from 'aws-cdk-lib';
import { type Alarm, ComparisonOperator, TreatMissingData } from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { Construct } from 'constructs';

export interface MonitoringProps {
  /** Receives every alarm (confirm the SNS subscription e-mail once). */
  alarmEmail?: string;
}

/** One topic for every alarm of the stage; the other constructs raise their alarms through it. */
export class Monitoring extends Construct {
  readonly topic: Topic;

  constructor(scope: Construct, id: string, props: MonitoringProps) {
    super(scope, id);
    this.topic = new Topic(this, 'Alarms', { enforceSSL: true });
    if (props.alarmEmail) this.topic.addSubscription(new EmailSubscription(props.alarmEmail));
  }

  /** Creates the alarm under this construct and notifies the topic when it fires and when it clears. */
  readonly alarm = (id: string, create: (scope: Construct) => Alarm): Alarm => {
    const alarm = create(new Construct(this, id));
    alarm.addAlarmAction(new SnsAction(this.topic));
    alarm.addOkAction(new SnsAction(this.topic));
    return alarm;
  };

  /** Any invocation error (an unhandled exception or a timeout) of a function. */
  alarmOnErrors(name: string, fn: IFunction): Alarm {
    return this.alarm(`${name}Errors`, (scope) =>
      fn.metricErrors({ period: Duration.minutes(5) }).createAlarm(scope, 'Alarm', {
        alarmDescription: `${name} Lambda failed (unhandled error or timeout)`,
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }),
    );
  }
}
