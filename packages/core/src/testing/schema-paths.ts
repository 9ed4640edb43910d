import type { z } from 'zod';

/** Every path in a schema that ends in a string, through optional, default, pipe, array. */
export function stringPaths(
  schema: z.ZodType,
  path: (string | number)[] = [],
): (string | number)[][] {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })
    ._zod.def;
  switch (def.type) {
    case 'string':
      return [path];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
      return stringPaths(def.innerType as z.ZodType, path);
    case 'pipe':
      return stringPaths(def.in as z.ZodType, path);
    case 'array':
      return stringPaths(def.element as z.ZodType, [...path, 0]);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
        stringPaths(field, [...path, key]),
      );
    default:
      return [];
  }
}

/** { a: { b: [ { c: value } ] } } for the path ['a', 'b', 0, 'c']. */
export function inputAt(path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  return typeof head === 'number'
    ? [inputAt(rest, value)]
    : { [head as string]: inputAt(rest, value) };
}
