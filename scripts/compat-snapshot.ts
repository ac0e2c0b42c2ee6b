/**
 * npm run compat:snapshot: writes the parameter snapshot and the fixtures' recordings of each node
 * version not yet released (test/compat/released.json) and the recording of any fixture that has
 * none yet, then records the hashes of a released version's new files. A released version's
 * existing files are never written (CONTRIBUTING.md).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';

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

for (const { subject, version } of unreleased) {
	const path = snapshotPath(subject.name, version);
	mkdirSync(dirname(path), { recursive: true });
	writeFileSync(path, `${JSON.stringify(snapshotOf(subject, version), null, '\t')}\n`);
	done.push(`wrote ${relative(REPO_ROOT, path)}`);
}
// the fixtures a version lacks: one per operation and event with only its required parameters,
// and one for each stored option value no fixture holds yet (test/compat/generate.ts)
for (const { subject, version } of versions.filter(({ subject }) => subject.description !== null)) {
	for (const [name, node] of missingFixtures(subject, version)) {
		const path = join(fixturesDir(subject.name, version), `${name}.json`);
		writeFileSync(path, `${JSON.stringify(node, null, '\t')}\n`);
		done.push(`generated ${relative(REPO_ROOT, path)}`);
	}
}

const unrecorded = versions
	.filter(({ subject }) => subject.description !== null)
	.flatMap(({ subject, version }) =>
		fixturesOf(subject.name, version).filter((fixture) => !existsSync(fixture.recordingPath)),
	);
const recordable = unreleased.filter(({ subject }) => subject.description !== null);
if (
	unrecorded.length ||
	recordable.some(({ subject, version }) => fixturesOf(subject.name, version).length)
) {
	run('npx', ['jest', 'test/compat/recordings.test.ts', '--selectProjects', 'compat', '-w', '1'], {
		COMPAT_RECORD: '1',
	});
	done.push(
		`recorded the unreleased versions’ fixtures and ${unrecorded.length} fixtures without a recording`,
	);
}
// formatted before any hash is taken, so that the frozen files pass format:check as they are
if (unreleased.length || unrecorded.length)
	run('npx', ['prettier', '--log-level', 'warn', '--write', 'test/compat']);

for (const { subject, version } of versions.filter(({ isReleased }) => isReleased)) {
	for (const file of [snapshotPath(subject.name, version), ...fixtureFiles(subject, version)]) {
		const key = relative(REPO_ROOT, file);
		if (released.files[key] === undefined && existsSync(file)) {
			released.files[key] = sha256(file);
			done.push(`froze ${key}`);
		}
	}
}
writeFileSync(RELEASED_PATH, `${JSON.stringify(released, null, '\t')}\n`);
run('npx', ['prettier', '--log-level', 'warn', '--write', relative(REPO_ROOT, RELEASED_PATH)]);
console.log(
	done.length ? done.join('\n') : 'every version is released and frozen; nothing written',
);
