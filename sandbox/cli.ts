/** `npm run sandbox`: starts the sandbox on 127.0.0.1 and prints its URL and the clients to use. */
import { parseArgs } from 'node:util';
import { startSandbox, type SandboxOptions } from './index';

const { values } = parseArgs({
	options: {
		port: { type: 'string' },
		'base-path': { type: 'string' },
		seed: { type: 'string' },
		employees: { type: 'string' },
		transactions: { type: 'string' },
		campaigns: { type: 'string' },
		recoveries: { type: 'string' },
		'rate-limit': { type: 'string' },
		'rate-window': { type: 'string' },
		'token-ttl': { type: 'string' },
		'demo-clock': { type: 'string' },
	},
});

function numberOption(
	flag: keyof typeof values,
	env: string,
	fallback?: number,
): number | undefined {
	const raw = (values[flag] as string | undefined) ?? process.env[env];
	if (raw === undefined || raw === '') return fallback;
	const value = Number(raw);
	if (!Number.isFinite(value) || value < 0) {
		console.error(`--${flag} (or ${env}) must be a non-negative number, got "${raw}"`);
		process.exit(2);
	}
	return value;
}

const options: SandboxOptions = {
	port: numberOption('port', 'SANDBOX_PORT', 4010),
	basePath: (values['base-path'] as string | undefined) ?? process.env.SANDBOX_BASE_PATH ?? '',
	seed: numberOption('seed', 'SANDBOX_SEED'),
	employees: numberOption('employees', 'SANDBOX_EMPLOYEES'),
	transactions: numberOption('transactions', 'SANDBOX_TRANSACTIONS'),
	campaigns: numberOption('campaigns', 'SANDBOX_CAMPAIGNS'),
	recoveries: numberOption('recoveries', 'SANDBOX_RECOVERIES'),
	rateLimit: numberOption('rate-limit', 'SANDBOX_RATE_LIMIT'),
	rateWindowSeconds: numberOption('rate-window', 'SANDBOX_RATE_WINDOW'),
	tokenTtlSeconds: numberOption('token-ttl', 'SANDBOX_TOKEN_TTL'),
	demoClockSeconds: numberOption('demo-clock', 'SANDBOX_DEMO_CLOCK'),
};

startSandbox(options)
	.then((sandbox) => {
		const { settings } = sandbox.sandbox;
		console.log(`Asset-Lifecycle sandbox API v1 listening on ${sandbox.origin}`);
		console.log('');
		console.log(`  Base URL (credential):  ${sandbox.baseUrl}`);
		console.log(`  API root:               ${sandbox.baseUrl}/api/v1`);
		console.log(`  Control API:            ${sandbox.origin}/__sandbox`);
		console.log(`  Request log:            ${sandbox.origin}/__sandbox/requests`);
		console.log('');
		console.log('  client_id         client_secret     access');
		console.log('  sandbox-client    sandbox-secret    every module, Read/Write');
		console.log('  limited-client    limited-secret    no chain-of-custody.read, wallet read-only');
		console.log('  expired-client    expired-secret    expired credential: login is refused');
		console.log('');
		console.log(
			`  seed ${settings.seed}, ${settings.employees} employees, ${sandbox.sandbox.store.campaigns.size} campaigns, ${sandbox.sandbox.store.recoveries.size} recoveries, ${settings.transactions} wallet transactions, ` +
				`${settings.rateLimit} requests per ${settings.rateWindowSeconds} s, tokens valid ${settings.tokenTtlSeconds} s` +
				(options.demoClockSeconds ? `, demo clock every ${options.demoClockSeconds} s` : ''),
		);
		const stop = () => {
			void sandbox.close().then(() => process.exit(0));
		};
		process.once('SIGINT', stop);
		process.once('SIGTERM', stop);
	})
	.catch((error: Error) => {
		console.error(`The sandbox could not start: ${error.message}`);
		process.exit(1);
	});
