import {
	baseUrlProblem,
	normaliseBaseUrl,
	pathSegment,
} from '../../nodes/shared/transport/baseUrl';

describe('the Base URL of the credential', () => {
	test.each([
		'https://api.example.com',
		'https://api.example.com/gw/acme',
		'http://127.0.0.1:4010',
		'http://localhost:4010/gw/x',
	])('%s is accepted', (url) => expect(baseUrlProblem(url)).toBeUndefined());

	test('plain HTTP to another host is refused, naming HTTPS', () => {
		expect(baseUrlProblem(' http://api.example.com/gw/acme')).toBe(
			'Base URL "http://api.example.com/gw/acme" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://',
		);
	});

	test.each(['http://[::1]:4010', 'http://127.0.0.2:4010', '  https://api.example.com/gw/acme  '])(
		'%s is accepted too (loopback, surrounding spaces)',
		(url) => expect(baseUrlProblem(url)).toBeUndefined(),
	);

	test.each([
		'http://127.0.0.1.example.com',
		'http://localhost.example.com:8080/x',
		'http://10.0.0.5',
		'ftp://api.example.com',
	])('%s is refused: it only looks like loopback, or is not HTTP(S)', (url) => {
		expect(baseUrlProblem(url)).toBe(
			`Base URL "${url}" must use HTTPS: the API accepts only HTTPS (plain HTTP only on localhost, for the local sandbox). Enter it starting with https://`,
		);
	});

	test.each([undefined, '', '   ', 42])('%p is refused as no URL', (value) => {
		expect(baseUrlProblem(value)).toMatch(
			/^Base URL ".*" is not a valid URL: enter the API's address/,
		);
	});

	test.each([
		['https://api.example.com', 'https://api.example.com'],
		['https://api.example.com/', 'https://api.example.com'],
		['https://API.Example.com:443/gw/acme//', 'https://api.example.com/gw/acme'],
		['https://api.example.com/api/v1', 'https://api.example.com'],
		[' http://localhost:4010/gw/acme/api/v1 ', 'http://localhost:4010/gw/acme'],
		['https://api.example.com/api/v1/gw', 'https://api.example.com/api/v1/gw'],
	])('%p is normalised to %p', (value, expected) => {
		expect(normaliseBaseUrl(value)).toBe(expected);
	});

	test('a value that is no URL is refused', () => {
		expect(baseUrlProblem('api.example.com')).toMatch(
			/^Base URL "api.example.com" is not a valid URL/,
		);
	});

	test('trailing slashes and a pasted /api/v1 are dropped; the gateway segment stays', () => {
		expect(normaliseBaseUrl('https://api.example.com/gw/acme/api/v1/')).toBe(
			'https://api.example.com/gw/acme',
		);
	});

	test('ids are URL-encoded whole', () => {
		expect(pathSegment('4829173-10001')).toBe('4829173-10001');
		expect(pathSegment('a/b c')).toBe('a%2Fb%20c');
	});
});
