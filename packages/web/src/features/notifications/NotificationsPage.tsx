export default function NotificationsPage() { return null; }
