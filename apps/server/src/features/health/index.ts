/** Health: liveness and readiness probes. Imports no other feature. */
export { healthRoutes } from './health.routes.ts';
