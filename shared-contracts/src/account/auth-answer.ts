import { z } from 'zod';
import { lazySchema } from '../shared/lazy-schema';

export const USER_ROLES = ['customer', 'staff'] as const;
export const UserRoleSchema = lazySchema(() => z.enum(USER_ROLES));
export type UserRole = z.infer<typeof UserRoleSchema>;

/**
 * The answer of a successful login or registration. `tokenExpirationDate` is an ISO 8601
 * instant in UTC; the token is a JWT whose `sub` is the user id as a string and whose
 * `role` is one of USER_ROLES.
 */
export const AuthAnswerSchema = lazySchema(() =>
  z.object({
    token: z.string().min(1),
    userId: z.number().int().positive(),
    tokenExpirationDate: z.iso.datetime(),
  }),
);
export type AuthAnswer = z.infer<typeof AuthAnswerSchema>;

/** The field keys of login and register errors (docs/spec.md §5), besides topics such as `auth`. */
export const AUTH_ERROR_FIELDS = ['email', 'password', 'repeatPassword'] as const;
export type AuthErrorField = (typeof AUTH_ERROR_FIELDS)[number];
