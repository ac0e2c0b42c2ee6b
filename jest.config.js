/** Test layers: unit (nock edge cases), contract (sandbox over HTTP), engine (node in n8n-core against the sandbox), hostile (node in n8n-core against a server answering what no faithful server would), e2e (real n8n), queue (n8n in queue mode: main, workers, PostgreSQL, Redis), release (the workflows and the packed package), simulation (random histories of the trigger against a reference model), compat (saved workflows of released node versions still load and send the same requests). */
const tsJest = ['ts-jest', { tsconfig: 'tsconfig.dev.json', isolatedModules: true }];

const project = (name, extra = {}) => ({
	displayName: name,
	testEnvironment: 'node',
	transform: { '^.+\\.ts$': tsJest },
	testMatch: [`<rootDir>/test/${name}/**/*.test.ts`],
	...extra,
});

module.exports = {
	/**
	 * A hang guard, not a timing: the in-process layers run n8n-core and speak HTTP on loopback, and a
	 * story that takes 2 s on an idle machine takes 10 s beside two other jest runs on two cores.
	 * What the tests assert is counted (requests, the waits the nodes asked for) or read on clocks
	 * they hold, never the machine's time, so jest's default of 5 s would fail them on load alone.
	 * Jest 29 reads it for the whole run, not per project; a file whose stories run longer sets its
	 * own (jest.setTimeout), as the e2e, queue and simulation layers do.
	 */
	testTimeout: 30_000,
	/**
	 * The in-process layers run in one test process, as two cores give (jest's workers are the cores
	 * less one), and that process is replaced once it holds more than this after a file. Run in band
	 * (jest's choice for a single worker), the one process kept what each of the 170 files left
	 * behind and once reached the heap's 4.3 GB limit in the simulation, after 26 minutes, beside
	 * another run. A memory limit makes jest use a worker even for one.
	 */
	workerIdleMemoryLimit: '1.5GB',
	projects: [
		project('unit'),
		project('contract'),
		project('engine'),
		project('hostile'),
		project('e2e'),
		project('queue'),
		project('release'),
		project('simulation'),
		project('compat'),
	],
};
