// What scripts that write a shop's data outside the API use (`api/testing/seeding`): the
// browser tests' fixtures (e2e/src/support/fixtures/) and the benchmarks seed through the
// API's own repositories and account rules, so their rows are the ones the API writes.
export { AccountsRepository } from '../modules/accounts/accounts.repository';
export { hashPassword, verifyPassword } from '../modules/accounts/password-hash';
export { TokenService } from '../modules/accounts/tokens';
export { newInviteCode } from '../modules/backoffice/invite-code';
export { invitationLink } from '../modules/backoffice/staff-invitation-mail';
export { StaffInvitationsRepository } from '../modules/backoffice/staff-invitations.repository';
export { StaffSessions } from '../modules/backoffice/staff-sessions';
export { StaffSessionsRepository } from '../modules/backoffice/staff-sessions.repository';
export { CartRepository } from '../modules/cart/cart.repository';
export { StockRepository } from '../modules/catalog/stock.repository';
export { createTestOrder, type TestOrder, type TestOrderOptions } from './orders';
