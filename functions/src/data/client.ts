import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type {
  BatchGetCommandInput,
  BatchGetCommandOutput,
  BatchWriteCommandInput,
  BatchWriteCommandOutput,
  DeleteCommandInput,
  DeleteCommandOutput,
  DynamoDBDocumentClient,
  GetCommandInput,
  GetCommandOutput,
  PutCommandInput,
  PutCommandOutput,
  QueryCommandInput,
  QueryCommandOutput,
  TransactWriteCommandInput,
  TransactWriteCommandOutput,
  UpdateCommandInput,
  UpdateCommandOutput,
} from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';
import { awsEnvSchema, optionalUrl, parseEnv } from '../lib/env';
import { localEndpoint } from '../lib/local-endpoint';

const env = parseEnv(
  awsEnvSchema.extend({
    TABLE_NAME: z.string().min(1),
    /** Local stand-in only (DynamoDB Local); unset in AWS. */
    DYNAMODB_ENDPOINT: optionalUrl,
  }),
);

export const tableName = env.TABLE_NAME;

interface TableClients {
  /** The low-level client (DescribeTable for the health check). */
  dynamo: DynamoDBClient;
  document: DynamoDBDocumentClient;
  commands: typeof import('@aws-sdk/lib-dynamodb');
}

let loading: Promise<TableClients> | undefined;

/**
 * The table's clients, made on the first request that reads or writes and kept for the container's life
 * (connections stay warm between invocations). The runtime's SDK is required then, not at import, in every
 * Lambda alike: the audiences already met it on a route's first request (ADR 064); ADR 079 says why.
 */
export function tableClients(): Promise<TableClients> {
  loading ??= (async () => {
    const [{ DynamoDBClient }, commands] = await Promise.all([
      import('@aws-sdk/client-dynamodb'),
      import('@aws-sdk/lib-dynamodb'),
    ]);
    const dynamo = new DynamoDBClient({
      region: env.AWS_REGION,
      ...localEndpoint(env.DYNAMODB_ENDPOINT),
    });
    const document = commands.DynamoDBDocumentClient.from(dynamo, {
      marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
    });
    return { dynamo, document, commands };
  })().catch((error: unknown) => {
    loading = undefined; // a failed load is tried again by the next request
    throw error;
  });
  return loading;
}

/** The document client's commands the repositories send: each name → its input and output. */
interface Commands {
  BatchGet: [BatchGetCommandInput, BatchGetCommandOutput];
  BatchWrite: [BatchWriteCommandInput, BatchWriteCommandOutput];
  Delete: [DeleteCommandInput, DeleteCommandOutput];
  Get: [GetCommandInput, GetCommandOutput];
  Put: [PutCommandInput, PutCommandOutput];
  Query: [QueryCommandInput, QueryCommandOutput];
  TransactWrite: [TransactWriteCommandInput, TransactWriteCommandOutput];
  Update: [UpdateCommandInput, UpdateCommandOutput];
}
type CommandName = keyof Commands;

/** A command to send, named as the SDK names it (`new GetCommand(input)`); built into the SDK's on send. */
class Command<Name extends CommandName> {
  constructor(
    readonly name: Name,
    readonly input: Commands[Name][0],
  ) {}
}
export class BatchGetCommand extends Command<'BatchGet'> {
  constructor(input: BatchGetCommandInput) {
    super('BatchGet', input);
  }
}
export class BatchWriteCommand extends Command<'BatchWrite'> {
  constructor(input: BatchWriteCommandInput) {
    super('BatchWrite', input);
  }
}
export class DeleteCommand extends Command<'Delete'> {
  constructor(input: DeleteCommandInput) {
    super('Delete', input);
  }
}
export class GetCommand extends Command<'Get'> {
  constructor(input: GetCommandInput) {
    super('Get', input);
  }
}
export class PutCommand extends Command<'Put'> {
  constructor(input: PutCommandInput) {
    super('Put', input);
  }
}
export class QueryCommand extends Command<'Query'> {
  constructor(input: QueryCommandInput) {
    super('Query', input);
  }
}
export class TransactWriteCommand extends Command<'TransactWrite'> {
  constructor(input: TransactWriteCommandInput) {
    super('TransactWrite', input);
  }
}
export class UpdateCommand extends Command<'Update'> {
  constructor(input: UpdateCommandInput) {
    super('Update', input);
  }
}

/** The table, as the repositories use it: `db.send(new GetCommand(…))`, the SDK's own shape. */
export const db = {
  async send<Name extends CommandName>(command: Command<Name>): Promise<Commands[Name][1]> {
    const { document, commands } = await tableClients();
    const SdkCommand = commands[`${command.name}Command`] as unknown as new (
      input: Commands[Name][0],
    ) => Parameters<DynamoDBDocumentClient['send']>[0];
    return (await document.send(new SdkCommand(command.input))) as Commands[Name][1];
  },
};
