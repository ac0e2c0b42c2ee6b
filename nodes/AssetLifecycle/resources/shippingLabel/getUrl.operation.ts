import { labelIdParameter, labelViewRequest, pathId } from '../../parameters/locators';
import { RECORD_IS_SIMPLE, type Operation } from '../../operation';

export const getUrl: Operation = {
	value: 'getUrl',
	name: 'Get File URL',
	action: 'Get the file URL of a shipping label',
	description: "Get the URL of the label's PDF",
	kind: 'request',
	simplified: RECORD_IS_SIMPLE,
	fieldPaths: ['label_id', 'label_url'],
	properties: [labelIdParameter],
	request: labelViewRequest,
	output: (body, item) => ({
		label_id: pathId(item, 'labelId'),
		label_url: body.label_url,
	}),
};
