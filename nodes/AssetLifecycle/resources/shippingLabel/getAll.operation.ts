import {
	shippingLabelSimplifiedFields,
	shippingLabelRecord,
	shippingLabelFieldPaths,
} from '../../../shared/shapes/shippingLabel';
import { filters, returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';
import { calendarDateOrUsDate, countryCode, optionalText } from '../../../shared/values';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many shipping labels',
	description: 'List shipping labels, optionally by country and creation date',
	kind: 'list',
	simplified: shippingLabelSimplifiedFields,
	fieldPaths: shippingLabelFieldPaths,
	properties: [
		...returnAllAndLimit,
		filters([
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
		]),
	],
	list(item) {
		const filters = item.collection('filters');
		const checked = (name: string, check: (value: string) => string) => {
			const value = optionalText(filters[name]);
			return value && item.check(`filters.${name}`, check, value);
		};
		const country = checked('country', countryCode);
		const start = checked('startDate', calendarDateOrUsDate);
		const end = checked('endDate', calendarDateOrUsDate);
		if (start && end && start > end) {
			throw item.invalid('filters.startDate', `${start} is after the end date ${end}`);
		}
		return {
			path: '/shipping/labels',
			qs: {
				country,
				start_date: start,
				end_date: end,
			},
			envelope: envelopes.common('labels'),
		};
	},
	output: shippingLabelRecord,
};
