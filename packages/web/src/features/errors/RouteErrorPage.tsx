export function RouteErrorPage() { return null; }
