import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	NodeApiError,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CONFIGURATION_INVALID } from '../shared/transport/failure';
import {
	ReadyItems,
	type BatchOperation,
	type Operation,
	type OperationResult,
	type Resource,
} from './operation';
import { isAgentToolRun } from './agentTool';
import { notDeduplicatedRunFailed, notDeduplicatedWrite } from './notDeduplicated';
import { PerExecution } from './perExecution';
import { ItemContext } from './itemContext';
import { customApiCall, parametersOf } from './nodeDescription';
import { chosenOutput } from './output/outputChoice';

const CUSTOM_API_CALL = customApiCall.value;

function findOperation(functions: IExecuteFunctions, resources: Resource[]): Operation {
	const resourceValue = functions.getNodeParameter('resource', 0) as string;
	const operationValue =
		resourceValue === CUSTOM_API_CALL
			? CUSTOM_API_CALL
			: (functions.getNodeParameter('operation', 0, '') as string);
	if (operationValue === CUSTOM_API_CALL) {
		// n8n offers "Custom API Call" on every node whose credential can sign an HTTP Request node's
		// requests; as on n8n's own nodes, the call itself is made in the HTTP Request node.
		throw new NodeOperationError(
			functions.getNode(),
			'Custom API Call runs in the HTTP Request node, not in this node',
			{
				failure: CONFIGURATION_INVALID,
				description:
					// the editor shows a description as HTML, so placeholders in angle brackets would vanish
					'Add an HTTP Request node, set Authentication to "Predefined Credential Type", choose "Asset Lifecycle API" and this credential, and enter the URL as the credential\'s Base URL followed by /api/v1/ and the endpoint\'s path, for example https://api.example.com/api/v1/employees. The credential signs the request with its access token.',
			},
		);
	}
	const operation = resources
		.find((resource) => resource.value === resourceValue)
		?.operations.find((candidate) => candidate.value === operationValue);
	// An agent must not be able to sign the credential out from under every workflow sharing it.
	if (operation?.notForAgents && isAgentToolRun(functions)) {
		throw new NodeOperationError(
			functions.getNode(),
			`"${operation.action}" is not available to an AI Agent`,
			{
				description: 'Run it from a regular Asset Lifecycle node in a workflow instead.',
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	if (!operation) {
		throw new NodeOperationError(
			functions.getNode(),
			`The operation "${operationValue}" of resource "${resourceValue}" is not supported`,
			{ failure: CONFIGURATION_INVALID },
		);
	}
	return operation;
}

/** What one input item came to: its output, or its error. */
interface ItemOutcome {
	itemIndex: number;
	result?: OperationResult;
	error?: Error;
}

/** One item's run: the operation's requests, then the output the user chose for the item. */
async function runForItem(operation: Operation, item: ItemContext): Promise<OperationResult> {
	switch (operation.kind) {
		case 'request': {
			const request = operation.request(item);
			const { notDeduplicated } = operation;
			const answer = await item.request(
				notDeduplicated
					? { ...request, notDeduplicated: notDeduplicatedWrite(notDeduplicated, item) }
					: request,
			);
			const { output } = operation;
			return await chosenOutput(
				item,
				answer,
				output && (() => output(answer, item)),
				operation.simplified,
				operation.fieldPaths,
			);
		}
		case 'list': {
			const records = await item.list(operation.list(item));
			const { output } = operation;
			return await chosenOutput(
				item,
				records,
				output && (() => records.map((record) => output(record, item))),
				operation.simplified,
				operation.fieldPaths,
			);
		}
		case 'execute': {
			const { raw, needs } = await operation.execute(item);
			const { output } = operation;
			return await chosenOutput(
				item,
				raw,
				output && (() => output(raw, item, needs)),
				operation.simplified,
				operation.fieldPaths,
			);
		}
		case 'batch':
			throw new NodeOperationError(item.functions.getNode(), 'A batch operation runs once');
	}
}

/** A batch's answers, each turned into the output its item chose, like any other item's. */
async function batchResults(
	operation: BatchOperation<unknown>,
	inputs: ItemContext[],
): Promise<ItemOutcome[]> {
	const { output } = operation;
	const results: ItemOutcome[] = [];
	for (const { itemIndex, raw, needs, error } of await operation.executeBatch(inputs)) {
		const item = inputs[itemIndex];
		if (error || raw === undefined) {
			results.push({ itemIndex, error });
			continue;
		}
		const shape = output && (() => output(raw, item, needs));
		results.push({
			itemIndex,
			result: await chosenOutput(item, raw, shape, operation.simplified, operation.fieldPaths),
		});
	}
	return results;
}

function toItems(
	functions: IExecuteFunctions,
	result: OperationResult,
	itemIndex: number,
): INodeExecutionData[] {
	// Records are wrapped here rather than by n8n's returnJsonArray, which would take a record that
	// has a `json` key of its own for an execution item.
	const items =
		result instanceof ReadyItems
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

function withItemIndex(error: Error & { context?: IDataObject }, itemIndex: number): Error {
	if (error.context && error.context.itemIndex === undefined) error.context.itemIndex = itemIndex;
	return error;
}

/**
 * Runs the chosen operation for every input item. The one place that owns per-item error
 * handling: with Continue On Fail (or the error output) each failed item becomes one error item
 * paired with its input; otherwise the first failure stops the node, tagged with its item.
 */
export async function runOperation(
	this: IExecuteFunctions,
	resources: Resource[],
): Promise<INodeExecutionData[][]> {
	const operation = findOperation(this, resources);
	return await runItems.call(this, operation).catch((error: unknown) => {
		// n8n shows no output of a failed run: its writes are not made again (notDeduplicated.ts)
		if (operation.kind === 'request' && operation.notDeduplicated) notDeduplicatedRunFailed(this);
		throw error;
	});
}

/** Runs the operation for every input item (runOperation). */
async function runItems(
	this: IExecuteFunctions,
	operation: Operation,
): Promise<INodeExecutionData[][]> {
	const execution = new PerExecution();
	const inputs = this.getInputData().map(
		(_, itemIndex) =>
			new ItemContext(this, itemIndex, execution, parametersOf(operation), operation.apiFields),
	);

	const results: ItemOutcome[] = [];
	if (operation.kind === 'batch') {
		results.push(...(await batchResults(operation, inputs)));
	} else {
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
	if (operation.kind === 'request' && operation.notDeduplicated && this.getNode().retryOnFail) {
		execution.hints.retriedWithoutDeduplication(operation.notDeduplicated.record);
	}
	execution.hints.addTo(this);
	return [output];
}
