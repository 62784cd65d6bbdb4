-- Free space on the pages of the games' lines. A correction far back rewrites the points changes of thousands of
-- lines spread over all history (league/replay-league.ts); with room on its page, a line's new version stays there
-- (a HOT update) and none of the table's five indexes is written: on the 10k-player league that halves the database's
-- work for those writes (bench/RESULTS.md). Existing pages gain the room as their lines move or as VACUUM frees it.
ALTER TABLE "game_players" SET (fillfactor = 85);
