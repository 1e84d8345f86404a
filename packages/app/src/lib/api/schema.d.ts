// Generated from openapi/api-v1.yaml by `npm run openapi:types`. Do not edit.

export interface paths {
    "/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check the server and its database
         * @description Runs a trivial query against the database and reports which driver serves it.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/categories_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List specialty categories
         * @description The top level of the specialty taxonomy (Medical, Legal, Healthcare Services), in taxonomy order.
         */
        get: operations["listCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/subcategories/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the subcategories of a category
         * @description The subcategories (speciality groups) of one category, in taxonomy order. An unknown category answers an empty list.
         */
        get: operations["listSubcategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get_ic_services_by_id/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the services of a subcategory
         * @description The services (specialities) of one subcategory, in taxonomy order. An unknown subcategory answers an empty list.
         */
        get: operations["listServices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List countries
         * @description The countries a provider or a search can be in, in the product's fixed order (United States first, Other last).
         */
        get: operations["listCountries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/states/{countryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the states of a country
         * @description The states or provinces of one country, by name. An unknown country, or one without states, answers an empty list.
         */
        get: operations["listStates"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/cities/{stateId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the cities of a state
         * @description The cities of one state or province, by name. An unknown state answers an empty list.
         */
        get: operations["listCities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description A database id. */
        Id: number;
        /**
         * @description One entry of a lookup list.
         * @example {
         *       "id": 1,
         *       "name": "Medical"
         *     }
         */
        LookupEntry: {
            id: components["schemas"]["Id"];
            /** @description The name shown in the dropdown. */
            name: string;
        };
        /**
         * @description A lookup list, ordered as the app shows it.
         * @example {
         *       "status": 200,
         *       "data": [
         *         {
         *           "id": 1,
         *           "name": "Medical"
         *         },
         *         {
         *           "id": 2,
         *           "name": "Legal"
         *         },
         *         {
         *           "id": 3,
         *           "name": "Healthcare Services"
         *         }
         *       ]
         *     }
         */
        LookupListResponse: {
            /**
             * @description Always 200; repeats the HTTP status for clients that read only the body.
             * @constant
             */
            status: 200;
            data: components["schemas"]["LookupEntry"][];
        };
        /**
         * @example {
         *       "status": 200,
         *       "data": {
         *         "ok": true,
         *         "driver": "pglite"
         *       }
         *     }
         */
        HealthResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: {
                /**
                 * @description True when the database answered.
                 * @constant
                 */
                ok: true;
                /**
                 * @description Which database driver serves this process, embedded PGlite or a PostgreSQL server.
                 * @enum {string}
                 */
                driver: "pglite" | "postgres";
            };
        };
        /**
         * @description The one shape every failed call answers.
         * @example {
         *       "status": 400,
         *       "message": "The path parameter id must be an integer."
         *     }
         */
        Error: {
            /** @description Repeats the HTTP status. */
            status: number;
            /** @description A sentence for people saying what went wrong, naming the bad field when there is one. */
            message: string;
        };
    };
    responses: {
        /** @description The lookup list; empty when the parent does not exist. */
        LookupList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["LookupListResponse"];
            };
        };
        /** @description The request does not match this contract; the message names the bad field. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 400,
                 *       "message": "The path parameter id must be at least 1."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The server failed; the cause is logged on the server, not sent. */
        InternalError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 500,
                 *       "message": "Internal server error."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The id of the parent entry (a category for subcategories, a subcategory for services). */
        IdPath: components["schemas"]["Id"];
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The server is up and its database answers. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LookupList"];
            500: components["responses"]["InternalError"];
        };
    };
    listSubcategories: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the parent entry (a category for subcategories, a subcategory for services). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LookupList"];
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listServices: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the parent entry (a category for subcategories, a subcategory for services). */
                id: components["parameters"]["IdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LookupList"];
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listCountries: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LookupList"];
            500: components["responses"]["InternalError"];
        };
    };
    listStates: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a country from `GET /countries`. */
                countryId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LookupList"];
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
    listCities: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of a state from `GET /states/{countryId}`. */
                stateId: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            200: components["responses"]["LookupList"];
            400: components["responses"]["BadRequest"];
            500: components["responses"]["InternalError"];
        };
    };
}
