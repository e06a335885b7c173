-- The search by date (issue 13) looks as far ahead as the longest tour: read from this index in one
-- step. Negated on purpose: an index in duration order would let the Packages screen's sort by
-- duration read packages in index order under its LIMIT, which the planner misjudges (every match
-- is counted first) and which made that search several times slower.
CREATE INDEX "packages_longest" ON "packages" ((-"duration_days"));--> statement-breakpoint
-- Which destinations have a package short enough for the days free there: read without the table.
CREATE INDEX "packages_destination_duration" ON "packages" ("destination_sr_no", "duration_days");
