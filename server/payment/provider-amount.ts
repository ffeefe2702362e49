/** Roubles as the providers write them: two decimals, a dot ("1234.50"). */
export const providerAmount = (amount: number): string => amount.toFixed(2);
