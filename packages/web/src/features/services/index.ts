/** What other code may use from the services feature. */
export { ServiceCatalogue } from './components/ServiceCatalogue';
export { servicesOfScope, filterServices, type CatalogueScope } from './catalogue-view';
