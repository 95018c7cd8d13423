import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { awsEnvSchema, optionalUrl, parseEnv } from '../lib/env';

const env = parseEnv(
  awsEnvSchema.extend({
    TABLE_NAME: z.string().min(1),
    /** Local stand-in only (DynamoDB Local); unset in AWS. */
    DYNAMODB_ENDPOINT: optionalUrl,
  }),
);

export const tableName = env.TABLE_NAME;

/** Created once per container; keeps connections warm between invocations. */
export const dynamo = new DynamoDBClient({
  region: env.AWS_REGION,
  ...(env.DYNAMODB_ENDPOINT
    ? { endpoint: env.DYNAMODB_ENDPOINT, credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }
    : {}),
});

export const db = DynamoDBDocumentClient.from(dynamo, {
  marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
});
