/**
 * What a request that got no answer says about the Base URL, by the network code Node gives it,
 * and what to check. The texts name no code: n8n's NodeApiError replaces a message containing one
 * (ECONNREFUSED, ENOTFOUND...) with its own generic text (see docs/n8n-notes.md, Error messages
 * naming a network code).
 */
const UNTRUSTED_CERTIFICATE =
	"its TLS certificate is not signed by an authority n8n trusts (it is self-signed or from a private authority). Check that the Base URL is the API's address; if your deployment uses a private authority, give n8n its certificate (NODE_EXTRA_CA_CERTS)";
const OUTDATED_CERTIFICATE =
	"its TLS certificate has expired or is not yet valid. Check that the Base URL is the API's address, and ask the server's owner to renew the certificate";

const CAUSES: Record<string, string> = {
	ERR_INVALID_URL:
		"it is not a valid URL. Enter the API's address, e.g. https://api.example.com or https://api.example.com/gw/acme",
	ENOTFOUND:
		'its host was not found. Check the host name for typos, and that the n8n server can resolve it',
	ECONNREFUSED:
		'nothing accepted the connection at that host and port. Check the port, and that the API runs there',
	DEPTH_ZERO_SELF_SIGNED_CERT: UNTRUSTED_CERTIFICATE,
	SELF_SIGNED_CERT_IN_CHAIN: UNTRUSTED_CERTIFICATE,
	UNABLE_TO_VERIFY_LEAF_SIGNATURE: UNTRUSTED_CERTIFICATE,
	UNABLE_TO_GET_ISSUER_CERT: UNTRUSTED_CERTIFICATE,
	UNABLE_TO_GET_ISSUER_CERT_LOCALLY: UNTRUSTED_CERTIFICATE,
	CERT_HAS_EXPIRED: OUTDATED_CERTIFICATE,
	CERT_NOT_YET_VALID: OUTDATED_CERTIFICATE,
	ERR_TLS_CERT_ALTNAME_INVALID:
		"its TLS certificate is for another host name. Check the host name in the Base URL: it must be the one the API's certificate names",
};

/**
 * What the network code says is wrong with the Base URL; undefined for a code it does not explain.
 */
export function baseUrlCause(networkCode: unknown): string | undefined {
	return typeof networkCode === 'string' ? CAUSES[networkCode] : undefined;
}

/**
 * The message of a failed request that got no answer, undefined for one that did. `baseUrl` is the
 * Base URL as the user entered it, when known; else the message speaks of the credential's.
 * A code that says nothing of the Base URL (a timeout, a reset) keeps Node's own text.
 */
export function unreachableMessage(
	failure: { networkCode?: string; message: string },
	baseUrl?: string,
): string | undefined {
	if (failure.networkCode === undefined) return undefined;
	const cause = baseUrlCause(failure.networkCode);
	if (!cause) return `The API could not be reached: ${failure.message}`;
	const where = baseUrl === undefined ? "the credential's Base URL" : `Base URL "${baseUrl}"`;
	return `The API could not be reached at ${where}: ${cause}.`;
}
