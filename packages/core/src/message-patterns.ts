// Core's sentences with a field name or figures in them (validation.ts's error map,
// catalog-admin.ts's mrpProblem, payments.ts's unpaid-orders limit) arrive in both apps as finished
// English. Each app's message catalogue holds them as one message with placeholders (decision 042:
// word order differs in Hindi); this matches a sentence back to that message and its values, for
// the web's forms (lib/validation-messages.ts) and the server's error answers
// (locales/core-messages.ts) alike. The keys are marked with msg() so scripts/check-messages.mjs
// counts them as used by both apps.

/** Marks a catalogue key (the check reads it); the key itself, unchanged. */
const msg = (key: string) => key;

const PATTERNS: readonly [RegExp, string, readonly string[]][] = [
  [
    /^(.+) must be at most (\d+) characters\.$/,
    msg('{label} must be at most {max} characters.'),
    ['label', 'max'],
  ],
  [
    /^(.+) must be at least (\d+) characters\.$/,
    msg('{label} must be at least {min} characters.'),
    ['label', 'min'],
  ],
  [/^(.+) is required\.$/, msg('{label} is required.'), ['label']],
  [/^(.+) is not valid\.$/, msg('{label} is not valid.'), ['label']],
  [
    /^(.+) must not contain control characters\.$/,
    msg('{label} must not contain control characters.'),
    ['label'],
  ],
  [
    /^(.+) must not contain line breaks\.$/,
    msg('{label} must not contain line breaks.'),
    ['label'],
  ],
  [
    /^The GSTIN's state code (\S+) is not a GST state code\.$/,
    msg("The GSTIN's state code {code} is not a GST state code."),
    ['code'],
  ],
  [
    /^The GSTIN's check character is (\S); for these first 14 characters it must be (\S)\.$/,
    msg(
      "The GSTIN's check character is {given}; for these first 14 characters it must be {expected}.",
    ),
    ['given', 'expected'],
  ],
  [
    /^The GSTIN's state code (\S+) is (.+), not (.+) \((\d+)\)\.$/,
    msg("The GSTIN's state code {code} is {codeState}, not {state} ({stateCode})."),
    ['code', 'codeState', 'state', 'stateCode'],
  ],
  [
    /^Price with (\S+) GST \((.+)\) must not be more than the MRP \((.+)\)\.$/,
    msg('Price with {gst} GST ({price}) must not be more than the MRP ({mrp}).'),
    ['gst', 'price', 'mrp'],
  ],
  [
    /^You already have (\d+) orders waiting for payment\. Pay for one of them or cancel it \(on your Orders page\) before placing another\.$/,
    msg(
      'You already have {limit} orders waiting for payment. Pay for one of them or cancel it (on your Orders page) before placing another.',
    ),
    ['limit'],
  ],
];

/**
 * The message `sentence` is an instance of, with its values, or undefined for any other text.
 * A `label` value is a field name ("First name"), itself a message: `label` translates it; the
 * other values are numbers and amounts, kept as they are.
 */
export function matchCoreMessage(
  sentence: string,
  label: (name: string) => string,
): { key: string; values: Record<string, string> } | undefined {
  for (const [pattern, key, names] of PATTERNS) {
    const match = pattern.exec(sentence);
    if (!match) continue;
    const values = Object.fromEntries(
      names.map((name, i) => {
        const value = match[i + 1] ?? '';
        return [name, name === 'label' ? label(value) : value];
      }),
    );
    return { key, values };
  }
  return undefined;
}
