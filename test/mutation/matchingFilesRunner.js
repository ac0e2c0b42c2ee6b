/**
 * Jest's own runner, which under Stryker runs a mutant's tests as Stryker means to, and jest run
 * from Stryker cannot:
 * - only the test files that hold a test the mutant's run asks for. Stryker asks for a mutant's
 *   tests by name (jest's testNamePattern) over every file of the config: each file is loaded, its
 *   imports and all, even when none of its tests is asked for; over the trigger's 37 files that
 *   loading alone takes 10 to 16 s a mutant. The names of each file's tests are learnt from the
 *   runs that load it (the first, Stryker's dry run, loads them all) and kept beside the run's copy
 *   of the project; a file not yet known runs.
 * - file by file, the fastest first, stopping after the first file where a test failed: the
 *   mutant is killed, and Stryker's bail (on unless disableBail) would stop there. Jest's own bail
 *   ends the process, so Stryker turns it off.
 * Outside Stryker (STRYKER_MUTATOR_WORKER unset), and in Stryker's dry run, it is jest's runner
 * as is.
 */
const { existsSync, readFileSync, renameSync, writeFileSync } = require('node:fs');
const { join } = require('node:path');
const TestRunner = require('jest-runner').default;

const underStryker = process.env.STRYKER_MUTATOR_WORKER !== undefined;

class MatchingFilesRunner extends TestRunner {
	constructor(globalConfig, context) {
		super(globalConfig, context);
		if (!underStryker) return;
		this.namesFile = join(globalConfig.rootDir, '.mutation-test-names.json');
		// a file whose tests failed is a success here too; a failure is a file that could not run
		this.on('test-file-success', ([test, result]) => {
			this.learn(test.path, result);
			if (result.numFailingTests > 0 || result.testExecError) this.killed = true;
		});
	}

	async runTests(tests, watcher, options) {
		const pattern = this._globalConfig.testNamePattern;
		if (!underStryker || !pattern) return super.runTests(tests, watcher, options);
		// jest-circus matches a test's names (its describes' and its own) the same way
		const asked = new RegExp(pattern, 'i');
		const known = this.known();
		const wanted = tests.filter(
			(test) => known[test.path] === undefined || known[test.path].some((name) => asked.test(name)),
		);
		// jest's sequencer gives each file the time its last run took
		wanted.sort((a, b) => (a.duration ?? Infinity) - (b.duration ?? Infinity));
		this.killed = false;
		for (const test of wanted) {
			if (this.killed) break;
			await super.runTests([test], watcher, options);
		}
	}

	known() {
		return existsSync(this.namesFile) ? JSON.parse(readFileSync(this.namesFile, 'utf8')) : {};
	}

	learn(path, result) {
		const names = result.testResults.map((test) => test.fullName);
		if (!names.length) return;
		const known = this.known();
		if (known[path] !== undefined) return;
		known[path] = names;
		// two test runners may write at once: each write replaces the file whole
		const partial = `${this.namesFile}.${process.pid}`;
		writeFileSync(partial, JSON.stringify(known));
		renameSync(partial, this.namesFile);
	}
}

module.exports = MatchingFilesRunner;
