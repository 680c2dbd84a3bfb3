export default function CustomersPage() { return null; }
