// What other features use of the profile: its query (/ask-availability writes the customer's e-mail in).
export { profileQuery } from './queries/profile-query';
