import { returnAllAndLimit } from '../../shared/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { requireCountryCode } from '../../shared/validation';
import { envelopes } from '../../../shared/transport/pagination';

function isCalendarDay(year: number, month: number, day: number): boolean {
	const date = new Date(Date.UTC(year, month - 1, day));
	return (
		date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
	);
}

/** YYYY-MM-DD or MM/DD/YYYY (both accepted by 4.14) as YYYY-MM-DD; a day not on the calendar fails. */
function labelDate(item: ItemContext, field: string, value: string): string {
	const ymd = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
	const mdy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
	const parts = ymd ? [ymd[1], ymd[2], ymd[3]] : mdy ? [mdy[3], mdy[1], mdy[2]] : undefined;
	if (!parts || !isCalendarDay(Number(parts[0]), Number(parts[1]), Number(parts[2]))) {
		throw item.invalid(
			field,
			`"${value}" is not a date in the form YYYY-MM-DD or MM/DD/YYYY (e.g. {{ $now.toFormat('yyyy-MM-dd') }})`,
		);
	}
	return parts.join('-');
}

export const getAll: Operation = {
	properties: [
		...returnAllAndLimit,
		{
			displayName: 'Filters',
			name: 'filters',
			type: 'collection',
			placeholder: 'Add Filter',
			default: {},
			options: [
				{
					displayName: 'Country',
					name: 'country',
					type: 'string',
					default: '',
					placeholder: 'e.g. US',
					description: 'Only labels shipped from this country (ISO 3166-1 alpha-2 code)',
				},
				{
					displayName: 'End Date',
					name: 'endDate',
					type: 'string',
					default: '',
					placeholder: 'YYYY-MM-DD or MM/DD/YYYY',
					description: 'Only labels created on or before this day',
				},
				{
					displayName: 'Start Date',
					name: 'startDate',
					type: 'string',
					default: '',
					placeholder: 'YYYY-MM-DD or MM/DD/YYYY',
					description: 'Only labels created on or after this day',
				},
			],
		},
	],
	list(item) {
		const filters = item.collection('filters');
		const text = (name: string) => String(filters[name] ?? '').trim();
		const country = text('country');
		const start = text('startDate') ? labelDate(item, 'filters.startDate', text('startDate')) : '';
		const end = text('endDate') ? labelDate(item, 'filters.endDate', text('endDate')) : '';
		if (start && end && start > end) {
			throw item.invalid('filters.startDate', `${start} is after the end date ${end}`);
		}
		return {
			path: '/shipping/labels',
			qs: {
				country: country ? requireCountryCode(item, 'filters.country', country) : undefined,
				start_date: start || undefined,
				end_date: end || undefined,
			},
			envelope: envelopes.common('labels'),
		};
	},
};
