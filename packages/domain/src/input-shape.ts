import type * as v from 'valibot';

/** The parts of a valibot schema this walk reads; other kinds hold no object to look into. */
type Shape = {
  readonly type: string;
  readonly entries?: Readonly<Record<string, Shape>>;
  readonly wrapped?: Shape;
  readonly item?: Shape;
  readonly value?: Shape;
};

const OBJECTS: ReadonlySet<string> = new Set(['object', 'strict_object', 'loose_object']);
const WRAPPERS: ReadonlySet<string> = new Set([
  'optional',
  'exact_optional',
  'nullable',
  'nullish',
  'undefinedable',
]);

const isRecord = (data: unknown): data is Readonly<Record<string, unknown>> =>
  typeof data === 'object' && data !== null;

const walk = (shape: Shape, data: unknown, path: string): string[] => {
  const at = (key: string | number) => (path === '' ? String(key) : `${path}.${key}`);
  if (WRAPPERS.has(shape.type) && shape.wrapped !== undefined)
    return data === undefined || data === null ? [] : walk(shape.wrapped, data, path);
  if (OBJECTS.has(shape.type) || shape.type === 'record') {
    if (Array.isArray(data)) return [path === '' ? 'input' : path];
    if (!isRecord(data)) return [];
    if (shape.type === 'record' && shape.value !== undefined) {
      const value = shape.value;
      return Object.entries(data).flatMap(([key, item]) => walk(value, item, at(key)));
    }
    return Object.entries(shape.entries ?? {}).flatMap(([key, entry]) =>
      walk(entry, data[key], at(key)),
    );
  }
  if (shape.type === 'array' && shape.item !== undefined && Array.isArray(data)) {
    const item = shape.item;
    return data.flatMap((element, i) => walk(item, element, at(i)));
  }
  return [];
};

/**
 * Where the input holds a list in place of an object the schema expects: the paths, `input` for
 * the whole. valibot's object and record schemas take a list as an object (`[]` passes as `{}`),
 * so the callables refuse these before parsing.
 */
export const listsForObjects = (schema: v.GenericSchema, data: unknown): string[] =>
  walk(schema as unknown as Shape, data, '');
