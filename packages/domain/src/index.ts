export * from './enums.ts';
export * from './limits.ts';
export * from './validation/account.ts';
export * from './api/common.ts';
export * from './api/posts.ts';
export * from './api/auth.ts';
export * from './api/users.ts';
