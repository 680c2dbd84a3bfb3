import { ServicesScopePage } from './components/ServicesScopePage';

/** /one/services: the catalogue for customers (spec 1 §3), with what the company has and 'Ask for this service'. */
export default function ServicesPage() {
  return <ServicesScopePage scope="ALL" />;
}
