/** What other code may use from the data-room feature (its routed pages come through pages.ts). */
export { OpenRedFlagsCard } from './home/OpenRedFlagsCard';
