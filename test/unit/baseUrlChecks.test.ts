import { baseUrlProblem } from '../../nodes/shared/transport/baseUrl';

describe('the Base URL check, at its edges', () => {
	test.each(['http://127.10.20.30:4010', 'http://127.255.255.254'])(
		'%s is accepted: every 127.x.y.z address is loopback',
		(url) => expect(baseUrlProblem(url)).toBeUndefined(),
	);

	test.each(['ftp://localhost:4010', 'ws://127.0.0.1:4010'])(
		'%s is refused: on loopback too, only HTTP and HTTPS',
		(url) => {
			expect(baseUrlProblem(url)).toBe(
				`Base URL "${url}" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://`,
			);
		},
	);

	test.each([undefined, 42])('%p (no text) is refused as an empty Base URL', (value) => {
		expect(baseUrlProblem(value)).toBe(
			`Base URL "" is not a valid URL: enter the API's address, e.g. https://api.example.com or https://api.example.com/gw/acme`,
		);
	});
});
