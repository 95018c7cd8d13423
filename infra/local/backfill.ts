/**
 * `npm run backfill`: brings a table's data written before issue 33 up to its design (ADRs 091, 092: the list
 * indexes, the rollups, the review queues), printing what it did; run twice, the second run does nothing.
 *
 * Locally it works on the running `npm start` stack's table (DynamoDB Local on DYNAMODB_PORT); the stack also
 * runs it at each start. `npm run backfill -- --aws` works on the deployed table named by TABLE_NAME in
 * AWS_REGION with the shell's AWS credentials (beside the live stream: every write is conditional).
 */
import { HOST, portsFromEnv, REGION, TABLE_NAME } from './config';

process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
const aws = process.argv.includes('--aws');
if (aws) {
  if (!process.env.TABLE_NAME)
    throw new Error('--aws needs TABLE_NAME (the deployed table, see `npm run synth`)');
} else {
  process.env.TABLE_NAME ??= TABLE_NAME;
  process.env.DYNAMODB_ENDPOINT ??= `http://${HOST}:${portsFromEnv().dynamodb}`;
  process.env.AWS_REGION ??= REGION;
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}

const { backfill } = await import('../../functions/src/jobs/backfill');
const started = Date.now();
const result = await backfill((line) => console.log(line));
console.log(
  `backfill of ${process.env.TABLE_NAME}: ${result.read} leads read, ${result.indexed} indexed, ${result.counted} counted, ${result.queued} queued for review, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
