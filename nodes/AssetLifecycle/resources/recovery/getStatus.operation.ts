import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../helpers/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { requireText } from '../../helpers/validation';
import { pathSegment } from '../../../shared/transport/baseUrl';

export const recoveryNumberProperty: INodeProperties = {
	displayName: 'Recovery Number',
	name: 'recoveryNumber',
	type: 'string',
	required: true,
	default: '',
	description: 'The recovery number (the recovery_code returned when the employee was added)',
};

export function recoveryPath(item: ItemContext, suffix: 'items' | 'status'): string {
	const recoveryNumber = requireText(item, 'recoveryNumber', item.param('recoveryNumber'));
	return `/recoveries/${pathSegment(recoveryNumber)}/${suffix}`;
}

export const getStatus: Operation = {
	value: 'getStatus',
	name: 'Get Status',
	action: 'Get the status of a recovery',
	description: 'Get the workflow status of a recovery, e.g. Box Received',
	kind: 'request',
	properties: [recoveryNumberProperty, outputOptions()],
	request: (item) => ({ method: 'GET', path: recoveryPath(item, 'status') }),
	output: (body) => body.data as IDataObject,
};
