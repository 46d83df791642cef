import type { Message } from '@kauppa/ports';
import type { InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../lib/i18n.ts';

/** The error icon shown on a field whose validation message is on (accounts-content §5). */
export function ErrorIcon() {
  return (
    <svg className="field__icon" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <circle cx="8" cy="8" r="7.5" fill="currentColor" />
      <rect x="7" y="3.5" width="2" height="6" fill="#fff" />
      <rect x="7" y="11" width="2" height="2" fill="#fff" />
    </svg>
  );
}

/** A validation or step message, translated, with the error icon. */
export function FieldMessage({ id, message }: { id?: string; message: Message | null | undefined }) {
  const t = useT();
  if (!message) return null;
  return (
    <p className="field__error" id={id} role="alert">
      <ErrorIcon /> {t(message.id, message.params)}
    </p>
  );
}

/** Props of {@link Field}. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> {
  name: string;
  label: ReactNode;
  value: string | boolean;
  error?: Message | null | undefined;
  onValue: (value: string | boolean) => void;
  /** Form prefix for the id. */
  form?: string;
}

/** A labelled input with its validation message shown on the field (accounts-content §5). */
export function Field({
  name,
  label,
  value,
  error,
  onValue,
  form = 'f',
  type = 'text',
  ...rest
}: FieldProps) {
  const id = `${form}-${name}`;
  const checkbox = type === 'checkbox';
  const input = (
    <input
      id={id}
      name={name}
      type={type}
      {...(checkbox ? { checked: Boolean(value) } : { value: String(value) })}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
      onChange={(event) => onValue(checkbox ? event.currentTarget.checked : event.currentTarget.value)}
      {...rest}
    />
  );
  return (
    <div className={`field${checkbox ? ' field--checkbox' : ''}${error ? ' field--invalid' : ''}`}>
      {checkbox ? (
        <label htmlFor={id}>
          {input} {label}
        </label>
      ) : (
        <>
          <label htmlFor={id}>{label}</label>
          {input}
        </>
      )}
      <FieldMessage id={`${id}-error`} message={error} />
    </div>
  );
}
