import type { z } from 'zod';

/** The messages a failed parse attaches to one field (tests of the core schemas). */
export function messagesFor(schema: z.ZodType, input: unknown, field: string): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((i) => i.path.join('.') === field).map((i) => i.message);
}
