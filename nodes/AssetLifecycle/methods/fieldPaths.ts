import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { resources } from '../resources';

/**
 * Select Included Fields' list (node version 1.1): the field paths of the chosen operation's
 * record, as the operation declares them (`fieldPaths`, beside its shape). Read from the
 * description, so it needs no credential and sends no request.
 */
export async function getFieldPaths(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	const resourceValue = this.getCurrentNodeParameter('resource');
	const operationValue = this.getCurrentNodeParameter('operation');
	const operation = resources
		.find((resource) => resource.value === resourceValue)
		?.operations.find((entry) => entry.value === operationValue);
	return (operation?.fieldPaths ?? []).map((path) => ({ name: path, value: path }));
}
