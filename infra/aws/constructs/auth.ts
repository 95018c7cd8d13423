import { USER_POOL_CODE_EMAIL } from '@maplestone/shared/i18n/en/email/user-pool';
import { PASSWORD_POLICY } from '@maplestone/shared/password-policy';
import { Duration, RemovalPolicy, Stack } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  StandardThreatProtectionMode,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { Construct } from 'constructs';

/** The groups the functions read from `cognito:groups` (functions/src/lib/auth.ts), strongest first. */
export const GROUPS = ['super_admin', 'admin', 'agent'] as const;

export interface AuthProps {
  disposable: boolean;
}

/**
 * Cognito: e-mail sign-in, no self sign-up (super admins create agents), a strong password policy,
 * TOTP MFA for everyone, threat protection, a forgotten password reset by a code e-mailed in our words, and one
 * public app client for the SPA (password and SRP sign-in, refresh tokens; unknown users look like known ones).
 */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly client: UserPoolClient;
  /** https://cognito-idp.<region>.amazonaws.com/<poolId>: the JWT issuer the API checks. */
  readonly issuer: string;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);
    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      autoVerify: { email: true },
      selfSignUpEnabled: false,
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: { ...PASSWORD_POLICY, tempPasswordValidity: Duration.days(3) },
      // Every user is staff handling personal data: an authenticator app at every sign-in, no SMS
      // (SIM swapping, and SMS needs an SNS role and spend). The first sign-in sets it up (ADR 018).
      mfa: Mfa.REQUIRED,
      mfaSecondFactor: { otp: true, sms: false },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Forgot password e-mails a code with this template (Cognito's code template serves both); its words
      // are the ones the local stack sends to its inbox (ADR 100).
      userVerification: {
        emailStyle: VerificationEmailStyle.CODE,
        emailSubject: USER_POOL_CODE_EMAIL.subject,
        emailBody: USER_POOL_CODE_EMAIL.body,
      },
      // Plus: compromised-credential checks and adaptive authentication block risky sign-ins. A few dozen
      // staff users make it cents a month (ADR 018).
      featurePlan: FeaturePlan.PLUS,
      standardThreatProtectionMode: StandardThreatProtectionMode.FULL_FUNCTION,
      email: UserPoolEmail.withCognito(),
      deletionProtection: !props.disposable,
      removalPolicy: props.disposable ? RemovalPolicy.DESTROY : RemovalPolicy.RETAIN,
    });
    GROUPS.forEach((groupName, precedence) => {
      this.userPool.addGroup(`Group-${groupName}`, {
        groupName,
        precedence,
        description: `Members have the ${groupName} role`,
      });
    });
    this.client = this.userPool.addClient('WebClient', {
      generateSecret: false,
      authFlows: { userPassword: true, userSrp: true },
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });
    this.issuer = `https://cognito-idp.${Stack.of(this).region}.amazonaws.com/${this.userPool.userPoolId}`;
  }
}
