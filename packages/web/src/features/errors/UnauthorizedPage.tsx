export default function UnauthorizedPage() { return null; }
