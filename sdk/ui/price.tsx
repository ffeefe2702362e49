import { useTranslation } from 'react-i18next';
import { languages, type Language } from '../config/racekit-config.ts';
import { formatExactRoubles, formatRoubles } from '../format/format-roubles.ts';
import { classNames } from './class-names.ts';

export interface PriceProps {
  /** The price in roubles; shown whole (purchase.md §9: no decimals on cards). */
  value: number;
  /** The price before a discount; struck through when higher than `value`. */
  old?: number | undefined;
  size?: 'sm' | 'md' | 'lg';
  /** Kopecks shown when there are some (the basket's totals: figures that must add up), not rounded again. */
  exact?: boolean | undefined;
  className?: string;
}

const isLanguage = (lang: string): lang is Language => (languages as readonly string[]).includes(lang);

/** A price in whole roubles, with the old price struck through beside it when there is a discount. */
export function Price({ value, old, size = 'md', exact = false, className }: PriceProps) {
  const { t, i18n } = useTranslation();
  const lang = isLanguage(i18n.language) ? i18n.language : 'ru';
  const discounted = old !== undefined && Math.round(old) > Math.round(value);
  return (
    <span className={classNames('rk-price', `rk-price--${size}`, discounted && 'is-discounted', className)}>
      <span className="rk-price__current">{exact ? formatExactRoubles(value, lang) : formatRoubles(value, lang)}</span>
      {discounted && (
        <s className="rk-price__old">
          <span className="rk-visually-hidden">{t('shop.oldPrice')}: </span>
          {formatRoubles(old, lang)}
        </s>
      )}
    </span>
  );
}
