import type { IDataObject, IPollFunctions } from 'n8n-workflow';

import { envelopes, listPages, type ListRequest } from '../../shared/transport/pagination';
import { withinBudget } from '../budget';
import { apiClock, TEST_EVENT_NOTE, type TriggerEvent } from '../event';

/**
 * `modified_since` reaches this far behind the start of the last poll: it covers clock skew and
 * changes made while a poll was reading. Departments read again unchanged match their fingerprint
 * and emit nothing.
 */
export const OVERLAP_WINDOW_MS = 10 * 60 * 1000;
const PAGE_SIZE = 50;

const TRACKED = ['name', 'location', 'phone_number', 'active'] as const;
type Tracked = (typeof TRACKED)[number];

/** The tracked values of one department, in TRACKED order (`active` as 1 or 0). */
type Fingerprint = [string | null, string | null, string | null, 0 | 1];

/**
 * `since`: when the last poll started, on the API's clock (its Date header) where it sends one.
 * `known`: each department's values as last emitted (or first seen).
 */
export interface DepartmentState {
	since: string;
	known: Record<string, Fingerprint>;
}

const text = (value: unknown) =>
	value === undefined || value === null || value === '' ? null : String(value);

function fingerprint(department: IDataObject): Fingerprint {
	return [
		text(department.name),
		text(department.location),
		text(department.phone_number),
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

async function readDepartments(
	this: IPollFunctions,
	modifiedSince?: string,
): Promise<{ departments: IDataObject[]; clock: number }> {
	const request: ListRequest = {
		path: '/departments',
		qs: modifiedSince ? { modified_since: modifiedSince } : {},
		envelope: envelopes.departments,
		maxPageSize: PAGE_SIZE,
	};
	const departments = new Map<string, IDataObject>();
	let clock: number | undefined;
	for await (const page of listPages.call(this, request, { returnAll: true })) {
		clock ??= apiClock(page.headers);
		for (const department of page.items) departments.set(String(department.id), department);
	}
	return { departments: [...departments.values()], clock: clock ?? Date.now() };
}

export const departmentChangedEvent: TriggerEvent<DepartmentState> = {
	properties: [
		{
			displayName: 'Exclude Deactivations',
			name: 'excludeDeactivations',
			type: 'boolean',
			default: false,
			displayOptions: { show: { event: ['departmentChanged'] } },
			description:
				'Whether to leave out departments that were deactivated (deleted); created and changed ones still trigger',
		},
	],

	scope() {
		return { excludeDeactivations: this.getNodeParameter('excludeDeactivations', false) };
	},

	async poll(state, meter) {
		if (state === undefined) {
			const read = await withinBudget(meter, async () => await readDepartments.call(this));
			if (read === undefined) return { events: [], state: undefined };
			return {
				events: [],
				state: {
					since: new Date(read.clock).toISOString(),
					known: Object.fromEntries(
						read.departments.map((department) => [String(department.id), fingerprint(department)]),
					),
				},
			};
		}
		const excludeDeactivations = this.getNodeParameter('excludeDeactivations', false) as boolean;
		const modifiedSince = new Date(Date.parse(state.since) - OVERLAP_WINDOW_MS).toISOString();
		const read = await withinBudget(
			meter,
			async () => await readDepartments.call(this, modifiedSince),
		);
		// cut short by the budget: nothing is emitted and the next poll reads the same window again
		if (read === undefined) return { events: [], state };
		const { departments, clock } = read;
		const known = { ...state.known };
		const events: IDataObject[] = [];
		for (const department of departments) {
			const id = String(department.id);
			const print = fingerprint(department);
			const before = known[id];
			if (before === undefined) {
				known[id] = print;
				// a department created and deleted between two polls was never there to notice
				if (print[3] === 1) {
					events.push({ ...departmentOutput(department), change: 'created', previous: null });
				}
				continue;
			}
			if (JSON.stringify(before) === JSON.stringify(print)) continue;
			const change = before[3] === 1 && print[3] === 0 ? 'deactivated' : 'updated';
			// left out: the department keeps its last emitted values, so a later change compares to them
			if (change === 'deactivated' && excludeDeactivations) continue;
			const previousValues = valuesOf(before);
			const previous: IDataObject = {};
			TRACKED.forEach((field, index) => {
				if (before[index] !== print[index]) previous[field] = previousValues[field];
			});
			known[id] = print;
			events.push({ ...departmentOutput(department), change, previous });
		}
		return { events, state: { since: new Date(clock).toISOString(), known } };
	},

	async sample() {
		const clock = Date.now();
		for (const days of [1, 30]) {
			const since = new Date(clock - days * 24 * 60 * 60 * 1000).toISOString();
			const page = await listPages
				.call(
					this,
					{
						path: '/departments',
						qs: { modified_since: since },
						envelope: envelopes.departments,
						maxPageSize: PAGE_SIZE,
					},
					{ returnAll: false, limit: 1 },
				)
				.next();
			const department = page.done ? undefined : page.value.items[0];
			if (department)
				return [
					{ ...departmentOutput(department), change: null, previous: null, note: TEST_EVENT_NOTE },
				];
		}
		const { departments } = await readDepartments.call(this);
		const newest = departments[departments.length - 1];
		return newest
			? [{ ...departmentOutput(newest), change: null, previous: null, note: TEST_EVENT_NOTE }]
			: [];
	},
};
