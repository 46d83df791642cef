import { createFaqQuestions, createMailer, createValidationSchemas, validate } from '@kauppa/engagement';
import type { Message } from '@kauppa/ports';
import type { ShopContext } from '../context.ts';

/** What a form action answers: the sent state, a message, and the field errors. */
export interface FormResult {
  ok: boolean;
  message?: Message | undefined;
  errors?: Record<string, Message> | undefined;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The ask-a-question form of a FAQ page (accounts-content §7): name, email and question are
 * validated (§5), then POSTed to the faq endpoint; success only on code 200.
 */
export async function askQuestion(shop: ShopContext, form: FormData): Promise<FormResult> {
  const fields = { name: text(form, 'name'), email: text(form, 'email'), question: text(form, 'question') };
  const valid = validate(createValidationSchemas(shop.config.validation).faqForm, fields);
  if (!valid.success) return { ok: false, errors: valid.errors };
  const productId = text(form, 'productId');
  const result = await createFaqQuestions({ http: shop.http, logger: shop.logger }).ask({
    ...fields,
    productId: productId || null,
  });
  return { ok: result.ok, message: result.message };
}

/**
 * The contact form (accounts-content §7 mailer): the shopper's e-mail, name and message are sent
 * to the shop's contact address; a failed answer's text is shown.
 */
export async function sendContactMessage(shop: ShopContext, form: FormData): Promise<FormResult> {
  const schemas = createValidationSchemas(shop.config.validation);
  const fields = { name: text(form, 'name'), email: text(form, 'email'), message: text(form, 'message') };
  const errors: Record<string, Message> = {};
  for (const [field, schema] of [
    ['name', schemas.name],
    ['email', schemas.email],
    ['message', schemas.required],
  ] as const) {
    const result = validate(schema, fields[field]);
    if (!result.success) errors[field] = Object.values(result.errors)[0]!;
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const result = await createMailer({
    http: shop.http,
    logger: shop.logger,
    mailer: shop.config.mailer,
  }).sendEmail({
    sourceAddress: fields.email,
    targetAddress: shop.config.mailer.contactAddress,
    subject: `${shop.brand.name}: ${fields.name}`,
    emailText: fields.message,
  });
  return { ok: result.ok, message: result.message };
}
