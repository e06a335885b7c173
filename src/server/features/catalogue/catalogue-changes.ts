/**
 * PostgreSQL announces every change to the catalogue's tables on this channel (a trigger, migration
 * 0010), so each server drops the catalogue answers it keeps in memory.
 */
export const CATALOGUE_CHANNEL = "catalogue_changed";
