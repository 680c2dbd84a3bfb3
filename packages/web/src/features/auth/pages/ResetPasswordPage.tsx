export default function ResetPasswordPage() { return null; }
