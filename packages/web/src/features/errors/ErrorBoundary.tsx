import type { ReactNode } from 'react';
export function ErrorBoundary({ children }: { children: ReactNode }) { return <>{children}</>; }
