const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

export const currencySymbols = { USD: '$', EUR: '€', GBP: '£' } as const;
export type CurrencyCode = keyof typeof currencySymbols;

/** "Nov 1, 2026" (UTC), the display date format of the API. */
export function formatDate(date: Date): string {
	return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "$1,250.00", "-€80.50": the display money format of the API. */
export function formatMoney(amount: number, currency: CurrencyCode): string {
	const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
	const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
	return `${amount < 0 ? '-' : ''}${currencySymbols[currency]}${grouped}.${cents}`;
}

export function ymd(date: Date): string {
	return date.toISOString().slice(0, 10);
}

/** "1h 12m 5s": the duration format of erasure_total_time. */
export function formatDuration(milliseconds: number): string {
	const seconds = Math.round(milliseconds / 1000);
	const h = Math.floor(seconds / 3600);
	const m = Math.floor((seconds % 3600) / 60);
	const s = seconds % 60;
	return `${h}h ${m}m ${s}s`;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
