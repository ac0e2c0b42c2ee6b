import type { IDataObject, INodeProperties } from 'n8n-workflow';

import { outputOptions } from '../../shared/descriptions';
import type { ItemContext, Operation } from '../../operation';
import { requireText } from '../../shared/validation';
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
	properties: [recoveryNumberProperty, outputOptions()],
	request: (item) => ({ method: 'GET', path: recoveryPath(item, 'status') }),
	output: (body) => body.data as IDataObject,
};
