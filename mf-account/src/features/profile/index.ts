// What other features use of the profile: its call (/ask-availability writes the customer's e-mail in).
export { getProfile } from './api/get-profile';
