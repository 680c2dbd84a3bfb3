import { ServicesScopePage } from './components/ServicesScopePage';

/** /one/advertising: the provider's other offers (finance and extras) with its own text. */
export default function AdvertisingPage() {
  return <ServicesScopePage scope="OFFERS" />;
}
