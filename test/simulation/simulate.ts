/**
 * Plays a history against the sandbox: the trigger's real code in n8n-core's PollContext (the
 * engine harness's createPoller), the account changed through the sandbox's control API, faults
 * armed on the sandbox, and every emitted item checked against the reference model.
 */
// the poll context's logger is n8n-core's own (its copies of these packages, not the top-level ones)
import { Logger } from 'n8n-core/node_modules/@n8n/backend-common';
import { Container } from 'n8n-core/node_modules/@n8n/di';
import { sleep, type IDataObject, type INodeParameters } from 'n8n-workflow';

import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';
import { AssetLifecycleTrigger } from '../../nodes/AssetLifecycleTrigger/AssetLifecycleTrigger.node';
import { RECOVERY_STATUSES, WALLET_TRANSACTION_TYPES } from '../../nodes/shared/options';
import { pollLimits } from '../../nodes/AssetLifecycleTrigger/budget';
import { transportLimits } from '../../nodes/shared/transport/limits';
import type { RunningSandbox } from '../../sandbox';
import {
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES as SANDBOX_TRANSACTION_TYPES,
} from '../../sandbox/valueLists';
import {
	createPoller,
	type Poller,
	type PollResult,
	type StaticDataPersistence,
} from '../engine/harness';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { fullAccess } from '../engine/support';
import { sandboxControl } from '../sandboxControl';
import type { Change, Fault, History, SimulatedEvent, Step } from './history';
import { ReferenceModel, type Before, type Expected, type Value, type Verdicts } from './model';
import { EDIT_VALUES, emittedEmployeeValues, employeeValues, TRACKED_FIELDS } from './tracked';
import { VirtualTime } from './virtualTime';

export interface Outcome extends Verdicts {
	polls: number;
	overBudget: string[];
	/** The largest static data the trigger kept, in bytes, and the bound it must stay under. */
	stateBytes: number;
	stateBound: number;
}

/** No waits: a retry that would need a backoff fails at once, a slow answer times out at once. */
export const SIMULATION_LIMITS = { maxWaitSeconds: 0, requestTimeoutMs: 150 };
const TIMEOUT_DELAY_MS = 200;

/** Whether a poll group's outcome (a result, results side by side, or `{ error }`) timed out. */
const timedOut = (answered: unknown) =>
	[answered].flat().some((poll) => /timeout/i.test(String((poll as { error?: unknown })?.error)));

const AUTH_ROUTES = new Set(['POST /auth/login', 'POST /refresh-token']);

const ROUTES: Record<SimulatedEvent, string[]> = {
	walletTransaction: ['GET /wallet/transactions'],
	departmentChanged: ['GET /departments'],
	recoveryStatusChanged: ['GET /recover/campaigns', 'GET /recover/campaign/:campaignNumber'],
	employeeChanged: ['GET /employees', 'GET /employees/:id'],
};

/** The transactions' currencies, drawn in turn (the sandbox's cost centers hold these). */
const CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

function faultBody(fault: Fault, route: string): IDataObject {
	const past = String(Math.floor(Date.now() / 1000) - 3600);
	switch (fault) {
		case '429 RateLimit-Reset 0':
			return {
				route,
				status: 429,
				headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '0' },
			};
		case '429 RateLimit-Reset past':
			return {
				route,
				status: 429,
				headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': past },
			};
		case '429 Retry-After 0':
			return { route, status: 429, headers: { 'Retry-After': '0' } };
		case '429 no header':
			return { route, status: 429 };
		case '500':
		case '503':
			return { route, status: Number(fault) };
		case 'timeout':
			return { route, delayMs: TIMEOUT_DELAY_MS, status: 200, body: {} };
		case 'malformed':
			return { route, malformed: true };
		case 'drop':
			return { route, drop: true };
	}
}

const WANTED_STATUSES = ['Box Received', 'Delivered'];

/** What Chosen Campaigns and Listed Recoveries name: the first campaign, two recoveries. */
interface ListedScope {
	campaign: number;
	recoveries: string[];
}

/** The trigger's parameters for a filter number (0: none). */
function parametersOf(event: SimulatedEvent, filter: number, budget: number, scopeOf: ListedScope) {
	const parameters: INodeParameters = { event, options: { maxRequestsPerPoll: budget } };
	switch (event) {
		case 'walletTransaction':
			parameters.filters = [
				{},
				{ currencyCode: 'USD' },
				{ status: 'Debit' },
				{ type: WALLET_TRANSACTION_TYPES[0] },
			][filter % 4];
			break;
		case 'departmentChanged':
			parameters.excludeDeactivations = filter % 2 === 1;
			break;
		case 'employeeChanged':
			parameters.onlyTerminations = filter % 2 === 1;
			break;
		case 'recoveryStatusChanged':
			parameters.scope = ['allCampaigns', 'allCampaigns', 'campaigns', 'recoveries'][filter % 4];
			if (filter === 1) parameters.newStatuses = WANTED_STATUSES;
			if (filter === 2) parameters.campaignNumbers = [String(scopeOf.campaign)];
			if (filter === 3) parameters.recoveryNumbers = scopeOf.recoveries.join(', ');
			break;
	}
	return parameters;
}

const json = (value: unknown[]): Value => JSON.stringify(value);
const parse = (value: Value) => (value === null ? null : (JSON.parse(value) as unknown[]));
const isTerminated = (status: unknown) => String(status ?? '').toLowerCase() === 'terminated';

/** Each event's records as the model tracks them, from the sandbox's store. */
function recordsOf(sandbox: RunningSandbox, event: SimulatedEvent): Map<string, Value> {
	const store = sandbox.sandbox.store;
	const records = new Map<string, Value>();
	switch (event) {
		case 'walletTransaction':
			for (const row of store.walletTransactions)
				records.set(row.id, json([row.currency, row.status, row.type]));
			break;
		case 'departmentChanged':
			for (const row of store.departments.values())
				records.set(row.id, json([row.name, row.location, row.phoneNumber, row.active]));
			break;
		case 'recoveryStatusChanged':
			for (const row of store.recoveries.values())
				records.set(row.recoveryNumber, json([row.status]));
			break;
		case 'employeeChanged':
			for (const row of store.employees.values())
				records.set(row.id, json(employeeValues(store, row)));
			break;
	}
	return records;
}

/** A tracked field's place in the model's values. */
const placeOf = (event: SimulatedEvent, field: string) =>
	(TRACKED_FIELDS[event] as readonly string[]).indexOf(field);

/**
 * What an item says the record was before, by the places of the tracked values (`itemRecord`):
 * departments name every changed value in `previous`, employees their status and termination date.
 */
function itemBefore(event: SimulatedEvent, item: IDataObject): Before {
	if (item.previous === null) return null;
	const previous = item.previous as IDataObject | undefined;
	if (previous === undefined) return undefined;
	return Object.fromEntries(
		Object.entries(previous)
			.filter(([field]) => placeOf(event, field) !== -1)
			.map(([field, value]) => [placeOf(event, field), value ?? null]),
	);
}

/** The record an emitted item is about, and its tracked values as the item shows them. */
function itemRecord(event: SimulatedEvent, item: IDataObject): [string, Value] {
	switch (event) {
		case 'walletTransaction':
			return [String(item.id), json([item.currency_code, item.status, item.transaction_type])];
		case 'departmentChanged':
			return [
				String(item.id),
				json([item.name, item.location ?? null, item.phone_number ?? null, item.active]),
			];
		case 'recoveryStatusChanged':
			// Listed Recoveries read the status endpoint, which does not name the campaign
			return [String(item.recovery_number), json([item.status])];
		case 'employeeChanged':
			return [String(item.id), json(emittedEmployeeValues(item))];
	}
}

/** Which changes must become events under the filters in force. */
function expectedUnder(
	event: SimulatedEvent,
	parameters: INodeParameters,
	campaignOf: (recoveryNumber: string) => string,
): Expected {
	switch (event) {
		case 'walletTransaction': {
			const filters = parameters.filters as IDataObject;
			return (before, after) => {
				const row = parse(after);
				if (before !== null || row === null) return false;
				return (
					(filters.currencyCode === undefined || row[0] === filters.currencyCode) &&
					(filters.status === undefined || row[1] === filters.status) &&
					(filters.type === undefined || row[2] === filters.type)
				);
			};
		}
		case 'departmentChanged':
			return (before, after) => {
				const [was, now] = [parse(before), parse(after)];
				if (now === null) return false;
				if (was === null) return now[3] === true;
				const deactivated = was[3] === true && now[3] === false;
				return !(deactivated && parameters.excludeDeactivations === true);
			};
		case 'recoveryStatusChanged':
			return (_before, after, key) => {
				const now = parse(after);
				if (now === null) return false;
				const chosen = parameters.campaignNumbers as string[] | undefined;
				const listed = parameters.recoveryNumbers as string | undefined;
				const wanted = parameters.newStatuses as string[] | undefined;
				return (
					(chosen === undefined || chosen.includes(campaignOf(key))) &&
					(listed === undefined || listed.split(', ').includes(key)) &&
					(wanted === undefined || wanted.includes(String(now[0])))
				);
			};
		case 'employeeChanged':
			return (before, after) => {
				const [was, now] = [parse(before), parse(after)];
				if (now === null) return false;
				if (parameters.onlyTerminations !== true) return true;
				const status = placeOf('employeeChanged', 'employment_status');
				return was !== null && isTerminated(now[status]) && !isTerminated(was[status]);
			};
	}
}

/**
 * Whether the static data as saved holds a completed baseline for the parameters in force (the
 * same event and scope as the state in memory): a restart then compares with it and starts no
 * new baseline, whatever later polls left unsaved.
 */
function savedBaselineComplete(poller: Poller): boolean {
	const stateOf = (node: IDataObject) => node.assetLifecycleTrigger as IDataObject | undefined;
	const saved = stateOf(poller.savedNodeData());
	const memory = stateOf(poller.memoryNodeData());
	if (!saved || !memory || saved.event !== memory.event || saved.scope !== memory.scope) {
		return false;
	}
	const data = saved.data as IDataObject;
	return saved.event === 'walletTransaction'
		? data.baseline === undefined
		: data.baselined === true;
}

/**
 * A poll's requests that count against its budget: the credential's login and refresh apart, and
 * so the request the API refused because the token had expired, which n8n-core sends again once
 * the credential renewed it (counted once by the trigger's meter, as the README says).
 */
const budgeted = (entry: { route?: string | null; status?: number }) =>
	!AUTH_ROUTES.has(entry.route ?? '') && entry.status !== 401;

/**
 * Runs histories against one sandbox, reset between them. Each history starts from nothing the
 * one before left: the account reseeded, its own base path (the transport's rate-limit memory and
 * the credential's token renewals are kept per base URL), its own workflow id (the trigger's poll
 * lock is kept per workflow and node), a new credential store, and time from the same instant.
 */
export class Simulator {
	private timeoutsInFlight = false;
	private histories = 0;

	constructor(private readonly running: RunningSandbox) {}

	private control = async (method: string, path: string, body?: unknown) =>
		await sandboxControl(this.running.origin, method, path, body);

	async run(history: History, persist: StaticDataPersistence): Promise<Outcome> {
		// a timed-out request of the last history may still be in the sandbox: let it land first
		if (this.timeoutsInFlight) await sleep(3 * TIMEOUT_DELAY_MS);
		this.timeoutsInFlight = false;
		const time = new VirtualTime(this.running.origin);
		this.histories++;
		this.running.sandbox.reseed(history.account);
		this.running.sandbox.settings.basePath = `/history-${this.histories}`;
		await time.install();
		try {
			return await this.play(history, persist, time);
		} finally {
			this.running.sandbox.beforeAnswer = undefined;
			await time.uninstall();
		}
	}

	private async play(
		history: History,
		persist: StaticDataPersistence,
		time: VirtualTime,
	): Promise<Outcome> {
		const { event } = history;
		const running = this.running;
		const store = () => running.sandbox.store;
		const pollMs = (history.pollMinutes ?? 1) * 60_000;
		const listedScope: ListedScope = {
			campaign: [...store().campaigns.keys()][0] ?? 0,
			recoveries: [...store().recoveries.keys()].slice(0, 2),
		};
		const credentials = new HarnessCredentialsHelper([new AssetLifecycleApi()]).add(
			'assetLifecycleApi',
			{ baseUrl: `${running.origin}${running.sandbox.settings.basePath}`, ...fullAccess },
		);
		const workflowId = `simulated-history-${this.histories}`;
		const model = new ReferenceModel();
		const outcome = { polls: 0, overBudget: [] as string[], stateBytes: 0, stateBound: 0 };
		let budget = history.budget;
		let filter = history.filter;
		let parameters = parametersOf(event, filter, budget, listedScope);
		const campaignOf = (recoveryNumber: string) =>
			String(store().recoveries.get(recoveryNumber)?.campaignNumber);
		let expected = expectedUnder(event, parameters, campaignOf);
		let poller!: Poller;
		// classic persistence: a baseline completed by polls that emitted nothing is only in memory
		// until the next save; a restart before it starts the baseline again (n8n saves nothing else)
		let unsavedBaseline = false;
		// the polls at which transactions were written (after that poll, or during it)
		const writes: number[] = [];
		// a change armed to happen while the next poll reads, before its nth request
		let armed: { request: number; change: Change } | undefined;

		const observe = () => {
			const records = recordsOf(running, event);
			for (const [key, value] of records) model.observe(key, value, outcome.polls);
			for (const key of model.keys()) {
				if (!records.has(key)) model.observe(key, null, outcome.polls);
			}
		};

		const deliver = (result: PollResult) => {
			const base = this.bound(history, budget);
			// a batch written while a backlog is read moves its oldest unread row onto the next page:
			// the backlog asks again, and at a small budget that is a poll more
			const bound = (changedAt: number) =>
				base + writes.filter((writtenAt) => writtenAt >= changedAt).length;
			let newest: number | undefined;
			for (const item of result.items) {
				const [key, value] = itemRecord(event, item);
				model.emitted(key, value, outcome.polls, expected, itemBefore(event, item), bound);
				if (event === 'walletTransaction') {
					const createdAt = Date.parse(String(item.created_at));
					model.ordered(key, createdAt, outcome.polls, newest);
					newest = Math.max(newest ?? -Infinity, createdAt);
				}
			}
		};

		/** One poll group (one poll, or polls side by side): its requests against the budget. */
		const metered = async <T>(polls: number, step: () => Promise<T>): Promise<T> => {
			running.sandbox.clearLog();
			outcome.polls += polls;
			if (running.sandbox.faults.length > 0) model.disturbed(outcome.polls);
			let requests = 0;
			const change = armed;
			armed = undefined;
			running.sandbox.beforeAnswer = async (route) => {
				if (AUTH_ROUTES.has(route) || ++requests !== change?.request) return;
				await this.apply(change.change, history, filter);
				if (change.change.kind === 'transactions') writes.push(outcome.polls);
				observe();
			};
			let answered: unknown;
			try {
				answered = await step();
				return answered as T;
			} catch (error) {
				answered = { error };
				throw error;
			} finally {
				running.sandbox.beforeAnswer = undefined;
				// a timed-out request (an armed delay, or any request on a loaded machine) fails the poll
				// and is logged when the sandbox answers it, after the client gave up: waited for here, so
				// that it counts in this poll and not the next (with room for a loaded machine)
				if (timedOut(answered)) {
					model.disturbed(outcome.polls);
					await sleep(3 * TIMEOUT_DELAY_MS);
				}
				const sent = running.sandbox.log.filter(budgeted);
				if (sent.length > budget) {
					outcome.overBudget.push(
						`poll ${outcome.polls}: ${sent.length} requests, budget ${budget}`,
					);
				}
				outcome.stateBytes = Math.max(outcome.stateBytes, poller.saved.length);
			}
		};

		/** A scheduled poll: one Poll Time after the last. */
		const poll = async () => {
			await time.advance(pollMs);
			const result = await metered(1, async () => await poller.poll());
			deliver(result);
		};

		const activate = async (saved: string, activation: 'activate' | 'init') => {
			model.disturbed(outcome.polls + 1);
			poller = createPoller({
				nodeType: new AssetLifecycleTrigger(),
				parameters,
				credentials,
				persist,
				savedStaticData: saved,
				workflowId,
			});
			// n8n retries an activation that failed; the armed faults run out
			for (let attempt = 0; ; attempt++) {
				try {
					deliver(await metered(1, async () => await poller.activate(activation)));
					break;
				} catch (error) {
					if (attempt === 10) throw error;
				}
			}
		};

		/** Quiet polls until a new baseline is complete (the README's bound), then the model's. */
		const baseline = async () => {
			unsavedBaseline = false;
			for (let i = 0; i < this.bound(history, budget) + (persist === 'durableCursors' ? 1 : 0); i++)
				await poll();
			observe();
			model.rebaseline();
			unsavedBaseline = persist === 'n8n' && !savedBaselineComplete(poller);
			baselineSaved = poller.saved;
		};
		let baselineSaved = '';

		const rebuild = async (saved: string, activation: 'activate' | 'init') => {
			const stillUnsaved = unsavedBaseline && saved === baselineSaved;
			await activate(saved, activation);
			if (stillUnsaved) await baseline();
		};

		await activate('{}', 'activate');
		await baseline();

		for (const step of history.steps) {
			if (poller.saved !== baselineSaved) unsavedBaseline = false;
			if (step.kind === 'during') {
				armed = { request: step.request, change: step.change };
			} else if (step.kind !== 'pause') {
				// changes and faults a second apart, so that no two share an instant
				await time.advance(1000);
				await this.apply(step, history, filter);
				if (step.kind === 'transactions') writes.push(outcome.polls);
			}
			observe();
			switch (step.kind) {
				case 'poll':
				case 'during':
					await poll();
					break;
				case 'twice':
					// one occurrence of the schedule, run twice
					await poll();
					deliver(await metered(1, async () => await poller.poll()));
					break;
				case 'overlap': {
					await time.advance(pollMs);
					model.disturbed(outcome.polls + 2);
					const results = await metered(2, async () => Promise.all([poller.poll(), poller.poll()]));
					results.forEach(deliver);
					break;
				}
				case 'abandon': {
					const before = poller.saved;
					await time.advance(pollMs);
					await metered(1, async () => await poller.poll());
					await rebuild(before, 'init');
					break;
				}
				case 'restart':
					await rebuild(poller.saved, 'init');
					break;
				case 'reactivateWorkflow':
					await rebuild(poller.saved, 'activate');
					break;
				case 'budget':
					budget = step.budget;
					parameters = parametersOf(event, filter, budget, listedScope);
					await rebuild(poller.saved, 'activate');
					break;
				case 'filter':
					filter = step.filter;
					parameters = parametersOf(event, filter, budget, listedScope);
					expected = expectedUnder(event, parameters, campaignOf);
					await activate(poller.saved, 'activate');
					await baseline();
					break;
				case 'pause':
					await time.advance(step.minutes * 60_000);
					break;
				default:
					break;
			}
		}

		// the history is over: no more faults, and polls for as long as the README's bound
		running.sandbox.faults = [];
		observe();
		const settle = this.bound(history, budget);
		for (let i = 0; i < settle; i++) await poll();
		model.settle(expected);
		outcome.stateBound = this.stateBound(event);
		return { ...outcome, ...model.verdicts };
	}

	/** The polls within which the README says a change is emitted, with no fault. */
	bound(history: History, budget: number): number {
		const store = this.running.sandbox.store;
		const pages = (count: number, size: number) => Math.ceil(count / size);
		switch (history.event) {
			case 'walletTransaction':
				// page 1, then a backlog from its oldest end, budget − 1 pages a poll
				return 2 + pages(store.walletTransactions.length, 100 * Math.max(1, budget - 1));
			case 'departmentChanged':
				return 1 + pages(pages(store.departments.size, 50), budget);
			case 'employeeChanged':
				return 2 * pages(pages(store.employees.size, 100), budget) + 1;
			case 'recoveryStatusChanged': {
				const perCampaign = new Map<number, number>();
				for (const recovery of store.recoveries.values())
					perCampaign.set(
						recovery.campaignNumber,
						(perCampaign.get(recovery.campaignNumber) ?? 0) + 1,
					);
				// the campaign list's largest page is 25 campaigns (the sandbox's README), not 100
				let full = pages(store.campaigns.size, 25);
				for (const campaign of store.campaigns.keys())
					full += Math.max(1, pages(perCampaign.get(campaign) ?? 0, 100));
				// the full sweep's requests a poll: a quarter of the budget, every other poll at 1
				const fullShare = budget === 1 ? 0.5 : Math.ceil(budget / 4);
				return Math.ceil(full / fullShare) + 1;
			}
		}
	}

	/** The static data's size bound: a few dozen bytes a record, as the README measures. */
	private stateBound(event: SimulatedEvent): number {
		const store = this.running.sandbox.store;
		const records = {
			walletTransaction: store.walletTransactions.length,
			departmentChanged: store.departments.size,
			recoveryStatusChanged: store.recoveries.size + store.campaigns.size,
			employeeChanged: store.employees.size,
		}[event];
		return 2_048 + 100 * records;
	}

	/** An account change or an armed fault; n8n's steps are played by `run`. */
	private async apply(step: Step, history: History, filter: number): Promise<void> {
		const store = this.running.sandbox.store;
		const nth = <T>(values: Iterable<T>, pick: number): T | undefined => {
			const list = [...values];
			return list.length ? list[pick % list.length] : undefined;
		};
		switch (step.kind) {
			case 'fault': {
				const routes = ROUTES[history.event];
				await this.control(
					'POST',
					'/faults',
					faultBody(step.fault, routes[step.route % routes.length]),
				);
				if (step.fault === 'timeout') this.timeoutsInFlight = true;
				return;
			}
			case 'transactions': {
				// each row's currency, status and type drawn in turn, so that every filter lets some through
				const of = <T>(values: readonly T[], i: number) =>
					values[(step.kindOf + i) % values.length];
				const transactions = Array.from({ length: step.count }, (_, i) => ({
					currency_code: of(CURRENCIES, i),
					status: of(WALLET_TRANSACTION_STATUSES, i),
					transaction_type: of(SANDBOX_TRANSACTION_TYPES, i),
				}));
				const createdAt = new Date(Date.now() - step.lagMinutes * 60_000).toISOString();
				await this.control('POST', '/wallet/transactions', {
					transactions,
					...(step.lagMinutes ? { createdAt } : {}),
				});
				return;
			}
			case 'move': {
				const recovery = nth(store.recoveries.values(), step.pick);
				if (recovery)
					await this.control('POST', `/recoveries/${recovery.recoveryNumber}/status`, {
						status: RECOVERY_STATUSES[step.status % RECOVERY_STATUSES.length],
					});
				return;
			}
			default:
				break;
		}
		if (history.event === 'departmentChanged') {
			const department = nth(store.departments.values(), 'pick' in step ? step.pick : 0);
			if (step.kind === 'create') {
				await this.control('POST', '/departments', { name: `Dept ${store.departments.size}` });
			} else if (department && step.kind === 'edit') {
				await this.control('PATCH', `/departments/${department.id}`, {
					[step.field]: EDIT_VALUES[step.field][step.value % 4],
				});
			} else if (department && (step.kind === 'deactivate' || step.kind === 'reactivate')) {
				await this.control('PATCH', `/departments/${department.id}`, {
					active: step.kind === 'reactivate',
				});
			}
			return;
		}
		if (history.event !== 'employeeChanged') return;
		const employee = nth(store.employees.values(), 'pick' in step ? step.pick : 0);
		const patch = async (change: IDataObject) =>
			employee &&
			(await this.control('PATCH', `/employees/${encodeURIComponent(employee.id)}`, change));
		switch (step.kind) {
			case 'create': {
				// a creation under the terminations filter is never an event, and its first read unknown
				if (filter % 2 === 1 || !employee) return;
				const id = store.nextId('employee', 10_001);
				store.employees.set(id, {
					...structuredClone(employee),
					id,
					workEmail: `new.${id}@acme-sandbox.example`,
					updatedAt: new Date(),
				});
				return;
			}
			case 'delete':
				if (employee) await this.control('DELETE', `/employees/${encodeURIComponent(employee.id)}`);
				return;
			case 'edit':
				await patch({ [step.field]: EDIT_VALUES[step.field][step.value % 4] });
				return;
			case 'terminate':
				await patch({ employment_status: 'Terminated', termination_date: '2026-11-20' });
				return;
			case 'reinstate':
				await patch({ employment_status: 'Active' });
				return;
			default:
				return;
		}
	}
}

/**
 * No waits in the transport, and n8n's log quiet (a history's yields and skipped overlapping polls
 * would print thousands of warnings); returns what undoes both.
 */
export function useSimulationLimits(): () => void {
	const user = { ...transportLimits };
	const ceiling = pollLimits.idleQuotaCeiling;
	Object.assign(transportLimits, SIMULATION_LIMITS);
	// the histories pin Max Requests per Poll, as on an account whose other workflows spend the
	// quota; reading on an idle quota is tested in test/engine/trigger/deadline.test.ts
	pollLimits.idleQuotaCeiling = 0;
	const logger = Container.get(Logger);
	const warn = logger.warn;
	logger.warn = () => undefined;
	return () => {
		Object.assign(transportLimits, user);
		pollLimits.idleQuotaCeiling = ceiling;
		logger.warn = warn;
	};
}
