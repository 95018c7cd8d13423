import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import { projectionOf, tableDesign } from '../../../functions/src/data/table';

export interface DataProps {
  disposable: boolean;
  /** Deploy only the design's first n indexes (an existing table takes one new GSI per update). */
  indexes?: number;
}

/**
 * The one table, from the design the functions and the local stack share (functions/src/data/table.ts):
 * on demand, point-in-time recovery, TTL, the stream export-lead consumes, and every GSI of the design.
 * Outside dev stages it is deletion-protected and retained if the stack goes.
 */
export class Data extends Construct {
  readonly table: Table;

  constructor(scope: Construct, id: string, props: DataProps) {
    super(scope, id);
    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableDesign.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableDesign.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      deletionProtection: !props.disposable,
      removalPolicy: props.disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
      timeToLiveAttribute: tableDesign.timeToLiveAttribute,
      stream: StreamViewType[tableDesign.stream],
    });
    for (const index of tableDesign.globalSecondaryIndexes.slice(0, props.indexes)) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.indexName,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType[projectionOf(index)],
      });
    }
  }
}
