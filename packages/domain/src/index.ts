export * from './enums.ts';
export * from './limits.ts';
