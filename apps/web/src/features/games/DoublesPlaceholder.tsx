/** /doubles: the doubles page lives with the teams work (features/doubles). */
export { DoublesGameModePage } from '../doubles/DoublesPage.tsx';
