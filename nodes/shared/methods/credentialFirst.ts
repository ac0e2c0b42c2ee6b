import type {
	ILoadOptionsFunctions,
	INodeListSearchResult,
	INodePropertyOptions,
} from 'n8n-workflow';

import { CREDENTIAL_TYPE } from '../transport/request';

/**
 * Lists the account fills answer a load without a credential with one entry saying to choose one,
 * instead of n8n's "Node does not have any credentials set" error. The editor loads a dropdown
 * again when the node's credential changes, but drops that load while an earlier one is under
 * way, and the first loads of a node added from the node creator go out before it has its
 * credential (see docs/n8n-notes.md, Dropdowns and the credential). So a list whose entries do not
 * need the account (the countries) answers such a load with all of them; a searchable list loads
 * when opened, keyed by its credential, so it fills once one is chosen.
 */
const CHOOSE_A_CREDENTIAL = {
	name: 'Choose a Credential First',
	value: '',
	description:
		'Choose or create an Asset Lifecycle API credential at the top of this node: the list then fills from the account. If one is chosen already, choose Refresh List in this field’s menu.',
};

/**
 * The same entry in a multi-select, where a value of "" would be kept beside real choices: it
 * cannot be chosen (n8n 2.x shows it disabled; 1.x does not, and the node's check refuses it).
 */
export const CHOOSE_A_CREDENTIAL_MULTI: INodePropertyOptions = {
	...CHOOSE_A_CREDENTIAL,
	value: CHOOSE_A_CREDENTIAL.name,
	disabled: true,
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

/**
 * A dropdown the account fills. Until a credential is chosen it offers `withoutCredential` when
 * given (entries that do not need the account), else only "Choose a Credential First".
 */
export function optionsOnceCredentialChosen(
	method: LoadOptionsMethod,
	withoutCredential?: () => INodePropertyOptions[],
): LoadOptionsMethod {
	return async function (this: ILoadOptionsFunctions) {
		if (!credentialChosen(this)) return withoutCredential?.() ?? [CHOOSE_A_CREDENTIAL];
		return await method.call(this);
	};
}

/** A multi-select the account fills, offering only an entry that cannot be chosen until then. */
export function multiOptionsOnceCredentialChosen(method: LoadOptionsMethod): LoadOptionsMethod {
	return async function (this: ILoadOptionsFunctions) {
		if (!credentialChosen(this)) return [CHOOSE_A_CREDENTIAL_MULTI];
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
