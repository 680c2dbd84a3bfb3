import { describe, expect, it } from 'vitest';
import { insertMention, mentionCandidates, mentionTerm } from './mentions';

const ID = (n: number) => `0000000${n}-0000-4000-8000-000000000000`;
const members = [
  { externalId: ID(1), firstName: 'Ana', lastName: 'Ruiz' },
  { externalId: ID(2), firstName: 'Ben', lastName: 'Anders' },
  { externalId: ID(3), firstName: 'Carla', lastName: 'Bean' },
];

describe('assistant mentions', () => {
  it('finds the term being typed after @', () => {
    expect(mentionTerm('hello @an')).toBe('an');
    expect(mentionTerm('@')).toBe('');
    expect(mentionTerm('mail a@b')).toBeNull();
    expect(mentionTerm('hello @ana ')).toBeNull();
  });

  it('offers the other members whose name starts with the term', () => {
    expect(mentionCandidates(members, ID(1), 'an').map((m) => m.firstName)).toEqual(['Ben']);
    expect(mentionCandidates(members, ID(9), 'an').map((m) => m.firstName)).toEqual(['Ana', 'Ben']);
    expect(mentionCandidates(members, ID(9), 'carla b').map((m) => m.firstName)).toEqual(['Carla']);
    expect(mentionCandidates(members, ID(9), 'ea')).toEqual([]);
    expect(mentionCandidates(members, ID(2), '')).toHaveLength(2);
  });

  it('inserts the mention markup', () => {
    expect(insertMention('hi @be', members[1]!)).toBe(`hi @[Ben Anders](${ID(2)}) `);
  });
});
