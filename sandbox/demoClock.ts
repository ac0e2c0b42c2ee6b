/** The demo clock: the account lives on its own, so a trigger has something to fire on. */
import type { Sandbox } from './state';
import { randomTransaction } from './data/seed';
import { moveRecovery } from './routes/recoveries';
import { RECOVERY_STATUSES } from './valueLists';

type Happening = (sandbox: Sandbox) => void;

const newTransaction: Happening = (sandbox) => {
	sandbox.store.addWalletTransaction(randomTransaction(sandbox.store, sandbox.random, new Date()));
};

const departmentChange: Happening = (sandbox) => {
	const departments = [...sandbox.store.departments.values()].filter(
		(department) => department.active,
	);
	if (!departments.length) return;
	const department = sandbox.random.pick(departments);
	department.phoneNumber = `+1 (512) 555-${sandbox.random.digits(4)}`;
	department.updatedAt = new Date();
};

const recoveryMoves: Happening = (sandbox) => {
	const recoveries = [...sandbox.store.recoveries.values()];
	if (!recoveries.length) return;
	const recovery = sandbox.random.pick(recoveries);
	const index = RECOVERY_STATUSES.indexOf(recovery.status);
	moveRecovery(recovery, RECOVERY_STATUSES[(index + 1) % RECOVERY_STATUSES.length]);
};

const employeeChange: Happening = (sandbox) => {
	const active = [...sandbox.store.employees.values()].filter(
		(employee) => employee.employment?.employment_status !== 'Terminated',
	);
	if (!active.length) return;
	const employee = sandbox.random.pick(active);
	const today = new Date().toISOString().slice(0, 10);
	employee.employment = {
		...employee.employment,
		employment_status: 'Terminated',
		termination_date: today,
	};
	employee.updatedAt = new Date();
};

const happenings: Happening[] = [newTransaction, departmentChange, recoveryMoves, employeeChange];

/** Every `seconds`, the next happening in turn; returns the function that stops the clock. */
export function startDemoClock(sandbox: Sandbox, seconds: number): () => void {
	let tick = 0;
	const timer = setInterval(() => {
		happenings[tick % happenings.length](sandbox);
		tick++;
	}, seconds * 1000);
	timer.unref();
	return () => clearInterval(timer);
}
