/**
 * @deprecated The product line builder lives in sdk/basket (`productLine`, exported by sdk/index.ts).
 * This re-export only keeps site/pages/shop/product-page.tsx building until it imports the SDK;
 * no widget uses it. Delete it then.
 */
export { productLine } from '../../sdk/basket/product-line.ts';
