import { type DetailedHTMLProps, type HTMLAttributes } from 'react';
import { type AttributeSpec } from './attribute-props.ts';

/**
 * What a React page may write on a racekit tag: the usual HTML attributes, `theme`, and the
 * widget's declared attributes as strings. A widget's define.ts adds its tag to React's
 * `JSX.IntrinsicElements` with this type.
 */
export type WidgetJsxProps<A extends AttributeSpec = Record<never, never>> = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  theme?: 'light' | 'dark';
} & { [K in keyof A & string]?: string };
