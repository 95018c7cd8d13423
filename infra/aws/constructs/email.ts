import { Arn, CfnOutput, Stack } from 'aws-cdk-lib';
import { type IGrantable, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { EmailIdentity, Identity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';

export interface EmailProps {
  /** The From address of lead e-mails. */
  fromAddress: string;
  /** Verify the address's whole domain (publish the DKIM records) rather than the one address. */
  domainIdentity: boolean;
  /** Recipients that must be verified identities while the account is in the SES sandbox. */
  sandboxRecipients: string[];
}

/**
 * SES: the sending identity of lead e-mails, and the one permission to send from it.
 * A new account is in the SES sandbox: it may send only to verified identities, and IAM then also
 * checks the recipient's identity, so the CRM address is listed too. docs/deploy.md explains leaving it.
 */
export class Email extends Construct {
  readonly identity: EmailIdentity;
  readonly fromAddress: string;
  private readonly identityArns: string[];

  constructor(scope: Construct, id: string, props: EmailProps) {
    super(scope, id);
    this.fromAddress = props.fromAddress;
    const domain = props.fromAddress.split('@')[1]!;
    this.identity = new EmailIdentity(this, 'Sender', {
      identity: props.domainIdentity ? Identity.domain(domain) : Identity.email(props.fromAddress),
    });
    const stack = Stack.of(this);
    const identityArn = (name: string) =>
      Arn.format({ service: 'ses', resource: 'identity', resourceName: name }, stack);
    this.identityArns = [
      identityArn(this.identity.emailIdentityName),
      ...props.sandboxRecipients.map((recipient) => identityArn(recipient)),
    ];
    if (props.domainIdentity) {
      for (const [index, record] of this.identity.dkimRecords.entries()) {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: 'Publish as a CNAME in the sending domain',
          value: `${record.name} CNAME ${record.value}`,
        });
      }
    }
  }

  /** ses:SendEmail from the configured address only. */
  grantSend(grantee: IGrantable): void {
    grantee.grantPrincipal.addToPrincipalPolicy(
      new PolicyStatement({
        sid: 'SendLeadEmail',
        actions: ['ses:SendEmail', 'ses:SendRawEmail'],
        resources: this.identityArns,
        conditions: { StringEquals: { 'ses:FromAddress': this.fromAddress } },
      }),
    );
  }
}
