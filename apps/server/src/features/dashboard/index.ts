/** Dashboard: the home page's news feed and latest games. Depends on games. */
export { postsRoutes } from './posts.routes.ts';
export { seedWelcomePost, WELCOME_POST } from './posts.seed.ts';
