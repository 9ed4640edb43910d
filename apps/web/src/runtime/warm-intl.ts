// A worker's whole work (started by boot.ts, decision 050): create the number and date formats
// the pages use, so that the browser's ICU loads their data here, on another thread. ICU keeps
// that data per process, so the page's own first Intl.NumberFormat (Lingui formats every
// plural's count with one) then takes ~0.1 ms instead of 15–40 ms of its main thread.
for (const locale of ['en-IN', 'hi-IN']) {
  new Intl.NumberFormat(locale).format(1234.5);
  new Intl.PluralRules(locale).select(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'Asia/Kolkata' }).format(0);
}
close();
