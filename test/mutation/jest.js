/**
 * A jest config of one project for a mutation run: the listed test files, transformed as
 * jest.config.js transforms them, run by matchingFilesRunner.js. Stryker's jest runner takes one
 * project.
 */
const { join } = require('node:path');

const root = join(__dirname, '../..');

exports.mutationJestConfig = (testFiles) => ({
	rootDir: root,
	testEnvironment: 'node',
	transform: {
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.dev.json', isolatedModules: true }],
	},
	testMatch: testFiles.map((file) => join(root, file)),
	// the hang guard of jest.config.js
	testTimeout: 30_000,
	runner: join(__dirname, 'matchingFilesRunner.js'),
});
