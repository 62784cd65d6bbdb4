-- The last step of a settling statement (db/write-together.ts claimTogether): fails the whole statement, so nothing
-- it wrote stays, when the claim found the game already decided or a guarded write found its row changed since it
-- was read. The SQLSTATEs tell the server which of the two happened.
CREATE FUNCTION "caps_settle_check"(claimed boolean, fresh boolean) RETURNS integer LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF NOT claimed THEN
    RAISE EXCEPTION 'the claim found the row already decided' USING ERRCODE = 'CL001';
  END IF;
  IF NOT fresh THEN
    RAISE EXCEPTION 'a guarded write found its row changed since it was read' USING ERRCODE = 'CL002';
  END IF;
  RETURN 1;
END
$$;
