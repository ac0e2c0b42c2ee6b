import type { INodeProperties } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { ReadyItems, type ExecuteOperation } from '../../operation';
import { downloadFile } from '../../../shared/transport/download';
import { labelIdParameter, labelViewRequest, pathId } from '../../parameters/locators';

const binaryPropertyName: INodeProperties = {
	displayName: 'Put Output File in Field',
	name: 'binaryPropertyName',
	type: 'string',
	required: true,
	default: 'data',
	hint: 'The name of the output binary field to put the label PDF in',
};

/** A %-escaped path segment decoded; one with a malformed escape is kept as it is. */
function decodedOrAsIs(segment: string): string {
	try {
		return decodeURIComponent(segment);
	} catch {
		return segment;
	}
}

/** The file name the URL carries (its `filename` query parameter or last path segment). */
function fileNameOf(url: string, labelId: string): string {
	const parsed = new URL(url);
	const fromQuery = parsed.searchParams.get('filename')?.trim();
	const lastSegment = decodedOrAsIs(parsed.pathname.split('/').pop() ?? '');
	if (fromQuery) return fromQuery;
	if (/\.pdf$/i.test(lastSegment)) return lastSegment;
	return `label-${labelId}.pdf`;
}

/**
 * Reads the label's file URL and downloads the PDF as binary data. The bearer token goes
 * only to the credential's own host; a file on another host is fetched without it.
 */
export const download: ExecuteOperation<ReadyItems> = {
	value: 'download',
	name: 'Download',
	action: 'Download a shipping label',
	description: 'Download the label PDF as binary data',
	kind: 'execute',
	properties: [labelIdParameter, binaryPropertyName],
	async execute(item) {
		const labelId = pathId(item, 'labelId');
		const property = item.requiredText('binaryPropertyName');
		const view = await item.request(labelViewRequest(item));
		const url = typeof view.label_url === 'string' ? view.label_url : '';
		if (!url) {
			throw new NodeOperationError(
				item.functions.getNode(),
				`The API gave no file URL for label ${labelId}`,
				{ itemIndex: item.itemIndex },
			);
		}
		const file = await downloadFile(item, url, item.itemIndex);
		const contentType = String(file.headers['content-type'] ?? 'application/pdf').split(';')[0];
		const fileName = fileNameOf(file.url, labelId);
		const binary = await item.functions.helpers.prepareBinaryData(file.body, fileName, contentType);
		return {
			raw: new ReadyItems([
				{
					json: { label_id: labelId, label_url: file.url, file_name: fileName },
					binary: { [property]: binary },
				},
			]),
		};
	},
};
