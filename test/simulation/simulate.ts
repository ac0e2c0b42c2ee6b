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
import { WALLET_LOOKBACK_MS } from '../../nodes/AssetLifecycleTrigger/budget';
import { RECOVERY_STATUSES, WALLET_TRANSACTION_TYPES } from '../../nodes/shared/options';
import {
	API_REQUESTS_PER_MINUTE,
	pollLimits,
	QUOTA_RESERVE_SHARE,
} from '../../nodes/AssetLifecycleTrigger/budget';
import { RequestMeter } from '../../nodes/AssetLifecycleTrigger/poll';
import { transportLimits } from '../../nodes/shared/transport/limits';
import type { RunningSandbox } from '../../sandbox';
import { moveRecovery } from '../../sandbox/routes/recoveries';
import type { RequestLogEntry } from '../../sandbox/state';
import {
	WALLET_TRANSACTION_STATUSES,
	WALLET_TRANSACTION_TYPES as SANDBOX_TRANSACTION_TYPES,
} from '../../sandbox/valueLists';
import {
	createPoller,
	POLL_NODE_NAME,
	type Poller,
	type PollResult,
	type StaticDataPersistence,
} from '../engine/harness';
import { HarnessCredentialsHelper } from '../engine/harness/credentials-helper';
import { fullAccess } from '../engine/support';
import { sandboxControl } from '../sandboxControl';
import {
	READ_ROUTES,
	type Change,
	type Fault,
	type History,
	type SimulatedEvent,
	type Step,
} from './history';
import { ReferenceModel, type Expected, type Value, type Verdicts } from './model';
import { EDIT_VALUES, emittedEmployeeValues, employeeValues, TRACKED_FIELDS } from './tracked';
import { completionBound, emissionBound } from './bounds';
import { Liveness } from './liveness';
import { crossings, Neighbours, OtherClient } from './neighbours';
import { currentVersion, stateFormat, storedState } from './stateFormats';
import type { Progress } from './stateFormats/format';
import { VirtualTime } from './virtualTime';
import { compareWhole, describer, renderingOf } from './wholeEvents';

export interface Outcome extends Verdicts {
	polls: number;
	overBudget: string[];
	/** Baselines, passes and backlogs that did not complete within their bound (liveness.ts). */
	unfinished: string[];
	/** Requests sent with another credential's token, or to another account (neighbours.ts). */
	crossAccount: string[];
	/** Polls that turned without sending a request (on the stopped clock they would never end). */
	spinning: string[];
	/** Polls that read past Max Requests per Poll (on the real quota, while nobody else spent it). */
	beyondBudget: number;
	/** Polls that sent beyond the budget as many requests as the idle-quota ceiling admits. */
	atCeiling: number;
	/** Polls that stopped short of their budget to leave the quota to others. */
	yielded: number;
	/** The largest static data the trigger kept, in bytes, and the bound it must stay under. */
	stateBytes: number;
	stateBound: number;
}

/** No waits: a retry that would need a backoff fails at once, a slow answer times out at once. */
export const SIMULATION_LIMITS = { maxWaitSeconds: 0, requestTimeoutMs: 150 };

/** The trigger's idle-quota ceiling as the package ships it (histories on the real quota read to it). */
const IDLE_QUOTA_CEILING = pollLimits.idleQuotaCeiling;

/** The statuses in which a recovery has settled (docs/trigger.md, Recoveries). */
const SETTLED_STATUSES = [
	'Box Received',
	'Already Returned',
	'Cancelled',
	'Recovery Failed',
] as const;

/**
 * A poll that asks its meter this many times in a row without a request turns without sending: on
 * the simulated clock, which stands still during a poll, it would never end. The meter then stops
 * it, and the history fails.
 */
const TURNS_WITHOUT_SENDING = 1_000;
/** The polls the watch on the meter stopped since the last poll group was checked. */
const spins: string[] = [];
const TIMEOUT_DELAY_MS = 200;

/** Whether a poll group's outcome (a result, results side by side, or `{ error }`) timed out. */
const timedOut = (answered: unknown) =>
	[answered].flat().some((poll) => /timeout/i.test(String((poll as { error?: unknown })?.error)));

const CHANGES = new Set<string>([
	'create',
	'delete',
	'edit',
	'terminate',
	'reinstate',
	'deactivate',
	'reactivate',
	'move',
	'transactions',
]);
const isChange = (step: Step): step is Change => CHANGES.has(step.kind);

/**
 * A change armed to happen before the `request`th request of a poll (to `route`, if given), or
 * `acrossPolls`, counted over the polls that follow.
 */
interface Armed {
	request: number;
	route?: string;
	change: Change;
	acrossPolls?: boolean;
}

/**
 * Changes a baseline's reads settle either way, so that the model, which takes the account when the
 * baseline completes for the baseline, is sure of them while one reads: a new record is read by
 * the baseline (it lands on the last page, or restarts the wallet's first read), a deleted one is
 * gone whether it was read or not. An edit is not: the baseline may have read the record before.
 */
function safeDuringBaseline(event: SimulatedEvent, change: Change): boolean {
	switch (event) {
		case 'walletTransaction':
			return change.kind === 'transactions';
		case 'departmentChanged':
			return change.kind === 'create';
		case 'employeeChanged':
			return change.kind === 'create' || change.kind === 'delete';
		case 'recoveryStatusChanged':
			return false;
	}
}

const AUTH_ROUTES = new Set(['POST /auth/login', 'POST /refresh-token']);

type Answer = Pick<RequestLogEntry, 'status' | 'quotaRemaining'>;

/** An answer after which the meter leaves the quota to others: a 429, or less than the reserve. */
const yields = ({ status, quotaRemaining }: Answer, limit: number) =>
	status === 429 || (quotaRemaining !== null && quotaRemaining < limit * QUOTA_RESERVE_SHARE);

/**
 * How many requests the meter may admit in a poll that got these answers, in order (what the API's
 * headers told it): after a 429, or an answer that leaves less than the reserve of the quota,
 * nothing more; until then the budget, and beyond it up to the idle ceiling while every answer of
 * the rate-limit window has shown the quota fallen by the poll's own requests only. A remaining
 * count that did not fall starts a new window, as in the meter.
 */
export function admissible(
	answers: Answer[],
	budget: number,
	ceiling: number,
	limit: number,
): { requests: number; why: string } {
	let admits =
		ceiling > budget
			? { requests: ceiling, why: 'the idle-quota ceiling' }
			: { requests: budget, why: 'the budget' };
	let othersSeen = false;
	let window: { remaining: number; at: number } | undefined;
	let previous: number | undefined;
	const stop = (read: number, why: string) =>
		admits.requests < read ? admits : { requests: read, why };
	for (const [index, { status, quotaRemaining: remaining }] of answers.entries()) {
		const read = index + 1;
		if (status === 429) return stop(read, `a 429 answered request ${read}`);
		if (remaining === null) continue;
		if (remaining < limit * QUOTA_RESERVE_SHARE) {
			return stop(read, `${remaining} left of the quota after request ${read}`);
		}
		if (window === undefined || (previous !== undefined && remaining >= previous)) {
			window = { remaining, at: index };
		} else if (!othersSeen && remaining < window.remaining - (index - window.at)) {
			// the meter knows from this answer on: beyond the budget it sends nothing more
			othersSeen = true;
			const requests = Math.max(budget, read);
			const why = `others spent the quota before request ${read}'s answer`;
			if (requests < admits.requests) admits = { requests, why };
		}
		previous = remaining;
	}
	return admits;
}

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
 * The wallet transactions an edit of the filters from `before` to `after` lets the trigger emit
 * though they were made before it (docs/trigger.md, Editing a filter or the scope): those of the
 * look-back window before the last read its saved state records (`readAt` or `watermark`, the
 * later, else the newest transaction the new filters let through) that the old filters left out and the new
 * ones let through. None for the other events.
 */
function mayComeOnceAfterEdit(
	event: SimulatedEvent,
	edit: { before: INodeParameters; after: INodeParameters },
	poller: Poller,
	running: RunningSandbox,
	campaignOf: (recoveryNumber: string) => string,
): (key: string) => boolean {
	if (event !== 'walletTransaction') return () => false;
	const saved = poller.savedNodeData().assetLifecycleTrigger as IDataObject | undefined;
	const data = (saved?.data ?? {}) as IDataObject;
	const [was, is] = [edit.before, edit.after].map((parameters) =>
		expectedUnder(event, parameters, campaignOf),
	);
	const values = recordsOf(running, event);
	const madeAt = new Map(
		running.sandbox.store.walletTransactions.map((row) => [row.id, row.createdAt.getTime()]),
	);
	// a state that never saw a transaction takes the window behind the new list's newest
	const newest = Math.max(
		...[...madeAt].filter(([key]) => is(null, values.get(key) ?? null, key)).map(([, at]) => at),
	);
	const recorded = [data.readAt, data.watermark]
		.filter(Boolean)
		.map((time) => Date.parse(String(time)));
	const lastRead = recorded.length ? Math.max(...recorded) : newest;
	return (key) => {
		const value = values.get(key) ?? null;
		return (
			(madeAt.get(key) ?? -Infinity) >= lastRead - WALLET_LOOKBACK_MS &&
			!was(null, value, key) &&
			is(null, value, key)
		);
	};
}

/** Whether Recovery Status Changed's scope in `parameters` watches the recovery `key`. */
function watchedUnder(
	parameters: INodeParameters,
	key: string,
	campaignOf: (recoveryNumber: string) => string,
): boolean {
	const chosen = parameters.campaignNumbers as string[] | undefined;
	const listed = parameters.recoveryNumbers as string | undefined;
	return (
		(chosen === undefined || chosen.includes(campaignOf(key))) &&
		(listed === undefined || listed.split(', ').includes(key))
	);
}

/**
 * Whether the trigger knows the status of recovery `key` across an edit of the scope from
 * `before` to `after`: it was watched before, and the new scope's reads can tell (a listed
 * recovery's read does not name its campaign, so one watched before through its campaign is not).
 */
function knownAfterEdit(
	before: INodeParameters,
	after: INodeParameters,
	key: string,
	campaignOf: (recoveryNumber: string) => string,
): boolean {
	if (before.scope === 'allCampaigns') return true;
	if (before.scope === 'campaigns' && after.scope === 'recoveries') return false;
	return watchedUnder(before, key, campaignOf);
}

/**
 * Whether the static data as saved holds a completed baseline (of the same event as the state in
 * memory): a restart then compares with it and starts no new baseline, whatever later polls left
 * unsaved.
 */
function savedBaselineComplete(poller: Poller): boolean {
	const stateOf = (node: IDataObject) => node.assetLifecycleTrigger as IDataObject | undefined;
	const saved = stateOf(poller.savedNodeData());
	const memory = stateOf(poller.memoryNodeData());
	// a state saved for other parameters (a filter since edited) is carried over, baseline and all
	if (!saved || !memory || saved.event !== memory.event) return false;
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
const budgeted = (entry: { route?: string | null; status?: number; presentedBy?: string | null }) =>
	!AUTH_ROUTES.has(entry.route ?? '') &&
	entry.status !== 401 &&
	entry.presentedBy === fullAccess.clientId;

/**
 * Runs histories against one sandbox, reset between them. Each history starts from nothing the
 * one before left: the account reseeded, its own base path (the transport's rate-limit memory and
 * the credential's token renewals are kept per base URL), its own workflow id (the trigger's poll
 * lock is kept per workflow and node), a new credential store, and time from the same instant.
 */
export class Simulator {
	private timeoutsInFlight = false;
	private histories = 0;

	/**
	 * @param running the account the trigger under test polls
	 * @param other another account (another Base URL), for the histories' neighbours
	 */
	constructor(
		private readonly running: RunningSandbox,
		private readonly other: RunningSandbox,
	) {}

	private control = async (method: string, path: string, body?: unknown) =>
		await sandboxControl(this.running.origin, method, path, body);

	async run(history: History, persist: StaticDataPersistence): Promise<Outcome> {
		// a timed-out request of the last history may still be in the sandbox: let it land first
		if (this.timeoutsInFlight) await sleep(3 * TIMEOUT_DELAY_MS);
		this.timeoutsInFlight = false;
		const time = new VirtualTime([this.running.origin, this.other.origin]);
		this.histories++;
		this.running.sandbox.reseed(history.account);
		this.running.sandbox.settings.basePath = `/history-${this.histories}`;
		this.other.sandbox.reseed({ seed: history.account.seed + 1, employees: 10, transactions: 10 });
		this.other.sandbox.settings.basePath = `/history-${this.histories}`;
		if (history.account.settled) {
			[...this.running.sandbox.store.recoveries.values()].forEach((recovery, index) =>
				moveRecovery(recovery, SETTLED_STATUSES[index % SETTLED_STATUSES.length]),
			);
		}
		// on the real quota, a window on the simulated clock: each scheduled poll, a Poll Time after
		// the last, meets a new one
		if (history.realQuota) this.running.sandbox.setRateLimit(API_REQUESTS_PER_MINUTE, 60);
		pollLimits.idleQuotaCeiling = history.realQuota
			? (history.idleCeiling ?? IDLE_QUOTA_CEILING)
			: 0;
		spins.length = 0;
		await time.install();
		try {
			return await this.play(history, persist, time);
		} finally {
			this.running.sandbox.beforeAnswer = undefined;
			pollLimits.idleQuotaCeiling = 0;
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
		// one credential store, as n8n's database holds every credential of the process
		const credentialStore = new HarnessCredentialsHelper([new AssetLifecycleApi()]);
		const baseUrlOf = (sandbox: RunningSandbox) =>
			`${sandbox.origin}${sandbox.sandbox.settings.basePath}`;
		const credentials = credentialStore.add('assetLifecycleApi', {
			baseUrl: baseUrlOf(running),
			...fullAccess,
		});
		const workflowId = `simulated-history-${this.histories}`;
		const neighbours = new Neighbours(
			history.neighbours ?? [],
			credentialStore,
			{ sameAccount: baseUrlOf(running), otherAccount: baseUrlOf(this.other) },
			workflowId,
		);
		const otherClient = new OtherClient(baseUrlOf(running));
		otherClient.spendEvery(history.otherClientEvery ?? 0);
		const model = new ReferenceModel();
		const outcome = {
			polls: 0,
			overBudget: [] as string[],
			crossAccount: [] as string[],
			spinning: [] as string[],
			beyondBudget: 0,
			atCeiling: 0,
			yielded: 0,
			stateBytes: 0,
			stateBound: 0,
		};
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
		// changes armed to happen while a poll reads, each before its nth request (to a route), in
		// turn; the first ones, while the first baseline reads
		const armed: Armed[] = (history.baselineChanges ?? []).map(({ request, change }) => ({
			request,
			change,
			acrossPolls: true,
		}));
		// the requests counted towards the next armed change
		let requests = 0;
		// until a baseline completes, only a change that its reads settle either way may happen
		let quiet = false;
		const fire = async () => {
			const { change } = armed.shift()!;
			await apply(change);
			if (change.kind === 'transactions') writes.push(outcome.polls);
			observe();
		};
		// the account changes made, each with the poll count when it was made
		const changeLog: Array<{ poll: number; kind: Change['kind'] }> = [];
		const liveness = new Liveness((process, startedAt, changesSince, stateBegan) => {
			const since = changeLog.filter((change) => change.poll >= changesSince - 1);
			const count = (kind: Change['kind']) => since.filter((change) => change.kind === kind).length;
			const changes = {
				writes: count('transactions'),
				creations: count('create'),
				deletions: count('delete'),
			};
			const listed = parameters.scope === 'recoveries' ? listedScope.recoveries.length : 0;
			const bound = completionBound(event, process, { store: store(), budget, changes, listed });
			if (process !== 'baseline' || event !== 'walletTransaction') return bound;
			// a transaction written before the first read of the window completes starts it again; so
			// does one written since a record resumed after a restart was saved, at its first poll
			const lastWrite = since.filter((change) => change.kind === 'transactions').at(-1)?.poll;
			const resumedStale = changeLog.some(
				(change) =>
					change.kind === 'transactions' &&
					change.poll >= stateBegan - 1 &&
					change.poll < changesSince - 1,
			);
			return (
				(lastWrite === undefined ? bound : bound + lastWrite - startedAt + 1) +
				(resumedStale ? 1 : 0)
			);
		});
		const progress = (): Progress | undefined => {
			const node = persist === 'n8n' ? poller.memoryNodeData() : poller.savedNodeData();
			const stored = node.assetLifecycleTrigger as IDataObject | undefined;
			const format = stateFormat(event, currentVersion(event));
			// a state kept for other parameters (a filter edited) is carried over by its next poll
			const current = stored?.version === format.version && stored.event === event;
			return current
				? format.progress!(stored.data as IDataObject, String(stored.scope))
				: undefined;
		};
		/** The records the trigger's state holds, where its format says (stateFormats/). */
		const recorded = (): Set<string> | undefined => {
			const node = persist === 'n8n' ? poller.memoryNodeData() : poller.savedNodeData();
			const stored = node.assetLifecycleTrigger as IDataObject | undefined;
			const format = stateFormat(event, currentVersion(event));
			if (stored?.version !== format.version || !format.recorded) return undefined;
			return new Set(format.recorded(stored.data as IDataObject));
		};
		// transactions written late (a created_at behind rows already listed), which a backlog under
		// way, or starting in the poll they are written in, may leave to the next poll: a known
		// limit of the order (README, The model)
		const writtenLate = new Set<string>();
		const apply = async (step: Step) => {
			// the store keeps the list newest first
			const listed = step.kind === 'transactions' ? store().walletTransactions : [];
			const before = new Set(listed.map((row) => row.id));
			const newest = listed[0]?.createdAt.getTime() ?? -Infinity;
			await this.apply(step, history, filter);
			for (const row of step.kind === 'transactions' ? store().walletTransactions : []) {
				if (!before.has(row.id) && row.createdAt.getTime() < newest) writtenLate.add(row.id);
			}
			if (isChange(step)) changeLog.push({ poll: outcome.polls, kind: step.kind });
		};

		const observe = () => {
			const records = recordsOf(running, event);
			const render = (key: string) => () => renderingOf(event, store(), key);
			for (const [key, value] of records) model.observe(key, value, outcome.polls, render(key));
			for (const key of model.keys()) {
				if (!records.has(key)) model.observe(key, null, outcome.polls, () => undefined);
			}
		};

		const deliver = (result: PollResult) => {
			const base = this.bound(history, budget);
			// a batch written while a backlog is read moves its oldest unread row onto the next page:
			// the backlog asks again, and at a small budget that is a poll more
			const bound = (changedAt: number) =>
				base + writes.filter((writtenAt) => writtenAt >= changedAt).length;
			const whole = { describe: describer(event, parameters), compare: compareWhole };
			let newest: number | undefined;
			for (const item of result.items) {
				const [key, value] = itemRecord(event, item);
				model.emitted(key, value, item, outcome.polls, expected, whole, bound);
				if (event === 'walletTransaction') {
					const createdAt = Date.parse(String(item.created_at));
					const unordered = writtenLate.has(key) || model.judgedUnderOtherFilters(key);
					model.ordered(key, createdAt, outcome.polls, newest, unordered);
					newest = Math.max(newest ?? -Infinity, createdAt);
				}
			}
		};

		// when the last poll ran (the clock stands still while it does), and whether the trigger's
		// state says an edit of the scope left recoveries to read once (progress().rewatching)
		let lastPollAt = 0;
		let rewatching = false;

		/** One poll group (one poll, or polls side by side): its requests against the budget. */
		const metered = async <T>(polls: number, step: () => Promise<T>): Promise<T> => {
			lastPollAt = Date.now();
			running.sandbox.clearLog();
			this.other.sandbox.clearLog();
			if (poller) liveness.before(outcome.polls + 1, progress());
			outcome.polls += polls;
			if (running.sandbox.faults.length > 0) model.disturbed(outcome.polls);
			if (!armed[0]?.acrossPolls) requests = 0;
			running.sandbox.beforeAnswer = async (route, presentedBy) => {
				if (AUTH_ROUTES.has(route) || presentedBy !== fullAccess.clientId) return;
				await otherClient.triggerRequested();
				const next = armed[0];
				if (next === undefined) return;
				if (next.route !== undefined && route !== next.route) return;
				if (++requests < next.request || (quiet && !safeDuringBaseline(event, next.change))) return;
				requests = 0;
				await fire();
			};
			let answered: unknown;
			try {
				// the neighbours act side by side with the poll; on the real quota just before it, so
				// that whether the poll sees them spend does not hang on which request arrives first
				if (history.realQuota) {
					await neighbours.act();
					answered = await step();
				} else {
					answered = (await Promise.all([step(), neighbours.act()]))[0];
				}
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
				for (const crossing of [
					...crossings(running.sandbox.log, 'this account'),
					...crossings(this.other.sandbox.log, 'the other account'),
				]) {
					if (!outcome.crossAccount.includes(crossing)) outcome.crossAccount.push(crossing);
				}
				const sent = running.sandbox.log.filter(budgeted);
				const limit = running.sandbox.settings.rateLimit;
				const may = admissible(sent, budget, pollLimits.idleQuotaCeiling, limit);
				if (sent.length > may.requests) {
					outcome.overBudget.push(
						`poll ${outcome.polls}: ${sent.length} requests, the meter may admit ${may.requests} (${may.why}; budget ${budget})`,
					);
				}
				// a poll that stopped short of its budget to leave the quota to others (a 429, or less
				// than the reserve left) is one the bounds do not count, as a fault
				if (sent.length > budget) outcome.beyondBudget++;
				if (sent.length > budget && sent.length === pollLimits.idleQuotaCeiling)
					outcome.atCeiling++;
				if (sent.length < budget && sent.some((entry) => yields(entry, limit))) {
					outcome.yielded++;
					model.disturbed(outcome.polls);
				}
				for (const spin of spins.splice(0)) outcome.spinning.push(`poll ${outcome.polls}: ${spin}`);
				// a state an earlier version saved is that version's size, until the poll that upgrades it
				// is committed
				const saved = poller.savedNodeData().assetLifecycleTrigger as IDataObject | undefined;
				if (saved?.version === currentVersion(event)) {
					outcome.stateBytes = Math.max(outcome.stateBytes, poller.saved.length);
				}
				liveness.after(outcome.polls, progress(), model.lastDisturbance);
				const stillRewatching = progress()?.rewatching === true;
				if (rewatching && !stillRewatching) model.rewatched();
				rewatching = stillRewatching;
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
			// n8n retries an activation that failed; the armed faults run out. Each attempt is an
			// activation, from which delays count again
			for (let attempt = 0; ; attempt++) {
				model.disturbed(outcome.polls + 1);
				try {
					deliver(await metered(1, async () => await poller.activate(activation)));
					break;
				} catch (error) {
					if (attempt === 10) throw error;
				}
			}
		};

		/**
		 * Polls for the README's bound while a new baseline completes; the model's baseline is the
		 * account when the trigger's state says its baseline completed (or at the bound, when it
		 * never does: liveness.ts then fails the history). A baseline resumed from a cursor saved
		 * before changes (classic persistence), or a state kept across a new filter that keeps its
		 * parameters, may meet those changes as events or as its baseline: the model takes its
		 * baseline at the bound, after the events the trigger emitted meanwhile.
		 */
		/** Before the poll a baseline starts in: records met for the first time were created since. */
		const baselineStarts = () => {
			observe();
			model.baselineStarts();
		};
		const baseline = async (resumed = false) => {
			quiet = true;
			unsavedBaseline = false;
			const completed = () => {
				if (resumed || !quiet || !progress()?.baselined) return;
				observe();
				model.rebaseline();
				quiet = false;
				// whatever the filters, a completed baseline holds every record watched
				const held = recorded();
				for (const key of held ? model.keys() : []) {
					const watched =
						event !== 'recoveryStatusChanged' || watchedUnder(parameters, key, campaignOf);
					if (watched && model.exists(key) && !held!.has(key)) model.leftOutOfBaseline(key);
				}
			};
			completed();
			for (
				let i = 0;
				i < this.bound(history, budget) + (persist === 'durableCursors' ? 1 : 0);
				i++
			) {
				await poll();
				completed();
			}
			if (quiet) {
				observe();
				model.rebaseline(resumed);
				quiet = false;
			}
			unsavedBaseline = persist === 'n8n' && !savedBaselineComplete(poller);
			baselineSaved = poller.saved;
		};
		let baselineSaved = '';

		/** The static data n8n holds when this package replaces the version that ran so far. */
		const upgradedState = (from: number): string => {
			if (from === 0) return poller.saved;
			const known = { parameters, ...model.known(), now: Date.now() };
			const saved = JSON.parse(poller.saved) as IDataObject;
			const node = `node:${POLL_NODE_NAME}`;
			saved[node] = { ...(saved[node] as IDataObject), ...storedState(event, from, known) };
			// an earlier version kept its state under the node's name only, never under its id
			const global = (saved.global ?? {}) as IDataObject;
			for (const key of Object.keys(global)) {
				if (key.startsWith('assetLifecycleTrigger:')) delete global[key];
			}
			return JSON.stringify(saved);
		};

		const rebuild = async (saved: string, activation: 'activate' | 'init') => {
			const stillUnsaved = unsavedBaseline && saved === baselineSaved;
			quiet = stillUnsaved;
			if (stillUnsaved) baselineStarts();
			await activate(saved, activation);
			if (stillUnsaved) await baseline(true);
		};

		baselineStarts();
		await activate('{}', 'activate');
		await baseline();

		for (const step of history.steps) {
			if (poller.saved !== baselineSaved) unsavedBaseline = false;
			if (step.kind === 'during') {
				// a change still waiting for its request is made now, between polls
				while (armed.length) await fire();
				const routes = READ_ROUTES[event];
				const route = step.route === undefined ? undefined : routes[step.route % routes.length];
				armed.push({ request: step.request, route, change: step.change });
			} else if (step.kind !== 'pause') {
				// changes and faults a second apart, so that no two share an instant
				await time.advance(1000);
				await apply(step);
				if (step.kind === 'transactions') writes.push(outcome.polls);
			}
			observe();
			switch (step.kind) {
				case 'poll':
				case 'during':
					await poll();
					break;
				case 'twice':
					// one occurrence of the schedule, run twice: the second run a second later, as in n8n,
					// where the clock moves while the first runs (a pass starting at the same instant as
					// the one the first run completed would carry its start time, and look unfinished)
					await poll();
					await time.advance(1000);
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
				case 'upgrade':
					await rebuild(upgradedState(step.from), 'init');
					break;
				case 'filter': {
					if (step.before) {
						await time.advance(1000);
						await apply(step.before);
						observe();
					}
					// saved and published again: the state carries over to the new filters
					const before = parameters;
					filter = step.filter;
					parameters = parametersOf(event, filter, budget, listedScope);
					expected = expectedUnder(event, parameters, campaignOf);
					const newlyWatched = (key: string) =>
						event === 'recoveryStatusChanged' &&
						watchedUnder(parameters, key, campaignOf) &&
						!knownAfterEdit(before, parameters, key, campaignOf);
					model.filterEdited(
						lastPollAt,
						newlyWatched,
						mayComeOnceAfterEdit(event, { before, after: parameters }, poller, running, campaignOf),
					);
					await rebuild(poller.saved, 'activate');
					break;
				}
				case 'pause':
					await time.advance(step.minutes * 60_000);
					break;
				case 'otherClient':
					otherClient.spendEvery(step.every);
					break;
				default:
					break;
			}
		}

		// the history is over: no more faults, and polls for as long as the README's bound
		running.sandbox.faults = [];
		while (armed.length) await fire();
		observe();
		// as many polls in a row without a disturbance (a request that timed out on a loaded machine
		// is one) as the bound says
		const settle = this.bound(history, budget);
		const settling = outcome.polls;
		const undisturbed = () => outcome.polls - Math.max(settling, model.lastDisturbance);
		for (let i = 0; undisturbed() < settle && i < 4 * settle; i++) await poll();
		model.settle(expected);
		liveness.finish(outcome.polls, model.lastDisturbance);
		outcome.stateBound = this.stateBound(event);
		return { ...outcome, unfinished: liveness.unfinished, ...model.verdicts };
	}

	/** The polls within which the README says a change is emitted, with no fault. */
	bound(history: History, budget: number): number {
		const filtersEdited = history.steps.some((step) => step.kind === 'filter');
		return emissionBound(history.event, this.running.sandbox.store, budget, filtersEdited);
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
 * Watches every poll's meter: one asked TURNS_WITHOUT_SENDING times in a row without a request is
 * stopped (it admits nothing more) and said in `spins`; returns what undoes the watch.
 */
function watchMeters(): () => void {
	const canSend = Object.getOwnPropertyDescriptor(RequestMeter.prototype, 'canSend')!;
	const turns = new WeakMap<RequestMeter, { sent: number; turns: number }>();
	Object.defineProperty(RequestMeter.prototype, 'canSend', {
		...canSend,
		value(this: RequestMeter): boolean {
			const last = turns.get(this);
			const turn = last?.sent === this.sent ? last.turns + 1 : 1;
			turns.set(this, { sent: this.sent, turns: turn });
			if (turn === TURNS_WITHOUT_SENDING) {
				spins.push(`its meter asked ${turn} times in a row, no request sent (${this.sent} before)`);
			}
			return turn < TURNS_WITHOUT_SENDING && (canSend.value as () => boolean).call(this);
		},
	});
	return () => Object.defineProperty(RequestMeter.prototype, 'canSend', canSend);
}

/**
 * No waits in the transport, n8n's log quiet (a history's yields and skipped overlapping polls
 * would print thousands of warnings), polls that turn without sending stopped; returns what undoes
 * all three. Each history sets the idle-quota ceiling for itself (0 unless on the real quota).
 */
export function useSimulationLimits(): () => void {
	const user = { ...transportLimits };
	const ceiling = pollLimits.idleQuotaCeiling;
	Object.assign(transportLimits, SIMULATION_LIMITS);
	pollLimits.idleQuotaCeiling = 0;
	const unwatch = watchMeters();
	const logger = Container.get(Logger);
	const warn = logger.warn;
	logger.warn = () => undefined;
	return () => {
		Object.assign(transportLimits, user);
		pollLimits.idleQuotaCeiling = ceiling;
		unwatch();
		logger.warn = warn;
	};
}
