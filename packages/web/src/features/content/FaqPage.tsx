import { PublicContentPage } from './PublicContentPage';

/** /faq (public). */
export default function FaqPage() {
  return <PublicContentPage name="faq" />;
}
