import { countryFieldPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many countries',
	description: 'List the countries with their states and whether a state is required',
	kind: 'list',
	simplified: ['code', 'name', 'is_state_required', 'states.code'],
	fieldPaths: countryFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/countries', envelope: envelopes.common('countries') }),
};
