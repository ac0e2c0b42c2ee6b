/** The saved-workflow fixtures: one node as n8n stores it in a workflow, per operation or event. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { INode } from 'n8n-workflow';

import { fixturesDir, type SubjectName } from './snapshot';

export interface Fixture {
	subject: SubjectName;
	version: number;
	/** `employee.update` or, for the trigger, the event. */
	name: string;
	path: string;
	/** Where the requests it sends are recorded, beside it. */
	requestsPath: string;
	node: INode;
}

export function fixturesOf(subject: SubjectName, version: number): Fixture[] {
	const dir = fixturesDir(subject, version);
	return readdirSync(dir)
		.filter((file) => file.endsWith('.json') && !file.endsWith('.requests.json'))
		.sort()
		.map((file) => {
			const name = file.slice(0, -'.json'.length);
			const path = join(dir, file);
			return {
				subject,
				version,
				name,
				path,
				requestsPath: join(dir, `${name}.requests.json`),
				node: JSON.parse(readFileSync(path, 'utf8')) as INode,
			};
		});
}
