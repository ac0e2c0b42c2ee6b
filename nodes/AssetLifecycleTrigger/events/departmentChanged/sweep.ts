import type { IDataObject } from 'n8n-workflow';

import { walkPages } from '../../../shared/transport/pagination';
import { MODIFIED_SINCE_LOOKBACK_MS } from '../../budget';
import type { Poll } from '../../poll';
import { apiClock, type PollOutcome } from '../../triggerEvent';
import { departmentList, departmentOutput } from './read';
import { isActive, KEPT_FIELDS, keptValues, valuesOf, type DepartmentState } from './state';

/**
 * The departments changed since the recorded state: the baseline reads every department, later
 * polls only those modified since the last read, and a read the poll's meter cuts short goes on
 * from its page at the next poll.
 */
export async function continueSweep(
	poll: Poll,
	saved: DepartmentState | undefined,
): Promise<PollOutcome<DepartmentState>> {
	const excludeDeactivations = poll.param('excludeDeactivations', false);
	const state: DepartmentState = saved ?? { since: '', known: {}, baselined: false };
	// the baseline reads every department; later reads only those modified since the last read
	const modifiedSince = state.baselined
		? new Date(Date.parse(state.since) - MODIFIED_SINCE_LOOKBACK_MS).toISOString()
		: undefined;
	const events: IDataObject[] = [];
	const pages = walkPages(poll, departmentList(modifiedSince), {
		firstPage: state.reading?.page ?? 1,
	});
	for await (const page of pages) {
		state.reading ??= {
			page: page.number,
			clock: new Date(apiClock(poll, page.headers)).toISOString(),
		};
		for (const department of page.items) {
			if (!state.baselined) {
				state.known[String(department.id)] = keptValues(department);
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
	// cut short by the poll's meter: the read goes on from this page at the next poll
	return { events, state: saved === undefined && !state.reading ? undefined : state };
}

/** Compares one department with its known values; the event, if any. */
function compare(
	known: DepartmentState['known'],
	department: IDataObject,
	excludeDeactivations: boolean,
): IDataObject | undefined {
	const id = String(department.id);
	const now = keptValues(department);
	const before = known[id];
	if (before === undefined) {
		known[id] = now;
		// a department created and deleted between two polls was never there to notice
		return isActive(now)
			? { ...departmentOutput(department), change: 'created', previous: null }
			: undefined;
	}
	if (JSON.stringify(before) === JSON.stringify(now)) return undefined;
	const change = isActive(before) && !isActive(now) ? 'deactivated' : 'updated';
	// left out: the department keeps its last emitted values, so a later change compares to them
	if (change === 'deactivated' && excludeDeactivations) return undefined;
	const previousValues = valuesOf(before);
	const previous: IDataObject = {};
	KEPT_FIELDS.forEach((field, index) => {
		if (before[index] !== now[index]) previous[field] = previousValues[field];
	});
	known[id] = now;
	return { ...departmentOutput(department), change, previous };
}
