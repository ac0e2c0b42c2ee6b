/** The control API at <origin>/__sandbox: tests and the demo change state and read what happened. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';

import {
	RECOVERY_STATUSES,
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES,
} from './valueLists';
import type { Department, Employee, WalletTransaction } from './data/store';
import { randomTransaction } from './data/seed';
import { moveRecovery } from './routes/recoveries';
import type { Sandbox } from './state';

interface ControlReply {
	status: number;
	body: unknown;
}

const ok = (body: unknown): ControlReply => ({ status: 200, body });
const fail = (status: number, message: string): ControlReply => ({ status, body: { message } });

const resetBody = z
	.object({
		seed: z.number().int().optional(),
		employees: z.number().int().min(0).optional(),
		transactions: z.number().int().min(0).optional(),
		campaigns: z.number().int().min(0).optional(),
		recoveries: z.number().int().min(0).optional(),
	})
	.strict();

const rateLimitBody = z
	.object({ limit: z.number().int().min(1), windowSeconds: z.number().positive() })
	.strict();

const faultBody = z
	.object({
		route: z.string().regex(/^(GET|POST|PUT|DELETE) \//),
		count: z.number().int().min(1).default(1),
		status: z.number().int().min(100).max(599).optional(),
		delayMs: z.number().int().min(0).max(60_000).optional(),
		malformed: z.boolean().optional(),
		drop: z.boolean().optional(),
		body: z.unknown().optional(),
		headers: z.record(z.string()).optional(),
	})
	.strict();

const transactionRow = z
	.object({
		status: z.enum(WALLET_TRANSACTION_STATUSES).optional(),
		transaction_type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
		raw_amount: z.number().positive().optional(),
		currency_code: z.enum(['USD', 'EUR', 'GBP']).optional(),
		created_at: z.string().datetime({ offset: true }).optional(),
	})
	.strict();

const transactionsBody = z
	.object({
		count: z.number().int().min(1).max(20_000).optional(),
		createdAt: z.string().datetime({ offset: true }).optional(),
		transactions: z.array(transactionRow).optional(),
	})
	.strict();

const departmentBody = z
	.object({
		name: z.string().trim().min(1),
		location: z.string().nullable().optional(),
		phone_number: z.string().nullable().optional(),
	})
	.strict();

const departmentChange = z
	.object({
		name: z.string().trim().min(1).optional(),
		location: z.string().nullable().optional(),
		phone_number: z.string().nullable().optional(),
		active: z.boolean().optional(),
	})
	.strict();

const employeeChange = z
	.object({
		first_name: z.string().optional(),
		last_name: z.string().optional(),
		work_email: z.string().email().optional(),
		work_phone: z.string().optional(),
		city: z.string().optional(),
		state: z.string().nullable().optional(),
		zip: z.string().optional(),
		country: z.string().length(2).optional(),
		location_type: z.string().optional(),
		location_name: z.string().optional(),
		department: z.string().nullable().optional(),
		employment_status: z.string().optional(),
		employment_type: z.string().optional(),
		manager: z.string().optional(),
		employment_start_date: z.string().optional(),
		termination_date: z.string().optional(),
	})
	.strict();

const clockBody = z
	.object({
		advanceMs: z.number().min(0).optional(),
		stopAt: z.string().datetime({ offset: true }).optional(),
		run: z.literal(true).optional(),
	})
	.strict();

const statusBody = z.object({ status: z.enum(RECOVERY_STATUSES) }).strict();
const lastSentBody = z.object({ secondsAgo: z.number().min(0) }).strict();
const labelHostBody = z.object({ host: z.enum(['127.0.0.1', 'localhost']) }).strict();

/** Runs `action` on the body when it fits the schema; a 400 naming the fields otherwise. */
function withBody<T>(
	schema: z.ZodType<T, z.ZodTypeDef, unknown>,
	body: unknown,
	action: (parsed: T) => ControlReply,
): ControlReply {
	const result = schema.safeParse(body ?? {});
	if (result.success) return action(result.data);
	return fail(
		400,
		result.error.issues
			.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
			.join('; '),
	);
}

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

function addTransactions(sandbox: Sandbox, body: z.infer<typeof transactionsBody>) {
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

function departmentView(department: Department) {
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

function changeEmployee(
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

function idsOf<T>(records: Iterable<T>, id: (record: T) => string | number) {
	const ids = [...records].map(id);
	return { count: ids.length, ids };
}

function snapshot(sandbox: Sandbox) {
	const { store } = sandbox;
	const recoveriesByCampaign: Record<string, string[]> = {};
	for (const recovery of store.recoveries.values()) {
		(recoveriesByCampaign[recovery.campaignNumber] ??= []).push(recovery.recoveryNumber);
	}
	return {
		employees: idsOf(store.employees.values(), (employee) => employee.id),
		departments: idsOf(store.departments.values(), (department) => department.id),
		costCenters: idsOf(store.costCenters.values(), (center) => center.code),
		tickets: idsOf(store.tickets.values(), (ticket) => ticket.id),
		legalHolds: idsOf(
			[...store.legalHolds.values()].filter((hold) => hold.active),
			(hold) => hold.id,
		),
		orders: idsOf(store.deploymentOrders, (order) => order.orderNumber),
		labels: idsOf(store.labels.values(), (label) => label.id),
		invitations: idsOf(store.invitations.values(), (invitation) => invitation.inviteId),
		walletTransactions: idsOf(store.walletTransactions, (transaction) => transaction.id),
		recoveries: idsOf(store.recoveries.values(), (recovery) => recovery.recoveryNumber),
		recoveriesByCampaign,
	};
}

/** What `GET /__sandbox` answers: where the reads a person opens in a browser are. */
const CONTROL_INDEX = {
	about: "The sandbox's control API; every route is in sandbox/README.md, Control API",
	requests: '/__sandbox/requests',
	counters: '/__sandbox/counters',
	snapshot: '/__sandbox/snapshot',
	clock: '/__sandbox/clock',
};

function route(sandbox: Sandbox, method: string, path: string, body: unknown): ControlReply {
	const key = `${method} ${path}`;
	const { store } = sandbox;
	switch (key) {
		case 'GET ':
		case 'GET /':
			return ok(CONTROL_INDEX);
		case 'POST /reset':
			return withBody(resetBody, body, (settings) => {
				sandbox.reseed(settings);
				return ok({ reset: true, settings: sandbox.settings });
			});
		case 'GET /counters':
			return ok(sandbox.counters);
		case 'GET /requests':
			return ok(sandbox.log);
		case 'DELETE /requests':
			sandbox.clearLog();
			return ok({ cleared: true });
		case 'GET /snapshot':
			return ok(snapshot(sandbox));
		case 'PUT /rate-limit':
			return withBody(rateLimitBody, body, (limit) => {
				sandbox.setRateLimit(limit.limit, limit.windowSeconds);
				return ok(limit);
			});
		case 'POST /tokens/expire':
			sandbox.expireAllTokens();
			return ok({ expired: sandbox.tokens.size });
		case 'POST /tokens/revoke':
			sandbox.revokeAllTokens();
			return ok({ revoked: sandbox.tokens.size });
		case 'POST /faults':
			return withBody(faultBody, body, ({ count, ...fault }) => {
				sandbox.faults.push({ ...fault, remaining: count });
				return ok({ armed: { ...fault, count } });
			});
		case 'GET /clock':
			return ok({ now: sandbox.clock.date().toISOString(), stopped: sandbox.clock.stopped });
		case 'POST /clock':
			return withBody(clockBody, body, ({ advanceMs, stopAt, run }) => {
				if (stopAt !== undefined) sandbox.clock.stopAt(Date.parse(stopAt));
				if (run) sandbox.clock.stopAt(undefined);
				if (advanceMs !== undefined) sandbox.clock.advance(advanceMs);
				return ok({ now: sandbox.clock.date().toISOString(), stopped: sandbox.clock.stopped });
			});
		case 'DELETE /faults':
			sandbox.faults = [];
			return ok({ cleared: true });
		case 'PUT /label-host':
			return withBody(labelHostBody, body, ({ host }) => {
				sandbox.labelHost = host;
				return ok({ host });
			});
		case 'POST /wallet/transactions':
			return withBody(transactionsBody, body, (request) => ok(addTransactions(sandbox, request)));
		case 'POST /departments':
			return withBody(departmentBody, body, (request) => {
				const department: Department = {
					id: store.nextId('department', 5001),
					name: request.name,
					location: request.location ?? null,
					phoneNumber: request.phone_number ?? null,
					active: true,
					updatedAt: sandbox.clock.date(),
				};
				store.departments.set(department.id, department);
				return ok(departmentView(department));
			});
	}

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
	return fail(404, `Unknown control route ${key}`);
}

function readJson(req: IncomingMessage): Promise<unknown> {
	return new Promise((resolve, reject) => {
		const chunks: Buffer[] = [];
		req.on('data', (chunk: Buffer) => chunks.push(chunk));
		req.on('end', () => {
			const text = Buffer.concat(chunks).toString('utf8').trim();
			if (!text) return resolve(undefined);
			try {
				resolve(JSON.parse(text));
			} catch (error) {
				reject(error);
			}
		});
		req.on('error', reject);
	});
}

const invalidJson = Symbol('invalid JSON');

export async function handleControl(
	sandbox: Sandbox,
	req: IncomingMessage,
	res: ServerResponse,
	url: URL,
): Promise<void> {
	let result: ControlReply;
	const body = await readJson(req).catch(() => invalidJson);
	if (body === invalidJson) {
		result = fail(400, 'The control API takes a JSON body');
	} else {
		try {
			result = route(sandbox, req.method ?? 'GET', url.pathname.slice('/__sandbox'.length), body);
		} catch (error) {
			result = fail(500, `The control API failed: ${(error as Error).message}`);
		}
	}
	res.writeHead(result.status, { 'Content-Type': 'application/json; charset=utf-8' });
	res.end(JSON.stringify(result.body));
}
