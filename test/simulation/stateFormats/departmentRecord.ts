/** What versions 1 and 2 of the department state keep of a department, frozen as they wrote it. */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import type { Known } from './format';

const text = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

/** Name, location, phone number, and 1 while active. */
export const fingerprint = (department: IDataObject) => [
	text(department.name),
	text(department.location),
	text(department.phone_number),
	department.active === false ? 0 : 1,
];

/** The parameters a state of either version is kept for. */
export const departmentScope = (parameters: INodeParameters) =>
	JSON.stringify({ excludeDeactivations: parameters.excludeDeactivations ?? false });

/** Each known department's fingerprint, and where the next read starts: the last read's start. */
export function departmentState({ records, pending, now }: Known) {
	const known = Object.fromEntries(
		[...records.values()].map(({ api }) => [String(api.id), fingerprint(api)]),
	);
	// a change the trigger has not emitted yet happened after the last read started
	const since = Math.min(now, ...[...pending.values()].map((record) => record.since));
	return { since: new Date(since).toISOString(), known };
}
