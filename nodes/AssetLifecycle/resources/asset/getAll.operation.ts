import { assetFieldPaths } from '../../../shared/shapes/apiRecords';
import { returnAllAndLimit } from '../../parameters/common';
import type { Operation } from '../../operation';
import { envelopes } from '../../../shared/transport/pagination';

export const getAll: Operation = {
	value: 'getAll',
	name: 'Get Many',
	action: 'Get many assets',
	description: "List the company's assets (devices) with their status and assignee",
	kind: 'list',
	simplified: [
		'id',
		'asset_id',
		'serial_number',
		'asset_name',
		'product_type',
		'manufacturer_name',
		'status_name',
		'assignee.name',
		'assignee.email',
		'imei',
	],
	fieldPaths: assetFieldPaths,
	properties: [...returnAllAndLimit],
	list: () => ({ path: '/assets', envelope: envelopes.common('assets') }),
};
