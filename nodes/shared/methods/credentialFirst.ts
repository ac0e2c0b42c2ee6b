import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import { CREDENTIAL_TYPE } from '../transport/account';

/**
 * What a list the account fills offers before a credential is chosen: one entry saying to choose
 * one, instead of n8n's "Node does not have any credentials set" error. The editor loads the
 * lists again when the node's credential changes, so they fill as soon as one is chosen (see
 * docs/n8n-notes.md, Dropdowns and the credential).
 */
const CHOOSE_A_CREDENTIAL = {
	name: 'Choose a Credential First',
	value: '',
	description:
		'Choose or create an Asset Lifecycle API credential at the top of this node: the list then fills from the account',
};

function credentialChosen(context: ILoadOptionsFunctions): boolean {
	return context.getNode().credentials?.[CREDENTIAL_TYPE] !== undefined;
}

type LoadOptionsMethod = (this: ILoadOptionsFunctions) => Promise<INodePropertyOptions[]>;
type ListSearchMethod = (
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
) => Promise<INodeListSearchResult>;

/** A dropdown the account fills, offering only "Choose a Credential First" until one is chosen. */
export function optionsOnceCredentialChosen(method: LoadOptionsMethod): LoadOptionsMethod {
	return async function (this: ILoadOptionsFunctions) {
		if (!credentialChosen(this)) return [CHOOSE_A_CREDENTIAL];
		return await method.call(this);
	};
}

/**
 * A searchable list the account fills, finding only "Choose a Credential First" until one is
 * chosen.
 */
export function searchOnceCredentialChosen(method: ListSearchMethod): ListSearchMethod {
	return async function (this: ILoadOptionsFunctions, filter?: string, paginationToken?: string) {
		if (!credentialChosen(this)) return { results: [CHOOSE_A_CREDENTIAL] };
		return await method.call(this, filter, paginationToken);
	};
}
