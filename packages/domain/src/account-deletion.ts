/**
 * What stays of a deleted account (issue 26), as the server applies it and the Delete account
 * dialog says it: invoices for the years US tax records are kept, reviews under a stand-in name.
 */
export const INVOICE_RETENTION_YEARS = 7;
export const FORMER_CUSTOMER = 'Former customer';
export const FORMER_PROVIDER = 'Former provider';
