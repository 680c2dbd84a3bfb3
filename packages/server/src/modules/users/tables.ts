import { pgTable, integer, text, uuid, timestamp, jsonb, boolean, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    email: text().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text(),
    /** Job title (spec 1 §3 user profile "title"; the team back-office's Job Title). */
    title: text(),
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    language: text().notNull().default('en'),
    /** When set, these permission uuids replace the ones derived from roles (spec 1 §6). */
    permissionUuids: text('permission_uuids').array(),
    options: jsonb().notNull().default({}),
    active: boolean().notNull().default(true),
    // The rest of the user profile of spec 1 §3.
    instagram: text(),
    linkedIn: text('linked_in'),
    twitter: text(),
    location: text(),
    bio: text(),
    hasBeenInMultiuserChat: boolean('has_been_in_multiuser_chat').notNull().default(false),
    /** The profile photo in file storage (key chosen by the server) and its sniffed content type; null when none. */
    photoKey: text('photo_key'),
    photoContentType: text('photo_content_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`)],
);

/** Every role: user-level access roles, system roles, and the company and portal roles held per membership. */
export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  externalId: uuid('external_id').notNull().unique().defaultRandom(),
  name: text().notNull().unique(),
  scope: text().notNull(),
  permissionUuids: text('permission_uuids')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);
