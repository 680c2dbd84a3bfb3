export { accountingKeys } from './keys';
