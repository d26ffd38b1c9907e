/** The product's name, as users read it. */
export const PRODUCT_NAME = 'Porchlight';
/** Prefix of browser-storage keys and of the spec's `{product}_user_name` field. */
export const PRODUCT_KEY = 'porchlight';
/** The spec's `{product}_user_name` field: the onboarding profile's name, sent on completion. */
export const USER_NAME_FIELD_KEY = `${PRODUCT_KEY}_user_name` as const;
