/** Validation messages of both specs (purchase.md §5, §8; account.md §5). Owned by sdk/forms. */
export const forms = {} as const;
