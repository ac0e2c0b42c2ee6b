/**
 * npm run compat:snapshot: for each node version not yet released (test/compat/released.json),
 * writes its parameter snapshot (with the action node's own checks), generates the fixtures any
 * version lacks (test/compat/generate.ts), writes the recordings of the unreleased versions'
 * fixtures and of any fixture that has none yet, then records the hashes of a released version's
 * new files. A released version's existing files are never written (CONTRIBUTING.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

import { checksOf } from '../test/compat/checks';
import { fixturesOf } from '../test/compat/fixtures';
import { missingFixtures } from '../test/compat/generate';
import {
	fixturesDir,
	readReleased,
	RELEASED_PATH,
	REPO_ROOT,
	sha256,
	snapshotOf,
	snapshotPath,
	subjects,
	type Subject,
} from '../test/compat/snapshot';

const released = readReleased();
const done: string[] = [];
const run = (command: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
	execFileSync(command, args, {
		cwd: REPO_ROOT,
		env: { ...process.env, ...env },
		stdio: 'inherit',
	});
const writeJson = (path: string, value: unknown) =>
	writeFileSync(path, `${JSON.stringify(value, null, '\t')}\n`);

const fixtureFiles = (subject: Subject, version: number) => {
	const dir = fixturesDir(subject.name, version);
	return existsSync(dir) ? readdirSync(dir).map((file) => join(dir, file)) : [];
};
const versions = subjects().flatMap((subject) =>
	subject.versions.map((version) => ({
		subject,
		version,
		isReleased: released.versions[subject.name].includes(version),
	})),
);
const unreleased = versions.filter(({ isReleased }) => !isReleased);
const ofNodes = versions.filter(({ subject }) => subject.description !== null);

/** The fixtures a version lacks: with only the required parameters, for an uncovered value. */
function generateFixtures() {
	for (const { subject, version } of ofNodes) {
		for (const [name, node] of missingFixtures(subject, version)) {
			const path = join(fixturesDir(subject.name, version), `${name}.json`);
			writeJson(path, node);
			done.push(`generated ${relative(REPO_ROOT, path)}`);
		}
	}
}

async function writeSnapshots() {
	for (const { subject, version } of unreleased) {
		const path = snapshotPath(subject.name, version);
		mkdirSync(dirname(path), { recursive: true });
		const checks = subject.name === 'action' ? await checksOf(subject, version) : undefined;
		writeJson(path, { ...snapshotOf(subject, version), ...(checks ? { checks } : {}) });
		done.push(`wrote ${relative(REPO_ROOT, path)}`);
	}
}

function record() {
	const unrecorded = ofNodes.flatMap(({ subject, version }) =>
		fixturesOf(subject.name, version).filter((fixture) => !existsSync(fixture.recordingPath)),
	);
	const recordable = unreleased.some(
		({ subject, version }) =>
			subject.description !== null && fixturesOf(subject.name, version).length > 0,
	);
	if (unrecorded.length || recordable) {
		run(
			'npx',
			['jest', 'test/compat/recordings.test.ts', '--selectProjects', 'compat', '-w', '1'],
			{
				COMPAT_RECORD: '1',
			},
		);
		done.push(
			`recorded the unreleased versions and ${unrecorded.length} fixtures without a recording`,
		);
	}
	// formatted before any hash is taken, so that the frozen files pass format:check as they are
	if (unreleased.length || unrecorded.length) {
		run('npx', ['prettier', '--log-level', 'warn', '--write', 'test/compat']);
	}
}

function freeze() {
	for (const { subject, version } of versions.filter(({ isReleased }) => isReleased)) {
		for (const file of [snapshotPath(subject.name, version), ...fixtureFiles(subject, version)]) {
			const key = relative(REPO_ROOT, file);
			if (released.files[key] === undefined && existsSync(file)) {
				released.files[key] = sha256(file);
				done.push(`froze ${key}`);
			}
		}
	}
	writeJson(RELEASED_PATH, released);
	run('npx', ['prettier', '--log-level', 'warn', '--write', relative(REPO_ROOT, RELEASED_PATH)]);
}

void (async () => {
	generateFixtures();
	await writeSnapshots();
	record();
	freeze();
	console.log(
		done.length ? done.join('\n') : 'every version is released and frozen; nothing written',
	);
})();
