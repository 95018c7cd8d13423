import * as z from 'zod';

/**
 * Reads and validates the part of the environment a module needs, once, at cold start.
 * A missing or malformed variable fails fast with every problem named.
 */
export function parseEnv<S extends z.ZodObject>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return result.data;
}

/** SITE_URL: the site's own address, which the e-mails' links lead to. */
export const siteEnvSchema = z.object({ SITE_URL: z.url() });

/** An optional URL: empty strings count as absent (AWS mode leaves local endpoints unset). */
export const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/**
 * LOG_LEVEL, 'info' when absent or not one of LOG_LEVELS. Unlike other variables it never throws: the logger is
 * what reports a crash, so a bad LOG_LEVEL must not become one.
 */
const logLevelSchema = z.object({ LOG_LEVEL: z.enum(LOG_LEVELS).catch('info') });
export function logLevel(source: NodeJS.ProcessEnv = process.env): LogLevel {
  return logLevelSchema.parse(source).LOG_LEVEL;
}

/** An optional string: empty counts as absent. */
export const optionalString = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined));

export const awsEnvSchema = z.object({
  AWS_REGION: z.string().min(1).default('ca-central-1'),
  STAGE: z.string().min(1).default('local'),
});
