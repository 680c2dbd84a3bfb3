import type { View } from '@atrium/contract';

/** /one/document-center and /portal/document-center (spec 3 §7.5). (w-center) */
export default function DocumentCenterPage({ view }: { view: View }) {
  void view;
  return null;
}
