import { ServicesScopePage } from './components/ServicesScopePage';

/** /one/legal: the LEGAL services of the catalogue with the provider's introduction. */
export default function LegalPage() {
  return <ServicesScopePage scope="LEGAL" />;
}
