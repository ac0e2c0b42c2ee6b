import type {
	IDataObject,
	IExecuteFunctions,
	INodeExecutionData,
	INodeProperties,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError, updateDisplayOptions } from 'n8n-workflow';

import { listItems, type ListRequest } from '../shared/transport/pagination';
import { apiRequest, type ApiRequest } from '../shared/transport/request';
import { InvalidValue, requiredText } from '../shared/values';

/**
 * Work done once per execution and shared by its items (a list every item checks against, a
 * roster that items add to). The router makes one per execution; nothing outlives it.
 */
export class ExecutionScope {
	private readonly results = new Map<string, Promise<unknown>>();

	/** The value of `compute`, computed by the first item that asks; a failure is not kept. */
	once<T>(key: string, compute: () => Promise<T>): Promise<T> {
		let pending = this.results.get(key) as Promise<T> | undefined;
		if (!pending) {
			pending = compute();
			this.results.set(key, pending);
			pending.catch(() => this.results.delete(key));
		}
		return pending;
	}
}

/** One input item as an operation sees it: its parameters, and requests on its behalf. */
/** A request on behalf of an item; `subject` names what it reads, for a "not found" answer. */
export type ItemRequest = Omit<ApiRequest, 'itemIndex'> & { subject?: string };

export class ItemContext {
	constructor(
		readonly functions: IExecuteFunctions,
		readonly itemIndex: number,
		readonly execution: ExecutionScope,
		/** The operation's parameters, to name a field by the label the user sees. */
		private readonly parameters: INodeProperties[] = [],
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

	request({ subject, ...request }: ItemRequest): Promise<IDataObject> {
		const answer = apiRequest.call(this.functions, { ...request, itemIndex: this.itemIndex });
		return subject ? this.naming(subject, answer) : answer;
	}

	/** A "not found" answer names what was looked for: "Recovery not found (recovery number 7)". */
	naming<T>(subject: string, pending: Promise<T>): Promise<T> {
		return pending.catch((error: unknown) => {
			if (error instanceof NodeApiError && error.httpCode === '404') {
				error.message = `${error.message.replace(/\.$/, '')} (${subject})`;
			}
			throw error;
		});
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

	/** Runs a check of the value layer on a value of `field`; a refusal names the field. */
	check<V, T>(field: string, check: (value: V) => T, value: V): T {
		try {
			return check(value);
		} catch (error) {
			if (error instanceof InvalidValue) throw this.invalid(field, error.message);
			throw new NodeOperationError(this.functions.getNode(), error as Error, {
				itemIndex: this.itemIndex,
			});
		}
	}

	/** A parameter that must not be empty, trimmed. */
	requiredText(name: string): string {
		return this.check(name, requiredText, this.param<unknown>(name, ''));
	}

	/**
	 * Invalid input: fails this item before anything is sent, naming the field by its label.
	 * `field` is the parameter's name or path (`filters.email`, `products[2].quantity`).
	 */
	invalid(field: string, message: string): NodeOperationError {
		const label = parameterLabel(this.parameters, field);
		const sentence = /^(is|must|may|has) /.test(message)
			? `${label} ${message}`
			: `${label}: ${message}`;
		return new NodeOperationError(this.functions.getNode(), sentence, {
			itemIndex: this.itemIndex,
			description: `Fix "${label}"; nothing was sent to the API.`,
		});
	}
}

/** The options and fields a collection or fixed collection parameter holds. */
function childrenOf(parameter: INodeProperties): INodeProperties[] {
	return ((parameter.options ?? []) as Array<INodeProperties | { values?: INodeProperties[] }>)
		.flatMap((option) => ('values' in option && option.values ? option.values : [option]))
		.filter((option): option is INodeProperties => 'displayName' in option);
}

/** Finds a parameter by name among the given ones, then inside their collections. */
function findParameter(parameters: INodeProperties[], name: string): INodeProperties | undefined {
	return (
		parameters.find((parameter) => parameter.name === name) ??
		parameters
			.map((parameter) => findParameter(childrenOf(parameter), name))
			.find((found) => found !== undefined)
	);
}

/** The label of a parameter path as the editor shows it: "Products 2: Quantity". */
function parameterLabel(parameters: INodeProperties[], path: string): string {
	let scope = parameters;
	const labels: string[] = [];
	for (const segment of path.split('.')) {
		const [name, row] = segment.split(/[[\]]/);
		const parameter = findParameter(scope, name);
		if (!parameter) return path;
		const label = parameter.displayName.replace(/ Name or ID$/, '');
		labels.push(row ? `${label} ${row}` : label);
		scope = childrenOf(parameter);
	}
	// A field inside a collection is named by its own label: the collection ("Filters") adds nothing.
	const collections = ['Additional Fields', 'Update Fields', 'Filters', 'Options'];
	return labels
		.filter((label, index) => index === labels.length - 1 || !collections.includes(label))
		.join(': ');
}

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

/**
 * The node's parameters, derived from its resources: the Resource dropdown, each resource's
 * Operation dropdown, and each operation's parameters shown only for it.
 */
export function nodeProperties(resources: Resource[]): INodeProperties[] {
	const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
	const resourceDropdown: INodeProperties = {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options: [...resources].sort(byName).map(({ name, value }) => ({ name, value })),
		default: 'employee',
	};
	return [
		resourceDropdown,
		...resources.flatMap(({ value: resource, defaultOperation, operations }) => [
			{
				displayName: 'Operation',
				name: 'operation',
				type: 'options',
				default: defaultOperation,
				noDataExpression: true,
				displayOptions: { show: { resource: [resource] } },
				options: [...operations]
					.sort(byName)
					.map(({ name, value, action, description }) => ({ name, value, action, description })),
			} satisfies INodeProperties,
			...operations.flatMap((operation) =>
				updateDisplayOptions(
					{ show: { resource: [resource], operation: [operation.value] } },
					operation.properties,
				),
			),
		]),
	];
}

/** The canvas subtitle: the chosen operation's action ("Get many departments"). */
export function operationSubtitle(resources: Resource[]): string {
	const choices = resources.flatMap(({ value: resource, operations }) =>
		operations.map(
			({ value, action }) =>
				`$parameter["resource"] === "${resource}" && $parameter["operation"] === "${value}" ? ${JSON.stringify(action)} : `,
		),
	);
	return `={{ ${choices.join('')}"" }}`;
}
