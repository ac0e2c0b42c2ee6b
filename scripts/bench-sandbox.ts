/**
 * Throughput of the sandbox on loopback: list pages of 100 items, many keep-alive connections.
 * `npm run bench:sandbox [-- --seconds 5 --concurrency 16]`. Prints requests per second per list.
 */
import { Agent, request } from 'node:http';
import { startSandbox } from '../sandbox';
import { schemas } from '../sandbox/schemas';

const argument = (name: string, fallback: number) => {
	const index = process.argv.indexOf(`--${name}`);
	return index >= 0 ? Number(process.argv[index + 1]) : fallback;
};

const seconds = argument('seconds', 5);
const concurrency = argument('concurrency', 16);

const lists = [
	{
		path: '/api/v1/employees?page=3&limit=100',
		key: 'users',
		schema: schemas.responses.employeeList,
	},
	{
		path: '/api/v1/wallet/transactions?page=2&limit=100',
		key: 'data',
		schema: schemas.responses.walletTransactions,
	},
	{ path: '/api/v1/assets?page=4&limit=100', key: 'assets', schema: schemas.responses.assetList },
	{ path: '/api/v1/shipping/labels?limit=100', key: 'labels', schema: schemas.responses.labelList },
];

function get(agent: Agent, port: number, path: string, token: string): Promise<string> {
	return new Promise((resolve, reject) => {
		const req = request(
			{ host: '127.0.0.1', port, path, agent, headers: { Authorization: `Bearer ${token}` } },
			(res) => {
				const chunks: Buffer[] = [];
				res.on('data', (chunk: Buffer) => chunks.push(chunk));
				res.on('end', () => {
					if (res.statusCode !== 200) reject(new Error(`${path} answered ${res.statusCode}`));
					else resolve(Buffer.concat(chunks).toString('utf8'));
				});
			},
		);
		req.on('error', reject);
		req.end();
	});
}

async function main(): Promise<void> {
	const sandbox = await startSandbox({
		port: 0,
		employees: 2500,
		transactions: 5000,
		rateLimit: 100_000_000,
	});
	try {
		const login = await fetch(`${sandbox.baseUrl}/api/v1/auth/login`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({ client_id: 'sandbox-client', client_secret: 'sandbox-secret' }),
		});
		const { token } = (await login.json()) as { token: string };
		const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
		console.log(
			`sandbox bench: 2500 employees, 5000 transactions, ${concurrency} keep-alive connections, ${seconds} s per list`,
		);
		for (const list of lists) {
			const sample = JSON.parse(await get(agent, sandbox.port, list.path, token)) as Record<
				string,
				unknown[]
			>;
			list.schema.parse(sample);
			if (sample[list.key].length !== 100) {
				throw new Error(`${list.path} answered ${sample[list.key].length} items, not 100`);
			}
			let done = 0;
			const until = Date.now() + seconds * 1000;
			const worker = async () => {
				while (Date.now() < until) {
					await get(agent, sandbox.port, list.path, token);
					done++;
				}
			};
			const started = Date.now();
			await Promise.all(Array.from({ length: concurrency }, worker));
			const elapsed = (Date.now() - started) / 1000;
			console.log(
				`  ${list.path.padEnd(48)} ${String(Math.round(done / elapsed)).padStart(6)} req/s (${done} pages of 100)`,
			);
		}
		agent.destroy();
	} finally {
		await sandbox.close();
	}
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
