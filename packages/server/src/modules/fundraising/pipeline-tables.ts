import { pgTable, integer, text, uuid, timestamp, index, primaryKey, foreignKey } from 'drizzle-orm/pg-core';
import { users } from '../users/tables.ts';
import { funderListEntries, funderLists, funders } from './tables.ts';

/**
 * A smartlist's pipeline stages, in `position` order. `key` is the default stage's key while it keeps its default
 * name (the screen translates it); a renamed or added stage has a `name` and no key.
 */
export const funderPipelineStages = pgTable(
  'funder_pipeline_stages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    externalId: uuid('external_id').notNull().unique().defaultRandom(),
    listId: integer('list_id')
      .notNull()
      .references(() => funderLists.id, { onDelete: 'cascade' }),
    key: text(),
    name: text(),
    position: integer().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funder_pipeline_stages_list_idx').on(t.listId, t.position)],
);

/** The stage of each investor of a list; leaves with the investor's entry (composite foreign key). */
export const funderPipelinePlacements = pgTable(
  'funder_pipeline_placements',
  {
    listId: integer('list_id').notNull(),
    funderId: integer('funder_id').notNull(),
    stageId: integer('stage_id')
      .notNull()
      .references(() => funderPipelineStages.id, { onDelete: 'no action' }),
    movedAt: timestamp('moved_at', { withTimezone: true }),
    movedByUserId: integer('moved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.funderId] }),
    foreignKey({
      columns: [t.listId, t.funderId],
      foreignColumns: [funderListEntries.listId, funderListEntries.funderId],
      name: 'funder_pipeline_placements_entry_fk',
    }).onDelete('cascade'),
    index('funder_pipeline_placements_stage_idx').on(t.stageId),
  ],
);

/** Every move of an investor between stages, with the stage names as they were (history survives renames). */
export const funderPipelineMoves = pgTable(
  'funder_pipeline_moves',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    listId: integer('list_id')
      .notNull()
      .references(() => funderLists.id, { onDelete: 'cascade' }),
    funderId: integer('funder_id')
      .notNull()
      .references(() => funders.id, { onDelete: 'cascade' }),
    fromKey: text('from_key'),
    fromName: text('from_name'),
    toKey: text('to_key'),
    toName: text('to_name'),
    byUserId: integer('by_user_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('funder_pipeline_moves_funder_idx').on(t.listId, t.funderId, t.at)],
);
