import { describe, expect, it } from 'vitest';
import { isErrorResult, taskErrorMessage } from './internal/results.ts';

describe('a task result is an error when a result message is present and the code is not ENOTFOUND (commerce-core §8)', () => {
  it('is an error with a result message', () => {
    expect(taskErrorMessage({ code: 500, result: { message: 'Out of stock' } })).toBe('Out of stock');
    expect(taskErrorMessage({ code: 400, result: 'Invalid coupon' })).toBe('Invalid coupon');
  });

  it('is not an error for ENOTFOUND', () => {
    expect(isErrorResult({ code: 500, result: { code: 'ENOTFOUND', message: 'No such sku' } })).toBe(false);
    expect(isErrorResult({ code: 'ENOTFOUND', result: 'No such sku' })).toBe(false);
  });

  it('is not an error without a message', () => {
    expect(isErrorResult({ code: 500, result: {} })).toBe(false);
    expect(isErrorResult({ code: 500, result: null })).toBe(false);
  });

  it('is not an error for code 200', () => {
    expect(isErrorResult({ code: 200, result: 'new-cart-id' })).toBe(false);
  });
});
