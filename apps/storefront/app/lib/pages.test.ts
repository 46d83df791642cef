import { PageDelayed, PageNotFound, PageRedirect } from '@kauppa/pages';
import { describe, expect, it } from 'vitest';
import { routed } from './pages.ts';

/** What a loader wrapped in `routed` threw. */
const thrown = (load: Promise<unknown>) =>
  routed(load).then(
    () => expect.fail('the loader answered data'),
    (error: unknown) => error,
  );

describe('page outcomes of @kauppa/pages as React Router answers (issue 16)', () => {
  it('answers a PageNotFound with a 404 carrying the spec text', async () => {
    const error = await thrown(Promise.reject(new PageNotFound('CMS query returned empty result')));
    expect(error).toMatchObject({ type: 'DataWithResponseInit', data: 'CMS query returned empty result' });
    expect(error).toMatchObject({ init: { status: 404 } });
  });

  it("answers a PageRedirect with a redirect to its path and status (a configurable child's parent, 301)", async () => {
    const error = await thrown(Promise.reject(new PageRedirect('/p/TEE/tee/TEE-S', 301)));
    expect(error).toBeInstanceOf(Response);
    expect((error as Response).status).toBe(301);
    expect((error as Response).headers.get('Location')).toBe('/p/TEE/tee/TEE-S');
  });

  it('defect: a 404 was reported as "Internal Server Error" (React Router\'s default status text) — it says Not Found', async () => {
    const error = await thrown(Promise.reject(new PageNotFound('CMS query returned empty result')));
    expect(error).toMatchObject({ init: { status: 404, statusText: 'Not Found' } });
  });

  it('defect: a delayed page (issue 31.1) was logged as a 503 "Internal Server Error" — it is Service Unavailable with its Retry-After', async () => {
    const error = await thrown(Promise.reject(new PageDelayed('Product query took too long', 5)));
    expect(error).toMatchObject({ init: { status: 503, statusText: 'Service Unavailable' } });
    expect(new Headers((error as { init: { headers: HeadersInit } }).init.headers).get('Retry-After')).toBe(
      '5',
    );
  });

  it('passes any other error and the data through unchanged', async () => {
    const failure = new Error('timeout');
    expect(await thrown(Promise.reject(failure))).toBe(failure);
    await expect(routed(Promise.resolve({ page: 1 }))).resolves.toEqual({ page: 1 });
  });
});
