/** /doubles/{gameId}: the doubles game screen lives with the teams work (features/doubles). */
export { DoublesGameDetail } from '../doubles/DoublesGameDetail.tsx';
