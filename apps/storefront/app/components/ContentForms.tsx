import type { Message } from '@kauppa/ports';
import { useId } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../lib/i18n.ts';
import { Notice } from './Notice.tsx';

/** A form action's answer as the page receives it. */
export interface FormAnswer {
  ok: boolean;
  message?: Message | undefined;
  errors?: Record<string, Message> | undefined;
}

function Field({
  name,
  label,
  type = 'text',
  multiline = false,
  autoComplete,
  error,
}: {
  name: string;
  label: string;
  type?: string;
  multiline?: boolean;
  autoComplete?: string;
  error?: Message | undefined;
}) {
  const t = useT();
  const id = `${useId()}-${name}`;
  const errorId = `${id}-error`;
  const common = {
    id,
    name,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <p className="field">
      <label htmlFor={id}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={5} />
      ) : (
        <input {...common} type={type} autoComplete={autoComplete} />
      )}
      {error && (
        <span id={errorId} className="field__error">
          {t(error.id, error.params)}
        </span>
      )}
    </p>
  );
}

/** The answer of a sent form: success in green, failure in red. */
function Answer({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  if (!answer?.message) return null;
  return (
    <Notice type={answer.ok ? 'success' : 'error'} message={t(answer.message.id, answer.message.params)} />
  );
}

/** The ask-a-question form of the FAQ pages (accounts-content §7). */
export function AskQuestionForm({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="content-form" aria-labelledby="ask-question">
      <h2 id="ask-question">{t('Ask a question')}</h2>
      <Answer answer={answer} />
      {!answer?.ok && (
        <Form method="post" noValidate>
          <Field name="name" label={t('Name')} autoComplete="name" error={answer?.errors?.name} />
          <Field
            name="email"
            label={t('E-mail')}
            type="email"
            autoComplete="email"
            error={answer?.errors?.email}
          />
          <Field name="question" label={t('Question')} multiline error={answer?.errors?.question} />
          <button type="submit" disabled={busy}>
            {t('Send')}
          </button>
        </Form>
      )}
    </section>
  );
}

/** The contact form (accounts-content §7 mailer). */
export function ContactForm({ answer }: { answer: FormAnswer | undefined }) {
  const t = useT();
  const busy = useNavigation().state === 'submitting';
  return (
    <section className="content-form" aria-labelledby="contact-form">
      <h2 id="contact-form">{t('Send us a message')}</h2>
      <Answer answer={answer} />
      {!answer?.ok && (
        <Form method="post" noValidate>
          <Field name="name" label={t('Name')} autoComplete="name" error={answer?.errors?.name} />
          <Field
            name="email"
            label={t('E-mail')}
            type="email"
            autoComplete="email"
            error={answer?.errors?.email}
          />
          <Field name="message" label={t('Message')} multiline error={answer?.errors?.message} />
          <button type="submit" disabled={busy}>
            {t('Send')}
          </button>
        </Form>
      )}
    </section>
  );
}
