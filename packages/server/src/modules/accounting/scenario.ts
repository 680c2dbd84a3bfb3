import type { Dashboard, Runway, ScenarioInput, ScenarioReply } from '@atrium/contract';
import { addMonths } from './metrics.ts';

const round2 = (v: number) => Math.round(v * 100) / 100 + 0;

/** Runway of `cash` at a monthly `burn` as of `asOf` (YYYY-MM), by the dashboard's rule. */
export function runwayOf(cash: number, burn: number, asOf: string | null): Runway {
  if (burn <= 0 || asOf === null) return { isInfinite: true, value: null, runOutMonth: null };
  return {
    isInfinite: false,
    value: Math.max(0, Math.floor(cash / burn)),
    runOutMonth: addMonths(asOf, Math.max(0, Math.ceil(cash / burn))),
  };
}

/**
 * Scenario runway (issue 17 item 7), pure: the dashboard's cash and three-month average burn, with the burn changed
 * by `burnChangePercent` (a burn of −$10,000, i.e. cash coming in, changes the same way: +20 % is −$12,000) and a
 * round of `roundAmount` arriving `roundInMonths` months after the ledger's latest month. The round counts only when
 * the cash lasts until it arrives (the balance after that many months of burn is still ≥ 0); then runway is that of
 * cash + round, otherwise that of the cash alone.
 */
export function scenarioRunway(
  d: Pick<Dashboard, 'asOfMonth' | 'todaysCash' | 'netBurn'>,
  input: ScenarioInput,
): ScenarioReply {
  const cash = d.todaysCash.total;
  const burn = d.netBurn.threeMonthAverage.currentValue;
  const scenarioBurn = round2(burn * (1 + input.burnChangePercent / 100));
  const asOf = d.asOfMonth;
  const hasRound = input.roundAmount > 0;
  const roundArrives = hasRound ? scenarioBurn <= 0 || cash - scenarioBurn * input.roundInMonths >= 0 : null;
  const scenarioCash = roundArrives ? cash + input.roundAmount : cash;
  return {
    asOfMonth: asOf,
    cash,
    burn,
    scenarioBurn,
    actual: runwayOf(cash, burn, asOf),
    scenario: runwayOf(scenarioCash, scenarioBurn, asOf),
    roundArrives,
  };
}
