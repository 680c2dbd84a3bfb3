/** What other code may use from the fundraising feature (its routed pages come through pages.ts). */
export { NextContactsCard } from './home/NextContactsCard';
export { AddToSmartlistDialog } from './search/AddToSmartlistDialog';
export { useSmartlists, useSmartlistCapability } from './queries';
