/**
 * Finds the message ids a TypeScript source emits from string literals, without a compiler: a
 * small tokenizer (strings, templates, comments, regular expressions) and a few token patterns.
 * Used by the completeness test that keeps the core packages and the catalogues in step.
 */

type Token =
  | { kind: 'name'; value: string }
  | { kind: 'punct'; value: string }
  | { kind: 'string'; value: string; line: number };

/** A message id found in a source, with the line it is on and the pattern that found it. */
export interface FoundMessageId {
  id: string;
  line: number;
  rule:
    | 'message-call'
    | 't-call'
    | 'message-id-property'
    | 'message-object'
    | 'error-class'
    | 'messages-constant';
}

const nameStart = /[A-Za-z_$]/;
const namePart = /[\w$]/;
// After these a `/` starts a regular expression, not a division.
const regexAfter = new Set([
  '(',
  ',',
  '=',
  ':',
  '[',
  '!',
  '&',
  '|',
  '?',
  '{',
  '}',
  ';',
  '+',
  '-',
  '*',
  '%',
  '<',
  '>',
  '~',
  '^',
]);
const regexAfterWords = new Set([
  'return',
  'typeof',
  'case',
  'do',
  'else',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
]);

function unescapeLiteral(raw: string): string {
  return raw.replace(/\\(u\{[\da-fA-F]+\}|u[\da-fA-F]{4}|x[\da-fA-F]{2}|\r?\n|.)/g, (_, code: string) => {
    if (code.startsWith('u{')) return String.fromCodePoint(Number.parseInt(code.slice(2, -1), 16));
    if (code.startsWith('u') && code.length === 5)
      return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    if (code.startsWith('x') && code.length === 3)
      return String.fromCharCode(Number.parseInt(code.slice(1), 16));
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      b: '\b',
      f: '\f',
      v: '\v',
      '0': '\0',
    };
    if (code === '\n' || code === '\r\n') return '';
    return simple[code] ?? code;
  });
}

/** The index of the `}` closing a `${` substitution whose body starts at `from`. */
function closingBrace(source: string, from: number): number {
  let depth = 0;
  for (let j = from; j < source.length; j++) {
    const c = source[j];
    if (c === "'" || c === '"') {
      j++;
      while (j < source.length && source[j] !== c) j += source[j] === '\\' ? 2 : 1;
    } else if (c === '`') {
      j++;
      while (j < source.length && source[j] !== '`') {
        if (source[j] === '\\') j++;
        else if (source.startsWith('${', j)) j = closingBrace(source, j + 2);
        j++;
      }
    } else if (c === '{') depth++;
    else if (c === '}') {
      if (depth === 0) return j;
      depth--;
    }
  }
  return source.length;
}

/**
 * Splits a source into names, punctuation and string literals. Template literals without `${}`
 * count as strings; a template with substitutions becomes the tokens of its substitutions (each
 * in parentheses) followed by the punctuation `` ` `` (never an id itself).
 */
function tokenize(source: string, firstLine = 1): Token[] {
  const tokens: Token[] = [];
  let line = firstLine;
  let i = 0;
  const previous = (): Token | undefined => tokens[tokens.length - 1];
  while (i < source.length) {
    const c = source[i] ?? '';
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (source.startsWith('//', i)) {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      while (j < source.length && source[j] !== c && source[j] !== '\n') j += source[j] === '\\' ? 2 : 1;
      tokens.push({ kind: 'string', value: unescapeLiteral(source.slice(i + 1, j)), line });
      i = j + 1;
    } else if (c === '`') {
      // A template: its text, and the tokens of each `${ ... }` (nested templates included).
      let j = i + 1;
      let substituted = false;
      const start = line;
      while (j < source.length && source[j] !== '`') {
        if (source[j] === '\\') j += 2;
        else if (source.startsWith('${', j)) {
          substituted = true;
          const end = closingBrace(source, j + 2);
          tokens.push({ kind: 'punct', value: '(' }, ...tokenize(source.slice(j + 2, end), line), {
            kind: 'punct',
            value: ')',
          });
          line += source.slice(j, end).split('\n').length - 1;
          j = end + 1;
        } else {
          if (source[j] === '\n') line++;
          j++;
        }
      }
      if (substituted) tokens.push({ kind: 'punct', value: '`' });
      else tokens.push({ kind: 'string', value: unescapeLiteral(source.slice(i + 1, j)), line: start });
      i = j + 1;
    } else if (nameStart.test(c)) {
      let j = i + 1;
      while (j < source.length && namePart.test(source[j] ?? '')) j++;
      tokens.push({ kind: 'name', value: source.slice(i, j) });
      i = j;
    } else if (/\d/.test(c)) {
      let j = i + 1;
      while (j < source.length && /[\w.]/.test(source[j] ?? '')) j++;
      tokens.push({ kind: 'name', value: source.slice(i, j) });
      i = j;
    } else if (c === '/') {
      const before = previous();
      const startsRegex =
        before === undefined ||
        (before.kind === 'punct' && regexAfter.has(before.value)) ||
        (before.kind === 'name' && regexAfterWords.has(before.value));
      if (!startsRegex) {
        tokens.push({ kind: 'punct', value: '/' });
        i++;
        continue;
      }
      let j = i + 1;
      let inClass = false;
      while (j < source.length && source[j] !== '\n') {
        const d = source[j];
        if (d === '\\') j++;
        else if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) break;
        j++;
      }
      j++;
      while (j < source.length && /[a-z]/.test(source[j] ?? '')) j++;
      tokens.push({ kind: 'name', value: 'regexp' });
      i = j;
    } else {
      tokens.push({ kind: 'punct', value: c });
      i++;
    }
  }
  return tokens;
}

const isPunct = (token: Token | undefined, value: string): boolean =>
  token?.kind === 'punct' && token.value === value;
const isName = (token: Token | undefined, value?: string): boolean =>
  token?.kind === 'name' && (value === undefined || token.value === value);

/**
 * The string literals that are a whole value of the expression starting at `start`: the literal
 * itself, or the branches of a conditional (`a ? 'x' : 'y'`, `x ?? 'y'`), up to the `,` or the
 * closing bracket that ends the expression.
 */
function literalValues(tokens: Token[], start: number): Array<{ value: string; line: number }> {
  const found: Array<{ value: string; line: number }> = [];
  let depth = 0;
  const boundary = new Set(['(', '?', ':', '|', ',']);
  for (let k = start; k < tokens.length; k++) {
    const token = tokens[k];
    if (!token) break;
    if (token.kind === 'punct') {
      if ('([{'.includes(token.value)) depth++;
      else if (')]}'.includes(token.value)) {
        if (depth === 0) break;
        depth--;
      } else if ((token.value === ',' || token.value === ';') && depth === 0) break;
      continue;
    }
    if (token.kind !== 'string' || depth !== 0) continue;
    const before = k === start ? undefined : tokens[k - 1];
    const after = tokens[k + 1];
    const leads = k === start || (before?.kind === 'punct' && boundary.has(before.value));
    const ends =
      after === undefined || (after.kind === 'punct' && [',', ')', ':', '}', ']'].includes(after.value));
    if (leads && ends) found.push({ value: token.value, line: token.line });
  }
  return found;
}

/**
 * The error classes of the sources that carry a message id: `takesId` those whose constructor
 * (own or inherited) takes `messageId` first, so `new X('…')` passes an id; `family` those
 * descending from such a class, so `super('…')` in their bodies passes one.
 */
export interface MessageIdErrorClasses {
  takesId: ReadonlySet<string>;
  family: ReadonlySet<string>;
}

/** Finds the {@link MessageIdErrorClasses} of a set of sources. */
export function messageIdErrorClasses(sources: Iterable<string>): MessageIdErrorClasses {
  const classes = new Map<string, { base: string | undefined; firstParam: string | undefined }>();
  for (const source of sources) {
    const tokens = tokenize(source);
    let current: { base: string | undefined; firstParam: string | undefined } | undefined;
    for (let k = 0; k < tokens.length; k++) {
      const token = tokens[k];
      const name = tokens[k + 1];
      if (isName(token, 'class') && name?.kind === 'name') {
        current = {
          base: isName(tokens[k + 2], 'extends') ? tokens[k + 3]?.value : undefined,
          firstParam: undefined,
        };
        classes.set(name.value, current);
      }
      if (
        current &&
        current.firstParam === undefined &&
        isName(token, 'constructor') &&
        isPunct(tokens[k + 1], '(')
      )
        current.firstParam = tokens[k + 2]?.kind === 'name' ? tokens[k + 2]?.value : '';
    }
  }
  const takesId = new Set<string>();
  const family = new Set<string>();
  for (const name of classes.keys()) {
    let firstParam: string | undefined;
    let isFamily = false;
    const seen = new Set<string>();
    for (let at: string | undefined = name; at && !seen.has(at); at = classes.get(at)?.base) {
      seen.add(at);
      const info = classes.get(at);
      if (firstParam === undefined) firstParam = info?.firstParam;
      if (info?.firstParam === 'messageId') isFamily = true;
    }
    if (firstParam === 'messageId') takesId.add(name);
    if (isFamily) family.add(name);
  }
  return { takesId, family };
}

/**
 * The message ids a source emits from string literals:
 * - `message('…')` (the port's helper) and `t('…')` / `translator.t('…')`;
 * - `messageId: '…'`, and `message: { id: '…' }` / `label: { id: '…' }` (notifications);
 * - `new SomeError('…')` and `super('…')` for the given {@link MessageIdErrorClasses};
 * - every string value of a `…Messages = { … }` constant.
 * Conditional branches (`cond ? 'a' : 'b'`) count; computed ids (constants, templates) do not.
 */
export function findMessageIds(
  source: string,
  errorClasses: MessageIdErrorClasses = { takesId: new Set(), family: new Set() },
): FoundMessageId[] {
  const tokens = tokenize(source);
  const found: FoundMessageId[] = [];
  const add = (rule: FoundMessageId['rule'], values: Array<{ value: string; line: number }>): void => {
    for (const { value, line } of values) found.push({ id: value, line, rule });
  };
  // Brace depth at which the current message-id class body closes.
  const classStack: Array<{ name: string; depth: number }> = [];
  let depth = 0;
  for (let k = 0; k < tokens.length; k++) {
    const token = tokens[k];
    const next = tokens[k + 1];
    if (isPunct(token, '{')) depth++;
    if (isPunct(token, '}')) {
      depth--;
      while (classStack.length > 0 && (classStack[classStack.length - 1]?.depth ?? -1) > depth)
        classStack.pop();
    }
    if (isName(token, 'class') && tokens[k + 1]?.kind === 'name') {
      const name = tokens[k + 1]?.value ?? '';
      if (errorClasses.family.has(name)) classStack.push({ name, depth: depth + 1 });
    }
    if (token?.kind !== 'name') continue;
    const before = tokens[k - 1];
    const calledAt = isPunct(next, '(') ? k + 2 : -1;
    if (calledAt > 0 && token.value === 'message' && !isPunct(before, '.'))
      add('message-call', literalValues(tokens, calledAt));
    else if (calledAt > 0 && token.value === 't') add('t-call', literalValues(tokens, calledAt));
    else if (calledAt > 0 && isName(before, 'new') && errorClasses.takesId.has(token.value))
      add('error-class', literalValues(tokens, calledAt));
    else if (calledAt > 0 && token.value === 'super' && classStack.length > 0)
      add('error-class', literalValues(tokens, calledAt));
    else if (token.value === 'messageId' && isPunct(next, ':'))
      add('message-id-property', literalValues(tokens, k + 2));
    else if (
      (token.value === 'message' || token.value === 'label') &&
      isPunct(next, ':') &&
      isPunct(tokens[k + 2], '{') &&
      isName(tokens[k + 3], 'id') &&
      isPunct(tokens[k + 4], ':')
    )
      add('message-object', literalValues(tokens, k + 5));
    else if (/Messages$/.test(token.value) && isPunct(next, '=') && isPunct(tokens[k + 2], '{')) {
      let inner = 0;
      for (let m = k + 2; m < tokens.length; m++) {
        const member = tokens[m];
        if (isPunct(member, '{') || isPunct(member, '[') || isPunct(member, '(')) inner++;
        else if (isPunct(member, '}') || isPunct(member, ']') || isPunct(member, ')')) {
          inner--;
          if (inner === 0) break;
        } else if (inner === 1 && isPunct(member, ':'))
          add('messages-constant', literalValues(tokens, m + 1));
      }
    }
  }
  return found;
}
