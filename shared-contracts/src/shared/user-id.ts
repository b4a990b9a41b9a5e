import { WireIdSchema } from './wire-id';

/** A user id in bodies and queries (`user_id`, `id_user`): a number, or its digits as text. */
export const UserIdSchema = WireIdSchema;
export type UserId = number;
