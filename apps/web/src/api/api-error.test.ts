import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound } from './api-error.ts';

describe('isNotFound', () => {
  it('is true for a 404 and for a 400 (an id that cannot exist)', () => {
    expect(isNotFound(new ApiError(404))).toBe(true);
    expect(isNotFound(new ApiError(400, 'Invalid id'))).toBe(true);
  });

  it('is false for other refusals, an unreachable server and other errors', () => {
    expect(isNotFound(new ApiError(403))).toBe(false);
    expect(isNotFound(new ApiError(500))).toBe(false);
    expect(isNotFound(new ApiError(0))).toBe(false);
    expect(isNotFound(new Error('404'))).toBe(false);
  });
});
