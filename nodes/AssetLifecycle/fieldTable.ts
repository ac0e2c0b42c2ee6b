import type { IDataObject, INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { InvalidValue } from '../shared/values';
import type { ItemContext } from './itemContext';
import { parameterLabel } from './parameterLabel';

/**
 * One field of a write operation's body: the n8n parameter the user fills, the API's name for it,
 * and the check that turns the parameter's value into the value sent. A write operation declares
 * its fields once in a table; `fieldParameters` makes its parameters and `bodyFromFields` its body.
 */
export interface Field {
	/** The n8n parameter (its `name` is the parameter name workflows store). */
	parameter: INodeProperties;
	/** Where the value goes in the body: a key, or a dotted path for a nested object (`tag.site`). */
	apiName: string;
	/** A top-level parameter the user must fill. Other fields are optional, in a collection. */
	required?: boolean;
	/** A top-level parameter that may stay empty (e.g. a State whose rule depends on the country). */
	topLevel?: boolean;
	/** Only read when this holds (its parameter shows on the same condition). */
	when?: (item: ItemContext) => boolean;
	/**
	 * Checks and converts the value, given as trimmed text (numbers and switches too), with a check
	 * of the value layer that throws InvalidValue. Without it the trimmed text is sent.
	 */
	convert?: (value: string, item: ItemContext) => unknown;
	/** Reads and checks a value that is more than text (a list of rows) itself, instead. */
	read?: (item: ItemContext) => unknown;
	/** For a value read from several parameters: all of them, shown in place of `parameter`. */
	parameters?: INodeProperties[];
	/** Sent when the user leaves the field empty. */
	fallback?: unknown;
	/** For a stored value `convert` refuses: a value it accepts, to suggest instead ("Jean Luc"). */
	suggest?: (refused: string) => string;
}

/** A field a body lacks: its parameter's name, and the rule that requires it when not always. */
export interface MissingField {
	name: string;
	rule?: string;
}

export interface FieldOptions {
	/** The collection that holds the optional fields (default Additional Fields). */
	collection?: { name: string; displayName: string };
	/** Every field goes into the collection, none required (an update of any subset). */
	allOptional?: boolean;
}

const ADDITIONAL_FIELDS = { name: 'additionalFields', displayName: 'Additional Fields' };

/** The collection of an update operation: the fields to change. */
export const UPDATE_FIELDS = { name: 'updateFields', displayName: 'Update Fields' };

const isTopLevel = (field: Field, options: FieldOptions) =>
	!options.allOptional && (field.required === true || field.topLevel === true);

/** The API's names of the fields of a table, each with its parameter (an operation's apiFields). */
export function apiFieldsOf(fields: Field[], options: FieldOptions = {}): Record<string, string> {
	const collection = (options.collection ?? ADDITIONAL_FIELDS).name;
	return Object.fromEntries(
		fields.map((field) => {
			const { name } = field.parameter;
			return [field.apiName, isTopLevel(field, options) ? name : `${collection}.${name}`];
		}),
	);
}

/** The operation's parameters: the top-level fields in table order, then the collection. */
export function fieldParameters(fields: Field[], options: FieldOptions = {}): INodeProperties[] {
	const collection = options.collection ?? ADDITIONAL_FIELDS;
	const topLevel = fields
		.filter((field) => isTopLevel(field, options))
		.flatMap(
			(field) =>
				field.parameters ?? [
					field.required ? { ...field.parameter, required: true } : field.parameter,
				],
		);
	const optional = fields
		.filter((field) => !isTopLevel(field, options))
		.map((field) => field.parameter)
		.sort((a, b) => a.displayName.localeCompare(b.displayName));
	if (!optional.length) return topLevel;
	return [
		...topLevel,
		{
			displayName: collection.displayName,
			name: collection.name,
			type: 'collection',
			placeholder: 'Add Field',
			default: {},
			options: optional,
		},
	];
}

const isEmpty = (value: unknown) =>
	value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function getPath(body: IDataObject, path: string): unknown {
	return path
		.split('.')
		.reduce<unknown>((value, key) => (value as IDataObject | undefined)?.[key], body);
}

function setPath(body: IDataObject, path: string, value: unknown) {
	const keys = path.split('.');
	let target = body;
	for (const key of keys.slice(0, -1)) target = (target[key] ??= {}) as IDataObject;
	target[keys[keys.length - 1]] = value as IDataObject[string];
}

/**
 * The body from the item's parameters, checked field by field before anything is sent: a refused
 * value fails the item, naming the field's parameter; the required fields left empty fail it
 * together, all named in one error (with those `alsoMissing` finds on the body, such as a State
 * whose rule depends on the country), so that one run says all that is missing. Empty optional
 * fields are left out (or sent as their fallback).
 */
export function bodyFromFields(
	item: ItemContext,
	fields: Field[],
	options: FieldOptions = {},
	alsoMissing?: (body: IDataObject) => MissingField[],
): IDataObject {
	const collection = item.collection((options.collection ?? ADDITIONAL_FIELDS).name);
	const body: IDataObject = {};
	const missing: MissingField[] = [];
	for (const field of fields) {
		if (field.when && !field.when(item)) continue;
		const { name } = field.parameter;
		if (field.read) {
			setPath(body, field.apiName, field.read(item));
			continue;
		}
		const raw = isTopLevel(field, options)
			? item.param<unknown>(name, undefined)
			: collection[name];
		if (isEmpty(raw)) {
			if (field.required && !options.allOptional) missing.push({ name });
			if (field.fallback !== undefined) setPath(body, field.apiName, field.fallback);
			continue;
		}
		const text = String(raw).trim();
		const { convert } = field;
		const value = convert ? item.check(name, (input: string) => convert(input, item), text) : text;
		if (value !== undefined) setPath(body, field.apiName, value);
	}
	missing.push(...(alsoMissing?.(body) ?? []));
	if (missing.length) throw item.missing(missing);
	return body;
}

/** The required fields left empty by a body made elsewhere (a create from an upsert's fields). */
export function missingRequired(fields: Field[], body: IDataObject): MissingField[] {
	return fields
		.filter((field) => field.required && isEmpty(getPath(body, field.apiName)))
		.map((field) => ({ name: field.parameter.name }));
}

/** Why `convert` refuses a value, or undefined when it accepts it. */
function refusalOf(field: Field, value: string, item: ItemContext): string | undefined {
	if (!field.convert) return undefined;
	try {
		field.convert(value, item);
		return undefined;
	} catch (error) {
		if (error instanceof InvalidValue) return error.message;
		throw new NodeOperationError(item.functions.getNode(), error as Error, {
			itemIndex: item.itemIndex,
		});
	}
}

/**
 * Checks the values of a merged body that the user did not give (`changes` were checked as they
 * were read) with the same checks, before it is sent. An API that replaces the whole record
 * validates every field of it, so a stored value its own rules refuse (a name synced from a
 * directory, "Jean-Luc") would make the API refuse a change of any other field with its bare
 * validation text: the item fails here instead, naming the stored value, the rule and what to set
 * in `options.collection` instead.
 */
export function checkStoredValues(
	item: ItemContext,
	fields: Field[],
	merged: IDataObject,
	changes: IDataObject,
	options: FieldOptions = {},
) {
	const collection = (options.collection ?? ADDITIONAL_FIELDS).displayName;
	for (const field of fields) {
		if (field.read || getPath(changes, field.apiName) !== undefined) continue;
		const { name } = field.parameter;
		const setInstead = `Set ${parameterLabel([field.parameter], name)} in ${collection}`;
		const stored = getPath(merged, field.apiName);
		if (isEmpty(stored)) {
			if (!field.required) continue;
			throw item.invalid(
				name,
				`is empty in the stored record, and the API requires it in the whole record every update sends. ${setInstead} to a value`,
			);
		}
		const value = String(stored);
		const refusal = refusalOf(field, value, item);
		if (refusal === undefined) continue;
		const suggestion = field.suggest?.(value);
		throw item.invalid(
			name,
			`the stored value "${value}" breaks the API's rule (${refusal}), and an update sends every stored field back, so the API would refuse it. ${setInstead} to a value it accepts${suggestion ? `, e.g. "${suggestion}"` : ''}`,
		);
	}
}
