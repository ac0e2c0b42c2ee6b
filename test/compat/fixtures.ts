/**
 * The saved-workflow fixtures: one node as n8n stores it in a workflow (`<name>.json`), named
 * `<resource>.<operation>` or `<event>`, then what sets it apart (`employee.get.required`); beside
 * it what the run meets (`<name>.scenario.json`, when it is more than a fresh account and one
 * empty input item) and what it did (`<name>.recording.json`).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { IDataObject, INode } from 'n8n-workflow';

import { fixturesDir, type SubjectName } from './snapshot';

/** A call of the sandbox's control API (sandbox/README.md), e.g. an account change. */
export interface ControlCall {
	method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
	path: string;
	body?: unknown;
}

/** One run of the node: an execution of the action node, or a poll of the trigger. */
export interface ScenarioRun {
	/** What changes before it: the account (control API calls), the token's fate. */
	before?: ControlCall[];
}

/** What a fixture's run meets, beside the node as stored. */
export interface Scenario {
	/** What the fixture shows, for its reader. */
	about?: string;
	/** What the action node receives: the json of each input item (one empty item by default). */
	input?: IDataObject[];
	/**
	 * The credential as stored. `baseUrl` is what the user pasted, `{origin}` standing for the
	 * API's address (`{origin}/gw/acme/api/v1/`); a stored `accessToken` and `tokenOwner` are
	 * what another process (or an earlier version) left in it.
	 */
	credential?: { baseUrl?: string; accessToken?: string; tokenOwner?: string };
	/** The account's size, as the sandbox seeds it (its defaults: 120 employees, 240 transactions). */
	account?: { employees?: number; transactions?: number };
	/**
	 * The runs, in order: the action node runs once by default; the trigger is activated (the first
	 * poll) and polled once more. With `staticData` the activation is n8n's start-up (`init`).
	 */
	runs?: ScenarioRun[];
	/** The workflow's static data as n8n saved it (keys `node:<node name>`); the trigger only. */
	staticData?: IDataObject;
	/** Another workflow spends the account's quota meanwhile (default for the trigger). */
	othersSpend?: boolean;
}

export interface Fixture {
	subject: SubjectName;
	version: number;
	/** `employee.update`, `employee.get.required` or, for the trigger, `employeeChanged...`. */
	name: string;
	path: string;
	/** Where what it did is recorded, beside it. */
	recordingPath: string;
	node: INode;
	scenario: Scenario;
}

const SIDE_FILES = ['.scenario.json', '.recording.json'];

export const isFixtureFile = (file: string) =>
	file.endsWith('.json') && !SIDE_FILES.some((side) => file.endsWith(side));

export function fixturesOf(subject: SubjectName, version: number): Fixture[] {
	const dir = fixturesDir(subject, version);
	if (!existsSync(dir)) return [];
	return readdirSync(dir)
		.filter(isFixtureFile)
		.sort()
		.map((file) => {
			const name = file.slice(0, -'.json'.length);
			const path = join(dir, file);
			const scenarioPath = join(dir, `${name}.scenario.json`);
			return {
				subject,
				version,
				name,
				path,
				recordingPath: join(dir, `${name}.recording.json`),
				node: JSON.parse(readFileSync(path, 'utf8')) as INode,
				scenario: existsSync(scenarioPath)
					? (JSON.parse(readFileSync(scenarioPath, 'utf8')) as Scenario)
					: {},
			};
		});
}

/** `resource.operation` (action) or `event` (trigger) a fixture's name starts with. */
export function runOf(fixture: Pick<Fixture, 'subject' | 'name'>): string {
	const parts = fixture.name.split('.');
	return (fixture.subject === 'trigger' ? parts.slice(0, 1) : parts.slice(0, 2)).join('.');
}
