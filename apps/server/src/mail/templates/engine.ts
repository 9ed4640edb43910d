// How a mail template becomes a message: Eta (a maintained, dependency-free template engine,
// decision 023) renders an HTML part, with every `<%= %>` value escaped, and a plain-text part
// from the same data. Each template is a subject, an HTML body and a text body; the HTML body
// sits in one shared layout. Helpers for money and links are handed to every template.
import { formatINR, fromPaise } from '@harit/core/money';
import { Eta } from 'eta/core';

/** A rendered message, ready for the mailer. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export interface MailTemplate<Data> {
  subject: (data: Data) => string;
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
  /** Integer paise → "₹1,23,456.50" (Indian grouping, core's formatINR). */
  inr(paise: number): string;
  /** A path of the shop → its full address under publicUrl. */
  link(path: string): string;
  /** kg CO2e with one decimal (SPEC §9). */
  kg(value: number): string;
  /** The greeting's name, or nothing when the account has none. */
  greeting(name: string | null | undefined): string;
}

export function mailHelpers(publicUrl: string): MailHelpers {
  return {
    publicUrl,
    inr: (paise) => formatINR(fromPaise(paise)),
    link: (path) => `${publicUrl}${path.startsWith('/') ? path : `/${path}`}`,
    kg: (value) => `${(Math.round(value * 10) / 10).toFixed(1)} kg CO2e`,
    greeting: (name) => (name?.trim() ? `Namaste ${name.trim()},` : 'Namaste,'),
  };
}

const LAYOUT = `<!doctype html>
<html lang="en">
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
Harit — eco-friendly goods for everyday life. <a href="<%= it.link('/support') %>" style="color:#1f6f3f;">Help and support</a>
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
  // A subject is one header line: no line breaks from a name can start another header.
  const subject = template.subject(data).replace(/[\r\n]+/g, ' ');
  const view = { ...data, ...helpers, subject };
  const body = fns.html.call(htmlEngine, view);
  return {
    subject,
    html: layout.call(htmlEngine, { ...view, body }),
    text: `${fns.text.call(textEngine, view).trim()}${TEXT_FOOTER}`,
  };
}
