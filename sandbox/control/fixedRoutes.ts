/** The control routes at a fixed path: settings, the log, limits, tokens, faults, the clock. */
import type { Department } from '../data/store';
import type { Sandbox } from '../state';
import { addTransactions, departmentView } from './accountChanges';
import {
	clockBody,
	departmentBody,
	faultBody,
	labelHostBody,
	rateLimitBody,
	resetBody,
	transactionsBody,
} from './bodies';
import type { ControlReply } from './reply';
import { ok, withBody } from './reply';
import { snapshot } from './snapshot';

type FixedRoute = (sandbox: Sandbox, body: unknown) => ControlReply;

/** What `GET /__sandbox` answers: where the reads a person opens in a browser are. */
const CONTROL_INDEX = {
	about: "The sandbox's control API; every route is in sandbox/README.md, Control API",
	requests: '/__sandbox/requests',
	counters: '/__sandbox/counters',
	snapshot: '/__sandbox/snapshot',
	clock: '/__sandbox/clock',
};

/** Each route by `<method> <path>`, the path relative to /__sandbox. */
export const fixedRoutes = new Map<string, FixedRoute>([
	['GET ', () => ok(CONTROL_INDEX)],
	['GET /', () => ok(CONTROL_INDEX)],
	[
		'POST /reset',
		(sandbox, body) =>
			withBody(resetBody, body, (settings) => {
				sandbox.reseed(settings);
				return ok({ reset: true, settings: sandbox.settings });
			}),
	],
	['GET /counters', (sandbox) => ok(sandbox.counters)],
	['GET /requests', (sandbox) => ok(sandbox.log)],
	[
		'DELETE /requests',
		(sandbox) => {
			sandbox.clearLog();
			return ok({ cleared: true });
		},
	],
	['GET /snapshot', (sandbox) => ok(snapshot(sandbox))],
	[
		'PUT /rate-limit',
		(sandbox, body) =>
			withBody(rateLimitBody, body, (limit) => {
				sandbox.setRateLimit(limit.limit, limit.windowSeconds);
				return ok(limit);
			}),
	],
	[
		'POST /tokens/expire',
		(sandbox) => {
			sandbox.expireAllTokens();
			return ok({ expired: sandbox.tokens.size });
		},
	],
	[
		'POST /tokens/revoke',
		(sandbox) => {
			sandbox.revokeAllTokens();
			return ok({ revoked: sandbox.tokens.size });
		},
	],
	[
		'POST /faults',
		(sandbox, body) =>
			withBody(faultBody, body, ({ count, ...fault }) => {
				sandbox.faults.push({ ...fault, remaining: count });
				return ok({ armed: { ...fault, count } });
			}),
	],
	[
		'GET /clock',
		(sandbox) => ok({ now: sandbox.clock.date().toISOString(), stopped: sandbox.clock.stopped }),
	],
	[
		'POST /clock',
		(sandbox, body) =>
			withBody(clockBody, body, ({ advanceMs, stopAt, run }) => {
				if (stopAt !== undefined) sandbox.clock.stopAt(Date.parse(stopAt));
				if (run) sandbox.clock.stopAt(undefined);
				if (advanceMs !== undefined) sandbox.clock.advance(advanceMs);
				return ok({ now: sandbox.clock.date().toISOString(), stopped: sandbox.clock.stopped });
			}),
	],
	[
		'DELETE /faults',
		(sandbox) => {
			sandbox.faults = [];
			return ok({ cleared: true });
		},
	],
	[
		'PUT /label-host',
		(sandbox, body) =>
			withBody(labelHostBody, body, ({ host }) => {
				sandbox.labelHost = host;
				return ok({ host });
			}),
	],
	[
		'POST /wallet/transactions',
		(sandbox, body) =>
			withBody(transactionsBody, body, (request) => ok(addTransactions(sandbox, request))),
	],
	[
		'POST /departments',
		(sandbox, body) =>
			withBody(departmentBody, body, (request) => {
				const { store } = sandbox;
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
			}),
	],
]);
