/**
 * A unit price as money (review 34 #20): its currency and two decimals, as the amounts beside it
 * ("SGD 350.00", "SGD 1.20"), and up to four where the rate has them ("SGD 0.0125"): a rate is
 * kept to more places than a cent, and rounding it here would misstate the charge's basis.
 */
const UNIT_PRICE = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 4 });

export const formatUnitPrice = (value: number, currency: string): string => `${currency} ${UNIT_PRICE.format(value)}`;
