/** What other features may use from the profile feature. */
export { PersonalInfoCard } from './PersonalInfoCard';
export { profileApi, useProfile } from './api';
