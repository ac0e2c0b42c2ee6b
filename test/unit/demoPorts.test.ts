import { DEMO_PORTS, demoPorts } from '../../scripts/n8n/demoPorts';

describe("npm run demo's ports", () => {
	test('n8n on 5678 and the sandbox on 4010 unless told otherwise', () => {
		expect(demoPorts([], {})).toEqual({ n8n: 5678, sandbox: 4010 });
		expect(DEMO_PORTS).toEqual({ n8n: 5678, sandbox: 4010 });
	});

	test('--port and --sandbox-port move them, as do N8N_PORT and SANDBOX_PORT; a flag wins', () => {
		expect(demoPorts(['--port', '5700', '--sandbox-port=4100'], {})).toEqual({
			n8n: 5700,
			sandbox: 4100,
		});
		expect(demoPorts([], { N8N_PORT: '5701', SANDBOX_PORT: '4101' })).toEqual({
			n8n: 5701,
			sandbox: 4101,
		});
		expect(demoPorts(['--sandbox-port', '4102'], { SANDBOX_PORT: '4101' })).toEqual({
			n8n: 5678,
			sandbox: 4102,
		});
	});

	test.each([
		[['--port', '0'], '--port (or N8N_PORT) must be a port from 1 to 65535, got "0"'],
		[['--port', '70000'], '--port (or N8N_PORT) must be a port from 1 to 65535, got "70000"'],
		[
			['--sandbox-port', 'abc'],
			'--sandbox-port (or SANDBOX_PORT) must be a port from 1 to 65535, got "abc"',
		],
		[['--port', '4010'], 'n8n and the sandbox need two ports; both are 4010'],
		[['--editor-port', '5700'], "Unknown option '--editor-port'"],
	])('%j is refused: %s', (args, message) => {
		expect(() => demoPorts(args, {})).toThrow(message);
	});
});
