import { useExtraStyles } from '../../elements/use-extra-styles.ts';
import formCss from '../css/form.css?inline';

/**
 * Adopts the kit's styles (sdk/ui/css/form.css) into the widget around the component when the
 * kit's code loads: a widget's first paint carries none of it. Outside a widget (the site) it
 * does nothing: the page has them through sdk/ui/ui.css.
 */
export function useFormStyles(): void {
  useExtraStyles(formCss);
}
