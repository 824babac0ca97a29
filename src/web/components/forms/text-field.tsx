import type { InputHTMLAttributes, Ref } from 'react';
import { EMAIL_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../../shared/constants.ts';
import { m } from '../../i18n/paraglide/messages.js';

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; inputRef?: Ref<HTMLInputElement> };

/** A labelled input (every control has a visible label and an accessible name). */
export function TextField({ id, label, inputRef, ...input }: TextFieldProps) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={inputRef} id={id} className="input" {...input} />
    </div>
  );
}

/** A password input: required, and no longer than the server accepts. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'maxLength' | 'required'>) {
  return <TextField {...props} type="password" maxLength={PASSWORD_MAX_LENGTH} required />;
}

/** An email address field: the browser's email keyboard and autofill, at most EMAIL_MAX_LENGTH characters. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'name' | 'inputMode' | 'maxLength' | 'required' | 'label'>) {
  return <TextField autoComplete="email" {...props} label={m.form_email()} type="email" name="email" inputMode="email" maxLength={EMAIL_MAX_LENGTH} required />;
}
