/** Per-module permissions through the sandbox README's default clients, and the 403 body it chose. */
import { responses } from '../../sandbox/schemas';
import {
	expectSchema,
	EXPIRED_CLIENT,
	LIMITED_CLIENT,
	newEmployeeBody,
	useSandbox,
} from './helpers';

const sandbox = useSandbox();

let limitedToken: string;

beforeAll(async () => {
	limitedToken = await sandbox.login(LIMITED_CLIENT);
});

const asLimited = (method: string, path: string, query?: Record<string, string>) =>
	sandbox.api(method, path, { token: limitedToken, query });

describe('limited-client (no chain-of-custody.read, wallet read-only)', () => {
	test('the custody timeline answers 403 naming chain-of-custody.read', async () => {
		const result = await asLimited('GET', '/api/v1/chain-of-custody/timeline', { serial: 'ANY' });
		expect(result.status).toBe(403);
		expect(result.body).toEqual({
			success: false,
			message: 'Permission denied: this API credential lacks chain-of-custody.read.',
			permission: 'chain-of-custody.read',
		});
		expectSchema(responses.permissionDenied, result.body);
	});

	test('the 403 does not spend the token: it still reads what it may', async () => {
		await asLimited('GET', '/api/v1/chain-of-custody/timeline', { serial: 'ANY' });
		const result = await asLimited('GET', '/api/v1/employees');
		expect(result.status).toBe(200);
	});

	test.each(['/api/v1/wallet/transactions', '/api/v1/wallet/balance'])(
		'wallet read %s answers 200',
		async (path) => {
			const result = await asLimited('GET', path);
			expect(result.status).toBe(200);
			expect(result.body.success).toBe(true);
		},
	);

	test('writes of other modules are allowed (employee create)', async () => {
		const result = await sandbox.api('POST', '/api/v1/employee/add', {
			token: limitedToken,
			body: newEmployeeBody({
				firstname: 'Limited',
				lastname: 'Writer',
				work_email: 'limited.writer@example.com',
				location_type: 'Warehouse',
			}),
		});
		expect(result.status).toBe(201);
	});

	test('sandbox-client reads the same custody timeline without a 403', async () => {
		const result = await sandbox.get('/api/v1/chain-of-custody/timeline', { serial: 'ANY' });
		expect(result.status).not.toBe(403);
	});
});

describe('expired-client (credential past its expiry date)', () => {
	test('login answers 401 Invalid credentials', async () => {
		const result = await sandbox.api('POST', '/api/v1/auth/login', { body: EXPIRED_CLIENT });
		expect(result.status).toBe(401);
		expect(result.body.message).toBe('Invalid credentials');
	});
});
