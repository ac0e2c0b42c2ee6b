/** Test layers: unit (nock edge cases), contract (sandbox over HTTP), engine (node in n8n-core against the sandbox), e2e (real n8n), queue (n8n in queue mode: main, workers, PostgreSQL, Redis). */
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
		project('e2e'),
		project('queue'),
	],
};
