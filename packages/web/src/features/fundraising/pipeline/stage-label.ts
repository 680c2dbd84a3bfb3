import type { TFunction } from 'i18next';
import type { PipelineStage } from '@atrium/contract';

/** What a stage is called on screen: its own name, or its default key in the reader's language. */
export const stageName = (t: TFunction, s: Pick<PipelineStage, 'key' | 'name'>) =>
  s.name ?? (s.key ? t(`pipeline.defaultStages.${s.key}`) : '');
