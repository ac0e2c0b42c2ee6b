/**
 * The trigger's four events in real n8n: a polling workflow each, one change each made through the
 * sandbox, and the value of an emitted item that names the changed record. The durable-scheduler
 * e2e test and the queue suite share them.
 */
import type { RunningSandbox } from '../../../sandbox';
import { sandboxControl } from '../../sandboxControl';
import { pollingTriggerWorkflow, type WorkflowInput } from './n8n';

export const TRIGGER_EVENTS = [
	'employeeChanged',
	'departmentChanged',
	'walletTransaction',
	'recoveryStatusChanged',
] as const;
export type TriggerEventName = (typeof TRIGGER_EVENTS)[number];

const EVENT_PARAMETERS: Record<TriggerEventName, Record<string, unknown>> = {
	employeeChanged: { onlyTerminations: true },
	departmentChanged: {},
	walletTransaction: { filters: {} },
	recoveryStatusChanged: {},
};

/** A workflow of one trigger node, named `Trigger`, polling every minute for `event`. */
export function eventWorkflow(event: TriggerEventName, name: string = event): WorkflowInput {
	return pollingTriggerWorkflow(name, { event, ...EVENT_PARAMETERS[event] });
}

/** The field of an emitted item that names the changed record. */
export const EMITTED_KEY: Record<TriggerEventName, string> = {
	employeeChanged: 'id',
	departmentChanged: 'id',
	walletTransaction: 'id',
	recoveryStatusChanged: 'recovery_number',
};

/** The routes of each event's poll, as the sandbox's request log names them. */
export const EVENT_READ_ROUTES: Record<TriggerEventName, string[]> = {
	employeeChanged: ['GET /employees', 'GET /employees/:id'],
	departmentChanged: ['GET /departments'],
	walletTransaction: ['GET /wallet/transactions'],
	recoveryStatusChanged: [
		'GET /recover/campaigns',
		'GET /recover/campaign/:campaignNumber',
		'GET /recoveries/:recoveryNumber/items',
	],
};

/**
 * One change to an event's records, made through the sandbox: an active employee terminated, an
 * active department renamed (`label` makes the name new), a wallet transaction, a recovery
 * cancelled. Answers what the event must emit for it.
 */
export async function changeEvent(
	sandbox: RunningSandbox,
	event: TriggerEventName,
	label: string,
): Promise<string | number> {
	const control = (method: string, path: string, body?: unknown) =>
		sandboxControl(sandbox.origin, method, path, body);
	const { store } = sandbox.sandbox;
	switch (event) {
		case 'employeeChanged': {
			const leaver = [...store.employees.values()].find(
				(employee) => employee.employment?.employment_status === 'Active',
			)!;
			await control('PATCH', `/employees/${leaver.id}`, {
				employment_status: 'Terminated',
				termination_date: '2026-11-20',
			});
			return leaver.id;
		}
		case 'departmentChanged': {
			const department = [...store.departments.values()].find((entry) => entry.active)!;
			await control('PATCH', `/departments/${encodeURIComponent(department.id)}`, {
				name: `Renamed ${label}`,
			});
			return department.id;
		}
		case 'walletTransaction': {
			const [transaction] = (await control('POST', '/wallet/transactions', {
				count: 1,
			})) as Array<{ id: string }>;
			return transaction.id;
		}
		case 'recoveryStatusChanged': {
			const recovery = [...store.recoveries.values()].find(
				(candidate) => candidate.status !== 'Cancelled',
			)!;
			await control('POST', `/recoveries/${recovery.recoveryNumber}/status`, {
				status: 'Cancelled',
			});
			return recovery.recoveryNumber;
		}
	}
}

/** One change per event (changeEvent), each answered with what its event must emit for it. */
export async function changeEachEvent(
	sandbox: RunningSandbox,
	label: string,
): Promise<Record<TriggerEventName, string | number>> {
	const changes = {} as Record<TriggerEventName, string | number>;
	for (const event of TRIGGER_EVENTS) changes[event] = await changeEvent(sandbox, event, label);
	return changes;
}
