import { toNodeApiError } from '../../nodes/shared/transport/errors';
import { unreachableMessage } from '../../nodes/shared/transport/unreachable';
import { actionNode } from './actionNode';

const UNTRUSTED =
	"its TLS certificate is not signed by an authority n8n trusts (it is self-signed or from a private authority). Check that the Base URL is the API's address; if your deployment uses a private authority, give n8n its certificate (NODE_EXTRA_CA_CERTS).";
const OUTDATED =
	"its TLS certificate has expired or is not yet valid. Check that the Base URL is the API's address, and ask the server's owner to renew the certificate.";

describe('a request that got no answer', () => {
	test.each([
		['ERR_INVALID_URL', 'Invalid URL', "it is not a valid URL. Enter the API's address"],
		['ENOTFOUND', 'getaddrinfo ENOTFOUND api.example.invalid', 'its host was not found.'],
		['ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:9', 'nothing accepted the connection'],
		['DEPTH_ZERO_SELF_SIGNED_CERT', 'self-signed certificate', UNTRUSTED],
		['SELF_SIGNED_CERT_IN_CHAIN', 'self-signed certificate in certificate chain', UNTRUSTED],
		['UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'unable to verify the first certificate', UNTRUSTED],
		['CERT_HAS_EXPIRED', 'certificate has expired', OUTDATED],
		[
			'ERR_TLS_CERT_ALTNAME_INVALID',
			"Hostname/IP does not match certificate's altnames",
			'its TLS certificate is for another host name.',
		],
	])(
		'%s names the Base URL as entered and what to check, and n8n keeps the words',
		(networkCode, message, cause) => {
			const baseUrl = 'https://api.example.invalid/gw/acme/';
			expect(unreachableMessage({ networkCode, message }, baseUrl)).toContain(
				`The API could not be reached at Base URL "${baseUrl}": ${cause}`,
			);
			// In a run with a token already stored the transport knows no entered URL: the credential's.
			const error = toNodeApiError(actionNode, { networkCode, message }, { method: 'GET' });
			expect(error.message).toBe(unreachableMessage({ networkCode, message }));
			expect(error.message).toContain(
				`The API could not be reached at the credential's Base URL: ${cause}`,
			);
		},
	);

	test('a code that says nothing of the Base URL keeps Node’s text; an answer is no such failure', () => {
		expect(unreachableMessage({ networkCode: 'ECONNRESET', message: 'socket hang up' })).toBe(
			'The API could not be reached: socket hang up',
		);
		expect(unreachableMessage({ message: 'Request failed with status code 500' })).toBeUndefined();
	});
});
