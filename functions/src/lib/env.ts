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

/** An optional URL: empty strings count as absent (AWS mode leaves local endpoints unset). */
export const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value ? value : undefined))
  .pipe(z.url().optional());

export const awsEnvSchema = z.object({
  AWS_REGION: z.string().min(1).default('ca-central-1'),
  STAGE: z.string().min(1).default('local'),
});
