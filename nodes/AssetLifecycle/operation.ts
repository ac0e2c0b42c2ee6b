import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { ListRequest } from '../shared/transport/pagination';
import type { ItemContext, ItemRequest } from './itemContext';

/** Items an operation outputs as they are (binary data), rather than records to wrap as json. */
export class ExecutionItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

export type OperationResult = IDataObject | IDataObject[] | ExecutionItems;

interface OperationEntry {
	/** The `operation` value workflows store. */
	value: string;
	/** The dropdown entry: its name, the action n8n shows in the nodes panel, and a description. */
	name: string;
	action: string;
	description: string;
	/** The operation's own parameters; shown only when its resource and operation are chosen. */
	properties: INodeProperties[];
	/** Refused when an AI Agent runs the node as a tool (it would disturb every other workflow). */
	notForAgents?: boolean;
}

type Output<T> = (answer: IDataObject, item: ItemContext) => T;

/** One request per item, built from its parameters; `output` shapes the answer (not Raw Output). */
export interface RequestOperation extends OperationEntry {
	kind: 'request';
	request(item: ItemContext): ItemRequest;
	output?: Output<IDataObject | IDataObject[]>;
}

/** A list with Return All / Limit; `output` shapes each record (not Raw Output). */
export interface ListOperation extends OperationEntry {
	kind: 'list';
	list(item: ItemContext): Omit<ListRequest, 'itemIndex'>;
	output?: Output<IDataObject>;
}

/** Several requests per item (read-modify-write, read back, download). */
export interface ExecuteOperation extends OperationEntry {
	kind: 'execute';
	execute(item: ItemContext): Promise<OperationResult>;
}

/** Runs once for all input items together (one API request serves several items). */
export interface BatchOperation extends OperationEntry {
	kind: 'batch';
	executeBatch(items: ItemContext[]): Promise<BatchResult[]>;
}

export interface BatchResult {
	itemIndex: number;
	result?: OperationResult;
	error?: Error;
}

export type Operation = RequestOperation | ListOperation | ExecuteOperation | BatchOperation;

export interface Resource {
	/** The `resource` value workflows store, and its name in the dropdown. */
	value: string;
	name: string;
	/** The operation the dropdown starts on. */
	defaultOperation: string;
	operations: Operation[];
}

/**
 * A resource from its operation files: `operations` is the module that re-exports them (the
 * resource's index.ts, one line per operation), so the dropdown cannot list an operation that
 * does not exist.
 */
export function defineResource(
	value: string,
	name: string,
	operations: Record<string, Operation>,
	defaultOperation: string,
): Resource {
	const list = Object.values(operations);
	const values = list.map((operation) => operation.value);
	const repeated = values.find((operationValue, index) => values.indexOf(operationValue) !== index);
	if (repeated) throw new Error(`Resource ${value} has two operations "${repeated}"`);
	if (!values.includes(defaultOperation)) {
		throw new Error(`Resource ${value} has no operation "${defaultOperation}"`);
	}
	return { value, name, defaultOperation, operations: list };
}
