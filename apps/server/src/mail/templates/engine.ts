// How a mail template becomes a message: Eta (a maintained, dependency-free template engine,
// decision 023) renders an HTML part, with every `<%= %>` value escaped, and a plain-text part
// from the same data. Each template is a subject, an HTML body and a text body; the HTML body
// sits in one shared layout. Helpers for money and links are handed to every template.
// Decision 044: a mail is rendered in its recipient's language. Every sentence is a
// message of the server's catalogue (../../locales), written in a template as
// `it.t('Your order {order} is confirmed.', { order: it.strong('#' + it.orderNumber) })`: in
// the HTML part `it.t` escapes the message's text and each value, except markup made by
// `it.strong()`/`it.a()`, so it is written with `<%~ %>`; in the text part those give plain text.
import { DEFAULT_LANGUAGE, type Language, LOCALE_OF } from '@harit/core/language';
import { formatINR, fromPaise } from '@harit/core/money';
import { Eta } from 'eta/core';
import { msg, translate } from '../../locales/index.ts';

/** A rendered message, ready for the mailer. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** A message of the catalogue in the mail's language, its values filled in. */
export type Translate = (id: string, values?: Record<string, unknown>) => string;

export interface MailTemplate<Data> {
  subject: (data: Data, t: Translate) => string;
  /** Eta source of the HTML body (inside the layout); `<%= %>` escapes, `<%~ %>` does not. */
  html: string;
  /** Eta source of the plain-text part. */
  text: string;
}

export function defineTemplate<Data>(template: MailTemplate<Data>): MailTemplate<Data> {
  return template;
}

/** What every template can use besides its own data (`it.inr(…)`, `it.link(…)`). */
export interface MailHelpers {
  /** The shop's address, config.publicUrl. */
  publicUrl: string;
  /** The language the mail is written in (`<html lang>`). */
  language: Language;
  /** Integer paise → "₹1,23,456.50" (Indian grouping, core's formatINR). */
  inr(paise: number): string;
  /** A path of the shop → its full address under publicUrl. */
  link(path: string): string;
  /** kg CO2e with one decimal (SPEC §9). */
  kg(value: number): string;
  /**
   * A net impact (positive: saved) in words, never a minus sign (decision 069): "0.8 kg CO2e
   * added", "6.7 kg CO2e saved", as the site writes it.
   */
  net(value: number): string;
  /** The greeting's name, or nothing when the account has none. */
  greeting(name: string | null | undefined): string;
  /** A day in India's time zone, month in words in the mail's language: "22 Nov 2025", "22 नव॰ 2025". */
  date(at: Date | string): string;
}

/** Helpers for the mails of one language; `language` defaults to English. */
export function mailHelpers(publicUrl: string, language: Language = DEFAULT_LANGUAGE): MailHelpers {
  const dateFormat = new Intl.DateTimeFormat(LOCALE_OF[language], {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return {
    publicUrl,
    language,
    // The rupee with Indian grouping in both languages (hi-IN groups as en-IN does).
    inr: (paise) => formatINR(fromPaise(paise)),
    link: (path) => `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
    kg: (value) => `${(Math.round(value * 10) / 10).toFixed(1)} kg CO2e`,
    net: (value) => {
      const kg = `${(Math.round(Math.abs(value) * 10) / 10).toFixed(1)} kg CO2e`;
      if (Math.round(value * 10) === 0) return kg;
      return value > 0
        ? translate(language, msg('{kg} saved'), { kg })
        : translate(language, msg('{kg} added'), { kg });
    },
    greeting: (name) =>
      name?.trim()
        ? translate(language, msg('Namaste {name},'), { name: name.trim() })
        : translate(language, msg('Namaste,')),
    date: (at) => dateFormat.format(new Date(at)),
  };
}

/** Markup a template puts into a message's placeholder in the HTML part, not escaped there. */
class Markup {
  constructor(readonly html: string) {}
}

/** Eta's own escaping of `<%= %>` values, for a message's values. */
function escapeValue(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** A message's own text sits between tags, where only &, < and > need escaping. */
function escapeText(value: string): string {
  return value.replace(/[&<>]/g, (c) => ESCAPES[c] ?? c);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/**
 * `it.t`, `it.strong`, `it.a` of the HTML part: messages as HTML, values escaped. `it.tr` is a
 * text in the language, plain (for `<%= %>` or a value): a catalogue's message translated, any
 * other text (a shop's own words) as it is.
 */
function htmlMessages(language: Language) {
  return {
    t(id: string, values: Record<string, unknown> = {}): string {
      // Each text or markup value goes in as a marker and comes back, escaped or as markup,
      // after the message's own text is escaped; numbers stay numbers for plural rules.
      const parts: string[] = [];
      const marked = Object.fromEntries(
        Object.entries(values).map(([name, value]) => {
          if (typeof value === 'number') return [name, value];
          parts.push(value instanceof Markup ? value.html : escapeValue(String(value ?? '')));
          return [name, `\uE000${parts.length - 1}\uE001`];
        }),
      );
      return escapeText(translate(language, id, marked)).replace(
        /\uE000(\d+)\uE001/g,
        (_, index: string) => parts[Number(index)] ?? '',
      );
    },
    tr: (text: string) => translate(language, text),
    strong: (text: string) => new Markup(`<strong>${escapeValue(text)}</strong>`),
    /** A link inside a sentence; `text` is its words, plain. */
    a: (href: string, text: string, style?: string) =>
      new Markup(
        `<a href="${escapeValue(href)}"${style ? ` style="${escapeValue(style)}"` : ''}>${escapeText(text)}</a>`,
      ),
  };
}

/** `it.t`, `it.tr`, `it.strong`, `it.a` of the text part: plain text. */
function textMessages(language: Language) {
  const t = (id: string, values?: Record<string, unknown>) => translate(language, id, values);
  return {
    t,
    tr: (text: string) => translate(language, text),
    strong: (text: string) => text,
    a: (_href: string, text: string) => text,
  };
}

const LAYOUT = `<!doctype html>
<html lang="<%= it.language %>">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><%= it.subject %></title>
</head>
<body style="margin:0;padding:0;background:#f4f7f2;font-family:Arial,Helvetica,sans-serif;color:#1f2a1f;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f7f2;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:8px;">
<tr><td style="padding:20px 24px;background:#1f6f3f;border-radius:8px 8px 0 0;">
<a href="<%= it.publicUrl %>" style="color:#ffffff;font-size:22px;font-weight:bold;text-decoration:none;">Harit</a>
</td></tr>
<tr><td style="padding:24px;font-size:16px;line-height:1.5;">
<%~ it.body %>
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#556b55;border-top:1px solid #e3ebe0;">
<%~ it.t('Harit — eco-friendly goods for everyday life.') %> <a href="<%= it.link('/support') %>" style="color:#1f6f3f;"><%~ it.t('Help and support') %></a>
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;

const TEXT_FOOTER = '\n\n— Harit\n';

// autoTrim: false keeps the text part's line breaks as written.
const htmlEngine = new Eta({ autoEscape: true, autoTrim: false, useWith: false });
const textEngine = new Eta({ autoEscape: false, autoTrim: false, useWith: false });
const layout = htmlEngine.compile(LAYOUT);
const compiled = new WeakMap<
  MailTemplate<never>,
  { html: ReturnType<Eta['compile']>; text: ReturnType<Eta['compile']> }
>();

export function renderTemplate<Data extends object>(
  template: MailTemplate<Data>,
  data: Data,
  helpers: MailHelpers,
): RenderedMail {
  let fns = compiled.get(template as MailTemplate<never>);
  if (!fns) {
    fns = { html: htmlEngine.compile(template.html), text: textEngine.compile(template.text) };
    compiled.set(template as MailTemplate<never>, fns);
  }
  const text = textMessages(helpers.language);
  // A subject is one header line: no line breaks from a name can start another header.
  const subject = template.subject(data, text.t).replace(/[\r\n]+/g, ' ');
  const view = { ...data, ...helpers, subject };
  const htmlView = { ...view, ...htmlMessages(helpers.language) };
  const body = fns.html.call(htmlEngine, htmlView);
  return {
    subject,
    html: layout.call(htmlEngine, { ...htmlView, body }),
    text: `${fns.text.call(textEngine, { ...view, ...text }).trim()}${TEXT_FOOTER}`,
  };
}
