import { forwardRef, lazy, Suspense } from 'react';
import { Spinner } from '../spinner.tsx';
import type { PhoneFieldProps } from './phone-field.tsx';

// react-imask is about 20 KB: it loads when a phone field first shows, not with the first paint.
const PhoneFieldModule = lazy(() => import('./phone-field.tsx').then((module) => ({ default: module.PhoneField })));

/**
 * The kit's PhoneField, loaded when it first renders; until then a field of the same size
 * (its label, a box with a spinner) holds its place, so nothing moves when it arrives. It names
 * no text of the kit, so the kit's texts, too, travel with the field's code in the embed.
 */
export const LazyPhoneField = forwardRef<HTMLInputElement, PhoneFieldProps>(function LazyPhoneField(props, ref) {
  return (
    <Suspense
      fallback={
        <div className="rk-field rk-phone">
          <span className="rk-field__label">{props.label}</span>
          <span className="rk-input rk-field__pending">
            <Spinner size="sm" />
          </span>
        </div>
      }
    >
      <PhoneFieldModule ref={ref} {...props} />
    </Suspense>
  );
});
