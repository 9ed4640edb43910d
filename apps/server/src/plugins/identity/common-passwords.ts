// The most common passwords are refused on sign-up, reset and change (issue 12, item 15): they
// are the first guesses of every attacker, whatever our per-account throttling allows.
// The list is zxcvbn-ts's maintained one (@zxcvbn-ts/language-common, MIT), ranked by how often
// each password appears in leaks; its top 10,000 go into a Set once, on the server only — a
// list this size must not go into the web bundle.
import { dictionary } from '@zxcvbn-ts/language-common';

const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

const commonPasswords = new Set(
  dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
);

/** Whether `password`, ignoring case, is one of the 10,000 most common. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase());
}
