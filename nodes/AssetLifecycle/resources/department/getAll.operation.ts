import { departmentFieldPaths } from '../../../shared/shapes/apiRecords';
import { filters, returnAllAndLimit } from '../../parameters/common';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';
import { instantInTimeZone } from '../../../shared/shapes/dates';
import { envelopes } from '../../../shared/transport/pagination';
import { isoTimestamp, optionalText } from '../../../shared/values';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many departments',
	description: 'List the departments of the company, active and deactivated',
	kind: 'list',
	simplified: RECORD_IS_SIMPLE,
	fieldPaths: departmentFieldPaths,
	properties: [
		...returnAllAndLimit,
		filters([
			{
				displayName: 'Modified Since',
				name: 'modifiedSince',
				type: 'dateTime',
				default: '',
				description: 'Only departments created or changed on or after this moment',
			},
		]),
	],
	list(item) {
		const given = optionalText(item.collection('filters').modifiedSince);
		const modifiedSince = given && item.check('filters.modifiedSince', isoTimestamp, given);
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
