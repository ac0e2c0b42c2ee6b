import type { INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { RATE_LIMIT_MESSAGE } from '../../nodes/shared/transport/rateLimit';
import { employeeCreateParameters, REFUSED_LOGIN } from '../engine/support';
import type { HostileServer, Reply } from './server';

/**
 * The hostile-server matrix: answers no faithful server gives, and what the node must do with
 * each. `matrix.test.ts` runs every case against a fresh HostileServer (the API) and a second one
 * (another host), and asserts its bounds; the table of hostile answers in docs/reliability.md
 * lists every case by name and outcome (`reliabilityTable.test.ts` keeps the two in step).
 */
export interface HostileCase {
	name: string;
	/** What the user gets, as the table in docs/reliability.md says it. */
	outcome: string;
	/** Programs the API (`api`) and another host (`elsewhere`). */
	setup(api: HostileServer, elsewhere: HostileServer): void;
	/** What runs: an action-node operation (default), the credential's Test, or the trigger. */
	run: { node: INodeParameters } | { credentialTest: true } | { trigger: INodeParameters };
	/**
	 * Upper bounds: seconds the run waited, and requests the API saw (login included). The seconds
	 * are the delays the node's waits asked for (backoffs, rate-limit waits), on time the test
	 * holds (test/heldTime.ts), which a busy machine does not stretch.
	 */
	seconds: number;
	requests: number;
	/**
	 * The request timeout of a case about an answer that never comes. Every other case keeps the
	 * users' 60 s: an answer on loopback can take longer than a short timeout on a busy machine,
	 * and a timeout that fires there turns the case into another one (a retry, a backoff).
	 */
	requestTimeoutMs?: number;
	/** The error the item fails with, or none (then `check` looks at the output). */
	error?: {
		name: 'NodeApiError' | 'NodeOperationError';
		message: string | RegExp;
		description?: RegExp;
	};
	/** The credential Test's verdict. */
	verdict?: { status: 'OK' | 'Error'; message: string | RegExp };
	check?(items: INodeExecutionData[], api: HostileServer, elsewhere: HostileServer): void;
}

/** The wait allowance the matrix runs with (users get 120 s). */
export const TEST_LIMITS = { maxWaitSeconds: 3 };

const ADA = {
	id: 'E-1',
	first_name: 'Ada',
	last_name: 'Lovelace',
	work_email: 'ada@example.com',
	email: 'ada@example.com',
	work_phone: '5125550199',
	work_phone_country: 'US',
	address_1: '1 Analytical Way',
	city: 'Austin',
	state: 'TX',
	zip: '78701',
	country: 'US',
	location_type: 'Remote Employee',
};

const getEmployee = (id: string): INodeParameters => ({
	resource: 'employee',
	operation: 'get',
	employeeId: { __rl: true, mode: 'id', value: id },
});

const createEmployee = employeeCreateParameters();

const departments = (returnAll = true, limit = 50): INodeParameters => ({
	resource: 'department',
	operation: 'getAll',
	returnAll,
	limit,
});

const downloadLabel: INodeParameters = {
	resource: 'shippingLabel',
	operation: 'download',
	labelId: 'L-1',
	binaryPropertyName: 'data',
};

const department = (id: number) => ({ id, name: `Dept ${id}` });

/** A department page as the API answers it: `ids` on page `currentPage` of `totalPages`. */
const departmentPage = (ids: number[], currentPage: number, totalPages: number): Reply => ({
	status: 200,
	json: { departments: ids.map(department), currentPage, totalPages, totalDepartments: 0 },
});

const quota429 = (headers: Record<string, string>): Reply => ({
	status: 429,
	headers,
	json: { message: RATE_LIMIT_MESSAGE },
});

const employeeFound = (): Reply => ({ status: 200, json: { success: true, employee: ADA } });

const pdf = (): Reply => ({
	status: 200,
	headers: { 'content-type': 'application/pdf' },
	text: '%PDF-1.4 label',
});

/** GET /employees/E-1 answers 302 to the same path on another host, which would answer it. */
export function employeeRedirectedElsewhere(api: HostileServer, elsewhere: HostileServer) {
	api.on('GET /employees/E-1', () => ({
		status: 302,
		headers: { location: `${elsewhere.origin}/api/v1/employees/E-1` },
		json: {},
	}));
	elsewhere.on('GET /employees/E-1', employeeFound);
}

/** Label L-1's file is on the API host, which redirects it (302) to a storage host. */
export function labelRedirectedToStorage(api: HostileServer, elsewhere: HostileServer) {
	api.on('GET /shipping/L-1/view', () => ({
		status: 200,
		json: { label_url: `${api.origin}/files/label-L-1.pdf` },
	}));
	api.on('GET /files/label-L-1.pdf', () => ({
		status: 302,
		headers: { location: `${elsewhere.origin}/bucket/label-L-1.pdf` },
		json: {},
	}));
	elsewhere.on('GET /bucket/label-L-1.pdf', pdf);
}

const epochSeconds = (offsetSeconds: number) =>
	String(Math.floor(Date.now() / 1000) + offsetSeconds);

const outputJson = (items: INodeExecutionData[]) => items.map((item) => item.json);

const notSavedTwice = /^The employee was saved.*Do not run this item again/;

export const hostileCases: HostileCase[] = [
	// Rate-limit headers
	{
		name: '429 with RateLimit-Reset 0, on every answer',
		outcome: 'Backs off 1 s, 2 s…; fails with the API text when the wait budget is spent',
		setup: (api) =>
			api.on('GET /employees/E-1', () =>
				quota429({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '0' }),
			),
		run: { node: getEmployee('E-1') },
		seconds: 5,
		requests: 4,
		error: { name: 'NodeApiError', message: RATE_LIMIT_MESSAGE },
	},
	{
		name: '429 with RateLimit-Reset an epoch already past (clock skew)',
		outcome: 'Backs off 1 s, 2 s…; fails with the API text when the wait budget is spent',
		setup: (api) =>
			api.on('GET /employees/E-1', () =>
				quota429({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': epochSeconds(-30) }),
			),
		run: { node: getEmployee('E-1') },
		seconds: 5,
		requests: 4,
		error: { name: 'NodeApiError', message: RATE_LIMIT_MESSAGE },
	},
	{
		name: '429 whose only header is Retry-After: 0',
		outcome: 'Backs off 1 s, 2 s…; fails with the API text when the wait budget is spent',
		setup: (api) =>
			api.on('GET /employees/E-1', () => ({
				status: 429,
				headers: { 'Retry-After': '0' },
				json: { message: 'Slow down' },
			})),
		run: { node: getEmployee('E-1') },
		seconds: 5,
		requests: 4,
		error: { name: 'NodeApiError', message: 'Slow down' },
	},
	{
		name: '429 with RateLimit-Reset an epoch ten years ahead',
		outcome: 'Fails at once: the wait asked for is longer than the budget',
		setup: (api) =>
			api.on('GET /employees/E-1', () =>
				quota429({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': epochSeconds(315_360_000) }),
			),
		run: { node: getEmployee('E-1') },
		seconds: 1,
		requests: 2,
		error: { name: 'NodeApiError', message: RATE_LIMIT_MESSAGE },
	},
	{
		name: '429 with Retry-After as an HTTP date 1 s ahead, then 200',
		outcome: 'Waits until that date, then reads the record',
		setup: (api) =>
			api.on('GET /employees/E-1', (_request, count) =>
				count === 1
					? {
							status: 429,
							headers: { 'Retry-After': new Date(Date.now() + 1000).toUTCString() },
							json: { message: 'Slow down' },
						}
					: employeeFound(),
			),
		run: { node: getEmployee('E-1') },
		seconds: 3,
		requests: 3,
		check: (items) => expectOne(items, { id: 'E-1', work_email: 'ada@example.com' }),
	},
	{
		name: '429 with non-numeric RateLimit-Reset and Retry-After ("soon"), then 200',
		outcome: 'Backs off 1 s, then reads the record',
		setup: (api) =>
			api.on('GET /employees/E-1', (_request, count) =>
				count === 1
					? quota429({
							'RateLimit-Remaining': '0',
							'RateLimit-Reset': 'soon',
							'Retry-After': 'soon',
						})
					: employeeFound(),
			),
		run: { node: getEmployee('E-1') },
		seconds: 3,
		requests: 3,
		check: (items) => expectOne(items, { id: 'E-1' }),
	},
	{
		name: 'An hourly window: 200 with RateLimit-Remaining 0 and RateLimit-Reset 3600',
		outcome:
			'The next request is not sent: fails at once saying the window resets later than the budget',
		setup: (api) =>
			api.on('GET /departments', () => ({
				...departmentPage([1, 2], 1, 2),
				headers: { 'RateLimit-Remaining': '0', 'RateLimit-Reset': '3600' },
			})),
		run: { node: departments() },
		seconds: 1,
		requests: 2,
		error: {
			name: 'NodeOperationError',
			message: "The API's rate limit allows no more requests until its window resets",
		},
	},
	{
		name: '429 without any header, on every answer',
		outcome: 'Backs off 1 s, 2 s…; fails with the API text when the wait budget is spent',
		setup: (api) =>
			api.on('GET /employees/E-1', () => ({ status: 429, json: { message: 'Rate limited' } })),
		run: { node: getEmployee('E-1') },
		seconds: 5,
		requests: 4,
		error: { name: 'NodeApiError', message: 'Rate limited' },
	},
	{
		name: 'A 429 storm longer than the wait budget (RateLimit-Reset 1 on every answer)',
		outcome: 'Waits 1 s, 2 s…; fails with the API text when the wait budget is spent',
		setup: (api) =>
			api.on('GET /departments', () =>
				quota429({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '1' }),
			),
		run: { node: departments() },
		seconds: 5,
		requests: 4,
		error: { name: 'NodeApiError', message: RATE_LIMIT_MESSAGE },
	},
	{
		name: 'A POST answered 429 once, then 201',
		outcome: 'Sent again after the wait (a 429 was not processed); created once',
		setup: (api) => {
			api.on('POST /employee/add', (_request, count) =>
				count === 1
					? quota429({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '1' })
					: { status: 201, json: { message: 'Employee added', address: { id: 'E-1' } } },
			);
			api.on('GET /employees/E-1', employeeFound);
		},
		run: { node: createEmployee },
		seconds: 3,
		requests: 4,
		check: (items, api) => {
			expectOne(items, { id: 'E-1' });
			expect(api.seen('POST /employee/add').length).toBe(2);
		},
	},
	{
		name: 'The trigger polling into 429s without end',
		outcome:
			'The poll stops at the first 429 and leaves the quota to the other workflows (a warning in the log); nothing is emitted or recorded',
		setup: (api) =>
			api.on('GET /departments', () =>
				quota429({ 'RateLimit-Remaining': '0', 'RateLimit-Reset': '0' }),
			),
		run: { trigger: { event: 'departmentChanged' } },
		seconds: 2,
		requests: 2,
		check: (items) => expect(items).toEqual([]),
	},

	// Bodies
	...(
		[
			['HTML with 200 on a read', { status: 200, text: '<html><body>Gateway login</body></html>' }],
			['A JSON array with 200 on a read', { status: 200, json: [{ id: 1 }] }],
			['null with 200 on a read', { status: 200, json: null }],
			['An empty body with 200 on a read', { status: 200, text: '' }],
			[
				'Truncated JSON with 200 on a read',
				{ status: 200, headers: { 'content-type': 'application/json' }, text: '{"departments": [' },
			],
		] as Array<[string, Reply]>
	).map(
		([name, reply]): HostileCase => ({
			name,
			outcome:
				'Read again with backoff; fails saying the body is malformed when the budget is spent',
			setup: (api) => api.on('GET /departments', () => reply),
			run: { node: departments() },
			seconds: 5,
			requests: 4,
			error: {
				name: 'NodeApiError',
				message: 'The API answered with a malformed body (not a JSON object)',
			},
		}),
	),
	{
		name: 'A body that never ends (headers sent, then silence)',
		outcome:
			'Each try times out; read again with backoff, then fails saying the API could not be reached',
		setup: (api) => api.on('GET /departments', () => ({ status: 200, hang: true })),
		run: { node: departments() },
		seconds: 6,
		requests: 4,
		requestTimeoutMs: 400,
		error: { name: 'NodeApiError', message: /^The API could not be reached: timeout/ },
	},
	{
		name: 'A connection reset in the middle of the body',
		outcome: 'Read again with backoff, then fails saying the API could not be reached',
		setup: (api) =>
			api.on('GET /departments', () => ({
				...departmentPage([1, 2, 3, 4, 5, 6, 7, 8], 1, 1),
				resetMidBody: true,
			})),
		run: { node: departments() },
		seconds: 5,
		requests: 4,
		error: { name: 'NodeApiError', message: /^The API could not be reached/ },
	},
	{
		name: 'A very large page: 20,000 records when 50 were asked for',
		outcome: 'One request; Limit keeps the 50 asked for',
		setup: (api) =>
			api.on('GET /departments', () =>
				departmentPage(
					Array.from({ length: 20_000 }, (_, index) => index + 1),
					1,
					1,
				),
			),
		run: { node: departments(false, 50) },
		seconds: 5,
		requests: 2,
		check: (items) =>
			expect(items.map((item) => item.json.id)).toEqual(
				Array.from({ length: 50 }, (_, index) => index + 1),
			),
	},
	{
		name: 'HTML with 200 on a create',
		outcome: 'Output as saved with a notice; never failed, sent once',
		setup: (api) => api.on('POST /employee/add', () => ({ status: 200, text: '<html>OK</html>' })),
		run: { node: createEmployee },
		seconds: 1,
		requests: 2,
		check: (items) => {
			expect(outputJson(items)).toEqual([
				expect.objectContaining({ success: true, answer: '<html>OK</html>' }),
			]);
			expect(String(items[0].json.notice)).toMatch(notSavedTwice);
		},
	},
	{
		name: 'A connection reset in the middle of a create answer',
		outcome: 'Sent once, not repeated; fails saying the request may have been processed',
		setup: (api) =>
			api.on('POST /employee/add', () => ({
				status: 201,
				json: { message: 'Employee added', address: { id: 'E-1' } },
				resetMidBody: true,
			})),
		run: { node: createEmployee },
		seconds: 1,
		requests: 2,
		error: {
			name: 'NodeApiError',
			message: /^The API could not be reached/,
			description: /^The request may have been processed/,
		},
	},
	{
		name: 'Employee Create answered 201 without address.id',
		outcome:
			'Output what the API answered, with a notice that the employee was created; no read of /employees/undefined',
		setup: (api) =>
			api.on('POST /employee/add', () => ({ status: 201, json: { message: 'Employee added' } })),
		run: { node: createEmployee },
		seconds: 1,
		requests: 2,
		check: (items, api) => {
			expect(outputJson(items)).toEqual([
				{ message: 'Employee added', notice: expect.stringMatching(notSavedTwice) },
			]);
			expect(api.seen().map((entry) => entry.route)).toEqual([
				'POST /auth/login',
				'POST /employee/add',
			]);
		},
	},
	{
		name: 'Employee Create answered 201, then its read-back answers 500',
		outcome: 'Output what the API answered, with a notice that the employee was created',
		setup: (api) => {
			api.on('POST /employee/add', () => ({
				status: 201,
				json: { message: 'Employee added', address: { id: 'E-1' } },
			}));
			api.on('GET /employees/E-1', () => ({ status: 500, json: { message: 'Database away' } }));
		},
		run: { node: createEmployee },
		seconds: 5,
		requests: 6,
		check: (items) => {
			expect(outputJson(items)).toEqual([
				{
					message: 'Employee added',
					address: { id: 'E-1' },
					notice: expect.stringMatching(
						/^The employee was saved \(id E-1\), but reading it back failed: Database away/,
					),
				},
			]);
		},
	},

	// Auth
	{
		name: 'Login answered 200 without a token',
		outcome: 'Fails saying the login gave no access token; nothing else is sent',
		setup: (api) =>
			api.on('POST /auth/login', () => ({ status: 200, json: { message: 'Welcome' } })),
		run: { node: getEmployee('E-1') },
		seconds: 1,
		requests: 1,
		error: {
			name: 'NodeApiError',
			message: /^Login failed: the API answered HTTP 200 without an access token/,
		},
	},
	{
		name: 'A refresh that succeeds, but the retried request is 401 again',
		outcome: 'One login, one refresh, the request sent twice; fails with the API 401 text',
		setup: (api) =>
			api.on('GET /employees/E-1', () => ({
				status: 401,
				json: { message: 'Token not valid for this deployment' },
			})),
		run: { node: getEmployee('E-1') },
		seconds: 1,
		requests: 4,
		error: { name: 'NodeApiError', message: 'Token not valid for this deployment' },
		check: (_items, api) =>
			expect(api.seen().map((entry) => entry.route)).toEqual([
				'POST /auth/login',
				'GET /employees/E-1',
				'POST /refresh-token',
				'GET /employees/E-1',
			]),
	},
	{
		name: '401 on every request, login included',
		outcome: 'One login attempt; fails with the API text and its three causes',
		setup: (api) => {
			api.on('POST /auth/login', () => ({ status: 401, json: { message: 'Invalid credentials' } }));
			api.on('GET /employees/E-1', () => ({ status: 401, json: { message: 'Unauthenticated' } }));
		},
		run: { node: getEmployee('E-1') },
		seconds: 1,
		requests: 1,
		error: { name: 'NodeApiError', message: REFUSED_LOGIN },
	},
	{
		name: 'Credential Test: login answered 200 without a token',
		outcome: 'Test fails saying the login gave no access token',
		setup: (api) => api.on('POST /auth/login', () => ({ status: 200, json: {} })),
		run: { credentialTest: true },
		seconds: 1,
		requests: 1,
		verdict: {
			status: 'Error',
			message: /^Login failed: the API answered HTTP 200 without an access token/,
		},
	},
	{
		name: 'Credential Test: login redirected (307) to another host',
		outcome: 'Test fails naming the redirect; the client secret never reaches the other host',
		setup: (api, elsewhere) =>
			api.on('POST /auth/login', () => ({
				status: 307,
				headers: { location: `${elsewhere.origin}/api/v1/auth/login` },
				json: {},
			})),
		run: { credentialTest: true },
		seconds: 1,
		requests: 1,
		verdict: {
			status: 'Error',
			message: /^Login failed: the API answered with a redirect \(HTTP 307\)/,
		},
	},

	// Redirects
	{
		name: 'A 302 from the API to another host',
		outcome: 'Not followed: fails naming the redirect; the token never reaches the other host',
		setup: employeeRedirectedElsewhere,
		run: { node: getEmployee('E-1') },
		seconds: 1,
		requests: 2,
		error: {
			name: 'NodeApiError',
			message:
				/^The API answered with a redirect to http:\/\/127\.0\.0\.1:\d+\/api\/v1\/employees\/E-1 \(HTTP 302\)/,
		},
	},
	{
		name: 'Label file on the API host redirected (302) to a storage host',
		outcome: 'The file is fetched from the storage host without the token',
		setup: labelRedirectedToStorage,
		run: { node: downloadLabel },
		seconds: 1,
		requests: 3,
		check: (items, _api, elsewhere) => {
			expect(items[0].json).toMatchObject({ file_name: 'label-L-1.pdf' });
			expect(elsewhere.seen('GET /bucket/label-L-1.pdf')).toHaveLength(1);
		},
	},
	{
		name: 'A relative label_url (/files/x.pdf?path=…)',
		outcome: "Resolved on the API's origin and fetched with the token (same host)",
		setup: (api) => {
			api.on('GET /shipping/L-1/view', () => ({
				status: 200,
				json: { label_url: '/files/x.pdf?path=labels%2Fx.pdf' },
			}));
			api.on('GET /files/x.pdf', pdf);
		},
		run: { node: downloadLabel },
		seconds: 1,
		requests: 3,
		check: (items, api) => {
			expect(items[0].json).toEqual({
				label_id: 'L-1',
				label_url: `${api.origin}/files/x.pdf?path=labels%2Fx.pdf`,
				file_name: 'x.pdf',
			});
			expect(api.seen('GET /files/x.pdf')[0].authorization).toBe('Bearer hostile-token');
		},
	},
	{
		name: 'A label URL whose file name has a malformed %-escape',
		outcome: 'Downloaded; the file name is kept as written',
		setup: (api) => {
			api.on('GET /shipping/L-1/view', () => ({
				status: 200,
				json: { label_url: `${api.origin}/files/label%E0%A4%A.pdf` },
			}));
			api.on('GET /files/label%E0%A4%A.pdf', pdf);
		},
		run: { node: downloadLabel },
		seconds: 1,
		requests: 3,
		check: (items) => expect(items[0].json.file_name).toBe('label%E0%A4%A.pdf'),
	},

	// Pagination that lies
	{
		name: 'totalPages growing on every page',
		outcome:
			'Stops one page past what the first page announced; fails saying the page count kept growing',
		setup: (api) =>
			api.on('GET /departments', (request) => {
				const page = Number(request.query.page);
				return departmentPage([page], page, page + 1);
			}),
		run: { node: departments() },
		seconds: 1,
		requests: 4,
		error: { name: 'NodeOperationError', message: /^The API's page count kept growing/ },
	},
	{
		name: 'currentPage stuck at 1',
		outcome: 'Fails on page 2 saying the API answered page 1; never reads without end',
		setup: (api) => api.on('GET /departments', () => departmentPage([1, 2], 1, 3)),
		run: { node: departments() },
		seconds: 1,
		requests: 3,
		error: { name: 'NodeOperationError', message: 'The API answered page 1 when asked for page 2' },
	},
	{
		name: 'An empty page before the last',
		outcome: 'The list ends at the empty page: the records before it',
		setup: (api) =>
			api.on('GET /departments', (request) => {
				const page = Number(request.query.page);
				return departmentPage(page === 2 ? [] : [page], page, 3);
			}),
		run: { node: departments() },
		seconds: 1,
		requests: 3,
		check: (items) => expect(items.map((item) => item.json.id)).toEqual([1]),
	},
	{
		name: 'Fewer records than the page size before the last page',
		outcome: 'Follows the totals, not the page size: every record',
		setup: (api) =>
			api.on('GET /departments', (request) => {
				const page = Number(request.query.page);
				return departmentPage([page * 10 + 1, page * 10 + 2], page, 3);
			}),
		run: { node: departments() },
		seconds: 1,
		requests: 4,
		check: (items) => expect(items.map((item) => item.json.id)).toEqual([11, 12, 21, 22, 31, 32]),
	},
	{
		name: 'The same record on two pages',
		outcome: 'Output once',
		setup: (api) =>
			api.on('GET /departments', (request) => {
				const page = Number(request.query.page);
				return departmentPage(page === 1 ? [1, 2] : [2, 3], page, 2);
			}),
		run: { node: departments() },
		seconds: 1,
		requests: 3,
		check: (items) => expect(items.map((item) => item.json.id)).toEqual([1, 2, 3]),
	},
	{
		name: 'A list record with a json key',
		outcome: 'Output as a record, json key and all',
		setup: (api) =>
			api.on('GET /departments', () => ({
				status: 200,
				json: {
					departments: [{ id: 1, name: 'Dept 1', json: { note: 'kept' } }],
					currentPage: 1,
					totalPages: 1,
				},
			})),
		run: { node: departments() },
		seconds: 1,
		requests: 2,
		check: (items) =>
			expect(outputJson(items)).toEqual([{ id: 1, name: 'Dept 1', json: { note: 'kept' } }]),
	},

	// Ids
	...(
		[
			['/', 'a/b', '/employees/a%2Fb'],
			['%2F', 'a%2Fb', '/employees/a%252Fb'],
			['spaces', 'E 1', '/employees/E%201'],
			['non-ASCII', 'Jürgen-Ø', '/employees/J%C3%BCrgen-%C3%98'],
		] as Array<[string, string, string]>
	).map(
		([what, id, path]): HostileCase => ({
			name: `An id containing ${what}`,
			outcome: 'Sent encoded as one path segment; the endpoint is the one meant',
			setup: (api) => api.on(`GET ${path}`, employeeFound),
			run: { node: getEmployee(id) },
			seconds: 1,
			requests: 2,
			check: (items, api) => {
				expectOne(items, { id: 'E-1' });
				expect(api.apiRequests().map((entry) => entry.rawUrl)).toEqual([`/api/v1${path}`]);
			},
		}),
	),
	{
		name: 'An id ".." on a write (Invitation Resend)',
		outcome: 'Fails before anything is sent, naming the id',
		setup: () => undefined,
		run: { node: { resource: 'invitation', operation: 'resend', inviteId: '..' } },
		seconds: 1,
		requests: 0,
		error: { name: 'NodeOperationError', message: /^Invite ID: "\.\." is not an ID/ },
	},
];

function expectOne(items: INodeExecutionData[], fields: Record<string, unknown>) {
	expect(items).toHaveLength(1);
	expect(items[0].json).toMatchObject(fields);
}
