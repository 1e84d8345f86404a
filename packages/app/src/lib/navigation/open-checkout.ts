/** Leaves the app for a checkout page (ours or Stripe's); stories pass a spy instead. */
export type OpenCheckout = (url: string) => void;

export const openInThisTab: OpenCheckout = (url) => window.location.assign(url);
