import { z } from 'zod';
import { messageKey } from './messages/index.js';

const PASSWORD_MIN = 12;
export const PASSWORD_MAX = 2000;

/**
 * Spec §5: 12–2000 characters with an upper-case letter, a lower-case letter, a digit and a
 * special character from !@$%^&*+#. Spaces and other characters are allowed (docs/decisions.md).
 */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /[A-Z]/.test(value) &&
    /[a-z]/.test(value) &&
    /[0-9]/.test(value) &&
    /[!@$%^&*+#]/.test(value)
  );
}

export const newPasswordSchema = z.string().refine(isStrongPassword, { message: messageKey('spec.passwordRule') });
