import type { ApiResponse } from '@kauppa/ports';

/** Is `code` the success code 200 (number or string)? */
export function isSuccessCode(code: unknown): boolean {
  return code === 200 || code === '200';
}

/**
 * The error message of a task result, or `null` when the result is not an error
 * (commerce-core §8): a result is an error when a result message is present and the code is not
 * `ENOTFOUND`. A code-200 answer is never an error.
 */
export function taskErrorMessage(response: Pick<ApiResponse, 'code' | 'result'>): string | null {
  if (isSuccessCode(response.code)) return null;
  const { result } = response;
  if (typeof result === 'string') return result === '' || response.code === 'ENOTFOUND' ? null : result;
  if (result && typeof result === 'object') {
    const r = result as { message?: unknown; result?: unknown; code?: unknown };
    if (r.code === 'ENOTFOUND' || response.code === 'ENOTFOUND') return null;
    if (typeof r.message === 'string' && r.message !== '') return r.message;
    if (typeof r.result === 'string' && r.result !== '') return r.result;
  }
  return null;
}

/** Is this task result an error (commerce-core §8)? */
export function isErrorResult(response: Pick<ApiResponse, 'code' | 'result'>): boolean {
  return taskErrorMessage(response) !== null;
}
