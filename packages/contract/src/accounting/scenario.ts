import { z } from 'zod';

/** Bounds of the 'what if' inputs of the scenario runway (issue 17 item 7). */
export const SCENARIO_LIMITS = {
  minBurnChangePercent: -100,
  maxBurnChangePercent: 1000,
  maxRoundUsd: 10_000_000_000,
  maxRoundInMonths: 60,
} as const;

/** POST /api/accounting/dashboard/scenario: burn changes by ± N %, and/or a round of $X closes in M months. */
export const scenarioBody = z
  .object({
    tenantExternalId: z.string().uuid().optional(),
    burnChangePercent: z
      .number()
      .min(SCENARIO_LIMITS.minBurnChangePercent)
      .max(SCENARIO_LIMITS.maxBurnChangePercent)
      .default(0),
    roundAmount: z.number().min(0).max(SCENARIO_LIMITS.maxRoundUsd).default(0),
    /** Months from the ledger's latest month until the round's money arrives. */
    roundInMonths: z.number().int().min(0).max(SCENARIO_LIMITS.maxRoundInMonths).default(0),
  })
  .strict();
export type ScenarioBody = z.input<typeof scenarioBody>;
export type ScenarioInput = Omit<z.output<typeof scenarioBody>, 'tenantExternalId'>;

const runway = z.object({
  isInfinite: z.boolean(),
  value: z.number().nullable(),
  runOutMonth: z.string().nullable(),
});
export type Runway = z.infer<typeof runway>;

export const scenarioReply = z.object({
  asOfMonth: z.string().nullable(),
  cash: z.number(),
  /** The three-month average net burn, and the burn of the scenario. */
  burn: z.number(),
  scenarioBurn: z.number(),
  actual: runway,
  scenario: runway,
  /** Whether the cash lasts until the round closes (false: it runs out first and the round does not help). */
  roundArrives: z.boolean().nullable(),
});
export type ScenarioReply = z.infer<typeof scenarioReply>;
