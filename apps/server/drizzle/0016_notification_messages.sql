ALTER TABLE "notifications" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "push_queue" ADD COLUMN "message" jsonb;--> statement-breakpoint
-- ==== Hand-written
-- A new notification's push carries its message (as notifications.message), so the push is worded in the player's
-- language. Which kinds are pushed is as in 0015_tournament_self_service.
CREATE OR REPLACE FUNCTION push_queue_notifications() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO push_queue (subscription_id, kind, text, message, game_id, game_type)
  SELECT s.id, n.type, n.text, n.message, n.game_id, g.game_type
  FROM new_rows n
  JOIN push_subscriptions s ON s.user_id = n.user_id
  LEFT JOIN push_preferences p ON p.user_id = n.user_id
  LEFT JOIN games g ON g.id = n.game_id
  WHERE CASE n.type
    WHEN 'ACCEPT_REQUEST' THEN coalesce(p.accept_request, true)
    WHEN 'GAME_ACCEPTED' THEN coalesce(p.decided, true)
    WHEN 'GAME_REJECTED' THEN coalesce(p.decided, true)
    WHEN 'ACHIEVEMENT_UNLOCKED' THEN coalesce(p.achievement, true)
    WHEN 'TOURNAMENT_MATCH_READY' THEN false
    WHEN 'TOURNAMENT_CHECK_IN' THEN coalesce(p.tournament_match, true)
    WHEN 'TOURNAMENT_RESULT_DISPUTED' THEN coalesce(p.tournament_match, true)
    ELSE coalesce(p.corrections, true)
  END;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The backfill: notifications (and queued pushes) written before this migration hold only their English sentence.
-- Each sentence of a shape the server wrote (features/notifications/texts/en.ts as it stood; the shapes the earlier
-- Polish rewording recognised, the achievements' names and the tournament notices) gets its message, so it is worded
-- in the reader's language too; a sentence of no known shape keeps message null and shows as stored. The helper
-- functions are dropped at the end. (PostgreSQL regular expressions: one that starts with a lazy quantifier is lazy
-- as a whole, so each lazy pattern below is anchored at both ends and its groups split the sentence as the earlier
-- JavaScript patterns did.)
-- The other side as stored: "team X", a player's name, or the placeholders of an unknown one (a null name).
CREATE FUNCTION notification_backfill_side(name text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN name = 'the other team' THEN jsonb_build_object('kind', 'team', 'name', NULL)
    WHEN name = 'your opponent' THEN jsonb_build_object('kind', 'player', 'name', NULL)
    WHEN name LIKE 'team %' THEN jsonb_build_object('kind', 'team', 'name', substr(name, 6))
    ELSE jsonb_build_object('kind', 'player', 'name', name) END
$$;
--> statement-breakpoint
-- A game type by its English label (GAME_TYPE_LABELS); null for any other word.
CREATE FUNCTION notification_backfill_type(label text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE label WHEN 'Singles' THEN 'SINGLES' WHEN 'Easy Caps' THEN 'EASY_CAPS' WHEN 'Doubles' THEN 'DOUBLES' WHEN 'Unranked' THEN 'UNRANKED' END
$$;
--> statement-breakpoint
-- "your Singles points changed by +1.50, your Doubles points changed by -0.25" as [{gameType, change}]; null when a
-- part is no point move.
CREATE FUNCTION notification_backfill_moves(list text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN bool_and(game_type IS NOT NULL AND change IS NOT NULL)
    THEN jsonb_agg(jsonb_build_object('gameType', game_type, 'change', change) ORDER BY n) END
  FROM (
    SELECT n,
      notification_backfill_type(m[1]) AS game_type,
      m[2]::numeric AS change
    FROM (
      SELECT n, regexp_match(part, '^your (.+) points changed by ([+-]?\d+(?:\.\d+)?)$') AS m
      FROM regexp_split_to_table(list, ', ') WITH ORDINALITY AS p(part, n)
    ) parsed
  ) moves
$$;
--> statement-breakpoint
CREATE FUNCTION notification_backfill_message(kind text, body text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  m text[];
  tail text[];
  moves jsonb;
  game_type text;
BEGIN
  IF kind = 'ACHIEVEMENT_UNLOCKED' THEN
    RETURN (
      SELECT jsonb_build_object('key', 'achievement', 'params', jsonb_build_object('achievement', a.code))
      FROM (VALUES
        ('PLACE_IN_EASY', 'Get placement in easy caps!'),
        ('PLACE_IN_SINGLES', 'Get placement in singles!'),
        ('PLAY_FIRST_GAME', 'Play first game!'),
        ('FIRST_WIN', 'Win first game!'),
        ('FIRST_NAKED_LAP', 'First naked lap!'),
        ('REBUTTALS_IN_A_ROW_5', '5 rebuttals in a row!'),
        ('REBUTTALS_IN_A_ROW_7', '7 rebuttals in a row!'),
        ('REBUTTALS_IN_A_ROW_10', '10 rebuttals in a row!'),
        ('REBUTTALS_IN_A_ROW_12', '12 rebuttals in a row!'),
        ('REBUTTALS_IN_A_ROW_15', '15 rebuttals in a row!'),
        ('REBUT_ON_LAST_CHANCE', 'Rebut on your last chance!'),
        ('SEASON_CHAMPION', 'Season champion!'),
        ('SEASON_PODIUM', 'Season podium!')
      ) AS a(code, name)
      WHERE a.name = body);
  END IF;
  m := regexp_match(body, '^Your game with (.+) is waiting to be accepted\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'waiting', 'params', jsonb_build_object('other', notification_backfill_side(m[1])));
  END IF;
  m := regexp_match(body, '^You have a game with (.+) to accept\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'toAccept', 'params', jsonb_build_object('other', notification_backfill_side(m[1])));
  END IF;
  m := regexp_match(body, '^Game with (.+) was accepted( automatically)?\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'accepted', 'params', jsonb_build_object('other', notification_backfill_side(m[1]), 'automatically', m[2] IS NOT NULL));
  END IF;
  m := regexp_match(body, '^Game with (.+) was rejected\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'rejected', 'params', jsonb_build_object('other', notification_backfill_side(m[1])));
  END IF;
  m := regexp_match(body, '^(.+) withdrew this game: there is nothing to accept\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'withdrawn', 'params', jsonb_build_object('poster', nullif(m[1], 'The poster')));
  END IF;
  m := regexp_match(body, '^Your game with (.+?) was (voided|corrected) by an admin: (.*)$');
  IF m IS NOT NULL THEN
    -- The reason, then the player's point moves in brackets when their points moved.
    tail := regexp_match(m[3], '^(.*?) \((your .+ points changed by .+)\)$');
    moves := CASE WHEN tail IS NULL THEN '[]'::jsonb ELSE notification_backfill_moves(tail[2]) END;
    IF moves IS NULL THEN RETURN NULL; END IF;
    RETURN jsonb_build_object('key', 'changedByAdmin', 'params', jsonb_build_object('other', notification_backfill_side(m[1]), 'change', m[2],
      'reason', coalesce(tail[1], m[3]), 'moves', moves));
  END IF;
  m := regexp_match(body, '^A game was (voided|corrected): (.+)\.$');
  IF m IS NOT NULL THEN
    moves := notification_backfill_moves(m[2]);
    RETURN CASE WHEN moves IS NOT NULL THEN jsonb_build_object('key', 'pointsChanged', 'params', jsonb_build_object('change', m[1], 'moves', moves)) END;
  END IF;
  m := regexp_match(body, '^(.+?) reported a problem with a (.+?) game: (.*)$');
  IF m IS NOT NULL THEN
    game_type := notification_backfill_type(m[2]);
    RETURN CASE WHEN game_type IS NOT NULL THEN jsonb_build_object('key', 'disputeOpened', 'params',
      jsonb_build_object('reporter', nullif(m[1], 'A player'), 'gameType', game_type, 'reason', m[3])) END;
  END IF;
  m := regexp_match(body, '^Your match in (.+) can be played now$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'tournamentMatch', 'params', jsonb_build_object('tournament', m[1]));
  END IF;
  m := regexp_match(body, '^(.+?) reported the result of your match in (.+?): confirm it or dispute it\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'reportToConfirm', 'params', jsonb_build_object('reporter',
      CASE WHEN m[1] = 'Your opponent' THEN NULL ELSE notification_backfill_side(m[1]) END, 'tournament', m[2]));
  END IF;
  IF body = 'The organiser entered this match''s result: there is nothing to confirm.' THEN
    RETURN jsonb_build_object('key', 'reportSuperseded', 'params', '{}'::jsonb);
  END IF;
  m := regexp_match(body, '^Check-in is open for (.+): check in before it starts, or you will be left out\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'checkInOpen', 'params', jsonb_build_object('tournament', m[1]));
  END IF;
  m := regexp_match(body, '^Your match against (.+?) in (.+?) is ready(?: at table (.+))?\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'matchReady', 'params', jsonb_build_object('opponent',
      CASE WHEN m[1] = 'your opponent' THEN NULL ELSE notification_backfill_side(m[1]) END, 'tournament', m[2], 'table', m[3]));
  END IF;
  m := regexp_match(body, '^A reported result in (.+) was disputed: enter the result\.$');
  IF m IS NOT NULL THEN
    RETURN jsonb_build_object('key', 'resultDisputed', 'params', jsonb_build_object('tournament', m[1]));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
UPDATE notifications SET message = notification_backfill_message(type, text) WHERE message IS NULL;
--> statement-breakpoint
UPDATE push_queue SET message = notification_backfill_message(kind, text) WHERE message IS NULL;
--> statement-breakpoint
DROP FUNCTION notification_backfill_message(text, text);
--> statement-breakpoint
DROP FUNCTION notification_backfill_moves(text);
--> statement-breakpoint
DROP FUNCTION notification_backfill_type(text);
--> statement-breakpoint
DROP FUNCTION notification_backfill_side(text);
