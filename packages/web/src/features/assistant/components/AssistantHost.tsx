import { lazy, Suspense, useState } from 'react';
import { useAssistantDrawer } from '../store';

const AssistantDrawer = lazy(() => import('./AssistantDrawer'));

/** Mounts the drawer once it has been opened (its code and the chart library stay out of the first load). */
export function AssistantHost() {
  const { open } = useAssistantDrawer();
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <AssistantDrawer />
    </Suspense>
  );
}
