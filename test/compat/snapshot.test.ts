/**
 * A released node version's parameters stay as saved workflows hold them (CONTRIBUTING.md): its
 * snapshot under snapshots/ and its fixtures are frozen, and the current description is compared
 * with the snapshot of every released version.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { checksOf, tightenedChecks } from './checks';
import {
	breakingChanges,
	fixturesDir,
	readReleased,
	REPO_ROOT,
	sha256,
	snapshotOf,
	snapshotPath,
	subjects,
	type Snapshot,
} from './snapshot';

const released = readReleased();
const versions = subjects().flatMap((subject) =>
	subject.versions.map((version) => ({ subject, version, label: `${subject.name}@${version}` })),
);

describe.each(versions)('$label', ({ subject, version }) => {
	const path = snapshotPath(subject.name, version);
	const isReleased = released.versions[subject.name].includes(version);

	test(
		isReleased ? 'keeps every parameter of the released snapshot' : 'snapshot is current',
		() => {
			if (!existsSync(path)) throw new Error(`${path} is missing: run npm run compat:snapshot`);
			const saved = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
			const current = snapshotOf(subject, version);
			if (isReleased) {
				const breaks = breakingChanges(saved, current);
				if (breaks.length) {
					throw new Error(
						`${subject.label} version ${version} is released: saved workflows hold its ` +
							`parameters as they were, and n8n drops or misreads what changed:\n  ` +
							`${breaks.join('\n  ')}\nRestore it and add a node version for the change ` +
							'(CONTRIBUTING.md, "Adding a node version").',
					);
				}
			} else {
				// the checks are probed for a released version (below); npm run compat:snapshot writes them
				expect(current).toEqual({ ...saved, checks: undefined });
			}
		},
	);

	if (isReleased && subject.name === 'action') {
		test('its own checks refuse nothing the released version accepted', async () => {
			const saved = JSON.parse(readFileSync(path, 'utf8')) as Snapshot;
			const tightened = tightenedChecks(saved.checks ?? [], await checksOf(subject, version));
			if (tightened.length) {
				throw new Error(
					`${subject.label} version ${version} is released: a saved workflow may hold a value ` +
						`its checks now refuse before sending:\n  ${tightened.join('\n  ')}\nRestore ` +
						'the check for this version and tighten it in a new one (CONTRIBUTING.md).',
				);
			}
		});
	}
});

/** The files of a released version: its snapshot, its fixtures and their recordings. */
function releasedFiles(): string[] {
	return subjects().flatMap((subject) =>
		released.versions[subject.name].flatMap((version) => {
			const dir = fixturesDir(subject.name, version);
			const fixtures = existsSync(dir) ? readdirSync(dir).map((file) => join(dir, file)) : [];
			return [snapshotPath(subject.name, version), ...fixtures].map((file) =>
				relative(REPO_ROOT, file),
			);
		}),
	);
}

describe('the files of released versions are frozen', () => {
	test.each(releasedFiles())('%s is unchanged since its release', (file) => {
		const frozen = released.files[file];
		if (frozen === undefined) {
			throw new Error(
				`${file} has no hash in test/compat/released.json: run npm run compat:snapshot`,
			);
		}
		if (sha256(join(REPO_ROOT, file)) !== frozen) {
			throw new Error(
				`${file} belongs to a released version and was edited: restore it; a change goes into ` +
					'a new node version with fixtures of its own (CONTRIBUTING.md)',
			);
		}
	});

	test('every frozen file is still there', () => {
		const missing = Object.keys(released.files).filter(
			(file) => !existsSync(join(REPO_ROOT, file)),
		);
		expect(missing).toEqual([]);
	});
});
