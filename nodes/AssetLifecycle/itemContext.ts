import type { IDataObject, IExecuteFunctions, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { listItems, type ListRequest } from '../shared/transport/pagination';
import { namingNotFound } from '../shared/transport/errors';
import { CONFIGURATION_INVALID } from '../shared/transport/failure';
import { apiRequest } from '../shared/transport/request';
import type { ApiRequest, RequestField } from '../shared/transport/types';
import { InvalidValue, requiredText } from '../shared/values';
import type { PerExecution } from './perExecution';
import { parameterExample, parameterLabel } from './parameterLabel';

/** The value at a dotted path of a body or query, if any. */
function valueAt(object: IDataObject | undefined, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>((value, key) => (value as IDataObject | undefined)?.[key], object);
}

/** A request on behalf of an item; `subject` names what it reads, for a "not found" answer. */
export type ItemRequest = Omit<ApiRequest, 'itemIndex'> & { subject?: string };

/**
 * One input item as an operation sees it: its parameters, and requests on its behalf. The
 * transport takes it as its caller: n8n's functions and the execution's run tally.
 */
export class ItemContext {
	/** The requests sent on behalf of this item so far ("GET /employees"), for an error to say. */
	private readonly sent = new Set<string>();

	constructor(
		readonly functions: IExecuteFunctions,
		readonly itemIndex: number,
		readonly execution: PerExecution,
		/** The operation's parameters, to name a field by the label the user sees. */
		private readonly parameters: INodeProperties[] = [],
		/** The operation's fields by their API name, each with its parameter (Operation.apiFields). */
		private readonly apiFields: Readonly<Record<string, string>> = {},
	) {}

	/** What the transport did for this execution, told in its hints. */
	get tally() {
		return this.execution.hints.tally;
	}

	param<T = string>(name: string, fallback?: T): T {
		return this.functions.getNodeParameter(name, this.itemIndex, fallback) as T;
	}

	/** A collection parameter (additionalFields, updateFields, filters, options), {} when unset. */
	collection(name: string): IDataObject {
		return this.param<IDataObject>(name, {});
	}

	request({ subject, ...request }: ItemRequest): Promise<IDataObject> {
		this.sent.add(`${request.method} ${request.path}`);
		const fields = this.requestFields(request);
		const answer = apiRequest(this, {
			...request,
			itemIndex: this.itemIndex,
			fields,
		});
		return subject ? namingNotFound(subject, answer) : answer;
	}

	/**
	 * The operation's fields as the user knows them, for the transport to tell a 422 in the user's
	 * words: each API name with its parameter's label, the value sent (or, for an ID in the path,
	 * the value given) and the form its placeholder shows.
	 */
	private requestFields(request: Pick<ApiRequest, 'body' | 'qs'>): Record<string, RequestField> {
		const fields: Record<string, RequestField> = {};
		for (const [apiName, path] of Object.entries(this.apiFields)) {
			const sent = valueAt(request.body, apiName) ?? valueAt(request.qs, apiName);
			fields[apiName] = {
				label: parameterLabel(this.parameters, path),
				value: sent ?? this.givenValue(path),
				example: parameterExample(this.parameters, path),
			};
		}
		return fields;
	}

	/** A parameter's value as given: a resource locator's value, not its mode. */
	private givenValue(path: string): unknown {
		// null, not undefined: without a fallback n8n refuses a collection field that is not set
		const given = this.param<unknown>(path, null);
		if (given && typeof given === 'object' && 'value' in given) return given.value;
		return given ?? undefined;
	}

	/** Return All / Limit as the user set them on this operation. */
	async list(request: Omit<ListRequest, 'itemIndex'>): Promise<IDataObject[]> {
		const returnAll = this.param<boolean>('returnAll', false);
		const limit = returnAll ? undefined : this.param<number>('limit', 50);
		this.sent.add(`GET ${request.path}`);
		const answersBefore = this.tally.answers;
		const records = await listItems(
			this,
			{ ...request, itemIndex: this.itemIndex, fields: this.requestFields(request) },
			{ returnAll, limit },
		);
		if (returnAll) {
			this.execution.hints.returnAllRead(this.tally.answers - answersBefore);
		}
		return records;
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
	 * Invalid input: fails this item, naming the field by its label, and says what was sent for the
	 * item before the input was found invalid (most checks run before anything is sent; a lookup,
	 * such as an employee by work email, runs first). `field` is the parameter's name or path
	 * (`filters.email`, `products[2].quantity`).
	 */
	invalid(field: string, message: string): NodeOperationError {
		const label = parameterLabel(this.parameters, field);
		const sentence = /^(is|must|may|has) /.test(message)
			? `${label} ${message}`
			: `${label}: ${message}`;
		return new NodeOperationError(this.functions.getNode(), sentence, {
			itemIndex: this.itemIndex,
			description: `Fix "${label}"; ${this.whatWasSent()}`,
			failure: CONFIGURATION_INVALID,
		});
	}

	/**
	 * Required fields left empty, all named in one error: "First Name, Zip and State (for every
	 * country except GB) are required". `reason` ends the message (" to create an employee: ...").
	 */
	missing(fields: Array<{ name: string; rule?: string }>, reason = ''): NodeOperationError {
		if (fields.length === 1) {
			const [{ name, rule }] = fields;
			return this.invalid(name, `is required${rule ? ` ${rule}` : ''}${reason}`);
		}
		const labels = fields.map(({ name }) => parameterLabel(this.parameters, name));
		const named = fields.map(({ rule }, index) =>
			rule ? `${labels[index]} (${rule})` : labels[index],
		);
		const list = `${named.slice(0, -1).join(', ')} and ${named[named.length - 1]}`;
		return new NodeOperationError(this.functions.getNode(), `${list} are required${reason}`, {
			itemIndex: this.itemIndex,
			description: `Fix ${labels.map((label) => `"${label}"`).join(', ')}; ${this.whatWasSent()}`,
			failure: CONFIGURATION_INVALID,
		});
	}

	private whatWasSent(): string {
		if (this.sent.size === 0) return 'nothing was sent to the API.';
		const requests = [...this.sent].join(', ');
		const wrote = [...this.sent].some((request) => !request.startsWith('GET '));
		return wrote
			? `the node had sent ${requests} for this item.`
			: `the node only read (${requests}); nothing was written.`;
	}
}
