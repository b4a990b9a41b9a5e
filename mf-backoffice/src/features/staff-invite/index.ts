// What other features take from staff-invite: the invitation of a colleague (on the orders page).
export { InviteStaffPanel } from './components/invite-staff-panel';
