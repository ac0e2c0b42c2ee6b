/**
 * What the fixtures of each node version cover: every stored option value (coverage.ts), every
 * operation and event with only its required parameters, each stored exactly as n8n's editor saves
 * a node (defaults left out), and named after what it runs. `npm run compat:snapshot` generates
 * the fixtures missing (generate.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';

import type { INodeParameters } from 'n8n-workflow';

import { loadedParameters, optionValueName, optionValues, uncoveredValues } from './coverage';
import { fixturesOf, runOf } from './fixtures';
import { asEditorSaves } from './generate';
import { fixturesDir, subjects } from './snapshot';

const nodeVersions = subjects()
	.filter((subject) => subject.description !== null)
	.flatMap((subject) =>
		subject.versions.map((version) => ({ subject, version, label: `${subject.name}@${version}` })),
	);

describe.each(nodeVersions)('$label fixtures', ({ subject, version }) => {
	const fixtures = fixturesOf(subject.name, version);

	test('every stored option value is in a fixture', () => {
		expect(optionValues(subject, version).length).toBeGreaterThan(0);
		const missing = uncoveredValues(subject, version, fixtures).map(optionValueName);
		if (missing.length) {
			throw new Error(
				`no fixture of ${subject.name}@${version} holds these stored values:\n  ` +
					`${missing.join('\n  ')}\nnpm run compat:snapshot generates one for each (CONTRIBUTING.md)`,
			);
		}
	});

	test('every operation or event has a fixture with only its required parameters', () => {
		const runs = [...new Set(fixtures.map(runOf))];
		const names = fixtures.map((fixture) => fixture.name);
		expect(runs.filter((run) => !names.includes(`${run}.required`))).toEqual([]);
	});

	test('every fixture is stored as the editor saves it: defaults left out', () => {
		const unlike = fixtures.filter(
			(fixture) =>
				!isDeepStrictEqual(asEditorSaves(subject, fixture.node), fixture.node.parameters),
		);
		expect(unlike.map((fixture) => fixture.path)).toEqual([]);
	});

	test('every fixture is named after the operation or event it runs', () => {
		const runOfParameters = (parameters: INodeParameters) =>
			subject.name === 'trigger'
				? String(parameters.event)
				: `${String(parameters.resource)}.${String(parameters.operation)}`;
		const misnamed = fixtures
			.filter((fixture) => runOfParameters(loadedParameters(subject, fixture)) !== runOf(fixture))
			.map((fixture) => fixture.name);
		expect(misnamed).toEqual([]);
	});
});

describe('the stored credential', () => {
	const credential = subjects().find((subject) => subject.name === 'credential')!;

	test.each(credential.versions)('credential@%s holds every stored option value', (version) => {
		const path = join(fixturesDir('credential', version), 'assetLifecycleApi.json');
		const { data } = JSON.parse(readFileSync(path, 'utf8')) as { data: INodeParameters };
		const missing = optionValues(credential, version).filter(
			({ entry, value }) => data[entry.path] !== value,
		);
		expect(missing.map(optionValueName)).toEqual([]);
	});
});
