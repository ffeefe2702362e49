import { useAtomValue, useStore } from 'jotai';
import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addBasketItem, newBasketItemId, insuranceLine } from '../../sdk/basket/index.ts';
import type { Language } from '../../sdk/config/index.ts';
import { type EventCityFilter, insuranceCalls } from '../../sdk/contract/index.ts';
import { useRacekitEmit, useWidgetNavigate, useCallQuery, useLoadErrorReport, useReportError } from '../../sdk/elements/index.ts';
import { formatDayMonthTime } from '../../sdk/format/index.ts';
import { eventCitiesQueryAtom, eventTypesQueryAtom } from '../../sdk/queries/index.ts';
import { flushBasketSave, editBasket } from '../../sdk/checkout/index.ts';
import { Button, Checkbox, RadioGroup } from '../../sdk/ui/index.ts';
import { Select, type SelectOption } from '../../sdk/ui/form/index.ts';
import { InsuranceProductCard } from './insurance-product-card.tsx';
import { insuranceSearchWindow } from './insurance-search-window.ts';
import { InsuranceUnavailable, StepLoading, StepProblem } from './step-status.tsx';
import { useBasketInUse } from './use-basket-in-use.ts';
import { useInsuredFormats } from './use-insured-formats.ts';

export const BASKET_PATH = '/basket';

export interface InsuranceFlowProps {
  /** The event type chosen at the start (the `event-type` attribute); the flow starts again when it changes. */
  readonly initialType: string | undefined;
  /** The city id chosen at the start (the `city` attribute). */
  readonly initialCity: string | undefined;
  /** Called once the insurance is in the basket, before the visitor is sent there. */
  readonly onBought?: () => void;
}

/**
 * The steps of 'Выбор события страхования' (account.md §2, §5): event type → city → format
 * (events from today to a year ahead, formats that offer insurance; a city is offered only
 * when the type has such a format there) → the product with its
 * price, the consent and 'Купить'. Each step waits for the one before it; choosing again
 * further up clears what came after. 'Купить' is enabled only with a format, a product and the
 * consent; it adds an insurance line to the basket in use (the guest's, or the signed-in
 * user's, saved on the server), fires `racekit:basket-change` and asks to open /basket.
 */
export function InsuranceFlow({ initialType, initialCity, onBought }: InsuranceFlowProps) {
  const { t, i18n } = useTranslation();
  const lang: Language = i18n.language === 'en' ? 'en' : 'ru';
  const store = useStore();
  const emit = useRacekitEmit();
  const navigate = useWidgetNavigate();
  const reportError = useReportError();
  const consentId = `rk-insurance-consent${useId()}`;
  useBasketInUse();

  const [type, setType] = useState(initialType ?? '');
  const [city, setCity] = useState(type === '' ? '' : (initialCity ?? ''));
  const [formatId, setFormatId] = useState('');
  const [productId, setProductId] = useState('');
  const [consent, setConsent] = useState(false);
  const [buying, setBuying] = useState(false);

  const types = useAtomValue(eventTypesQueryAtom);
  const cities = useAtomValue(eventCitiesQueryAtom);
  useLoadErrorReport(types.error);
  useLoadErrorReport(cities.error);

  // One search per event type: its insurable formats in every city. Only the cities that have
  // one are offered (issue 29 item 22: all of them led mostly to 'страховка недоступна').
  const filter = useMemo<EventCityFilter | null>(() => (type === '' ? null : { event_type: type, ...insuranceSearchWindow(Date.now()) }), [type]);
  const found = useInsuredFormats(filter);
  useLoadErrorReport(found.error);
  const offeredCities = useMemo(() => new Set(found.formats.map((each) => each.eventCity.city.id)), [found.formats]);
  const cityList = (cities.data?.values ?? []).filter((each) => offeredCities.has(each.id));
  const cityId = cityList.find((each) => String(each.id) === city)?.id;
  const cityFormats = cityId === undefined ? [] : found.formats.filter((each) => each.eventCity.city.id === cityId);
  const chosenFormat = cityFormats.find((each) => each.format.public_id === formatId);

  const products = useCallQuery(insuranceCalls.byFormat, chosenFormat === undefined ? null : { params: { id: chosenFormat.format.public_id } });
  useLoadErrorReport(products.error);
  const productList = chosenFormat === undefined ? [] : (products.data?.values ?? []);
  const product = productList.find((each) => each.public_id === productId) ?? productList[0];

  const chooseType = (next: string) => {
    setType(next);
    setFormatId('');
    setProductId('');
    setConsent(false);
  };
  const chooseCity = (next: string) => {
    setCity(next);
    setFormatId('');
    setProductId('');
    setConsent(false);
  };
  const chooseFormat = (next: string) => {
    setFormatId(next);
    setProductId('');
    setConsent(false);
  };

  const typeOptions: SelectOption[] = (types.data?.values ?? []).map((each) => ({ value: each.public_id, label: each.title }));
  const cityOptions: SelectOption[] = cityList.map((each) => ({
    value: String(each.id),
    label: each.name_ru,
  }));
  const formatOptions: SelectOption[] = cityFormats.map(({ format, eventCity, start, timeZone }) => ({
    value: format.public_id,
    label: t('insurance.purchase.formatOption', {
      event: eventCity.event?.title ?? eventCity.city.name_ru,
      format: format.title,
      date: formatDayMonthTime(start, { lang, ...(timeZone === undefined ? {} : { timeZone }) }),
    }),
  }));

  const canBuy = chosenFormat !== undefined && product !== undefined && consent && !buying;

  const buy = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!canBuy) return;
    setBuying(true);
    try {
      const line = insuranceLine(product, chosenFormat, newBasketItemId());
      // stored at once; a signed-in user's list is saved on the server before the basket opens
      const next = editBasket((items) => addBasketItem(items, line, { now: Date.now() }), { store });
      emit('racekit:basket-change', { count: next.length });
      await flushBasketSave(store);
      onBought?.();
      navigate(BASKET_PATH);
    } catch (error) {
      reportError(error);
    } finally {
      setBuying(false);
    }
  };

  const typeLabel = t('insurance.purchase.eventType');
  const cityLabel = t('insurance.purchase.city');
  const formatLabel = t('insurance.purchase.format');

  return (
    <form className="flow" part="form" onSubmit={(event) => void buy(event)} noValidate>
      <ol className="steps">
        <li className="steps__item" part="step">
          {types.isPending ? (
            <StepLoading label={typeLabel} text={t('insurance.purchase.loadingTypes')} />
          ) : types.isError ? (
            <StepProblem label={typeLabel} onRetry={() => void types.refetch()} />
          ) : (
            <Select
              label={typeLabel}
              placeholder={t('insurance.purchase.chooseEventType')}
              options={typeOptions}
              value={typeOptions.some((option) => option.value === type) ? type : ''}
              onChange={(event) => chooseType(event.target.value)}
            />
          )}
        </li>
        <li className="steps__item" part="step">
          {cities.isPending || found.status === 'pending' ? (
            <StepLoading label={cityLabel} text={t(cities.isPending ? 'insurance.purchase.loadingCities' : 'insurance.purchase.loadingFormats')} />
          ) : cities.isError ? (
            <StepProblem label={cityLabel} onRetry={() => void cities.refetch()} />
          ) : found.status === 'error' ? (
            <StepProblem label={cityLabel} onRetry={found.retry} />
          ) : found.status === 'success' && cityOptions.length === 0 ? (
            <InsuranceUnavailable />
          ) : (
            <Select
              label={cityLabel}
              placeholder={t('insurance.purchase.chooseCity')}
              options={cityOptions}
              value={cityId === undefined ? '' : city}
              disabled={type === ''}
              hint={type === '' ? t('insurance.purchase.chooseTypeFirst') : undefined}
              onChange={(event) => chooseCity(event.target.value)}
            />
          )}
        </li>
        <li className="steps__item" part="step">
          {found.status === 'success' && cityOptions.length === 0 ? null : (
            <Select
              label={formatLabel}
              placeholder={t('insurance.purchase.chooseFormat')}
              options={formatOptions}
              value={chosenFormat === undefined ? '' : formatId}
              disabled={cityId === undefined}
              hint={cityId === undefined ? t('insurance.purchase.chooseCityFirst') : undefined}
              onChange={(event) => chooseFormat(event.target.value)}
            />
          )}
          {chosenFormat !== undefined && (
            <dl className="format-facts" part="format">
              <div>
                <dt>{t('insurance.purchase.start')}</dt>
                <dd>{formatDayMonthTime(chosenFormat.start, { lang, ...(chosenFormat.timeZone === undefined ? {} : { timeZone: chosenFormat.timeZone }) })}</dd>
              </div>
              {chosenFormat.address !== undefined && (
                <div>
                  <dt>{t('insurance.purchase.place')}</dt>
                  <dd>{chosenFormat.address}</dd>
                </div>
              )}
            </dl>
          )}
        </li>
      </ol>

      {chosenFormat !== undefined && (
        <div className="offer" part="offer">
          {products.isPending ? (
            <StepLoading label={t('insurance.purchase.product')} text={t('insurance.purchase.loadingProduct')} />
          ) : products.isError ? (
            <StepProblem label={t('insurance.purchase.product')} onRetry={() => void products.refetch()} />
          ) : product === undefined ? (
            <InsuranceUnavailable />
          ) : (
            <>
              {productList.length > 1 && (
                <RadioGroup
                  label={t('insurance.purchase.product')}
                  options={productList.map((each) => ({ value: each.public_id, label: each.name }))}
                  value={product.public_id}
                  onChange={(next) => {
                    setProductId(next);
                    setConsent(false);
                  }}
                />
              )}
              <InsuranceProductCard product={product} />
            </>
          )}
        </div>
      )}

      <div className="flow__footer" part="footer">
        <Checkbox id={consentId} checked={consent} disabled={product === undefined} onChange={(event) => setConsent(event.target.checked)}>
          {t('insurance.purchase.consent')}
        </Checkbox>
        <Button type="submit" part="buy" className="flow__buy" disabled={!canBuy} loading={buying}>
          {t('insurance.purchase.submit')}
        </Button>
      </div>
    </form>
  );
}
