// Ticket references are what a shopper reads out on the phone or types into an e-mail, so they
// are short, upper-case and free of look-alike characters, and unguessable (crypto, not Math).
import { randomBytes } from 'node:crypto';
import { SUPPORT_REFERENCE_ALPHABET } from '@harit/core/validation';

const LENGTH = 8;

/** 'HRT-' + 8 characters: 32⁸ ≈ 10¹² possibilities. The 32-letter alphabet makes `byte % 32` unbiased. */
export function newSupportReference(): string {
  const bytes = randomBytes(LENGTH);
  let code = '';
  for (const byte of bytes) code += SUPPORT_REFERENCE_ALPHABET[byte % 32];
  return `HRT-${code}`;
}
