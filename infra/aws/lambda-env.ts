import { BORROWER_DOCUMENTS_BUCKET, BUCKETS, EXPORT_BUCKET } from '../../functions/src/lib/storage-buckets';

/**
 * A stand-in for the environment the stack gives every Lambda, with plausible values where the real
 * ones are only known at deploy time. Used by the bundle bench to load each bundle (handlers validate
 * their env at import). test/infra checks it covers every variable the stack sets.
 */
export const SAMPLE_LAMBDA_ENV: Record<string, string> = {
  AWS_REGION: 'ca-central-1',
  STAGE: 'synth',
  LOG_LEVEL: 'warn',
  NODE_OPTIONS: '--enable-source-maps',
  TABLE_NAME: 'sample-table',
  COGNITO_ISSUER: 'https://cognito-idp.ca-central-1.amazonaws.com/ca-central-1_sample',
  USER_POOL_ID: 'ca-central-1_sample',
  USER_POOL_CLIENT_ID: 'sampleclientid',
  CRM_EMAIL: 'crm@example.com',
  SES_FROM_ADDRESS: 'no-reply@example.com',
  SITE_URL: 'https://d111111abcdef8.cloudfront.net',
  MEDIA_BASE_URL: 'https://d111111abcdef8.cloudfront.net/media',
  BEDROCK_MODEL_ID: 'anthropic.claude-3-haiku-20240307-v1:0',
  ORIGIN_VERIFY_SECRET: 'sample-origin-verify-secret',
  SCRAPE_RATES_FUNCTION_NAME: 'maplestone-synth-ScrapeRates-SAMPLE',
  CHAT_TOKEN_SECRET: 'sample-chat-token-secret-of-sixty-four-characters-0123456789abcdef',
  CURSOR_SECRET: 'sample-cursor-secret-of-sixty-four-characters-0123456789abcdef0123',
  ...Object.fromEntries(
    Object.values(BUCKETS).map((variable) => [variable, `sample-${variable.toLowerCase()}`]),
  ),
  // The export job's bucket and name (ADR 093): admin-api and export-leads only.
  [EXPORT_BUCKET.variable]: 'sample-bucket-exports',
  EXPORT_LEADS_FUNCTION_NAME: 'maplestone-synth-ExportLeads-SAMPLE',
  // The borrowers' documents (ADR 118): borrower-api, agent-api and admin-api; its KMS key's ARN, borrower-api only.
  [BORROWER_DOCUMENTS_BUCKET.variable]: 'sample-bucket-borrower-documents',
  [BORROWER_DOCUMENTS_BUCKET.keyVariable]:
    'arn:aws:kms:ca-central-1:111111111111:key/00000000-0000-0000-0000-000000000000',
};
