/** What other features may use from the profile feature. */
export { PersonalInfoCard } from './PersonalInfoCard';
export { profileApi } from './api/profile-api';
export { useProfile } from './api/profile';
