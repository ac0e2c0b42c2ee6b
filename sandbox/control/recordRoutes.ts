/** The control routes that name a record: `/<kind>/<id>` or `/<kind>/<id>/<action>`. */
import { moveRecovery } from '../routes/recoveries';
import type { Sandbox } from '../state';
import { changeEmployee, departmentView } from './accountChanges';
import { departmentChange, employeeChange, lastSentBody, statusBody } from './bodies';
import type { ControlReply } from './reply';
import { fail, ok, withBody } from './reply';

export function recordRoute(
	sandbox: Sandbox,
	method: string,
	path: string,
	body: unknown,
): ControlReply {
	const { store } = sandbox;
	const [, kind, rawId, action] = path.split('/');
	const id = rawId === undefined ? '' : decodeURIComponent(rawId);
	if (method === 'PATCH' && kind === 'departments' && id && !action) {
		const department = store.departments.get(id);
		if (!department) return fail(404, `No department ${id}`);
		return withBody(departmentChange, body, (change) => {
			if (change.name !== undefined) department.name = change.name;
			if (change.location !== undefined) department.location = change.location;
			if (change.phone_number !== undefined) department.phoneNumber = change.phone_number;
			if (change.active !== undefined) department.active = change.active;
			department.updatedAt = sandbox.clock.date();
			return ok(departmentView(department));
		});
	}
	if (method === 'PATCH' && kind === 'employees' && id && !action) {
		const employee = store.employees.get(id);
		if (!employee) return fail(404, `No employee ${id}`);
		return withBody(employeeChange, body, (change) => {
			changeEmployee(sandbox, employee, change);
			return ok({ id: employee.id, changed: Object.keys(change) });
		});
	}
	if (method === 'DELETE' && kind === 'employees' && id && !action) {
		if (!store.employees.delete(id)) return fail(404, `No employee ${id}`);
		return ok({ id, deleted: true });
	}
	if (method === 'POST' && kind === 'recoveries' && id && action === 'status') {
		const recovery = store.recoveries.get(id);
		if (!recovery) return fail(404, `No recovery ${id}`);
		return withBody(statusBody, body, ({ status }) => {
			moveRecovery(recovery, status);
			return ok({ recovery_number: recovery.recoveryNumber, status });
		});
	}
	if (method === 'POST' && kind === 'invitations' && id && action === 'last-sent') {
		const invitation = store.invitations.get(id);
		if (!invitation) return fail(404, `No invitation ${id}`);
		return withBody(lastSentBody, body, ({ secondsAgo }) => {
			invitation.lastSentAt = new Date(sandbox.clock.now() - secondsAgo * 1000);
			return ok({
				invite_id: invitation.inviteId,
				last_sent_at: invitation.lastSentAt.toISOString(),
			});
		});
	}
	return fail(404, `Unknown control route ${method} ${path}`);
}
