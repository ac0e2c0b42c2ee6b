/**
 * Money the API formats for display ("$1,250.00", "-€80.50") as a number. Only unambiguous forms
 * are read: en-US grouping ("1,250.00"), plain digits ("1250.5"), and the comma-decimal form with
 * two decimals ("1.250,00"). Anything else, such as "1.250" (1.25 or 1250?), gives null rather than
 * a guess.
 */
const SYMBOLS = /^(?:[$€£¥]|US\$|[A-Z]{3}\s?)/;
const EN_US = /^\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^\d+(?:\.\d+)?$/;
const COMMA_DECIMAL = /^\d{1,3}(?:\.\d{3})*,\d{2}$/;
const AMBIGUOUS = /^\d{1,3}\.\d{3}$/;

export function parseMoney(value: unknown): number | null {
	if (typeof value === 'number') return Number.isFinite(value) ? value : null;
	if (typeof value !== 'string') return null;
	let text = value.trim();
	let negative = false;
	if (text.startsWith('-')) {
		negative = true;
		text = text.slice(1);
	}
	text = text.replace(SYMBOLS, '').trim();
	if (!negative && text.startsWith('-')) {
		negative = true;
		text = text.slice(1);
	}
	let amount: number;
	if (AMBIGUOUS.test(text)) return null;
	if (EN_US.test(text)) amount = Number(text.replace(/,/g, ''));
	else if (COMMA_DECIMAL.test(text)) amount = Number(text.replace(/\./g, '').replace(',', '.'));
	else return null;
	return negative ? -amount : amount;
}
