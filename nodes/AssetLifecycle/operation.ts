import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { listItems, type ListRequest } from '../shared/transport/pagination';
import { apiRequest, type ApiRequest } from '../shared/transport/request';

/** One input item as an operation sees it: its parameters, and requests on its behalf. */
export class ItemContext {
	constructor(
		readonly functions: IExecuteFunctions,
		readonly itemIndex: number,
	) {}

	param<T = string>(name: string, fallback?: T): T {
		return this.functions.getNodeParameter(name, this.itemIndex, fallback) as T;
	}

	/** A collection parameter (additionalFields, updateFields, filters, options), {} when unset. */
	collection(name: string): IDataObject {
		return this.param<IDataObject>(name, {});
	}

	get rawOutput(): boolean {
		return this.collection('options').rawOutput === true;
	}

	request(request: Omit<ApiRequest, 'itemIndex'>): Promise<IDataObject> {
		return apiRequest.call(this.functions, { ...request, itemIndex: this.itemIndex });
	}

	/** Return All / Limit as the user set them on this operation. */
	list(request: Omit<ListRequest, 'itemIndex'>): Promise<IDataObject[]> {
		const returnAll = this.param<boolean>('returnAll', false);
		const limit = returnAll ? undefined : this.param<number>('limit', 50);
		return listItems.call(
			this.functions,
			{ ...request, itemIndex: this.itemIndex },
			{ returnAll, limit },
		);
	}

	/** Invalid input: fails this item before anything is sent, naming the field. */
	invalid(field: string, message: string): NodeOperationError {
		return new NodeOperationError(this.functions.getNode(), `${field}: ${message}`, {
			itemIndex: this.itemIndex,
			description: `Fix the "${field}" parameter; nothing was sent to the API.`,
		});
	}
}

/**
 * Output items an operation builds itself (with binary data), passed on as they are. Any other
 * result is API records, each wrapped as an item's json, whatever keys a record has (a record
 * with a `json` key is still a record).
 */
export class NodeItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

export type OperationResult = IDataObject | IDataObject[] | NodeItems;

interface OperationDescription {
	/** The operation's own parameters; shown only when its resource and operation are chosen. */
	properties: INodeProperties[];
}

/** One request per item: its mapping from parameters, and the output shape of its answer. */
interface RequestOperation extends OperationDescription {
	request(item: ItemContext): ApiRequest | Promise<ApiRequest>;
	output?(body: IDataObject, item: ItemContext): IDataObject | IDataObject[];
}

/** A list with Return All / Limit: its request, and the output shape of one record. */
interface ListOperation extends OperationDescription {
	list(item: ItemContext): Omit<ListRequest, 'itemIndex'>;
	output?(record: IDataObject, item: ItemContext): IDataObject;
}

/** Several requests per item (read-modify-write, read back, download). */
interface CustomOperation extends OperationDescription {
	execute(item: ItemContext): Promise<OperationResult>;
}

/** One call for all input items together (one API request serves them all). */
interface BatchOperation extends OperationDescription {
	executeBatch(items: ItemContext[]): Promise<BatchResult[]>;
}

export interface BatchResult {
	itemIndex: number;
	result?: OperationResult;
	error?: Error;
}

export type Operation = RequestOperation | ListOperation | CustomOperation | BatchOperation;

/** A resource's operations by their `operation` value. */
export type OperationMap = Record<string, Operation>;

/** Each operation's properties, shown only for that resource and operation. */
export function operationProperties(resource: string, operations: OperationMap): INodeProperties[] {
	return Object.entries(operations).flatMap(([operation, { properties }]) =>
		updateDisplayOptions({ show: { resource: [resource], operation: [operation] } }, properties),
	);
}
