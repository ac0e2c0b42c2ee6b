import {
	baseUrlProblem,
	normaliseBaseUrl,
	pathSegment,
} from '../../nodes/AssetLifecycle/transport/baseUrl';

describe('the Base URL of the credential', () => {
	test.each([
		'https://api.example.com',
		'https://api.example.com/gw/acme',
		'http://127.0.0.1:4010',
		'http://localhost:4010/gw/x',
	])('%s is accepted', (url) => expect(baseUrlProblem(url)).toBeUndefined());

	test('plain HTTP to another host is refused, naming HTTPS', () => {
		expect(baseUrlProblem('http://api.example.com')).toBe(
			'Base URL must use HTTPS (got http://api.example.com): the API accepts only HTTPS; plain HTTP is allowed for localhost only',
		);
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
