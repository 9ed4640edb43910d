// Every template renders an HTML and a plain-text part from its data: values escaped in the
// HTML, rupee amounts with Indian grouping, links under the shop's public address.
import { describe, expect, it } from 'vitest';
import { mailHelpers, renderMail, TEMPLATE_NAMES, type TemplateData } from './index.ts';

const evil = '<script>alert(1)</script>';
const helpers = mailHelpers('https://harit.example');

/** Sample data for each template, with a script where a person could have typed one. */
const samples: { [Name in keyof TemplateData]: TemplateData[Name] } = {
  'order-placed': {
    name: evil,
    orderNumber: '4815162342',
    lines: [
      { name: `Bamboo Toothbrush ${evil}`, quantity: 2, lineTotalPaise: 39_800 },
      { name: 'Solar Lantern', quantity: 1, lineTotalPaise: 12_345_650 },
    ],
    subtotalPaise: 12_385_450,
    shippingPaise: 10_000,
    gstPaise: 2_229_381,
    totalPaise: 14_624_831,
    savingsPaise: 50_000,
    carbon: { savingsKg: 7.5, emissionsKg: 0.8, netKg: 6.7, ecoProducts: 3 },
  },
  'order-paid': { name: evil, orderNumber: '4815162342', amountPaise: 14_624_831 },
  'order-shipped': {
    name: evil,
    orderNumber: '4815162342',
    courier: `Blue Dart ${evil}`,
    trackingNumber: `BD123 ${evil}`,
  },
  'order-delivered': { name: evil, orderNumber: '4815162342' },
  'order-cancelled': {
    name: evil,
    orderNumber: '4815162342',
    reason: `Out of stock ${evil}`,
    refundPaise: 12_345_678,
  },
  'return-approved': {
    name: evil,
    orderNumber: '4815162342',
    productName: `Jute Bag ${evil}`,
    note: `Hand it to the courier ${evil}`,
  },
  'return-refunded': {
    name: evil,
    orderNumber: '4815162342',
    productName: `Jute Bag ${evil}`,
    amountPaise: 12_345_678,
    method: `UPI ${evil}`,
  },
  'support-reply': {
    name: evil,
    ticketReference: 'TKT-1234',
    ticketSubject: `Where is my order? ${evil}`,
    reply: `We have sent it.\nIt arrives on Monday. ${evil}`,
  },
  'password-reset': { name: evil, token: 'abc/def+ghi' },
  'sign-up-attempt': { name: evil },
  'staff-invite': { name: evil, inviterName: `Meera ${evil}`, role: 'staff', token: 'abc_def-ghi' },
  'back-in-stock': { name: evil, productName: `Jute Bag ${evil}`, productSlug: 'jute-bag' },
};

describe('mail templates', () => {
  it.each(TEMPLATE_NAMES)('%s renders both parts and escapes what people typed', (name) => {
    const mail = renderMail(name, samples[name] as never, helpers);
    expect(mail.subject.length).toBeGreaterThan(5);
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.text).toContain('Namaste <script>alert(1)</script>,');
    expect(mail.text).not.toMatch(/&lt;|&amp;/);
    expect(mail.text).not.toContain('<%');
    expect(mail.text.endsWith('— Harit\n')).toBe(true);
    expect(mail.text).toContain('https://harit.example/');
    expect(mail.html).toContain('href="https://harit.example/');
  });

  it('puts the lines, totals in ₹ with Indian grouping and the carbon impact in an order confirmation', () => {
    const mail = renderMail('order-placed', samples['order-placed'], helpers);
    expect(mail.subject).toBe('Order #4815162342 confirmed');
    expect(mail.text).toContain('Solar Lantern × 1: ₹1,23,456.50');
    expect(mail.text).toContain('Total: ₹1,46,248.31');
    expect(mail.text).toContain('You saved: ₹500.00');
    expect(mail.text).toContain('Carbon saved: 7.5 kg CO2e');
    expect(mail.text).toContain('Net impact: 6.7 kg CO2e saved');
    expect(mail.text).toContain('https://harit.example/orders/4815162342');
    expect(mail.html).toContain('₹1,46,248.31');
    expect(mail.html).toContain('Eco-friendly products: 3');
  });

  it('writes a net increase as added, never with a minus sign (decision 069)', () => {
    const mail = renderMail(
      'order-placed',
      {
        ...samples['order-placed'],
        carbon: { savingsKg: 0, emissionsKg: 0.8, netKg: -0.8, ecoProducts: 0 },
      },
      helpers,
    );
    expect(mail.text).toContain('Net impact: 0.8 kg CO2e added');
    expect(mail.text).not.toMatch(/-0\.8/);
  });

  it('tells a card or UPI order placed but not paid to pay in time, never that it is confirmed', () => {
    const mail = renderMail(
      'order-placed',
      { ...samples['order-placed'], payWithinMinutes: 15 },
      helpers,
    );
    expect(mail.subject).toBe('Order #4815162342 placed: awaiting payment');
    expect(mail.text).toContain('is placed and awaits your payment');
    expect(mail.text).toContain('not paid within 15 minutes of placing it, it is cancelled');
    expect(mail.text).not.toContain('is confirmed');
    expect(mail.html).not.toContain('is confirmed');
    expect(mail.html).toContain('href="https://harit.example/orders/4815162342"');
  });

  it('leaves out what a mail has no data for', () => {
    const noSavings = renderMail(
      'order-placed',
      { ...samples['order-placed'], savingsPaise: 0 },
      helpers,
    );
    expect(noSavings.text).not.toContain('You saved');
    expect(noSavings.text).not.toContain('tax invoice');
    const invoiced = renderMail(
      'order-placed',
      { ...samples['order-placed'], invoiceNumber: 'HRT/2026-27/000123' },
      helpers,
    );
    expect(invoiced.text).toContain(
      'Your GST tax invoice HRT/2026-27/000123 is attached as a PDF.',
    );
    expect(invoiced.html).toContain(
      'Your GST tax invoice HRT/2026-27/000123 is attached as a PDF.',
    );
    // Since decision 068 the invoice comes when the order is dispatched, with the shipped mail.
    const atDispatch = renderMail(
      'order-placed',
      { ...samples['order-placed'], invoiceAtDispatch: true },
      helpers,
    );
    expect(atDispatch.text).toContain(
      'Your GST tax invoice will be e-mailed to you when your order is dispatched.',
    );
    expect(atDispatch.html).toContain(
      'Your GST tax invoice will be e-mailed to you when your order is dispatched.',
    );
    const shipped = renderMail(
      'order-shipped',
      { ...samples['order-shipped'], invoiceNumber: 'HRT2627-000123' },
      helpers,
    );
    expect(shipped.text).toContain('Your GST tax invoice HRT2627-000123 is attached as a PDF.');
    expect(renderMail('order-shipped', samples['order-shipped'], helpers).text).not.toContain(
      'tax invoice',
    );
    const cancelled = renderMail(
      'order-cancelled',
      { name: '', orderNumber: '1', reason: null, refundPaise: null },
      helpers,
    );
    expect(cancelled.text).toMatch(/^Namaste,\n/);
    expect(cancelled.text).not.toMatch(/Reason|refunding/);
    expect(cancelled.html).not.toMatch(/Reason|refunding/);
  });

  it('shows tracking, refund amounts and the support reply', () => {
    expect(renderMail('order-shipped', samples['order-shipped'], helpers).text).toContain(
      'Tracking number: BD123',
    );
    const refunded = renderMail('return-refunded', samples['return-refunded'], helpers);
    expect(refunded.text).toContain('We refunded ₹1,23,456.78 for Jute Bag');
    expect(refunded.html).toContain('₹1,23,456.78');
    const reply = renderMail('support-reply', samples['support-reply'], helpers);
    expect(reply.subject).toBe(`Re: Where is my order? ${evil} [TKT-1234]`);
    expect(reply.text).toContain('We have sent it.\nIt arrives on Monday.');
    expect(reply.html).toContain('TKT-1234');
  });

  it('builds the reset link under the public address, the token URL-encoded', () => {
    const mail = renderMail('password-reset', samples['password-reset'], helpers);
    expect(mail.text).toContain('https://harit.example/reset-password?token=abc%2Fdef%2Bghi');
  });

  it('keeps a subject on one header line', () => {
    const mail = renderMail(
      'support-reply',
      { ...samples['support-reply'], ticketSubject: 'Hello\r\nBcc: someone@example.in' },
      helpers,
    );
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

// Decision 044: a mail in its recipient's language.
describe('mail templates in Hindi', () => {
  const hindi = mailHelpers('https://harit.example', 'hi');
  /** Words of the English mail that must not be left in the Hindi one. */
  const ENGLISH =
    /\b(?:Namaste|Thank you|Your order|See your|We have received|We refunded|Order #)\b/;

  it.each(TEMPLATE_NAMES)(
    '%s is written in Hindi, <html lang="hi">, values still escaped',
    (name) => {
      // A support request's subject is its topic, one of core's labels (in the catalogue).
      const data =
        name === 'support-reply'
          ? { ...samples[name], ticketSubject: 'Order status' }
          : samples[name];
      const english = renderMail(name, data as never, helpers);
      const mail = renderMail(name, data as never, hindi);
      expect(mail.html).toContain('<html lang="hi">');
      expect(english.html).toContain('<html lang="en">');
      expect(mail.subject).not.toBe(english.subject);
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).toMatch(/[\u0900-\u097F]/);
        expect(part).not.toMatch(ENGLISH);
      }
      expect(mail.text).toContain('नमस्ते <script>alert(1)</script>,');
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      expect(mail.html).toContain('सहायता और संपर्क');
      expect(mail.text.endsWith('— Harit\n')).toBe(true);
    },
  );

  it('writes an order confirmation in Hindi with ₹ in Indian grouping', () => {
    const mail = renderMail('order-placed', samples['order-placed'], hindi);
    expect(mail.subject).toBe('ऑर्डर #4815162342 की पुष्टि हो गई');
    expect(mail.text).toContain(
      'Harit से ख़रीदारी के लिए धन्यवाद। आपके ऑर्डर #4815162342 की पुष्टि हो गई है।',
    );
    expect(mail.html).toContain('आपके ऑर्डर <strong>#4815162342</strong> की पुष्टि हो गई है।');
    expect(mail.text).toContain('Solar Lantern × 1: ₹1,23,456.50');
    expect(mail.text).toContain('कुल: ₹1,46,248.31');
    expect(mail.text).toContain('कार्बन की बचत: 7.5 kg CO2e');
    expect(mail.html).toContain('पर्यावरण-अनुकूल उत्पाद: 3');
  });

  it('links the order page inside a Hindi sentence, and counts minutes as a value', () => {
    const mail = renderMail(
      'order-placed',
      { ...samples['order-placed'], payWithinMinutes: 15 },
      hindi,
    );
    expect(mail.subject).toBe('ऑर्डर #4815162342 दिया गया: भुगतान बाकी है');
    expect(mail.text).toContain('15 मिनट के भीतर');
    expect(mail.html).toContain(
      'आप <a href="https://harit.example/orders/4815162342">ऑर्डर के पेज</a> से भुगतान कर सकते हैं।',
    );
  });

  it('formats a date with Hindi month names, in India’s time zone', () => {
    // 31 Dec 2025 20:00 UTC is already 1 January in India.
    expect(hindi.date('2025-12-31T20:00:00Z')).toBe('1 जन॰ 2026');
    expect(helpers.date('2025-11-22T06:00:00Z')).toBe('22 Nov 2025');
    expect(hindi.date('2025-11-22T06:00:00Z')).toBe('22 नव॰ 2025');
  });

  it('shows a refund and a cancellation in Hindi, keeping the shop’s own words', () => {
    const refunded = renderMail('return-refunded', samples['return-refunded'], hindi);
    expect(refunded.subject).toBe('ऑर्डर #4815162342 का आपका रिफ़ंड');
    expect(refunded.text).toContain(
      `हमने ऑर्डर #4815162342 के Jute Bag ${evil} के लिए ₹1,23,456.78 रिफ़ंड कर दिए हैं।`,
    );
    const cancelled = renderMail('order-cancelled', samples['order-cancelled'], hindi);
    expect(cancelled.text).toContain(`कारण: Out of stock ${evil}`);
    expect(cancelled.html).toContain('<strong>₹1,23,456.78</strong>');
  });
});
