/** A rule that does not parse: the rules file that holds it is refused. */
export class RuleSyntaxError extends Error {
  override readonly name = 'RuleSyntaxError';
}

export type Token =
  | { readonly type: 'num'; readonly value: number }
  | { readonly type: 'str'; readonly value: string }
  | { readonly type: 'regex'; readonly value: RegExp }
  | { readonly type: 'ident'; readonly value: string }
  | { readonly type: 'op'; readonly value: string };

const OPERATORS = [
  '===',
  '!==',
  '==',
  '!=',
  '<=',
  '>=',
  '&&',
  '||',
  '<',
  '>',
  '!',
  '+',
  '-',
  '*',
  '/',
  '%',
  '?',
  ':',
  '(',
  ')',
  '[',
  ']',
  ',',
  '.',
];

/** Splits a rule expression into numbers, strings, regular expressions, names and operators. */
export const tokenize = (source: string): Token[] => {
  const tokens: Token[] = [];
  let i = 0;
  const regexAllowed = () => {
    const last = tokens.at(-1);
    return last === undefined || (last.type === 'op' && last.value !== ')' && last.value !== ']');
  };
  while (i < source.length) {
    const char = source.charAt(i);
    if (/\s/.test(char)) {
      i += 1;
      continue;
    }
    if (/[0-9]/.test(char)) {
      const match = /^\d+(\.\d+)?/.exec(source.slice(i));
      const text = match?.[0] ?? char;
      tokens.push({ type: 'num', value: Number(text) });
      i += text.length;
      continue;
    }
    if (/[A-Za-z_$]/.test(char)) {
      const match = /^[A-Za-z_$][A-Za-z0-9_$]*/.exec(source.slice(i));
      const text = match?.[0] ?? char;
      tokens.push({ type: 'ident', value: text });
      i += text.length;
      continue;
    }
    if (char === '"' || char === "'") {
      let value = '';
      let j = i + 1;
      while (j < source.length && source.charAt(j) !== char) {
        if (source.charAt(j) === '\\') {
          const next = source.charAt(j + 1);
          value += next === 'n' ? '\n' : next === 't' ? '\t' : next;
          j += 2;
        } else {
          value += source.charAt(j);
          j += 1;
        }
      }
      if (j >= source.length) throw new RuleSyntaxError('Unterminated string');
      tokens.push({ type: 'str', value });
      i = j + 1;
      continue;
    }
    if (char === '/' && regexAllowed()) {
      let j = i + 1;
      let body = '';
      while (j < source.length && source.charAt(j) !== '/') {
        if (source.charAt(j) === '\\') {
          body += source.slice(j, j + 2);
          j += 2;
        } else {
          body += source.charAt(j);
          j += 1;
        }
      }
      if (j >= source.length) throw new RuleSyntaxError('Unterminated regular expression');
      const flags = /^[a-z]*/.exec(source.slice(j + 1))?.[0] ?? '';
      tokens.push({ type: 'regex', value: new RegExp(body, flags) });
      i = j + 1 + flags.length;
      continue;
    }
    const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
    if (op === undefined) throw new RuleSyntaxError(`Unexpected character ${char}`);
    tokens.push({ type: 'op', value: op });
    i += op.length;
  }
  return tokens;
};
