export default function RedirectPage() { return null; }
