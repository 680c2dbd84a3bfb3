import { PublicContentPage } from './PublicContentPage';

/** /terms-and-policies (public). */
export default function TermsPage() {
  return <PublicContentPage name="terms-and-policies" />;
}
