/** The product's name, as users read it. */
export const PRODUCT_NAME = 'Porchlight';
/** Prefix of browser-storage keys and of the spec's `{product}_user_name` field. */
export const PRODUCT_KEY = 'porchlight';
