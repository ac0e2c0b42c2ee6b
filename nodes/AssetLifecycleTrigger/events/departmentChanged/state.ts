import type { IDataObject } from 'n8n-workflow';

import { textOrNull } from '../../../shared/values';

/**
 * The kept fields: the department fields whose values the state keeps and the event reports (a
 * change of any is an event, `previous` names the old ones).
 */
export const KEPT_FIELDS = ['name', 'location', 'phone_number', 'active'] as const;
export type KeptField = (typeof KEPT_FIELDS)[number];

/** The kept values of one department in KEPT_FIELDS order (`active` as 1 or 0). */
export type KeptValues = [string | null, string | null, string | null, 0 | 1];

/**
 * `since`: when the last complete read started, on the API's clock (its Date header) where it
 * sends one. `known`: each department's values as last emitted (or first seen). `reading`: a read
 * the budget cut short (the baseline, or the departments modified since `since`): the next page,
 * and the clock its first page answered with, which becomes `since` once the read completes.
 */
export interface DepartmentState {
	since: string;
	known: Record<string, KeptValues>;
	baselined: boolean;
	reading?: { page: number; clock: string };
}

export function keptValues(department: IDataObject): KeptValues {
	return [
		textOrNull(department.name),
		textOrNull(department.location),
		textOrNull(department.phone_number),
		department.active === false ? 0 : 1,
	];
}

export function valuesOf(kept: KeptValues): Record<KeptField, string | boolean | null> {
	return {
		name: kept[0],
		location: kept[1],
		phone_number: kept[2],
		active: isActive(kept),
	};
}

export const isActive = (kept: KeptValues): boolean => kept[3] === 1;

/**
 * The state saved by version 1, which was written only once the baseline was read whole, in this
 * format. Undefined for anything else.
 */
export function upgradeState(old: object): DepartmentState | undefined {
	const { since, known } = old as Partial<DepartmentState>;
	return typeof since === 'string' && known ? { since, known, baselined: true } : undefined;
}
