import { type Language, type MessageKey, type MessageParams, translate } from '../i18n/messages';

export interface Message {
  key: MessageKey;
  params?: MessageParams;
}

export type MessageMap = Record<string, Message[]>;

/**
 * An answer other than success, thrown from anywhere below a route. It carries message
 * keys, not text: the error handler renders them in the caller's language as the
 * `{ errors: { field: [messages] } }` body every non-2xx answer has.
 */
export class ApiError extends Error {
  readonly code = 'SHOP_API_ERROR';

  constructor(
    readonly statusCode: number,
    readonly errors: MessageMap,
  ) {
    super(`${statusCode} ${Object.keys(errors).join(', ')}`);
    this.name = 'ApiError';
  }
}

/** One message on one field or topic. */
export function apiError(
  statusCode: number,
  field: string,
  key: MessageKey,
  params?: MessageParams,
): ApiError {
  return new ApiError(statusCode, { [field]: [params ? { key, params } : { key }] });
}

export function renderErrors(errors: MessageMap, language: Language): Record<string, string[]> {
  const rendered: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(errors)) {
    rendered[field] = messages.map((message) => translate(message.key, language, message.params));
  }
  return rendered;
}

/** Collects per-field messages and throws them as one 400 when there are any. */
export class FieldErrors {
  private readonly errors: MessageMap = {};

  add(field: string, key: MessageKey, params?: MessageParams): this {
    (this.errors[field] ??= []).push(params ? { key, params } : { key });
    return this;
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  throwIfAny(statusCode = 400): void {
    if (!this.isEmpty) throw new ApiError(statusCode, this.errors);
  }
}
