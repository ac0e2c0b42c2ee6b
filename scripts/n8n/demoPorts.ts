/**
 * Where the demo answers on 127.0.0.1: n8n's editor and the sandbox. The defaults are what the
 * README and the screenshots show (the demo's credential holds the sandbox's Base URL); a flag of
 * `npm run demo`, or the variable n8n or the sandbox reads itself, moves either.
 */
import { parseArgs } from 'node:util';

export const DEMO_PORTS = { n8n: 5678, sandbox: 4010 };

/** The Base URL of the demo's credential, on the default port. */
export const DEMO_SANDBOX_URL = `http://127.0.0.1:${DEMO_PORTS.sandbox}`;

/** Each port's flag and environment variable. */
const SOURCES = {
	n8n: { flag: 'port', variable: 'N8N_PORT' },
	sandbox: { flag: 'sandbox-port', variable: 'SANDBOX_PORT' },
} as const;

export const DEMO_USAGE =
	'npm run demo [-- --port <n8n editor port> --sandbox-port <sandbox port>] (or N8N_PORT, SANDBOX_PORT)';

/**
 * The ports `npm run demo` starts on: `--port` and `--sandbox-port`, else N8N_PORT and
 * SANDBOX_PORT, else the defaults. Throws on an unknown flag or a value that is no port.
 */
export function demoPorts(args: string[], env: NodeJS.ProcessEnv): typeof DEMO_PORTS {
	const { values } = parseArgs({
		args,
		options: { port: { type: 'string' }, 'sandbox-port': { type: 'string' } },
		strict: true,
	});
	const portOf = (which: keyof typeof DEMO_PORTS): number => {
		const { flag, variable } = SOURCES[which];
		const raw = values[flag] ?? env[variable];
		if (raw === undefined || raw === '') return DEMO_PORTS[which];
		const port = Number(raw);
		if (!Number.isInteger(port) || port < 1 || port > 65535) {
			throw new Error(`--${flag} (or ${variable}) must be a port from 1 to 65535, got "${raw}"`);
		}
		return port;
	};
	const ports = { n8n: portOf('n8n'), sandbox: portOf('sandbox') };
	if (ports.n8n === ports.sandbox) {
		throw new Error(`n8n and the sandbox need two ports; both are ${ports.n8n}`);
	}
	return ports;
}
