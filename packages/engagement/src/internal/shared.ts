import type { ApiRequest, ApiResponse, Logger, Message, ShopHttp } from '@kauppa/ports';
import { createListeners as createPortListeners, type Listeners, message } from '@kauppa/ports';

/** What an engagement action answers: success, or failure with the message shown. */
export type EngagementResult<T = undefined> =
  | { ok: true; value: T; message?: Message }
  | { ok: false; message: Message };

export const isOk = (response: ApiResponse | null | undefined): boolean => Number(response?.code) === 200;

export const failure = (id: string): { ok: false; message: Message } => ({ ok: false, message: message(id) });

/** Sends a request; a transport failure is logged and answered as `null`. */
export async function send<T>(
  http: ShopHttp,
  logger: Logger,
  request: ApiRequest,
): Promise<ApiResponse<T> | null> {
  try {
    return await http.request<T>(request);
  } catch (error) {
    logger.error(`${request.method} ${request.path} failed`, error);
    return null;
  }
}

/** The text of a failed answer: a string, `{ errorMessage }` or `{ message }`. */
export function errorText(result: unknown): string | undefined {
  if (typeof result === 'string' && result.length > 0) return result;
  if (typeof result === 'object' && result !== null) {
    const r = result as { errorMessage?: unknown; message?: unknown };
    if (typeof r.errorMessage === 'string' && r.errorMessage) return r.errorMessage;
    if (typeof r.message === 'string' && r.message) return r.message;
  }
  return undefined;
}

/** A small listener set: the store primitive of `@kauppa/ports` (issue 30.11). */
export const createListeners = (): Listeners => createPortListeners();
