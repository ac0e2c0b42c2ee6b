import { renewToken, type TokenSources } from '../../credentials/assetLifecycleApi/tokenRenewal';

/** The renewed token alone. */
const newToken = async (...args: Parameters<typeof renewToken>) =>
	(await renewToken(...args)).token;

/** Token sources that count their calls; a refresh answers only for tokens `refreshable` holds. */
function sources(refreshable: Set<string>) {
	const calls = { refresh: [] as string[], login: 0 };
	let next = 0;
	const api: TokenSources = {
		refresh: async (token) => {
			calls.refresh.push(token);
			await Promise.resolve();
			if (!refreshable.delete(token)) return undefined;
			const fresh = `refreshed-${++next}`;
			refreshable.add(fresh);
			return fresh;
		},
		login: async () => {
			calls.login += 1;
			await Promise.resolve();
			const fresh = `login-${++next}`;
			refreshable.add(fresh);
			return fresh;
		},
	};
	return { api, calls };
}

describe('token renewal shared by executions and processes', () => {
	test('a renewal says how the token was obtained, to every caller that shares it', async () => {
		const { api } = sources(new Set());
		const account = 'https://api.example.com#renew-kind';
		const login = await renewToken(account, '', api);
		const shared = await Promise.all([1, 2].map(() => renewToken(account, login.token, api)));
		expect(login.renewal).toBe('login');
		expect(shared.map((renewal) => renewal.renewal)).toEqual(['refresh', 'refresh']);
	});

	test('concurrent renewals of one old token in a process make one request', async () => {
		const { api, calls } = sources(new Set());
		const account = 'https://api.example.com#renew-a';
		const first = await newToken(account, '', api);
		const renewed = await Promise.all([1, 2, 3].map(() => newToken(account, first, api)));
		expect(new Set(renewed).size).toBe(1);
		expect(calls).toEqual({ refresh: [first], login: 1 });
	});

	test('a request that still carries the old token later gets the same new one', async () => {
		const { api, calls } = sources(new Set());
		const account = 'https://api.example.com#renew-b';
		const first = await newToken(account, '', api);
		const second = await newToken(account, first, api);
		expect(await newToken(account, first, api)).toBe(second);
		expect(calls.refresh).toEqual([first]);
	});

	test("another process's token is replaced by a login, never refreshed (a refresh would revoke it)", async () => {
		const theirs = 'token-of-another-worker';
		const { api, calls } = sources(new Set([theirs]));
		const renewed = await newToken('https://api.example.com#renew-c', theirs, api);
		expect(renewed).toMatch(/^login-/);
		expect(calls).toEqual({ refresh: [], login: 1 });
	});

	test('our own token refused on refresh (revoked meanwhile): one login', async () => {
		const refreshable = new Set<string>();
		const { api, calls } = sources(refreshable);
		const account = 'https://api.example.com#renew-d';
		const first = await newToken(account, '', api);
		refreshable.clear();
		expect(await newToken(account, first, api)).toMatch(/^login-/);
		expect(calls).toEqual({ refresh: [first], login: 2 });
	});

	test('a failed login is not shared: the next request tries again', async () => {
		let logins = 0;
		const failing: TokenSources = {
			refresh: async () => undefined,
			login: async () => {
				logins += 1;
				throw new Error('Invalid credentials');
			},
		};
		const account = 'https://api.example.com#renew-e';
		await expect(newToken(account, '', failing)).rejects.toThrow('Invalid credentials');
		await expect(newToken(account, '', failing)).rejects.toThrow('Invalid credentials');
		expect(logins).toBe(2);
	});

	test('each first login is its own once done: a new credential logs in itself', async () => {
		const { api, calls } = sources(new Set());
		const account = 'https://api.example.com#renew-f';
		const one = await newToken(account, '', api);
		const two = await newToken(account, '', api);
		expect(one).not.toBe(two);
		expect(calls.login).toBe(2);
	});

	test('a renewal answers the callers with the same old token for 60 s after it started, no longer', async () => {
		const { api, calls } = sources(new Set());
		const account = 'https://api.example.com#renew-g';
		const first = await newToken(account, '', api, 0);
		const renewed = await newToken(account, first, api, 1_000);
		expect(await newToken(account, first, api, 61_000)).toBe(renewed);
		expect(calls.refresh).toEqual([first]);
		// past the minute the old token is renewed again: it was refreshed away, so a login
		expect(await newToken(account, first, api, 61_001)).not.toBe(renewed);
		expect(calls).toEqual({ refresh: [first, first], login: 2 });
	});

	describe('the process refreshes only the latest 50 tokens it obtained', () => {
		/** Logs in `count` times with new credentials: as many tokens of this process. */
		const logIns = async (count: number, api: TokenSources) => {
			for (let index = 0; index < count; index++) {
				await newToken(`https://api.example.com#filler-${index}`, '', api);
			}
		};

		test('a token followed by 49 others is still refreshed', async () => {
			const { api, calls } = sources(new Set());
			await logIns(60, api);
			const token = await newToken('https://api.example.com#renew-h', '', api);
			await logIns(49, api);
			await newToken('https://api.example.com#renew-h', token, api);
			expect(calls.refresh).toEqual([token]);
		});

		test('a token followed by 50 others is replaced by a login', async () => {
			const { api, calls } = sources(new Set());
			const token = await newToken('https://api.example.com#renew-i', '', api);
			await logIns(50, api);
			await newToken('https://api.example.com#renew-i', token, api);
			expect(calls.refresh).toEqual([]);
		});
	});
});
