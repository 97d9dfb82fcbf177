import { child, getAt, isObject, type Json, type JsonObject, type Path } from '../database/tree.ts';
import type { RuleObject } from './expression.ts';

const objectValues = new WeakMap<JsonObject, RuleObject>();

/**
 * An object as `val()` gives it to rules: its members read its children (`newData.val().name`),
 * and the same node always gives the same value, so `data.val() == newData.val()` holds for an
 * unchanged object as it does for a leaf.
 */
const ruleValue = (value: Json): unknown => {
  if (!isObject(value)) return value;
  let wrapped = objectValues.get(value);
  if (wrapped === undefined) {
    wrapped = {
      member: (name) => ruleValue(value.get(name)),
      call: (name) => {
        throw new Error(`An object value has no method ${name}`);
      },
    };
    objectValues.set(value, wrapped);
  }
  return wrapped;
};

/**
 * A child path as rules take it: a segment no key can be (`banned/bob@example.com`) names a
 * location where nothing is, as in Firebase, rather than failing the rule.
 */
const childPath = (text: string): Path => text.split('/').filter((segment) => segment.length > 0);

/** A snapshot as rules see it: data, newData, root and what child() and parent() return. */
export class RuleSnapshot implements RuleObject {
  constructor(
    private readonly root: Json,
    private readonly path: Path,
  ) {}

  private value(): Json {
    return getAt(this.root, this.path);
  }

  member(name: string): unknown {
    throw new Error(`snapshot has no property ${name}`);
  }

  call(name: string, args: readonly unknown[]): unknown {
    const [arg] = args;
    switch (name) {
      case 'val':
        return ruleValue(this.value());
      case 'exists':
        return this.value() !== null;
      case 'child':
        if (typeof arg !== 'string') throw new Error('child() needs a path');
        return new RuleSnapshot(this.root, [...this.path, ...childPath(arg)]);
      case 'parent':
        // The root has no parent: null, whose methods are errors.
        return this.path.length === 0 ? null : new RuleSnapshot(this.root, this.path.slice(0, -1));
      case 'hasChild':
        if (typeof arg !== 'string') throw new Error('hasChild() needs a path');
        return getAt(this.value(), childPath(arg)) !== null;
      case 'hasChildren': {
        const value = this.value();
        if (arg === undefined) return isObject(value);
        if (!Array.isArray(arg)) throw new Error('hasChildren() needs a list');
        if (!arg.every((key) => typeof key === 'string'))
          throw new Error('hasChildren() needs a list of paths');
        return arg.every((key) => child(value, key) !== null);
      }
      case 'isNumber':
        return typeof this.value() === 'number';
      case 'isString':
        return typeof this.value() === 'string';
      case 'isBoolean':
        return typeof this.value() === 'boolean';
      case 'getPriority':
        return null;
      default:
        throw new Error(`snapshot has no method ${name}`);
    }
  }
}
