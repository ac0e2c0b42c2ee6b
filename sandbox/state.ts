/** The runtime state of one sandbox: seeded store, clients, tokens, rate limit, faults, log. */
import { randomBytes } from 'node:crypto';
import { seedStore } from './data/seed';
import type { Store } from './data/store';
import { Random } from './data/random';
import { SandboxClock } from './clock';
import { defaultClients, type TokenCheck, type TokenRecord } from './clients';

export interface SandboxSettings {
	basePath: string;
	seed: number;
	employees: number;
	transactions: number;
	campaigns?: number;
	recoveries?: number;
	rateLimit: number;
	rateWindowSeconds: number;
	tokenTtlSeconds: number;
}

export interface Fault {
	route: string;
	remaining: number;
	status?: number;
	delayMs?: number;
	malformed?: boolean;
	drop?: boolean;
	body?: unknown;
	/** Headers of the fault's answer, over the rate-limit headers every answer carries. */
	headers?: Record<string, string>;
}

export interface RequestLogEntry {
	seq: number;
	method: string;
	route: string | null;
	path: string;
	query: Record<string, string>;
	status: number;
	/** The client the presented token belongs to (a login: the client_id it names). */
	clientId: string | null;
	/** The client that says it presents the request (PRESENTED_BY_HEADER), or null. */
	presentedBy: string | null;
	hasAuthorization: boolean;
	/**
	 * A token presented by a client other than the one it was issued to, or issued by another
	 * sandbox (another account): refused with 401, and said here. Null on every other request.
	 */
	crossAccount: string | null;
	/**
	 * The RateLimit-Remaining the answer carried (an armed fault's own header included); null when
	 * none was sent (a dropped connection, a label file).
	 */
	quotaRemaining: number | null;
}

/**
 * The tokens every sandbox of this process issued, with the sandbox that issued each: a token one
 * sandbox (one account) issued and another receives is a request sent to the wrong account.
 */
const issuedTokens = new Map<string, Sandbox>();

export class Sandbox {
	store: Store;
	/** Randomness for records made at runtime (control API, demo clock): seeded too. */
	random: Random;
	readonly clients = defaultClients();
	readonly tokens = new Map<string, TokenRecord>();
	readonly rateWindows = new Map<string, { startedAt: number; count: number }>();
	faults: Fault[] = [];
	/** The sandbox's time: token expiry, record timestamps, the Date header, modified_since. */
	readonly clock = new SandboxClock();
	/**
	 * Runs when an API request arrives, before its armed fault, if any, and its answer: an
	 * in-process test changes the account while a client is reading it, between two pages of one
	 * walk. `presentedBy`: the client the request says presents it (PRESENTED_BY_HEADER).
	 */
	beforeAnswer?: (route: string, presentedBy: string | null) => Promise<void> | void;
	log: RequestLogEntry[] = [];
	counters = Sandbox.emptyCounters();
	seq = 0;
	/** Host name put into label file URLs (PUT /__sandbox/label-host). */
	labelHost = '127.0.0.1';
	port = 0;

	/** The rate limit the sandbox started with; a reset goes back to it. */
	private readonly configuredRateLimit: Pick<SandboxSettings, 'rateLimit' | 'rateWindowSeconds'>;

	constructor(readonly settings: SandboxSettings) {
		this.configuredRateLimit = {
			rateLimit: settings.rateLimit,
			rateWindowSeconds: settings.rateWindowSeconds,
		};
		this.store = seedStore(settings);
		this.random = new Random(settings.seed ^ 0x5eed);
	}

	static emptyCounters() {
		return {
			requests: 0,
			logins: 0,
			refreshes: 0,
			revokes: 0,
			rateLimited: 0,
			byRoute: {} as Record<string, number>,
		};
	}

	reseed(
		changes: Partial<
			Pick<SandboxSettings, 'seed' | 'employees' | 'transactions' | 'campaigns' | 'recoveries'>
		>,
	): void {
		Object.assign(this.settings, changes, this.configuredRateLimit);
		this.store = seedStore(this.settings);
		this.random = new Random(this.settings.seed ^ 0x5eed);
		this.tokens.clear();
		this.rateWindows.clear();
		this.faults = [];
		this.clearLog();
		this.labelHost = '127.0.0.1';
	}

	clearLog(): void {
		this.log = [];
		this.counters = Sandbox.emptyCounters();
	}

	issueToken(clientId: string): string {
		const token = randomBytes(24).toString('base64url');
		issuedTokens.set(token, this);
		this.tokens.set(token, {
			clientId,
			expiresAt: this.clock.now() + this.settings.tokenTtlSeconds * 1000,
			revoked: false,
		});
		return token;
	}

	/**
	 * `allowExpired` serves refresh: an expired but unrevoked token may be exchanged. `presentedBy`:
	 * the client that presents the token, when the request says (PRESENTED_BY_HEADER).
	 */
	checkToken(token: string, allowExpired = false, presentedBy?: string): TokenCheck {
		const record = this.tokens.get(token);
		if (!record) {
			const issuer = issuedTokens.get(token);
			return {
				ok: false,
				message: 'Access denied: token Not Valid.',
				...(issuer && issuer !== this
					? { crossAccount: `a token of another sandbox (${issuer.settings.basePath || '/'})` }
					: {}),
			};
		}
		if (presentedBy !== undefined && presentedBy !== record.clientId) {
			return {
				ok: false,
				message: 'Access denied: token Not Valid.',
				crossAccount: `a token of ${record.clientId} presented by ${presentedBy}`,
			};
		}
		const { clientId } = record;
		if (record.revoked) {
			return { ok: false, message: 'Access denied: token has been revoked.', clientId };
		}
		if (!allowExpired && record.expiresAt <= this.clock.now()) {
			return { ok: false, message: 'Access denied: token Not Valid.', clientId };
		}
		return { ok: true, clientId: record.clientId };
	}

	revokeToken(token: string): void {
		const record = this.tokens.get(token);
		if (record) record.revoked = true;
	}

	expireAllTokens(): void {
		for (const record of this.tokens.values()) record.expiresAt = this.clock.now() - 1;
	}

	revokeAllTokens(): void {
		for (const record of this.tokens.values()) record.revoked = true;
	}

	/** Counts one request of `ip` and answers the RateLimit-* values. */
	takeRateLimit(ip: string): { limited: boolean; limit: number; remaining: number; reset: number } {
		const now = this.clock.now();
		const windowMs = this.settings.rateWindowSeconds * 1000;
		let window = this.rateWindows.get(ip);
		if (!window || now - window.startedAt >= windowMs) {
			window = { startedAt: now, count: 0 };
			this.rateWindows.set(ip, window);
		}
		window.count++;
		const limit = this.settings.rateLimit;
		return {
			limited: window.count > limit,
			limit,
			remaining: Math.max(0, limit - window.count),
			reset: Math.max(1, Math.ceil((window.startedAt + windowMs - now) / 1000)),
		};
	}

	setRateLimit(limit: number, windowSeconds: number): void {
		this.settings.rateLimit = limit;
		this.settings.rateWindowSeconds = windowSeconds;
		this.rateWindows.clear();
	}

	/** Takes one fault for the route, if any is armed. */
	takeFault(route: string): Fault | undefined {
		const fault = this.faults.find(
			(candidate) => candidate.route === route && candidate.remaining > 0,
		);
		if (!fault) return undefined;
		fault.remaining--;
		if (fault.remaining === 0) this.faults = this.faults.filter((candidate) => candidate !== fault);
		return fault;
	}

	/** The origin that label file URLs point at. */
	fileOrigin(): string {
		return `http://${this.labelHost}:${this.port}`;
	}
}
