export default function AdminToolsPage() { return null; }
