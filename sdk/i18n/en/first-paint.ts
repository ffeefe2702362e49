import type { firstPaint as ru } from '../ru/first-paint.ts';
import type { MessagesShape } from '../messages-shape.ts';

/** The words of a widget's first paint, before its code has arrived. */
export const firstPaint = {
  takePart: 'Take part',
  loading: 'Loading…',
  // English uses only _one and _other; _few and _many keep the key set equal to Russian.
  basketCount_one: 'Basket: {{count}} item',
  basketCount_few: 'Basket: {{count}} items',
  basketCount_many: 'Basket: {{count}} items',
  basketCount_other: 'Basket: {{count}} items',
} as const satisfies MessagesShape<typeof ru>;
