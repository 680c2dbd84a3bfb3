import { useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PipelineBoard } from '@atrium/contract';
import { useApiMutation, useApiQuery } from '../../../components/useApi';
import { useFundraisingTenant } from '../queries';
import { fundraisingKeys } from '../keys';
import { pipelineApi as api } from './api';

/** Query keys of a list's pipeline, under the list's own keys (a write to the list refreshes its board too). */
export const pipelineKeys = {
  board: (tenant: string, id: string) => [...fundraisingKeys.list(tenant, id), 'pipeline'] as const,
  moves: (tenant: string, id: string, funder: string) =>
    [...fundraisingKeys.list(tenant, id), 'pipeline', 'moves', funder] as const,
};

export function usePipelineBoard(id: string) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: pipelineKeys.board(tenant, id),
    queryFn: () => api.board(id),
    enabled: !!tenant && !!id,
  });
}

export function usePipelineMoves(id: string, funder: string | null) {
  const tenant = useFundraisingTenant();
  return useApiQuery({
    queryKey: pipelineKeys.moves(tenant, id, funder ?? ''),
    queryFn: () => api.moves(id, funder!),
    enabled: !!tenant && !!funder,
  });
}

/** A write to the pipeline: its reply is the new board, put straight into the cache. */
export function usePipelineWrite<TVars>(id: string, fn: (v: TVars) => Promise<PipelineBoard>, successMessage?: string) {
  const tenant = useFundraisingTenant();
  const client = useQueryClient();
  return useApiMutation<PipelineBoard, TVars>({
    mutationFn: fn,
    successMessage,
    onSuccess: (board) => client.setQueryData(pipelineKeys.board(tenant, id), board),
  });
}

/**
 * Moving a card: shown at once in the cache (the column counts too), the server's board replacing it when it answers
 * and the board from before coming back when it fails.
 */
export function useMoveCard(id: string) {
  const tenant = useFundraisingTenant();
  const client = useQueryClient();
  const key = pipelineKeys.board(tenant, id);
  const before = useRef<PipelineBoard | undefined>(undefined);
  return useApiMutation<PipelineBoard, { funder: string; stage: string }>({
    mutationFn: (v) => {
      before.current = client.getQueryData<PipelineBoard>(key);
      if (before.current) client.setQueryData(key, movedLocally(before.current, v.funder, v.stage));
      return api.move(id, v.funder, v.stage);
    },
    onError: () => {
      if (before.current) client.setQueryData(key, before.current);
    },
    onSuccess: (board) => client.setQueryData(key, board),
  });
}

/** The board with one card moved to a stage and both columns' counts adjusted (pure; tested). */
export function movedLocally(b: PipelineBoard, funder: string, stage: string): PipelineBoard {
  const card = b.cards.find((c) => c.funder.externalId === funder);
  if (!card || card.stageExternalId === stage) return b;
  const from = card.stageExternalId;
  return {
    ...b,
    stages: b.stages.map((s) =>
      s.externalId === from ? { ...s, count: s.count - 1 } : s.externalId === stage ? { ...s, count: s.count + 1 } : s,
    ),
    cards: b.cards.map((c) => (c === card ? { ...c, stageExternalId: stage } : c)),
  };
}
