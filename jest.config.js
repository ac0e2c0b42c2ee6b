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
