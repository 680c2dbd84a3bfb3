/** What other code may use from the CMS feature. */
export { cmsEditUrl } from './cms-url';
