// New-password forms (reset, change) follow signup's rules (SPEC §5): at least 6 characters
// (passwordSchema from core) and the confirmation must match, with the same messages.
import { passwordSchema, signupSchema } from '@harit/core/validation';
import { z } from 'zod';

export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

const newPassword = {
  password: z.string().min(1, 'Password is required').pipe(passwordSchema),
  confirmPassword: signupSchema.shape.confirmPassword,
};

const matches = (v: { password: string; confirmPassword: string }) =>
  v.password === v.confirmPassword;

export const resetPasswordSchema = z
  .object(newPassword)
  .refine(matches, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Current password is required'), ...newPassword })
  .refine(matches, { message: PASSWORDS_DO_NOT_MATCH, path: ['confirmPassword'] });
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/** The display name follows signup's Full Name rule. */
export const displayNameSchema = z.object({ name: signupSchema.shape.name });
export type DisplayNameInput = z.infer<typeof displayNameSchema>;
