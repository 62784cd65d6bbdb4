/** Start-up step 3 (see main.tsx): the app itself — providers, router, layout and route table. */
export { App } from '../App.tsx';
export { keepInitialHead } from '../../ui/initial-head.tsx';
