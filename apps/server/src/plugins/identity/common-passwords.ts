// The most common passwords are refused on sign-up, reset and change: they
// are the first guesses of every attacker, whatever our per-account throttling allows.
// The list is zxcvbn-ts's maintained one (@zxcvbn-ts/language-common, MIT), ranked by how often
// each password appears in leaks; its top 10,000 go into a Set once, on the server only — a
// list this size must not go into the web bundle. The package (400 kB of word lists) is
// imported by the first password checked, not at start (decision 040).

const COMMON_PASSWORD_COUNT = 10_000;

export const PASSWORD_TOO_COMMON_MESSAGE =
  'This password is too common. Choose one that is harder to guess.';

let commonPasswords: Promise<Set<string>> | undefined;

/** Whether `password`, ignoring case, is one of the 10,000 most common. */
export async function isCommonPassword(password: string): Promise<boolean> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) =>
      new Set(
        dictionary['passwords-common'].slice(0, COMMON_PASSWORD_COUNT).map((p) => p.toLowerCase()),
      ),
  );
  return (await commonPasswords).has(password.toLowerCase());
}
