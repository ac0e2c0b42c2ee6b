import type { IDataObject } from 'n8n-workflow';

import { textOrNull } from '../../../shared/values';

/** The values a department's event reports, and a change of which is an event. */
export const TRACKED = ['name', 'location', 'phone_number', 'active'] as const;
export type Tracked = (typeof TRACKED)[number];

/** The tracked values of one department in TRACKED order (`active` as 1 or 0). */
export type TrackedValues = [string | null, string | null, string | null, 0 | 1];

/**
 * `since`: when the last complete read started, on the API's clock (its Date header) where it
 * sends one. `known`: each department's values as last emitted (or first seen). `reading`: a read
 * the budget cut short (the baseline, or the departments modified since `since`): the next page,
 * and the clock its first page answered with, which becomes `since` once the read completes.
 */
export interface DepartmentState {
	since: string;
	known: Record<string, TrackedValues>;
	baselined: boolean;
	reading?: { page: number; clock: string };
}

export function trackedValues(department: IDataObject): TrackedValues {
	return [
		textOrNull(department.name),
		textOrNull(department.location),
		textOrNull(department.phone_number),
		department.active === false ? 0 : 1,
	];
}

export function valuesOf(tracked: TrackedValues): Record<Tracked, string | boolean | null> {
	return {
		name: tracked[0],
		location: tracked[1],
		phone_number: tracked[2],
		active: tracked[3] === 1,
	};
}

/**
 * The state saved by version 1, which was written only once the baseline was read whole, in this
 * format. Undefined for anything else.
 */
export function upgradeState(old: object): DepartmentState | undefined {
	const { since, known } = old as Partial<DepartmentState>;
	return typeof since === 'string' && known ? { since, known, baselined: true } : undefined;
}
