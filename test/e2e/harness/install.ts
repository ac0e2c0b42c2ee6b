import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** The n8n versions the package is tested on: the newest 2.x that installs here, and the last 1.x. */
export const N8N_VERSIONS = ['2.41.1', '1.123.81'] as const;
export type N8nVersion = (typeof N8N_VERSIONS)[number];

export interface N8nInstallation {
	version: N8nVersion;
	major: number;
	/** The folder holding node_modules/n8n. */
	home: string;
	/** n8n's bin/n8n script, run with `node`. */
	entry: string;
	/** The Node binary n8n runs on (Node 24 from the cache for 2.x, the system Node for 1.x). */
	node: string;
}

const installs = new Map<N8nVersion, Promise<N8nInstallation>>();

function parseEnvLines(output: string): Record<string, string> {
	const values: Record<string, string> = {};
	for (const line of output.split('\n')) {
		const match = /^([A-Z0-9_]+)=(.*)$/.exec(line.trim());
		if (match) values[match[1]] = match[2];
	}
	return values;
}

/** Installs n8n (minutes the first time, instant from the cache) and says how to run it. */
export function installN8n(version: N8nVersion): Promise<N8nInstallation> {
	let install = installs.get(version);
	if (!install) {
		install = execFileAsync('bash', [path.join(REPO_ROOT, 'scripts/n8n/install.sh'), version], {
			maxBuffer: 16 * 1024 * 1024,
		}).then(({ stdout }) => {
			const values = parseEnvLines(stdout);
			if (!values.N8N_ENTRY || !values.N8N_NODE || !values.N8N_HOME) {
				throw new Error(`install.sh ${version} printed no N8N_ENTRY/N8N_NODE/N8N_HOME:\n${stdout}`);
			}
			return {
				version,
				major: Number(version.split('.')[0]),
				home: values.N8N_HOME,
				entry: values.N8N_ENTRY,
				node: values.N8N_NODE,
			};
		});
		installs.set(version, install);
		install.catch(() => installs.delete(version));
	}
	return install;
}

/** Installs several versions at once: the first, uncached run is mostly network and compile time. */
export function installN8nVersions(
	versions: readonly N8nVersion[] = N8N_VERSIONS,
): Promise<N8nInstallation[]> {
	return Promise.all(versions.map((version) => installN8n(version)));
}
