import type { IDataObject } from 'n8n-workflow';

import {
	envelopes,
	readPage,
	walkPages,
	type ListRequest,
} from '../../shared/transport/pagination';
import { textOrNull } from '../../shared/values';
import { apiClock, markedSample, type TriggerEvent } from '../triggerEvent';

/**
 * `modified_since` reaches this far behind the start of the last poll: it covers clock skew and
 * changes made while a poll was reading. Departments read again unchanged match their fingerprint
 * and emit nothing.
 */
export const MODIFIED_SINCE_LOOKBACK_MS = 10 * 60 * 1000;

const TRACKED = ['name', 'location', 'phone_number', 'active'] as const;
type Tracked = (typeof TRACKED)[number];

/** The tracked values of one department, in TRACKED order (`active` as 1 or 0). */
type Fingerprint = [string | null, string | null, string | null, 0 | 1];

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

function fingerprint(department: IDataObject): Fingerprint {
	return [
		textOrNull(department.name),
		textOrNull(department.location),
		textOrNull(department.phone_number),
		department.active === false ? 0 : 1,
	];
}

function valuesOf(print: Fingerprint): Record<Tracked, string | boolean | null> {
	return {
		name: print[0],
		location: print[1],
		phone_number: print[2],
		active: print[3] === 1,
	};
}

function departmentOutput(department: IDataObject): IDataObject {
	const values = valuesOf(fingerprint(department));
	return { id: String(department.id), ...values };
}

/** The departments, all or modified since a time. */
function departmentList(modifiedSince?: string): ListRequest {
	return {
		path: '/departments',
		qs: modifiedSince ? { modified_since: modifiedSince } : {},
		envelope: envelopes.departments,
	};
}

/** Compares one department with its known values; the event, if any. */
function compare(
	known: DepartmentState['known'],
	department: IDataObject,
	excludeDeactivations: boolean,
): IDataObject | undefined {
	const id = String(department.id);
	const print = fingerprint(department);
	const before = known[id];
	if (before === undefined) {
		known[id] = print;
		// a department created and deleted between two polls was never there to notice
		return print[3] === 1
			? { ...departmentOutput(department), change: 'created', previous: null }
			: undefined;
	}
	if (JSON.stringify(before) === JSON.stringify(print)) return undefined;
	const change = before[3] === 1 && print[3] === 0 ? 'deactivated' : 'updated';
	// left out: the department keeps its last emitted values, so a later change compares to them
	if (change === 'deactivated' && excludeDeactivations) return undefined;
	const previousValues = valuesOf(before);
	const previous: IDataObject = {};
	TRACKED.forEach((field, index) => {
		if (before[index] !== print[index]) previous[field] = previousValues[field];
	});
	known[id] = print;
	return { ...departmentOutput(department), change, previous };
}

export const departmentChangedEvent: TriggerEvent<DepartmentState> = {
	value: 'departmentChanged',
	name: 'Department Changed',
	description: 'A department was created, renamed, moved, re-phoned or deactivated',
	notice:
		'Starts once for each department created, renamed, moved, re-phoned or deactivated. A change arrives at the next poll, which reads only the departments modified since the last one (one request when none was). The first poll after activation reads every department to record it and starts nothing.',
	stateVersion: 2,

	properties: [
		{
			displayName: 'Exclude Deactivations',
			name: 'excludeDeactivations',
			type: 'boolean',
			default: false,
			description:
				'Whether to leave out departments that were deactivated (deleted); created and changed ones still trigger',
		},
	],

	scope() {
		return { excludeDeactivations: this.getNodeParameter('excludeDeactivations', false) };
	},

	async poll(saved, meter) {
		const excludeDeactivations = this.getNodeParameter('excludeDeactivations', false) as boolean;
		const state: DepartmentState = saved ?? { since: '', known: {}, baselined: false };
		// the baseline reads every department; later reads only those modified since the last read
		const modifiedSince = state.baselined
			? new Date(Date.parse(state.since) - MODIFIED_SINCE_LOOKBACK_MS).toISOString()
			: undefined;
		const events: IDataObject[] = [];
		const pages = walkPages.call(this, departmentList(modifiedSince), {
			firstPage: state.reading?.page ?? 1,
			allowance: meter,
		});
		for await (const page of pages) {
			state.reading ??= {
				page: page.number,
				clock: new Date(apiClock(page.headers)).toISOString(),
			};
			for (const department of page.items) {
				if (!state.baselined) {
					state.known[String(department.id)] = fingerprint(department);
					continue;
				}
				const event = compare(state.known, department, excludeDeactivations);
				if (event) events.push(event);
			}
			if (page.last) {
				state.since = state.reading.clock;
				state.baselined = true;
				delete state.reading;
				return { events, state };
			}
			state.reading.page = page.number + 1;
		}
		// cut short by the meter: the read goes on from this page at the next poll
		return { events, state: saved === undefined && !state.reading ? undefined : state };
	},

	upgrade(old) {
		const { since, known } = old as Partial<DepartmentState>;
		return typeof since === 'string' && known ? { since, known, baselined: true } : undefined;
	},

	/**
	 * A real department as an example: the most recently changed one (an active one when
	 * deactivations are left out), as a creation marked illustrative, since its history is unknown;
	 * a marked example when there is none.
	 */
	async sample(meter) {
		const excludeDeactivations = this.getNodeParameter('excludeDeactivations', false) as boolean;
		const wanted = (department: IDataObject) =>
			!excludeDeactivations || fingerprint(department)[3] === 1;
		const since = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();
		for (const modifiedSince of [since(1), since(30), undefined]) {
			if (!meter.canSend()) break;
			const { items } = await readPage.call(this, { ...departmentList(modifiedSince), page: 1 });
			const department = [...items].reverse().find(wanted);
			if (department) {
				return [
					markedSample(
						'illustrative',
						'Test event: a real department as it is now, shown as a creation; change and previous are illustrative, not its history.',
						{ ...departmentOutput(department), change: 'created', previous: null },
					),
				];
			}
		}
		return [
			markedSample(
				'example',
				'Example event: no department matching the filter was found. Its id belongs to no department; live events carry real ones.',
				{
					id: 'example-department',
					...valuesOf(['Example Department', null, null, 1]),
					change: 'created',
					previous: null,
				},
			),
		];
	},
};
