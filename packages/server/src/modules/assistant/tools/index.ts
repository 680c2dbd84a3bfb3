import type { AssistantTool } from '../tool.ts';
import { createFindInvestorTool } from './find-investor.ts';
import { createFindInvestorsTool } from './find-investors.ts';
import type { AreaToolDeps } from './kit.ts';
import { createLedgerTool } from './ledger-tool.ts';
import { createRoomDocumentsTool, createSharedFinancialsTool } from './room-tools.ts';

export type { AreaToolDeps } from './kit.ts';

/** The assistant tools of the fundraising, accounting and shared-spaces areas (each decides where it is offered). */
export function createAreaTools(d: AreaToolDeps): AssistantTool[] {
  return [
    createFindInvestorsTool(d),
    createFindInvestorTool(d),
    createLedgerTool(d),
    createRoomDocumentsTool(d),
    createSharedFinancialsTool(d),
  ];
}
