import { Arn, ArnFormat, Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { type FunctionUrl, FunctionUrlAuthType, type IFunction, InvokeMode } from 'aws-cdk-lib/aws-lambda';
import { Construct } from 'constructs';

/** Inference profile ids carry a geography prefix (us.anthropic...); foundation model ids do not. */
const PROFILE_PREFIX = /^(us|eu|apac|ca|jp|au|us-gov|global)\.(.+)$/;

/**
 * The ARNs bedrock:InvokeModelWithResponseStream must allow for one configured model id.
 * A foundation model: that model in this region. An inference profile: the profile, and the model it
 * routes to in whichever region the profile picks.
 */
export function bedrockModelArns(stack: Stack, modelId: string): string[] {
  const profile = PROFILE_PREFIX.exec(modelId);
  const foundationModel = (region: string, id: string) =>
    Arn.format(
      {
        service: 'bedrock',
        region,
        account: '',
        resource: 'foundation-model',
        resourceName: id,
        arnFormat: ArnFormat.SLASH_RESOURCE_NAME,
      },
      stack,
    );
  if (!profile) return [foundationModel(stack.region, modelId)];
  return [
    Arn.format({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }, stack),
    foundationModel('*', profile[2]!),
  ];
}

export interface ChatProps {
  fn: IFunction;
  /** The one model the function may invoke; absent for a streaming audience that calls no model. */
  bedrockModelId?: string;
}

/**
 * Val: the chat Lambda behind a Function URL that streams its response (RESPONSE_STREAM).
 * The URL takes only SigV4-signed calls (AWS_IAM): CloudFront signs them with origin access control
 * (web.ts), so the one way in is /api/chat on the site's own domain. The Lambda may call exactly the
 * configured model, streaming.
 */
export class Chat extends Construct {
  readonly url: FunctionUrl;

  constructor(scope: Construct, id: string, props: ChatProps) {
    super(scope, id);
    this.url = props.fn.addFunctionUrl({
      authType: FunctionUrlAuthType.AWS_IAM,
      invokeMode: InvokeMode.RESPONSE_STREAM,
    });
    if (props.bedrockModelId) grantBedrockModel(props.fn, Stack.of(this), props.bedrockModelId);
  }
}

export function grantBedrockModel(grantee: IGrantable, stack: Stack, modelId: string): void {
  grantee.grantPrincipal.addToPrincipalPolicy(
    new PolicyStatement({
      sid: 'InvokeConfiguredModel',
      actions: ['bedrock:InvokeModelWithResponseStream'],
      resources: bedrockModelArns(stack, modelId),
    }),
  );
}
