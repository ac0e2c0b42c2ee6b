import type { IDataObject, INodeExecutionData, INodeProperties } from 'n8n-workflow';

import type { ListRequest } from '../shared/transport/pagination';
import type { ItemContext, ItemRequest } from './itemContext';
import type { NotDeduplicated } from './notDeduplicated';

/** Items an operation outputs as they are (binary data), rather than records to wrap as json. */
export class ReadyItems {
	constructor(readonly items: INodeExecutionData[]) {}
}

export type OperationResult = IDataObject | IDataObject[] | ReadyItems;

/**
 * What the Simplified output keeps of a record: its field paths, the identifying field first (at
 * most 10 fields at the top level), or `RECORD_IS_SIMPLE` for a record of at most 10 fields.
 */
export const RECORD_IS_SIMPLE = 'the complete record';
export type Simplified = readonly string[] | typeof RECORD_IS_SIMPLE;

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
	/**
	 * What an AI Agent must know before it calls the operation as a tool, beyond its action (a call
	 * that costs money): added to the tool's description, never to the name a person sees.
	 */
	agentWarning?: string;
	/**
	 * An operation that outputs records declares its Simplified fields, and offers the Output modes.
	 */
	simplified?: Simplified;
	/**
	 * An operation with Output modes declares every field path its record's shape has, those a
	 * record may leave out included (a value the API omits when empty, a part read only on
	 * request), beside the shape: Select Included Fields offers them as its list (node version
	 * 1.1) and warns only for a name that is no field of the shape.
	 */
	fieldPaths?: readonly string[];
	/**
	 * The API's name of each field the operation sends, with the parameter that gives it (a field
	 * table's `apiFieldsOf`): a 422 that names an API field is told by the parameter's label.
	 */
	apiFields?: Readonly<Record<string, string>>;
}

/**
 * What an operation's `output` makes of the API's answer: the node's record or records. The router
 * calls `output` unless the user chose Raw output (see output/outputChoice.ts), so no operation
 * reads that choice itself. `needs`, for execute and batch operations, is what the operation kept
 * beside the answer for its output (an id, the record it read before writing).
 */
type Shaped = OperationResult | Promise<OperationResult>;

/** One request per item, built from its parameters; `output` shapes the answer. */
export interface RequestOperation extends OperationEntry {
	kind: 'request';
	request(item: ItemContext): ItemRequest;
	output?: (answer: IDataObject, item: ItemContext) => Shaped;
	/**
	 * The API does not deduplicate this write: each request that reaches it creates another record.
	 * The node warns of it in the editor and in the run's hints, and holds the same write back
	 * while an earlier attempt's outcome is unknown (notDeduplicated.ts).
	 */
	notDeduplicated?: NotDeduplicated;
}

/** A list with Return All / Limit; `output` shapes each record. */
export interface ListOperation extends OperationEntry {
	kind: 'list';
	list(item: ItemContext): Omit<ListRequest, 'itemIndex'>;
	output?: (record: IDataObject, item: ItemContext) => IDataObject;
}

/**
 * What an execute or batch operation answers for one item: the API's answer as it came (what Raw
 * Output returns) and what the operation's `output` needs beside it to shape it.
 */
export interface Answer<Raw, Needs> {
	raw: Raw;
	needs?: Needs;
}

/**
 * Several requests per item (read-modify-write, a read before a write, a download). `execute`
 * answers the API's answer; `output` shapes it.
 */
export interface ExecuteOperation<
	Raw extends OperationResult = OperationResult,
	Needs = undefined,
> extends OperationEntry {
	kind: 'execute';
	execute(item: ItemContext): Promise<Answer<Raw, Needs>>;
	// Declared as methods, so that an operation with its own answer and needs types is an Operation.
	output?(answer: Raw, item: ItemContext, needs: Needs): Shaped;
}

/** Runs once for all input items together (one API request serves several items). */
export interface BatchOperation<Needs = undefined> extends OperationEntry {
	kind: 'batch';
	executeBatch(items: ItemContext[]): Promise<Array<BatchResult<Needs>>>;
	output?(answer: IDataObject, item: ItemContext, needs: Needs): Shaped;
}

/** The answer for one input item of a batch, or its error. */
export interface BatchResult<Needs = undefined> extends Partial<Answer<IDataObject, Needs>> {
	itemIndex: number;
	error?: Error;
}

export type Operation =
	| RequestOperation
	| ListOperation
	| ExecuteOperation<OperationResult, unknown>
	| BatchOperation<unknown>;

export interface Resource {
	/** The `resource` value workflows store, and its name in the dropdown. */
	value: string;
	name: string;
	/** The operation the dropdown starts on. */
	defaultOperation: string;
	/**
	 * Node version 1's, where a later version starts on another: a saved version 1 node that left
	 * the default stores no operation and must keep running this one (CONTRIBUTING.md).
	 */
	version1DefaultOperation?: string;
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
	version1DefaultOperation?: string,
): Resource {
	const list = Object.values(operations);
	const values = list.map((operation) => operation.value);
	const repeated = values.find((operationValue, index) => values.indexOf(operationValue) !== index);
	if (repeated) throw new Error(`Resource ${value} has two operations "${repeated}"`);
	const unknown = [defaultOperation, version1DefaultOperation].find(
		(operationValue) => operationValue !== undefined && !values.includes(operationValue),
	);
	if (unknown) throw new Error(`Resource ${value} has no operation "${unknown}"`);
	return { value, name, defaultOperation, version1DefaultOperation, operations: list };
}
