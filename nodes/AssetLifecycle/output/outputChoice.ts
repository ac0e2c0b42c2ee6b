import type { IDataObject } from 'n8n-workflow';

import type { ItemContext } from '../itemContext';
import { ReadyItems, type OperationResult, type Simplified } from '../operation';
import type { OutputMode } from './outputParameters';
import { selectFields } from './selectFields';

/**
 * The one place that knows what the user chose to output (the Output parameter). The router asks
 * here for every kind of operation, so an operation declares only how its record is shaped
 * (`output`) and which fields Simplified keeps (`simplified`).
 */

/**
 * The names Select Included Fields holds: node version 1 stores text, names separated by commas;
 * 1.1 a list; an expression may give either.
 */
function namedFields(stored: string | string[]): string[] {
	return (Array.isArray(stored) ? stored : [stored])
		.flatMap((entry) => String(entry).split(','))
		.map((name) => name.trim())
		.filter(Boolean);
}

/** The field paths the item's Output asks for; empty for the complete record. */
function fieldsOf(item: ItemContext, simplified: Simplified | undefined): string[] {
	const mode = outputMode(item, simplified);
	if (mode === 'fields') {
		const fields = namedFields(item.param<string | string[]>('fields', ''));
		if (!fields.length) throw item.invalid('fields', 'is empty: name at least one field');
		return fields;
	}
	if (mode === 'simple' && Array.isArray(simplified)) return [...simplified];
	return [];
}

/** The item's Output; operations without Output modes give their complete record. */
function outputMode(item: ItemContext, simplified: Simplified | undefined): OutputMode {
	if (!simplified) return 'complete';
	return item.param<OutputMode>('output', 'complete');
}

function narrowed(result: OperationResult, mode: OutputMode, fields: string[]): OperationResult {
	if (result instanceof ReadyItems || fields.length === 0) return result;
	const missing = mode === 'fields' ? 'null' : 'omit';
	const narrow = (record: IDataObject) => selectFields(record, fields, missing);
	return Array.isArray(result) ? result.map(narrow) : narrow(result);
}

/**
 * What the item outputs: the API's answer under Raw, else the operation's shape of it (the answer
 * itself when the operation has none), narrowed to the fields Simplified or Select Included Fields
 * keep. `shape` runs only when its output is wanted: a shape that reads more (the record after a
 * write) costs no request under Raw.
 */
export async function chosenOutput(
	item: ItemContext,
	answer: OperationResult,
	shape: (() => OperationResult | Promise<OperationResult>) | undefined,
	simplified: Simplified | undefined,
	fieldPaths?: readonly string[],
): Promise<OperationResult> {
	const mode = outputMode(item, simplified);
	if (mode === 'raw') return answer;
	const record = shape ? await shape() : answer;
	const fields = fieldsOf(item, simplified);
	if (mode === 'fields' && !(record instanceof ReadyItems)) {
		const records = Array.isArray(record) ? record : [record];
		item.execution.hints.fieldsSelected(fields, records, fieldPaths);
	}
	return narrowed(record, mode, fields);
}
