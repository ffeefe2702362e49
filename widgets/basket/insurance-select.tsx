import { useTranslation } from 'react-i18next';
import { updateBasketItem } from '../../sdk/basket/index.ts';
import { insuranceCalls } from '../../sdk/contract/index.ts';
import type { BasketItem } from '../../sdk/contract/schemas/index.ts';
import { formatRoubles } from '../../sdk/format/index.ts';
import { Select } from '../../sdk/ui/form/index.ts';
import { useBasketActions } from './basket-context.ts';
import { useCallQuery } from '../../sdk/elements/index.ts';
import { useLanguage } from './use-language.ts';
import { insuranceOffersInput } from '../../sdk/checkout/index.ts';

/**
 * The insurance of one ticket (purchase.md §2): the products offered for its format
 * (GET /api/event_format/active/insurances/{format}); the chosen one is stored on the line
 * with its price as insurance_cost, which sdk/basket prices per ticket. Hidden when the
 * format offers none.
 */
export function InsuranceSelect({ line }: { line: BasketItem }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { edit } = useBasketActions();
  const offered = useCallQuery(insuranceCalls.byFormat, insuranceOffersInput(line));
  const products = offered.data?.values ?? [];
  if (products.length === 0) return null;

  const choose = (publicId: string) => {
    const product = products.find((entry) => entry.public_id === publicId);
    edit((items) =>
      updateBasketItem(
        items,
        line.unique_id,
        product === undefined
          ? { insurance: null, insurance_cost: null }
          : { insurance: { public_id: product.public_id, name: product.name, price: product.price }, insurance_cost: product.price },
      ),
    );
  };

  return (
    <Select
      label={t('basket.item.insurance')}
      className="card__insurance"
      value={line.insurance?.public_id ?? ''}
      onChange={(event) => choose(event.target.value)}
      options={[
        { value: '', label: t('basket.item.noInsurance') },
        ...products.map((product) => ({ value: product.public_id, label: `${product.name} — ${formatRoubles(product.price, lang)}` })),
      ]}
    />
  );
}
