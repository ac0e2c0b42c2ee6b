import { returnAllAndLimit } from '../../shared/descriptions';
import type { Operation } from '../../operation';
import { instantInTimeZone } from '../../../shared/shapes/dates';
import { envelopes } from '../../../shared/transport/pagination';

const ISO_8601 = /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO 8601 date or date-time whose day is on the calendar (Date.parse rolls Feb 30 over). */
function isIsoTimestamp(text: string): boolean {
	if (!ISO_8601.test(text) || isNaN(Date.parse(text))) return false;
	const day = text.slice(0, 10);
	return new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
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
					displayName: 'Modified Since',
					name: 'modifiedSince',
					type: 'dateTime',
					default: '',
					description: 'Only departments created or changed on or after this moment',
				},
			],
		},
	],
	list(item) {
		const modifiedSince = String(item.collection('filters').modifiedSince ?? '').trim();
		if (modifiedSince && !isIsoTimestamp(modifiedSince)) {
			throw item.invalid(
				'filters.modifiedSince',
				`"${modifiedSince}" is not an ISO 8601 date and time, e.g. 2026-11-01T00:00:00Z`,
			);
		}
		return {
			path: '/departments',
			qs: {
				modified_since: modifiedSince
					? instantInTimeZone(modifiedSince, item.functions.getTimezone()).toISOString()
					: undefined,
			},
			envelope: envelopes.departments,
		};
	},
};
