import { describe, expect, it } from 'vitest';
import type { PipelineBoard } from '@atrium/contract';
import { movedLocally } from './queries';

const stage = (externalId: string, count: number) => ({ externalId, key: null, name: externalId, position: 0, count });
const card = (funder: string, stageExternalId: string) => ({
  funder: { externalId: funder, name: funder, type: 'INVESTOR' as const, logoUrl: null },
  stageExternalId,
  disabled: false,
  nextContact: null,
  movedAt: null,
  movedBy: null,
});
const board: PipelineBoard = {
  list: { externalId: 'l', name: 'L' },
  canEditStages: true,
  stages: [stage('a', 2), stage('b', 0)],
  cards: [card('f1', 'a'), card('f2', 'a')],
};

describe('movedLocally', () => {
  it('moves the card and adjusts both counts', () => {
    const b = movedLocally(board, 'f1', 'b');
    expect(b.stages.map((s) => s.count)).toEqual([1, 1]);
    expect(b.cards.map((c) => c.stageExternalId)).toEqual(['b', 'a']);
    expect(board.cards[0].stageExternalId).toBe('a');
  });

  it('leaves the board as it is for the same stage or an unknown card', () => {
    expect(movedLocally(board, 'f1', 'a')).toBe(board);
    expect(movedLocally(board, 'nope', 'b')).toBe(board);
  });
});
