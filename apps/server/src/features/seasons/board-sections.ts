/**
 * A season board in sections (issue #37): the qualified (5 games and more in the ladder) ranked first, then, on the
 * current season's board when the caller asks, the provisional (1 to 4 games), each section read through its own
 * partial index. Shared by the players' and the teams' boards.
 */
import { boardListsProvisional, boardSectionGames, provisionalSlice } from '@caps/domain';
import type { Ladder } from './seasons.service.ts';

type Slice = { offset: number; limit: number };
/** Reads one slice of one section, with the count of that whole section. */
type ReadSection<R> = (
  games: { min: number; below: number | null },
  slice: Slice,
) => Promise<{ rows: R[]; total: number }>;

/** One page of a board: the qualified section's part of it, then the provisional section's (when listed). */
export async function boardPage<R>(
  ladder: Ladder,
  withProvisional: boolean,
  pageNumber: number,
  pageSize: number,
  read: ReadSection<R>,
) {
  const qualified = await read(boardSectionGames('qualified'), { offset: pageNumber * pageSize, limit: pageSize });
  if (!boardListsProvisional(ladder, withProvisional)) return { ...qualified, qualifiedTotal: qualified.total };
  const provisional = await read(
    boardSectionGames('provisional'),
    provisionalSlice(qualified.total, qualified.rows.length, pageNumber, pageSize),
  );
  return {
    rows: [...qualified.rows, ...provisional.rows],
    total: qualified.total + provisional.total,
    qualifiedTotal: qualified.total,
  };
}

/** How many rows a board lists in all (its sections' counts, no rows read). */
export async function boardCount<R>(ladder: Ladder, withProvisional: boolean, read: ReadSection<R>): Promise<number> {
  return (await boardPage(ladder, withProvisional, 0, 0, read)).total;
}
