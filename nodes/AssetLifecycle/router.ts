import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	NodeApiError,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	ItemContext,
	NodeItems,
	type BatchResult,
	type Operation,
	type OperationMap,
	type OperationResult,
} from './operation';

function findOperation(
	functions: IExecuteFunctions,
	operations: Record<string, OperationMap>,
): Operation {
	const resourceValue = functions.getNodeParameter('resource', 0) as string;
	const operationValue = functions.getNodeParameter('operation', 0) as string;
	const operation = operations[resourceValue]?.[operationValue];
	if (!operation) {
		throw new NodeOperationError(
			functions.getNode(),
			`The operation "${operationValue}" of resource "${resourceValue}" is not supported`,
		);
	}
	return operation;
}

async function runForItem(operation: Operation, item: ItemContext): Promise<OperationResult> {
	if ('request' in operation) {
		const body = await item.request(await operation.request(item));
		return operation.output && !item.rawOutput ? operation.output(body, item) : body;
	}
	if ('list' in operation) {
		const records = await item.list(operation.list(item));
		const { output } = operation;
		return output && !item.rawOutput ? records.map((record) => output(record, item)) : records;
	}
	if ('execute' in operation) return await operation.execute(item);
	throw new NodeOperationError(item.functions.getNode(), 'A batch operation cannot run per item');
}

function toItems(
	functions: IExecuteFunctions,
	result: OperationResult,
	itemIndex: number,
): INodeExecutionData[] {
	// not helpers.returnJsonArray: it passes a record with a `json` key through as an item
	const items =
		result instanceof NodeItems
			? result.items
			: (Array.isArray(result) ? result : [result]).map((json) => ({ json }));
	return functions.helpers.constructExecutionMetaData(items, { itemData: { item: itemIndex } });
}

/**
 * One error item paired with its input. With "Continue (using error output)" it carries the error
 * itself, which is what makes n8n move it to the error output (n8n then keeps only the message in
 * its json); with "Continue (regular output)" its json also gives the description and HTTP code.
 */
function errorItem(
	error: Error & { description?: string | null; httpCode?: string | null },
	itemIndex: number,
	toErrorOutput: boolean,
): INodeExecutionData {
	const json: IDataObject = { error: error.message };
	if (error.description) json.description = error.description;
	if (error.httpCode) json.httpCode = error.httpCode;
	const item: INodeExecutionData = { json, pairedItem: { item: itemIndex } };
	if (toErrorOutput) item.error = error as NodeApiError | NodeOperationError;
	return item;
}

/**
 * Runs the chosen operation for every input item. The one place that owns per-item error
 * handling: with Continue On Fail (or the error output) each failed item becomes one error item
 * paired with its input; otherwise the first failure stops the node, tagged with its item.
 */
export async function executeOperations(
	this: IExecuteFunctions,
	operations: Record<string, OperationMap>,
): Promise<INodeExecutionData[][]> {
	const operation = findOperation(this, operations);
	const inputs = this.getInputData().map((_, itemIndex) => new ItemContext(this, itemIndex));

	const results: BatchResult[] =
		'executeBatch' in operation ? await operation.executeBatch(inputs) : [];
	if (!('executeBatch' in operation)) {
		for (const item of inputs) {
			try {
				results.push({ itemIndex: item.itemIndex, result: await runForItem(operation, item) });
			} catch (error) {
				if (!this.continueOnFail()) throw withItemIndex(error as Error, item.itemIndex);
				results.push({ itemIndex: item.itemIndex, error: error as Error });
			}
		}
	}

	const toErrorOutput = this.getNode().onError === 'continueErrorOutput';
	const output: INodeExecutionData[] = [];
	for (const { itemIndex, result, error } of results) {
		if (error) {
			if (!this.continueOnFail()) throw withItemIndex(error, itemIndex);
			output.push(errorItem(error, itemIndex, toErrorOutput));
		} else if (result !== undefined) {
			output.push(...toItems(this, result, itemIndex));
		}
	}
	return [output];
}

function withItemIndex(error: Error & { context?: IDataObject }, itemIndex: number): Error {
	if (error.context && error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
	return error;
}
