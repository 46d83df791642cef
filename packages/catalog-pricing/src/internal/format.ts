import { defaultI18nConfig } from '@kauppa/config';
import { parseCatalogDate } from './dates.ts';

/** Options of {@link formatPrice}; the names are those of `ShopConfig['i18n']` and its `priceFormat`. */
export interface FormatPriceOptions {
  /** The amount. */
  value: number;
  /**
   * The locale of the digits and separators.
   * @default defaultShopConfig.i18n.defaultLocale ('fi-FI')
   */
  defaultLocale?: string | undefined;
  /**
   * The currency sign put in place of `¤`.
   * @default defaultShopConfig.i18n.currencySign ('€')
   */
  currencySign?: string | undefined;
  /**
   * The price format pattern: `#,##0.00` marks the number (`,` turns grouping on), `¤` the sign.
   * @default defaultShopConfig.i18n.priceFormat.pattern ('#,##0.00 ¤')
   */
  pattern?: string | undefined;
  /**
   * Decimals shown.
   * @default defaultShopConfig.i18n.priceFormat.decimals (2)
   */
  decimals?: number | undefined;
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const numberFormat = (locale: string, decimals: number, grouping: boolean): Intl.NumberFormat => {
  const key = `${locale}|${decimals}|${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  return format;
};

const NUMBER_PART = /[#0,.]+/;

/**
 * Formats a price (accounts-content §9): the configured decimals (2), digits and separators of
 * the locale via `Intl`, the currency sign placed by the pattern; a negative amount shows a minus
 * sign and the absolute value.
 *
 * @example
 * formatPrice({ value: 1234.5 }); // '1 234,50 €' (fi-FI groups with a no-break space)
 * formatPrice({ value: -5 }); // '-5,00 €'
 */
export function formatPrice({
  value,
  defaultLocale = defaultI18nConfig.defaultLocale,
  currencySign = defaultI18nConfig.currencySign,
  pattern = defaultI18nConfig.priceFormat.pattern,
  decimals = defaultI18nConfig.priceFormat.decimals,
}: FormatPriceOptions): string {
  const numberPattern = NUMBER_PART.exec(pattern)?.[0] ?? '#,##0.00';
  const absolute = Math.abs(value);
  const digits = numberFormat(defaultLocale, decimals, numberPattern.includes(',')).format(absolute);
  const negative = value < 0 && Math.round(absolute * 10 ** decimals) !== 0;
  const text = pattern.replace(numberPattern, digits).replace('¤', currencySign);
  return negative ? `-${text}` : text;
}

/** Options of {@link formatDate}. */
export interface FormatDateOptions {
  /** A timestamp, a `Date`, or a catalogue date text (`YYYY-MM-DD HH:mm:ss`, read as UTC). */
  value: number | Date | string;
  /**
   * The date format: `YYYY`, `YY`, `MM`, `M`, `DD`, `D`, `HH`, `H`, `mm`, `ss` are replaced.
   * @default defaultShopConfig.i18n.priceFormat.dateFormat ('DD.MM.YYYY HH:mm')
   */
  dateFormat?: string | undefined;
  /**
   * The time zone the date is shown in. Not in the shop configuration yet.
   * @default defaultShopConfig.i18n.priceFormat.timeZone ('Europe/Helsinki')
   */
  timeZone?: string | undefined;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateParts = (time: number, timeZone: string): Record<string, string> => {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    dateFormats.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(time)) parts[part.type] = part.value;
  return parts;
};

const DATE_TOKENS = /YYYY|YY|MM|M|DD|D|HH|H|mm|ss/g;

/**
 * Formats a date with the configured date format (accounts-content §9 price format).
 * Returns '' for an unreadable date.
 *
 * @example
 * formatDate({ value: '2026-03-05 10:07:00' }); // '05.03.2026 12:07' (Helsinki time)
 */
export function formatDate({
  value,
  dateFormat = defaultI18nConfig.priceFormat.dateFormat,
  timeZone = defaultI18nConfig.priceFormat.timeZone,
}: FormatDateOptions): string {
  const time = parseCatalogDate(value);
  if (time === undefined) return '';
  const p = dateParts(time, timeZone);
  const tokens: Record<string, string> = {
    YYYY: p.year ?? '',
    YY: (p.year ?? '').slice(-2),
    MM: p.month ?? '',
    M: String(Number(p.month)),
    DD: p.day ?? '',
    D: String(Number(p.day)),
    HH: p.hour ?? '',
    H: String(Number(p.hour)),
    mm: p.minute ?? '',
    ss: p.second ?? '',
  };
  return dateFormat.replace(DATE_TOKENS, (token) => tokens[token] ?? token);
}
