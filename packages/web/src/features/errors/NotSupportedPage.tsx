export default function NotSupportedPage() { return null; }
