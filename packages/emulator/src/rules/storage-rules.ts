import { evaluate, holds, type Scope } from './expression.ts';
import { type Node, parseExpression } from './expression-parser.ts';

/**
 * The subset of Cloud Storage security rules this project uses: nested `match` blocks with
 * literal segments, `{name}` and `{rest=**}` wildcards, `allow <methods>: if <condition>;`
 * (read = get + list, write = create + update + delete) and `function f(args) { return expr; }`,
 * with request.auth, request.resource (size, contentType, metadata, name), resource and the
 * path variables in scope.
 */
type Segment =
  | { readonly kind: 'literal'; readonly value: string }
  | { readonly kind: 'single'; readonly name: string }
  | { readonly kind: 'rest'; readonly name: string };

type Allow = { readonly methods: ReadonlySet<string>; readonly condition: Node };
type FunctionDef = { readonly params: readonly string[]; readonly body: Node };
type MatchBlock = {
  readonly segments: readonly Segment[];
  readonly allows: readonly Allow[];
  readonly functions: ReadonlyMap<string, FunctionDef>;
  readonly children: readonly MatchBlock[];
};

export type StorageMethod = 'get' | 'list' | 'create' | 'update' | 'delete';
type StorageRequest = {
  readonly auth: { readonly uid: string; readonly token: Record<string, unknown> } | null;
  readonly resource?: Record<string, unknown>;
  readonly time: number;
};

const METHOD_GROUPS: Record<string, readonly StorageMethod[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};

const parseSegments = (pattern: string): Segment[] =>
  pattern
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => {
      const wildcard = /^\{([A-Za-z_][A-Za-z0-9_]*)(=\*\*)?\}$/.exec(part);
      if (wildcard === null) return { kind: 'literal', value: part };
      return wildcard[2]
        ? { kind: 'rest', name: wildcard[1] ?? '' }
        : { kind: 'single', name: wildcard[1] ?? '' };
    });

const stripComments = (source: string): string => source.replace(/\/\/[^\n]*/g, '');

/** Parses storage.rules; the `match /b/{bucket}/o` block is the root of object paths. */
export const compileStorageRules = (source: string): MatchBlock => {
  const text = stripComments(source);
  let position = 0;
  const skipSpace = () => {
    while (position < text.length && /\s/.test(text.charAt(position))) position += 1;
  };
  const readUntil = (stop: string): string => {
    const end = text.indexOf(stop, position);
    if (end === -1) throw new Error(`storage.rules: expected "${stop}"`);
    const value = text.slice(position, end);
    position = end + stop.length;
    return value;
  };
  /** A match pattern ends at white space; `{` inside it belongs to a wildcard. */
  const readPattern = (): string => {
    skipSpace();
    const start = position;
    while (position < text.length && !/\s/.test(text.charAt(position))) position += 1;
    const pattern = text.slice(start, position);
    skipSpace();
    if (text.charAt(position) !== '{')
      throw new Error(`storage.rules: expected { after match ${pattern}`);
    position += 1;
    return pattern;
  };
  const block = (segments: Segment[]): MatchBlock => {
    const allows: Allow[] = [];
    const functions = new Map<string, FunctionDef>();
    const children: MatchBlock[] = [];
    for (;;) {
      skipSpace();
      if (position >= text.length) throw new Error('storage.rules: unexpected end');
      if (text.charAt(position) === '}') {
        position += 1;
        return { segments, allows, functions, children };
      }
      if (text.startsWith('match', position)) {
        position += 5;
        children.push(block(parseSegments(readPattern())));
      } else if (text.startsWith('allow', position)) {
        position += 5;
        const statement = readUntil(';');
        const colon = statement.indexOf(':');
        const methodText = colon === -1 ? statement : statement.slice(0, colon);
        const methods = new Set<string>();
        for (const name of methodText.split(',').map((m) => m.trim())) {
          const group = METHOD_GROUPS[name];
          if (group === undefined) throw new Error(`storage.rules: unknown method ${name}`);
          for (const method of group) methods.add(method);
        }
        const conditionText =
          colon === -1
            ? 'true'
            : statement
                .slice(colon + 1)
                .trim()
                .replace(/^if\s+/, '');
        allows.push({ methods, condition: parseExpression(conditionText) });
      } else if (text.startsWith('function', position)) {
        position += 8;
        const name = readUntil('(').trim();
        const params = readUntil(')')
          .split(',')
          .map((p) => p.trim())
          .filter((p) => p.length > 0);
        readUntil('{');
        skipSpace();
        if (!text.startsWith('return', position))
          throw new Error(`storage.rules: ${name} must return`);
        position += 6;
        const body = parseExpression(readUntil(';').trim());
        readUntil('}');
        functions.set(name, { params, body });
      } else {
        throw new Error(`storage.rules: unexpected "${text.slice(position, position + 20)}"`);
      }
    }
  };
  const serviceAt = text.indexOf('service firebase.storage');
  if (serviceAt === -1) throw new Error('storage.rules: no "service firebase.storage" block');
  position = serviceAt;
  readUntil('{');
  skipSpace();
  if (!text.startsWith('match', position))
    throw new Error('storage.rules: expected match /b/{bucket}/o');
  position += 5;
  const rootPattern = readPattern();
  if (!/^\/b\/\{[A-Za-z_]+\}\/o$/.test(rootPattern)) {
    throw new Error('storage.rules: the top match must be /b/{bucket}/o');
  }
  return block([]);
};

const matchSegments = (
  segments: readonly Segment[],
  path: readonly string[],
): { readonly rest: readonly string[]; readonly vars: Map<string, string> }[] => {
  const results: { rest: readonly string[]; vars: Map<string, string> }[] = [];
  const step = (index: number, remaining: readonly string[], vars: Map<string, string>) => {
    const segment = segments[index];
    if (segment === undefined) {
      results.push({ rest: remaining, vars });
      return;
    }
    if (segment.kind === 'rest') {
      const next = new Map(vars);
      next.set(segment.name, remaining.join('/'));
      results.push({ rest: [], vars: next });
      return;
    }
    const [head, ...tail] = remaining;
    if (head === undefined) return;
    // A `{name}` wildcard names a segment; an empty one matches only a list's folder.
    if (segment.kind === 'single' && head === '' && tail.length > 0) return;
    if (segment.kind === 'literal') {
      if (segment.value === head) step(index + 1, tail, vars);
      return;
    }
    const next = new Map(vars);
    next.set(segment.name, head);
    step(index + 1, tail, next);
  };
  step(0, path, new Map());
  return results;
};

export const storageAllows = (
  rules: MatchBlock,
  bucket: string,
  objectPath: string,
  method: StorageMethod,
  request: StorageRequest,
  resource: Record<string, unknown> | null,
): boolean => {
  // Every segment counts, empty ones too: `uploads//u1/photo` is not `uploads/{uid}/photo`.
  const path = objectPath === '' ? [] : objectPath.split('/');
  // A list request is judged at the folder, as if for a file in it: `match /uploads/{name}`
  // with `allow list` lets a client list uploads/.
  if (method === 'list') path.push('');
  const visit = (
    block: MatchBlock,
    remaining: readonly string[],
    vars: ReadonlyMap<string, string>,
    functions: ReadonlyMap<string, FunctionDef>,
  ): boolean => {
    const inScope = new Map([...functions, ...block.functions]);
    const scope: Scope = (name) => {
      if (vars.has(name)) return vars.get(name);
      if (name === 'bucket') return bucket;
      if (name === 'request') {
        return {
          auth: request.auth,
          resource: request.resource ?? null,
          time: request.time,
          method,
          path: `/b/${bucket}/o/${objectPath}`,
        };
      }
      if (name === 'resource') return resource;
      const fn = inScope.get(name);
      if (fn !== undefined) {
        return (...args: unknown[]) =>
          evaluate(fn.body, (inner) => {
            const index = fn.params.indexOf(inner);
            return index === -1 ? scope(inner) : args[index];
          });
      }
      throw new Error(`Unknown name ${name}`);
    };
    if (
      remaining.length === 0 &&
      block.allows.some((allow) => allow.methods.has(method) && holds(allow.condition, scope))
    ) {
      return true;
    }
    return block.children.some((childBlock) =>
      matchSegments(childBlock.segments, remaining).some((match) =>
        visit(childBlock, match.rest, new Map([...vars, ...match.vars]), inScope),
      ),
    );
  };
  return visit(rules, path, new Map(), new Map());
};
