import { AssetLifecycleApi } from '../../credentials/AssetLifecycleApi.credentials';

describe('the credential form', () => {
	const baseUrl = new AssetLifecycleApi().properties.find(
		(property) => property.name === 'baseUrl',
	)!;

	test('Base URL shows its rules under the field, before any Test fails', () => {
		// n8n's credential form shows a hint under the field; the description only on hover
		expect(baseUrl.hint).toBe(
			'Up to, not including, /api/v1 (with your gateway segment, if any). HTTPS; plain HTTP only for localhost.',
		);
	});
});
