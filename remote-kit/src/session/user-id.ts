import { type Bus, type Session, WireIdSchema, getBus } from 'shared-contracts';

/** The signed-in customer's user id as the API takes it (`id_user`), or undefined for a visitor. */
export function userIdOf(session: Session | null | undefined): number | undefined {
  if (!session?.token) return undefined;
  const parsed = WireIdSchema.safeParse(session.userId);
  return parsed.success ? parsed.data : undefined;
}

/** The current customer's user id on a bus (the page's by default). */
export function currentUserId(bus: Bus = getBus()): number | undefined {
  return userIdOf(bus.current('session.changed'));
}
