/** What other code may use from the customer-creation feature. */
export { CustomerCreationTools } from './CustomerCreationTools';
