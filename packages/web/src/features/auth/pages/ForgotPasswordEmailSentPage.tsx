export default function ForgotPasswordEmailSentPage() { return null; }
