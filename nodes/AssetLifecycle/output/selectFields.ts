import type { IDataObject } from 'n8n-workflow';

/**
 * What a field path that a record lacks becomes: left out (Simplified) or null (Selected Fields).
 */
export type WhenMissing = 'omit' | 'null';

/** The paths grouped by their first key, in order: "a.b", "a.c", "d" → a: [b, c], d: []. */
function byFirstKey(paths: string[]): Map<string, string[]> {
	const groups = new Map<string, string[]>();
	for (const path of paths) {
		const [head, ...rest] = path.split('.');
		const group = groups.get(head) ?? [];
		if (rest.length) group.push(rest.join('.'));
		groups.set(head, group);
	}
	return groups;
}

const isRecord = (value: unknown): value is IDataObject =>
	typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The record with only the fields at `paths`, nested as in the record: "country.code" gives
 * `{ country: { code } }`; a path through a list applies to each entry ("employees.status" gives
 * each employee's status), so an expression reads a field where the complete record has it.
 */
export function selectFields(
	record: IDataObject,
	paths: string[],
	missing: WhenMissing,
): IDataObject {
	const selected: IDataObject = {};
	for (const [key, subPaths] of byFirstKey(paths)) {
		const value = record[key];
		if (subPaths.length === 0 || value === null) {
			if (value !== undefined) selected[key] = value;
			else if (missing === 'null') selected[key] = null;
		} else if (Array.isArray(value)) {
			selected[key] = value.map((entry) =>
				isRecord(entry) ? selectFields(entry, subPaths, missing) : entry,
			) as IDataObject[];
		} else if (isRecord(value)) {
			selected[key] = selectFields(value, subPaths, missing);
		} else if (missing === 'null') {
			selected[key] = selectFields({}, subPaths, missing);
		}
	}
	return selected;
}

/** Whether any of the records has `path` (a null value counts; through a list, any entry). */
export function anyRecordHas(records: unknown[], path: string): boolean {
	const [key, ...rest] = path.split('.');
	return records.some((record) => {
		if (Array.isArray(record)) return anyRecordHas(record, path);
		if (!isRecord(record) || record[key] === undefined) return false;
		return rest.length === 0 || record[key] === null || anyRecordHas([record[key]], rest.join('.'));
	});
}
