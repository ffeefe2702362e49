import { atom } from 'jotai/vanilla';
import { sharedAtom } from './shared-atom.ts';

/**
 * The global error of both specs (§8): a text shown in a popup with 'Понятно', cleared on
 * close. Holds the text itself (a server message or the translated generic text).
 */
export const globalErrorAtom = sharedAtom('globalError', () => atom<string | null>(null));
