/**
 * Contract-test helpers: one sandbox per test file, spoken to over real HTTP on 127.0.0.1 with
 * Node's global fetch, so the tests read like the API's requests: `api('GET', '/api/v1/employees', ...)`.
 */
import type { z } from 'zod';
import { startSandbox } from '../../sandbox';
import { responses } from '../../sandbox/schemas';

export type SandboxOptions = NonNullable<Parameters<typeof startSandbox>[0]>;
type RunningSandbox = Awaited<ReturnType<typeof startSandbox>>;

export type Json = any; // eslint-disable-line @typescript-eslint/no-explicit-any -- response bodies are checked by literal assertions and zod, not by the compiler

export interface HttpResult {
	status: number;
	headers: Headers;
	/** The parsed JSON body, or undefined when the body is not JSON. */
	body: Json;
	text: string;
}

export interface RequestOptions {
	token?: string;
	query?: Record<string, string | number | boolean>;
	body?: unknown;
	/** Sent as is with Content-Type: application/json (for malformed payloads). */
	rawBody?: string;
	headers?: Record<string, string>;
}

export const DEFAULT_CLIENT = { client_id: 'sandbox-client', client_secret: 'sandbox-secret' };
export const LIMITED_CLIENT = { client_id: 'limited-client', client_secret: 'limited-secret' };
export const EXPIRED_CLIENT = { client_id: 'expired-client', client_secret: 'expired-secret' };

/** Small, deterministic scale and a rate limit no functional test reaches. */
const CONTRACT_DEFAULTS: SandboxOptions = {
	port: 0,
	seed: 7,
	employees: 30,
	transactions: 40,
	rateLimit: 100000,
};

export const SEEDED_EMPLOYEES = 30;
export const SEEDED_TRANSACTIONS = 40;

async function request(method: string, url: string, options: RequestOptions): Promise<HttpResult> {
	const headers: Record<string, string> = { ...options.headers };
	if (options.token !== undefined) headers.Authorization = `Bearer ${options.token}`;
	let payload: string | undefined;
	if (options.rawBody !== undefined) payload = options.rawBody;
	else if (options.body !== undefined) payload = JSON.stringify(options.body);
	if (payload !== undefined) headers['Content-Type'] = 'application/json';
	const target = new URL(url);
	for (const [key, value] of Object.entries(options.query ?? {})) {
		target.searchParams.set(key, String(value));
	}
	const response = await fetch(target, { method, headers, body: payload });
	const text = await response.text();
	let body: Json;
	try {
		body = JSON.parse(text);
	} catch {
		body = undefined;
	}
	return { status: response.status, headers: response.headers, body, text };
}

export class ContractSandbox {
	private running: RunningSandbox | undefined;
	/** A token of sandbox-client, obtained once per file by `start()`. */
	token = '';

	constructor(private readonly options: SandboxOptions) {}

	async start(): Promise<void> {
		this.running = await startSandbox({ ...CONTRACT_DEFAULTS, ...this.options });
		this.token = await this.login();
	}

	async close(): Promise<void> {
		await this.running?.close();
	}

	get baseUrl(): string {
		if (!this.running) throw new Error('sandbox not started');
		return this.running.baseUrl;
	}

	get origin(): string {
		if (!this.running) throw new Error('sandbox not started');
		return this.running.origin;
	}

	/** A request to `<baseUrl><path>`, e.g. path '/api/v1/employees'. */
	api(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
		return request(method, `${this.baseUrl}${path}`, options);
	}

	/** A request to `<origin><path>`, bypassing the base path. */
	atOrigin(method: string, path: string, options: RequestOptions = {}): Promise<HttpResult> {
		return request(method, `${this.origin}${path}`, options);
	}

	/** The control API: `<origin>/__sandbox<path>`. Fails the test on a non-2xx answer. */
	async control(method: string, path: string, body?: unknown): Promise<Json> {
		const result = await request(method, `${this.origin}/__sandbox${path}`, { body });
		if (result.status < 200 || result.status > 299) {
			throw new Error(`control ${method} ${path} answered ${result.status}: ${result.text}`);
		}
		return result.body;
	}

	async login(client = DEFAULT_CLIENT): Promise<string> {
		const result = await this.api('POST', '/api/v1/auth/login', { body: client });
		if (result.status !== 200) {
			throw new Error(`login as ${client.client_id} answered ${result.status}: ${result.text}`);
		}
		return result.body.token as string;
	}

	/** GET with the file's token. */
	get(path: string, query?: RequestOptions['query']): Promise<HttpResult> {
		return this.api('GET', path, { token: this.token, query });
	}

	/** POST with the file's token. */
	post(path: string, body: unknown): Promise<HttpResult> {
		return this.api('POST', path, { token: this.token, body });
	}

	/**
	 * Every record of a paged list, read page by page until the page the body calls the last
	 * (`total_pages` in the common envelope, `totalPages` in the departments and campaign details).
	 */
	async getAll(
		path: string,
		resultKey: string,
		query: RequestOptions['query'] = {},
		limit = 100,
	): Promise<Json[]> {
		const found: Json[] = [];
		for (let page = 1; ; page++) {
			const result = await this.get(path, { ...query, page, limit });
			found.push(...result.body[resultKey]);
			const lastPage = result.body.total_pages ?? result.body.totalPages;
			if (typeof lastPage !== 'number') throw new Error(`${path} answered no page count`);
			if (page >= lastPage) return found;
		}
	}
}

/** Starts a sandbox before the file's (or describe block's) tests and closes it after them. */
export function useSandbox(options: SandboxOptions = {}): ContractSandbox {
	const sandbox = new ContractSandbox(options);
	beforeAll(() => sandbox.start());
	afterAll(() => sandbox.close());
	return sandbox;
}

/** The additional check: the body matches the sandbox's own zod schema (issues listed on failure). */
export function expectSchema(schema: z.ZodTypeAny, body: unknown): void {
	const result = schema.safeParse(body);
	expect(result.success ? [] : result.error.issues).toEqual([]);
}

/** Asserts the exact key set of an object, order-insensitive. */
export function expectKeys(value: unknown, keys: string[]): void {
	expect(value).toBeInstanceOf(Object);
	expect(Object.keys(value as object).sort()).toEqual([...keys].sort());
}

/** Asserts every required key is present and no key outside required and optional appears. */
export function expectKeysWithin(value: unknown, required: string[], optional: string[]): void {
	expect(value).toBeInstanceOf(Object);
	const keys = Object.keys(value as object);
	expect(keys).toEqual(expect.arrayContaining(required));
	expect(keys.filter((key) => !required.includes(key) && !optional.includes(key))).toEqual([]);
}

/**
 * The fields named by a 422 body in either validation form of the API: the array form (success
 * false, message 'Validation failed', errors [{ type, msg, path, location }] or
 * [{ message, path: [...], type }]) or the field-map form (errors { field: text }). Checks the
 * form's own shape on the way.
 */
export function validationFields(body: Json): string[] {
	expect(body).toBeInstanceOf(Object);
	const errors = body.errors;
	expectSchema(
		Array.isArray(errors) ? responses.validationArray : responses.validationFieldMap,
		body,
	);
	if (Array.isArray(errors)) {
		expect(body.success).toBe(false);
		expect(body.message).toBe('Validation failed');
		expect(errors.length).toBeGreaterThan(0);
		return [
			...new Set(
				errors.map((entry: Json) => {
					if (typeof entry.msg === 'string') {
						expect(typeof entry.type).toBe('string');
						expect(typeof entry.location).toBe('string');
						expect(typeof entry.path).toBe('string');
						return entry.path as string;
					}
					expect(typeof entry.message).toBe('string');
					expect(typeof entry.type).toBe('string');
					expect(Array.isArray(entry.path)).toBe(true);
					return (entry.path as Array<string | number>).join('.');
				}),
			),
		].sort() as string[];
	}
	expect(errors).toBeInstanceOf(Object);
	for (const text of Object.values(errors)) expect(typeof text).toBe('string');
	return Object.keys(errors).sort();
}

/** The address of an employee and of a shipping label, as the API writes it. */
export const ADDRESS_KEYS = ['address_1', 'address_2', 'city', 'state', 'zip', 'country'];

/** The person, address and devices of a recovery: in its items and in its campaign's employees. */
export const RECOVERY_CONTACT_KEYS = [
	'firstname',
	'lastname',
	'send_notifications_to',
	'work_email',
	'personal_email',
	'work_phone',
	'personal_phone',
	'work_phone_country',
	'personal_phone_country',
	'email',
	'phone_country',
	'address_line_1',
	'address_line_2',
	'city',
	'state',
	'zip',
	'country',
	'items',
];

/** The pagination envelope keys plus the endpoint's result key. */
export function pageEnvelopeKeys(resultKey: string): string[] {
	return [resultKey, 'current_page', 'total_pages', 'total', 'per_page', 'from', 'to'];
}

/**
 * The envelope of a list the API refers to without showing its shape: only the pagination keys and
 * the result key are known, not the whole body, so success and message are tolerated there and
 * nothing else.
 */
export function expectListEnvelope(body: unknown, resultKey: string): void {
	expectKeysWithin(body, pageEnvelopeKeys(resultKey), ['success', 'message']);
}

/** A request body: the defaults with the overrides applied, an override of undefined dropping the field. */
export function bodyWith(
	defaults: Record<string, unknown>,
	overrides: Record<string, unknown>,
): Record<string, unknown> {
	const body = { ...defaults, ...overrides };
	for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
	return body;
}

/** What page 1 at the default size of 10 says about itself, for a list of `total` records. */
export function firstPageOfTen(total: number) {
	return {
		current_page: 1,
		per_page: 10,
		total_pages: Math.ceil(total / 10),
		from: 1,
		to: Math.min(10, total),
	};
}

/** A complete, valid create-employee body for a new person; overrides replace or (undefined) drop fields. */
export function newEmployeeBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
	const tag = uniqueLetters();
	return bodyWith(
		{
			firstname: 'Ada',
			lastname: `Lovelace ${tag}`,
			work_email: `ada.${tag}@example.com`,
			work_phone: '5125550100',
			work_phone_country: 'US',
			address_1: '1 Congress Ave',
			city: 'Austin',
			state: 'TX',
			zip: '78701',
			country: 'US',
			location_type: 'Remote Employee',
		},
		overrides,
	);
}

/** A complete, valid add-employee-to-campaign body; overrides replace or (undefined) drop fields. */
export function newRecoveryBody(
	campaignNumber: number,
	overrides: Record<string, unknown> = {},
): Record<string, unknown> {
	const tag = uniqueLetters();
	return bodyWith(
		{
			campaign_number: campaignNumber,
			firstname: 'Ivan',
			lastname: `Petrov ${tag}`,
			work_email: `ivan.${tag}@example.com`,
			work_phone: '5125550150',
			address_line_1: '12 Oak Ave',
			city: 'Austin',
			state: 'TX',
			zip: '78701',
			country: 'US',
			items: [
				{
					item: 'MacBook Pro 14"',
					item_serial_no: `SN${tag.toUpperCase()}`,
					item_asset_id: `A-${tag}`,
				},
			],
		},
		overrides,
	);
}

export function sleep(ms: number): Promise<void> {
	return new Promise((resolve) => setTimeout(resolve, ms));
}

let uniqueCounter = 0;
/** A value unique within the test file, letters only (names must be letters and spaces). */
export function uniqueLetters(): string {
	uniqueCounter += 1;
	let n = uniqueCounter + 26 * 26 * 26;
	let letters = '';
	while (n > 0) {
		letters = String.fromCharCode(97 + (n % 26)) + letters;
		n = Math.floor(n / 26);
	}
	return letters;
}
