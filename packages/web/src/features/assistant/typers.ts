import { ASSISTANT_LIMITS } from '@atrium/contract';

/** What the typing line says (spec 2 §4): nothing, up to two names, or 'Many users'. */
export type TypersLine = { kind: 'none' } | { kind: 'names'; names: string[] } | { kind: 'many' };

export function typersLine(names: string[]): TypersLine {
  const unique = [...new Set(names.filter((n) => n.trim() !== ''))];
  if (unique.length === 0) return { kind: 'none' };
  if (unique.length <= ASSISTANT_LIMITS.namedTypersMax) return { kind: 'names', names: unique };
  return { kind: 'many' };
}
