import type {
	Failure,
	IDataObject,
	IExecuteFunctions,
	IHttpRequestMethods,
	ILoadOptionsFunctions,
	IPollFunctions,
} from 'n8n-workflow';

/** Where a request runs: an execution, a dropdown or search, or a trigger's poll. */
export type ApiContext = IExecuteFunctions | ILoadOptionsFunctions | IPollFunctions;

export interface ApiRequest {
	method: IHttpRequestMethods;
	/** Path after /api/v1, with ids already encoded by `pathSegment`. */
	path: string;
	qs?: IDataObject;
	body?: IDataObject;
	itemIndex?: number;
	/**
	 * The fields as the user knows them, by their API name: the label of the parameter and the
	 * value it gave. A 422 that names one of them says so in the user's words.
	 */
	fields?: Record<string, RequestField>;
}

/** A field of a request as the user knows it (see ApiRequest.fields). */
export interface RequestField {
	label: string;
	value?: unknown;
	/** The form a value takes (e.g. 4829173-10001), for an API text that does not say. */
	example?: string;
}

export interface ApiResponse {
	body: IDataObject;
	/** Response headers, names in lower case (the trigger reads the API's clock from `date`). */
	headers: Record<string, unknown>;
}

/** What a failed request left us: the HTTP answer if there was one, else the network error. */
export interface ApiFailure {
	status?: number;
	headers?: Record<string, unknown>;
	body?: unknown;
	networkCode?: string;
	message: string;
	/** What the credential's login declared when it failed (see its LoginFailed). */
	declared?: Failure;
}
