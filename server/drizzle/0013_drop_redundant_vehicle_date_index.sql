-- Issue 12: (hoaid, enddate) is the prefix of vehicles_count_idx (hoaid, enddate, status_flag),
-- which every query that could use it already uses (EXPLAIN of the onsite counts, lists and
-- reports on the large community): one index less to update on every vehicle write.
DROP INDEX "vehicles_hoaid_enddate_idx";