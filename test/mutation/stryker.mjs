/**
 * What every folder's mutation run shares (npm run mutate, scripts/mutate.sh): StrykerJS with its
 * jest runner, coverage per test (a mutant runs only the tests that reach it), the TypeScript
 * checker (a mutant that does not compile is out of the count) and incremental runs (a rerun tests
 * only the mutants of code or tests that changed since the committed result). Each folder has its
 * own jest config (the tests that can kill its mutants), report and incremental file.
 */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where Stryker copies the project while it runs (and which it deletes after a run that
 * succeeds): outside the worktree, where lint, jest and git would see the copies, and one per
 * worktree and folder, so that runs in two worktrees, or of two folders, can go on at once.
 */
const tempDir = (folder) =>
	join(
		tmpdir(),
		`stryker-${createHash('sha256').update(process.cwd()).digest('hex').slice(0, 12)}-${folder}`,
	);

export function strykerConfig(folder, mutate) {
	return {
		$schema: '../../node_modules/@stryker-mutator/core/schema/stryker-schema.json',
		packageManager: 'npm',
		testRunner: 'jest',
		jest: {
			projectType: 'custom',
			configFile: `test/mutation/${folder}.jest.config.js`,
			enableFindRelatedTests: false,
		},
		coverageAnalysis: 'perTest',
		checkers: ['typescript'],
		tsconfigFile: 'tsconfig.json',
		typescriptChecker: { prioritizePerformanceOverAccuracy: true },
		mutate,
		incremental: true,
		incrementalFile: `test/mutation/incremental/${folder}.json`,
		reporters: ['clear-text', 'progress', 'json', 'html'],
		jsonReporter: { fileName: `reports/mutation/${folder}.json` },
		htmlReporter: { fileName: `reports/mutation/${folder}.html` },
		clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
		// Stryker gives half to type checkers, half to test runners: two of each (the checkers are
		// busy at the start only)
		concurrency: 4,
		// the machine is shared: a mutant's tests may run slower than in the dry run
		timeoutFactor: 2,
		timeoutMS: 10_000,
		// the first run of every test, with coverage, on a loaded machine
		dryRunTimeoutMinutes: 30,
		tempDirName: tempDir(folder),
		// test/compat/fixtures stays: the snapshot test among the trigger's checks them
		ignorePatterns: ['dist', 'reports', 'coverage'],
		thresholds: { high: 90, low: 85, break: null },
	};
}
