import { AppError } from '../../platform/errors.ts';

export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Incorrect email or password');
export const invalidCode = () => new AppError('INVALID_CODE', 'Invalid or expired code');
export const invalidVerificationLink = () =>
  new AppError('INVALID_CODE', 'This verification link is invalid or has expired');
export const tooManyRequests = () => new AppError('TOO_MANY_REQUESTS', 'Too many attempts, please try again later');
export const emailTaken = () => new AppError('EMAIL_TAKEN', 'An account with this email already exists');

/**
 * The right password for an account whose e-mail is not verified yet. The route replies 403 EMAIL_NOT_VERIFIED
 * with content {userExternalId}, so the web app can open /verify-email/:userExternalId.
 */
export class EmailNotVerifiedError extends AppError {
  readonly userExternalId: string;
  constructor(userExternalId: string) {
    super('EMAIL_NOT_VERIFIED', 'Please verify your email address before signing in');
    this.userExternalId = userExternalId;
  }
}
