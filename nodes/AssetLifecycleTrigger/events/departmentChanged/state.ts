import type { IDataObject } from 'n8n-workflow';

import { textOrNull } from '../../../shared/values';

/** The values a department's event reports, and a change of which is an event. */
export const TRACKED = ['name', 'location', 'phone_number', 'active'] as const;
export type Tracked = (typeof TRACKED)[number];

/** The tracked values of one department, in TRACKED order (`active` as 1 or 0). */
export type Fingerprint = [string | null, string | null, string | null, 0 | 1];

/**
 * `since`: when the last complete read started, on the API's clock (its Date header) where it
 * sends one. `known`: each department's values as last emitted (or first seen). `reading`: a read
 * the budget cut short (the baseline, or the departments modified since `since`): the next page,
 * and the clock its first page answered with, which becomes `since` once the read completes.
 */
export interface DepartmentState {
	since: string;
	known: Record<string, Fingerprint>;
	baselined: boolean;
	reading?: { page: number; clock: string };
}

export function fingerprint(department: IDataObject): Fingerprint {
	return [
		textOrNull(department.name),
		textOrNull(department.location),
		textOrNull(department.phone_number),
		department.active === false ? 0 : 1,
	];
}

export function valuesOf(print: Fingerprint): Record<Tracked, string | boolean | null> {
	return {
		name: print[0],
		location: print[1],
		phone_number: print[2],
		active: print[3] === 1,
	};
}
