import type { Node } from './expression-parser.ts';
import { RuleSyntaxError } from './expression-tokens.ts';

/**
 * The checks Firebase makes when database rules are deployed, so a rules file it would refuse is
 * refused here too rather than meaning something in every test and nothing in production: every
 * name is known (`$variables` only below their wildcard, `newData` only where something is
 * written, `query` only in `.read`), methods exist and take arguments of their types, snapshots
 * are only called, a rule is a boolean, and regular expressions keep to Firebase's subset. What
 * cannot be known before a request (a value read with `val()`, a member of `auth`) passes here
 * and is judged when the rule runs. The cases come from test/fixtures/targaryen-rules.json.
 */
type RuleType =
  | 'boolean'
  | 'number'
  | 'string'
  | 'null'
  /** A value only known at run time: `val()`, `getPriority()`, a query's bound, a mix. */
  | 'value'
  /** `auth` and its members: an object, a string or nothing, only known at run time. */
  | 'auth'
  | 'snapshot'
  | 'query'
  | 'regex'
  | 'list'
  /** The two different known types of a `?:`'s branches: comparable, but not a boolean. */
  | 'mixed';

export type RuleKind = 'read' | 'write' | 'validate';

const fail = (message: string): never => {
  throw new RuleSyntaxError(message);
};

const PRIMITIVE: readonly RuleType[] = ['boolean', 'number', 'string', 'null'];

/** Types a value of unknown kind could be at run time: accepted wherever one of them is. */
const UNKNOWN: ReadonlySet<RuleType> = new Set(['value', 'auth']);
const accepts = (allowed: readonly RuleType[], type: RuleType): boolean =>
  UNKNOWN.has(type) ||
  allowed.includes(type) ||
  (type === 'mixed' && PRIMITIVE.every((known) => allowed.includes(known)));

type Signature = { readonly params: readonly RuleType[]; readonly result: RuleType };

const SNAPSHOT_METHODS: Readonly<Record<string, readonly Signature[]>> = {
  val: [{ params: [], result: 'value' }],
  exists: [{ params: [], result: 'boolean' }],
  child: [{ params: ['string'], result: 'snapshot' }],
  parent: [{ params: [], result: 'snapshot' }],
  hasChild: [{ params: ['string'], result: 'boolean' }],
  hasChildren: [
    { params: [], result: 'boolean' },
    { params: ['list'], result: 'boolean' },
  ],
  isNumber: [{ params: [], result: 'boolean' }],
  isString: [{ params: [], result: 'boolean' }],
  isBoolean: [{ params: [], result: 'boolean' }],
  getPriority: [{ params: [], result: 'value' }],
};

const STRING_METHODS: Readonly<Record<string, readonly Signature[]>> = {
  contains: [{ params: ['string'], result: 'boolean' }],
  beginsWith: [{ params: ['string'], result: 'boolean' }],
  endsWith: [{ params: ['string'], result: 'boolean' }],
  replace: [{ params: ['string', 'string'], result: 'string' }],
  toLowerCase: [{ params: [], result: 'string' }],
  toUpperCase: [{ params: [], result: 'string' }],
  matches: [{ params: ['regex'], result: 'boolean' }],
};

const QUERY_MEMBERS: Readonly<Record<string, RuleType>> = {
  orderByKey: 'boolean',
  orderByValue: 'boolean',
  orderByPriority: 'boolean',
  orderByChild: 'value',
  startAt: 'value',
  endAt: 'value',
  equalTo: 'value',
  limitToFirst: 'value',
  limitToLast: 'value',
};

/**
 * Firebase's regular expressions: the `i` flag only, `^` and `$` only at the ends of the whole
 * pattern, and no empty alternative (`(foo|)`).
 */
const checkRegex = (regex: RegExp): void => {
  if (regex.flags !== '' && regex.flags !== 'i') fail(`Unsupported regex flags: ${regex.flags}`);
  const source = regex.source;
  let inClass = false;
  let empty = true;
  for (let i = 0; i < source.length; i += 1) {
    const char = source.charAt(i);
    if (char === '\\') {
      i += 1;
      empty = false;
      continue;
    }
    if (inClass) {
      if (char === ']') inClass = false;
      continue;
    }
    if (char === '[') {
      inClass = true;
      empty = false;
    } else if (char === '^' && i !== 0) fail(`^ only starts a regular expression: /${source}/`);
    else if (char === '$' && i !== source.length - 1)
      fail(`$ only ends a regular expression: /${source}/`);
    else if (char === '|' || char === ')') {
      if (empty) fail(`Empty alternative in /${source}/`);
      if (char === '|') empty = true;
    } else if (char === '(') empty = true;
    else empty = false;
  }
  if (empty && source.includes('|')) fail(`Empty alternative in /${source}/`);
};

/** The method a callee names and the type of what it is called on. */
const methodOf = (callee: Node, typeOf: (node: Node) => RuleType): [RuleType, string] => {
  if (callee.kind === 'member') return [typeOf(callee.object), callee.name];
  if (callee.kind === 'index') {
    if (callee.index.kind !== 'literal' || typeof callee.index.value !== 'string')
      return fail('A method is named by a literal string');
    return [typeOf(callee.object), callee.index.value];
  }
  return fail('Only methods can be called in database rules');
};

const checkCall = (object: RuleType, name: string, args: readonly RuleType[]): RuleType => {
  const table =
    object === 'snapshot'
      ? SNAPSHOT_METHODS
      : accepts(['string'], object)
        ? STRING_METHODS
        : fail(`${name}() is called on a ${object}`);
  const signatures = Object.hasOwn(table, name) ? table[name] : undefined;
  if (signatures === undefined) return fail(`No method ${name} for a ${object}`);
  const match = signatures.find(
    (signature) =>
      signature.params.length === args.length &&
      signature.params.every((param, i) => {
        const arg = args[i] ?? 'null';
        // A regular expression is only ever a literal.
        return param === 'regex' ? arg === 'regex' : accepts([param], arg);
      }),
  );
  return match === undefined ? fail(`Wrong arguments to ${name}()`) : match.result;
};

/**
 * Checks one rule expression as Firebase does at deploy time; throws RuleSyntaxError. `vars` are
 * the `$variables` of the wildcards above the rule.
 */
export const checkDatabaseRule = (rule: Node, kind: RuleKind, vars: ReadonlySet<string>): void => {
  const typeOf = (node: Node): RuleType => {
    switch (node.kind) {
      case 'literal':
        return node.value === null ? 'null' : (typeof node.value as RuleType);
      case 'regex':
        checkRegex(node.value);
        return 'regex';
      case 'ident':
        return identType(node.name);
      case 'array':
        for (const item of node.items)
          if (!accepts(['string'], typeOf(item))) fail('A list holds child names');
        return 'list';
      case 'member':
        return memberType(typeOf(node.object), node.name);
      case 'index': {
        const object = typeOf(node.object);
        const index = typeOf(node.index);
        if (object === 'auth' && accepts(['string', 'number'], index)) return 'auth';
        return fail('Only auth is indexed; a method is named as .name()');
      }
      case 'call': {
        const [object, name] = methodOf(node.callee, typeOf);
        return checkCall(object, name, node.args.map(typeOf));
      }
      case 'unary': {
        const operand = typeOf(node.operand);
        if (node.op === '!')
          return accepts(['boolean'], operand) ? 'boolean' : fail('! needs a boolean');
        return accepts(['number'], operand) ? 'number' : fail('- needs a number');
      }
      case 'ternary': {
        if (!accepts(['boolean'], typeOf(node.test))) fail('A condition is a boolean');
        const then = typeOf(node.then);
        const otherwise = typeOf(node.otherwise);
        if (then === otherwise) return then;
        if (!accepts(PRIMITIVE, then) || !accepts(PRIMITIVE, otherwise))
          fail('Both branches of ?: are values');
        return UNKNOWN.has(then) || UNKNOWN.has(otherwise) ? 'value' : 'mixed';
      }
      case 'binary':
        return binaryType(node.op, typeOf(node.left), typeOf(node.right));
    }
  };

  const identType = (name: string): RuleType => {
    if (name.startsWith('$')) return vars.has(name) ? 'string' : fail(`Unknown variable ${name}`);
    switch (name) {
      case 'auth':
        return 'auth';
      case 'now':
        return 'number';
      case 'root':
      case 'data':
        return 'snapshot';
      case 'newData':
        return kind === 'read' ? fail('newData is only known to .write and .validate') : 'snapshot';
      case 'query':
        return kind === 'read' ? 'query' : fail('query is only known to .read');
      default:
        return fail(`Unknown variable ${name}`);
    }
  };

  const memberType = (object: RuleType, name: string): RuleType => {
    if (object === 'auth') return 'auth';
    if (object === 'query') {
      const type = Object.hasOwn(QUERY_MEMBERS, name) ? QUERY_MEMBERS[name] : undefined;
      return type ?? fail(`No query.${name}`);
    }
    if (accepts(['string'], object) && name === 'length') return 'number';
    return fail(`No member ${name} of a ${object}; methods are called`);
  };

  const evaluated = typeOf(rule);
  if (!accepts(['boolean'], evaluated)) fail(`A rule is a boolean, not a ${evaluated}`);
};

const binaryType = (op: string, left: RuleType, right: RuleType): RuleType => {
  const both = (allowed: readonly RuleType[]) => accepts(allowed, left) && accepts(allowed, right);
  switch (op) {
    case '&&':
    case '||':
      return both(['boolean']) ? 'boolean' : fail(`${op} joins booleans`);
    case '==':
    case '!=':
    case '===':
    case '!==':
      return both(PRIMITIVE) ? 'boolean' : fail(`${op} compares values, not a snapshot`);
    case '<':
    case '<=':
    case '>':
    case '>=':
      return both(['number', 'string']) ? 'boolean' : fail(`${op} compares numbers or strings`);
    case '+':
      if (!both(['number', 'string'])) return fail('+ joins numbers and strings');
      if (left === 'string' || right === 'string') return 'string';
      return left === 'number' && right === 'number' ? 'number' : 'value';
    case '-':
    case '*':
    case '/':
    case '%':
      return both(['number']) ? 'number' : fail(`${op} needs numbers`);
    default:
      return fail(`No operator ${op} in database rules`);
  }
};
