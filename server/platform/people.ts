import { sql, type AnyColumn } from 'drizzle-orm';

/**
 * The person a user id names, as others see them (DECISIONS.md §12): display name and role, never
 * the sign-in name (`users.user_name`), which only the admin's user screens and audit log show. For
 * joins, select `nickName` and `role` of the joined `users` instead.
 */
export const nameOfUser = (id: AnyColumn) => sql<string | null>`(SELECT nick_name FROM users WHERE users.id = ${id})`;
export const roleOfUser = (id: AnyColumn) => sql<number | null>`(SELECT role FROM users WHERE users.id = ${id})`;
