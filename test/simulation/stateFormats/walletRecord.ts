/** What versions 1 and 2 of the wallet state keep, frozen as they wrote it. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { Known } from './format';

const LOOKBACK_MS = 15 * 60 * 1000;

/** The list request's filters, as the state's key holds them (All is no filter). */
function filtersOf(parameters: INodeParameters) {
	const filters = (parameters.filters ?? {}) as IDataObject;
	const currency = String(filters.currencyCode ?? '')
		.trim()
		.toUpperCase();
	const pick = (value: unknown) => (value && value !== 'All' ? String(value) : undefined);
	return {
		currency_code: currency || undefined,
		status: pick(filters.status),
		type: pick(filters.type),
	};
}

/** The parameters a state of either version is kept for: the list request's filters. */
export const walletScope = (parameters: INodeParameters) =>
	JSON.stringify({ qs: filtersOf(parameters) });

/**
 * The newest `created_at` the trigger has seen, the ids within 15 minutes behind it (grouped by
 * `created_at`), and the rows accounted for: the known rows the filters let through (the API
 * filters, so the others never reach the trigger).
 */
export function walletState({ parameters, records }: Known) {
	const qs = filtersOf(parameters);
	const rows = [...records.values()]
		.map(({ api }) => api)
		.filter(
			(row) =>
				(qs.currency_code === undefined || row.currency_code === qs.currency_code) &&
				(qs.status === undefined || row.status === qs.status) &&
				(qs.type === undefined || row.transaction_type === qs.type),
		);
	const newest = rows.reduce<string | null>(
		(best, row) =>
			best === null || Date.parse(String(row.created_at)) > Date.parse(best)
				? String(row.created_at)
				: best,
		null,
	);
	const windowStart = newest === null ? -Infinity : Date.parse(newest) - LOOKBACK_MS;
	const seen: Record<string, string[]> = {};
	for (const row of rows) {
		const createdAt = String(row.created_at);
		if (Date.parse(createdAt) >= windowStart) (seen[createdAt] ??= []).push(String(row.id));
	}
	return { watermark: newest, seen, total: rows.length };
}
