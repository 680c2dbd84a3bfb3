export default function VerifyingEmailPage() { return null; }
