/** What the control API changes in the account: wallet transactions, departments, employees. */
import type { z } from 'zod';

import { randomTransaction } from '../data/seed';
import type { Department, Employee, WalletTransaction } from '../data/store';
import type { Sandbox } from '../state';
import type { employeeChange, transactionRow, transactionsBody } from './bodies';

function transactionView(transaction: WalletTransaction) {
	return {
		id: transaction.id,
		status: transaction.status,
		transaction_type: transaction.type,
		raw_amount: transaction.rawAmount,
		currency_code: transaction.currency,
		created_at: transaction.createdAt.toISOString(),
	};
}

export function addTransactions(sandbox: Sandbox, body: z.infer<typeof transactionsBody>) {
	const { store, random } = sandbox;
	const rows: z.infer<typeof transactionRow>[] =
		body.transactions ?? Array.from({ length: body.count ?? 1 }, () => ({}));
	const now = sandbox.clock.now();
	const shared = body.createdAt ? new Date(body.createdAt) : undefined;
	return rows.map((row, index) => {
		// without a timestamp, rows of one call are a millisecond apart, in the order given
		const createdAt = row.created_at
			? new Date(row.created_at)
			: (shared ?? new Date(now - (rows.length - 1 - index)));
		const transaction = randomTransaction(store, random, createdAt, {
			status: row.status,
			type: row.transaction_type,
			rawAmount: row.raw_amount,
			currency: row.currency_code,
		});
		store.addWalletTransaction(transaction);
		return transactionView(transaction);
	});
}

export function departmentView(department: Department) {
	return {
		id: department.id,
		name: department.name,
		location: department.location,
		phone_number: department.phoneNumber,
		active: department.active,
	};
}

function departmentByName(sandbox: Sandbox, name: string): Department {
	const existing = sandbox.store.findActiveDepartment(name);
	if (existing) return existing;
	const department: Department = {
		id: sandbox.store.nextId('department', 5001),
		name: name.trim(),
		location: null,
		phoneNumber: null,
		active: true,
		updatedAt: sandbox.clock.date(),
	};
	sandbox.store.departments.set(department.id, department);
	return department;
}

export function changeEmployee(
	sandbox: Sandbox,
	employee: Employee,
	change: z.infer<typeof employeeChange>,
) {
	const direct: Array<[keyof typeof change, keyof Employee]> = [
		['first_name', 'firstName'],
		['last_name', 'lastName'],
		['work_email', 'workEmail'],
		['work_phone', 'workPhone'],
		['city', 'city'],
		['state', 'state'],
		['zip', 'zip'],
		['country', 'country'],
		['location_type', 'locationType'],
		['location_name', 'locationName'],
	];
	const target = employee as unknown as Record<string, unknown>;
	for (const [field, key] of direct) {
		if (change[field] !== undefined) target[key] = change[field];
	}
	if (change.department !== undefined) {
		employee.departmentId = change.department
			? departmentByName(sandbox, change.department).id
			: null;
	}
	const employmentFields = [
		'employment_status',
		'employment_type',
		'manager',
		'employment_start_date',
		'termination_date',
	] as const;
	if (employmentFields.some((field) => change[field] !== undefined)) {
		const employment = { ...employee.employment };
		for (const field of employmentFields) {
			if (change[field] !== undefined) employment[field] = change[field];
		}
		if (employment.employment_status !== 'Terminated') delete employment.termination_date;
		employee.employment = employment;
	}
	employee.updatedAt = sandbox.clock.date();
}
