import type { TFunction } from 'i18next';
import { tDynamic } from './i18n-keys';

/**
 * Field errors in sentences people read, in their language (issue 13): zod's built-in messages ('Too big: expected
 * string to have <=100 characters') never reach a screen. `zodIssueText` words an issue of a schema that gave no
 * message of its own (installed as zod's global customError in lib/i18n.ts); `translateValidation` words the same
 * English texts when the server sends them back as field messages. Messages a schema or the server words itself are
 * left alone (the features translate those they know).
 */
type Issue = {
  code?: string;
  origin?: string;
  maximum?: unknown;
  minimum?: unknown;
  inclusive?: boolean;
  format?: string;
  expected?: string;
  input?: unknown;
};

type Sentence = { key: string; values?: Record<string, unknown> };

function sentenceOf(issue: Issue): Sentence {
  const n = (v: unknown) => (typeof v === 'bigint' ? Number(v) : (v as number));
  switch (issue.code) {
    case 'too_big': {
      const max = n(issue.maximum);
      if (issue.origin === 'string') return { key: 'tooLong', values: { count: max } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'tooMany', values: { count: max } };
      if (issue.origin === 'date') return { key: 'date' };
      return { key: issue.inclusive === false ? 'lessThan' : 'atMost', values: { max } };
    }
    case 'too_small': {
      const min = n(issue.minimum);
      if (issue.origin === 'string')
        return min <= 1 ? { key: 'required' } : { key: 'tooShort', values: { count: min } };
      if (issue.origin === 'array' || issue.origin === 'set') return { key: 'tooFew', values: { count: min } };
      if (issue.origin === 'date') return { key: 'date' };
      return { key: issue.inclusive === false ? 'moreThan' : 'atLeast', values: { min } };
    }
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') return { key: 'required' };
      if (issue.expected === 'number' || issue.expected === 'int') return { key: 'number' };
      if (issue.expected === 'date') return { key: 'date' };
      return { key: 'invalid' };
    case 'invalid_format':
      if (issue.format === 'email') return { key: 'email' };
      if (issue.format === 'url') return { key: 'url' };
      if (issue.format === 'date' || issue.format === 'datetime') return { key: 'date' };
      return { key: 'format' };
    case 'invalid_value':
      return { key: 'option' };
    case 'not_multiple_of':
      return { key: 'number' };
    default:
      return { key: 'invalid' };
  }
}

const say = (t: TFunction, s: Sentence) => tDynamic(t, `common.validation.${s.key}`, s.values);

/** zod's global customError: the sentence for an issue whose schema gave no message. */
export function zodIssueText(t: TFunction, issue: Issue): string {
  return say(t, sentenceOf(issue));
}

/** zod's English default texts (v4), as the server sends them in field messages, to the issue they came from. */
const ENGLISH: [RegExp, (m: RegExpExecArray) => Issue][] = [
  [
    /^Too big: expected (string|array|set) to have <=?(\d+) \w+$/,
    (m) => ({ code: 'too_big', origin: m[1], maximum: +m[2] }),
  ],
  [
    /^Too big: expected \w+ to be (<=?)(-?[\d.]+)$/,
    (m) => ({ code: 'too_big', origin: 'number', maximum: +m[2], inclusive: m[1] === '<=' }),
  ],
  [
    /^Too small: expected (string|array|set) to have >=?(\d+) \w+$/,
    (m) => ({ code: 'too_small', origin: m[1], minimum: +m[2] }),
  ],
  [
    /^Too small: expected \w+ to be (>=?)(-?[\d.]+)$/,
    (m) => ({ code: 'too_small', origin: 'number', minimum: +m[2], inclusive: m[1] === '>=' }),
  ],
  [/^Invalid input: expected (\w+), received (undefined|null)$/, () => ({ code: 'invalid_type', input: undefined })],
  [
    /^Invalid input: expected (number|int), received \w+$/,
    () => ({ code: 'invalid_type', expected: 'number', input: 'x' }),
  ],
  [/^Invalid input: expected \w+, received \w+$/, () => ({ code: 'invalid_type', input: 'x' })],
  [/^Invalid email address$/, () => ({ code: 'invalid_format', format: 'email' })],
  [/^Invalid URL$/, () => ({ code: 'invalid_format', format: 'url' })],
  [/^Invalid (ISO )?(date|datetime)/i, () => ({ code: 'invalid_format', format: 'date' })],
  [/^Invalid (UUID|string: must|\w+$)/, () => ({ code: 'invalid_format', format: 'other' })],
  [/^Invalid option: /, () => ({ code: 'invalid_value' })],
  [/^Invalid input(: expected .*)?$/, () => ({ code: 'custom' })],
];

/**
 * A field message as people should read it: zod's English default texts (with or without the server's
 * 'body.field: ' prefix) become a translated sentence; any other message is returned as it is.
 */
export function translateValidation(t: TFunction, message: string): string {
  const text = message.replace(/^[\w.[\]]+: (?=(Too |Invalid ))/, '');
  for (const [re, issue] of ENGLISH) {
    const m = re.exec(text);
    if (m) return zodIssueText(t, issue(m));
  }
  return message;
}
