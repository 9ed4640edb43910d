// Dates in Indian time, whatever the device's zone: the shop, its shoppers and its staff are
// in India. In the page's language: Hindi month names with `hi` ("21 नव॰ 2025").
import { IST_TIME_ZONE } from '@harit/core/ist-date';
import { type Language, LOCALE_OF } from '@harit/core/language';

type Style = 'dateTime' | 'date' | 'day';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  dateTime: { dateStyle: 'medium', timeStyle: 'short' },
  date: { dateStyle: 'medium' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
};
const formats = new Map<string, Intl.DateTimeFormat>();

/** One Intl formatter per language and style, made when first asked for. */
function formatter(style: Style, language: Language): Intl.DateTimeFormat {
  const key = `${style}:${language}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE_OF[language], {
      ...OPTIONS[style],
      // Hindi's CLDR data writes "10:45 am" in Latin letters; a Hindi page reads the 24-hour
      // clock instead ("22:45"), as Indian timetables print it (decision 060).
      ...(language === 'hi' && style === 'dateTime' ? { hourCycle: 'h23' as const } : {}),
      timeZone: IST_TIME_ZONE,
    });
    formats.set(key, format);
  }
  return format;
}

/** "21 Nov 2025, 10:45 pm" (IST). */
export function formatIstDateTime(iso: string | Date, language: Language = 'en'): string {
  return formatter('dateTime', language).format(new Date(iso));
}

/** "21 Nov 2025" (IST). */
export function formatIstDate(iso: string | Date, language: Language = 'en'): string {
  return formatter('date', language).format(new Date(iso));
}

/** "Thu 26 Nov" (IST): a calendar day, as delivery estimates name them. */
export function formatIstDay(iso: string | Date, language: Language = 'en'): string {
  return formatter('day', language).format(new Date(iso));
}
