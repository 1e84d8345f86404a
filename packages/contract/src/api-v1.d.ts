// Generated from openapi/api-v1.yaml by `npm run openapi:types`. Do not edit.

export interface paths {
    "/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with an email address and a password
         * @description Checks the password and returns the user and an access token. With `role`, the account
         *     must be of that type (the customer login sends `customer`). Each attempt is counted
         *     before anything is checked, so parallel attempts cannot slip past the limits.
         *
         *     Step-up: after 5 failed sign-ins at an address from all clients together in 15 minutes,
         *     a password alone no longer signs in. The answer is 401 with `code_required: true` and the
         *     password is not checked; a 6-digit code is mailed to the address (at most once a minute,
         *     valid for 10 minutes; the answer is the same for an address without an account). Send
         *     the password again with `code` to sign in: the code is checked first, the password only
         *     when the code is right. Sending the password without `code` again asks for a new code.
         *     An address is never locked: its owner signs in with the code.
         *
         *     One client may fail 10 times at one address and 20 times over all addresses in 15
         *     minutes (wrong passwords and wrong codes), then it is refused with 429 until the window
         *     passes. After 50 failures at an address, each checked attempt at it waits a second.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify_email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Start a customer registration and mail a verification code
         * @description Stores the registration and mails a 6-digit code, valid for 10 minutes. Sending the form
         *     again for the same address replaces the registration and its code, at most once a minute.
         *     The answer is the same for an address that already has an account (its owner is mailed
         *     that someone tried to register with it) and the mail goes out after the answer, so
         *     neither the answer nor its timing tells which addresses have accounts. A client may ask
         *     for 20 codes (here and in `resend_otp`) in 15 minutes.
         */
        post: operations["verifyEmail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/verify_otp_user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm the verification code and create the customer
         * @description With the right code, creates the customer and mails a link to choose a password (valid
         *     once, for one hour). Five wrong codes spend the code: then even the right one is refused
         *     until a new code is requested.
         */
        post: operations["verifyOtpUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/resend_otp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new verification code
         * @description Replaces the registration's code with a new one (valid for 10 minutes), at most once a
         *     minute per address. The answer is the same whether a registration is waiting, the
         *     address has an account, or neither (then nothing is sent).
         */
        post: operations["resendOtp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
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
    "/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Check that the server can take traffic (readiness probe)
         * @description Runs a trivial query against the database with a limit of 1 second. A load balancer sends
         *     traffic only while this answers 200; `/health` stays the liveness probe.
         */
        get: operations["getReadiness"];
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
    "/raise_concern": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Raise a concern
         * @description Stores a new concern of the signed-in customer with status 0. `title` and `description`
         *     are trimmed; blank ones are refused with the concern form's own message. Only customer
         *     accounts raise concerns here, at most 5 an hour and 20 in 24 hours (429 past that).
         */
        post: operations["raiseConcern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get_raise_concern_list/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List a customer's concerns
         * @description The signed-in customer's concerns, newest first.
         */
        get: operations["listConcerns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/getUserById/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one's own profile
         * @description The signed-in user's profile. The gender is answered capitalised (Male, Female, Other).
         */
        get: operations["getUserById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/updateUserById": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Update one's own profile
         * @description Saves the name and, when given, the phone, date of birth, gender and profile picture. A
         *     field left out keeps its value; `null` clears it. `email` may be sent back as it is but
         *     not changed; there is no way to change the user type here (unknown fields are refused).
         *     The profile picture must be a path `POST /file_upload` returned to this user.
         */
        patch: operations["updateUserById"];
        trace?: never;
    };
    "/file_upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image
         * @description Stores one PNG or JPEG image for the signed-in user and returns the path it is served
         *     at. The type is read from the file's first bytes, whatever its name or declared type;
         *     the size from the PNG IHDR chunk or the JPEG frame header; the file must be complete (a PNG
         *     up to IEND, a JPEG with its scan data and end marker). Used for profile pictures and
         *     provider logos. The file is written to disk as it arrives. Each user may store 50 MB of
         *     uploads (ones no profile uses are removed after a day) and send two at once; a server
         *     processes four at once and queues up to 32 more.
         */
        post: operations["uploadFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/find_service_api": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Find providers offering a service in a place
         * @description The providers with at least one location that offers the service (`speciality_id`, in
         *     the subcategory `speciality_group_id` of the category `category_id`), in the country,
         *     state and city when given (no country means every country). `city` is a city id from `GET /cities/{stateId}`
         *     or a city's name (any case); empty or absent means anywhere in the state or country.
         *     Each provider lists only its matching locations in `service_provided`, keyed
         *     `location1`, `location2`… in a stable order.
         *
         *     The answer is one page of providers (`limit`, 20 by default, at most 50) with
         *     `next_cursor` for the next page (send it back as `cursor` with the same search; null on
         *     the last page) and `total`, the number of providers found: exact up to 1,000, an estimate
         *     above (`exact` says which). Paging is by keyset and stable while providers are added or
         *     re-rated: a provider never appears twice and none is skipped.
         *     `sort` is `best_rated` (the default: best rated, then the most reviewed) or `nearest`
         *     (the matching location nearest to `lat`/`lng`, the customer's position; without one, to
         *     the centre of the chosen city). Sponsored providers (an active ZIP-code boost for one
         *     of their matching locations) come first on the first page only. `origin` is the point
         *     distances are measured from: the position sent, else the chosen city's centre, else null.
         *     `slots` lists every slot the location has (`available` is true); which are free on a
         *     date is answered by `listSlotBookings`, and which are offered on a weekday by
         *     `get_slots_using_address`.
         */
        post: operations["findServices"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/get_slots_using_address": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The slots a location offers on a weekday
         * @description The slots of the provider's location at `address` that lie within its hours on `day`
         *     (a weekday name such as `Monday`, any case, or a date `YYYY-MM-DD`); none on a day it is
         *     closed. Times are 12-hour, as the slot labels write them. Given a date, the list follows
         *     the location's closures and special hours for that date, its minimum notice and its buffer
         *     between visits (the rule bookSlot checks), and `closed` says why a closed date has none.
         *     While an administrator has the business unlisted there are no slots on any day, and
         *     `closed` reads "This provider is not taking bookings right now."
         */
        post: operations["getSlotsUsingAddress"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/listSlotBookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The bookings at a location on a date
         * @description Every booking at the provider's location at `address` on `date`, in any status, so the
         *     app can apply the slot availability rules (spec 4). Other customers stay anonymous:
         *     `is_mine` says only whether a booking is the caller's.
         */
        post: operations["listSlotBookings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/find_slots_api/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A customer's appointment history
         * @description The signed-in customer's appointments. `upcoming` holds the live ones (Pending or
         *     Confirmed) dated today or later in the location's time zone, earliest first (spec 4 leaves
         *     out status 2; cancelled ones and no-shows leave too); `past` holds the rest, latest first.
         */
        get: operations["listAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/bookSlot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Book a slot
         * @description Books the slot at the provider's location at `address` on `date` for the signed-in
         *     customer (`user_id` must be theirs), as Confirmed (status 1), and mails a confirmation
         *     with an `.ics` invite. The slot must be one the location offers within that day's hours;
         *     the date must not be past, nor the slot's start passed today, both in the location's
         *     time zone. `day` is accepted for the app's sake; the stored weekday is the date's.
         *     A slot holds one active booking (status 0, 1 or 2): a database constraint refuses a
         *     second one, and the one who comes second, even by a millisecond, gets 409. Only
         *     customer accounts book; a date may be at most 180 days ahead, and a customer may hold at
         *     most 10 upcoming Pending or Confirmed appointments (409 beyond that). A business an
         *     administrator has unlisted takes no bookings (400 "This provider is not taking bookings
         *     right now."); its bookings made before stay as they are.
         */
        post: operations["bookSlot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update_slot_booking/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Cancel an appointment
         * @description Cancels the signed-in customer's appointment (status 4) and mails a cancellation with an
         *     `.ics` file that removes it from the calendar. The slot is free again. A completed,
         *     already cancelled (status 4) or past appointment cannot be cancelled.
         */
        patch: operations["cancelBooking"];
        trace?: never;
    };
    "/reschedule_booking": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an appointment to another date or slot
         * @description One transaction at the same location: the old appointment is cancelled (status 4) and
         *     the new slot booked (status 1, a new `booking_id`), or neither happens. The new slot is
         *     checked as `bookSlot` checks it; if someone else holds it, the answer is 409 and the old
         *     appointment stands. A completed, cancelled or past appointment cannot be rescheduled, nor
         *     one with a business an administrator has unlisted (400, as `bookSlot`).
         *     Mails a cancellation of the old appointment and a confirmation of the new one.
         */
        post: operations["rescheduleBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/billing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's subscription, the plans, saved cards and invoices
         * @description What the Subscriptions page shows: the provider's live base-plan subscription (or null),
         *     the plan catalog in its order, the saved cards (primary first) and every invoice (newest
         *     first). Providers only.
         */
        get: operations["getProviderBilling"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/billing/plan-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upgrade (checkout for the prorated difference) or schedule a downgrade
         * @description The plan button's rule (spec 4): an upgrade (a later plan in the catalog order, or any
         *     change to yearly billing) opens a checkout for the prorated difference and takes effect
         *     when it is paid; a downgrade is scheduled for the next billing date and can be cancelled
         *     until then. An upgrade whose difference is nothing takes effect at once.
         */
        post: operations["changePlan"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/billing/scheduled-change": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Cancel a scheduled downgrade */
        delete: operations["cancelScheduledPlanChange"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/billing/portal": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Where 'Manage Billing' goes
         * @description Stripe's customer portal for the provider when payments go through Stripe; null with the
         *     local gateway, where the page manages cards itself.
         */
        post: operations["openBillingPortal"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/payment-methods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's saved cards, primary first */
        get: operations["listPaymentMethods"];
        put?: never;
        /**
         * Save a card (tokenised through the gateway)
         * @description The number and CVV go to the payment gateway, which answers a token; only the brand, the
         *     last 4 digits, the expiry, the name and the token are stored. A new card is secondary
         *     (the first one is primary).
         */
        post: operations["addPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/payment-methods/{cardId}/primary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set as Primary
         * @description The card becomes primary and every other card secondary (spec 4). Renewals charge the primary card.
         */
        post: operations["setPrimaryPaymentMethod"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/payment-methods/{cardId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Remove a secondary card
         * @description Only non-primary cards can be removed (spec 4).
         */
        delete: operations["removePaymentMethod"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/boosts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's ZIP codes and boosts
         * @description The ZIP codes of the provider's locations (to pick from; any US ZIP is accepted too) and their boosts, newest first.
         */
        get: operations["getProviderBoosts"];
        put?: never;
        /**
         * Start a boost (checkout)
         * @description Holds one of the ZIP code's 2 slots for the type for 30 minutes while the checkout is
         *     unpaid and answers the checkout's address; the boost runs from the verified payment for
         *     its duration. The ZIP code must exist and be the ZIP code of one of the business's
         *     locations, and the type that location's (legal for the Legal category, medical for the
         *     others): 400 with a sentence otherwise. With no slot free, or one of the two held by this
         *     business already, 409 and nothing is charged.
         */
        post: operations["startBoost"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/boosts/report": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The boosts' reports as CSV
         * @description For each boost that ran (paid), newest first, one row per metric (search impressions,
         *     profile views, clicks, appointment requests): the count while it ran (up to now while it
         *     runs) and in the same length of time just before it, and the change. The business's name
         *     heads the file; times are UTC. Cells that a spreadsheet would read as a formula are escaped.
         */
        get: operations["exportBoostReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/boosts/availability": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Slots of a ZIP code per boost type */
        get: operations["getBoostAvailability"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's events with their first registrations */
        get: operations["listProviderEvents"];
        put?: never;
        /** Create an event (pending admin approval) */
        post: operations["createProviderEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Edit an event
         * @description A new date, time or location is e-mailed to the registrants. A rejected event that is
         *     edited goes back to pending for approval. Max attendees cannot go below the registrations.
         */
        put: operations["updateProviderEvent"];
        post?: never;
        /** Delete an event (its registrants are e-mailed) */
        delete: operations["deleteProviderEvent"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/events/{eventId}/registrations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** View Attendees */
        get: operations["listEventRegistrations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Approved upcoming events
         * @description Approved, active events from today on, soonest first; `providerId` narrows them to one provider.
         */
        get: operations["listPublicEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/{eventId}/registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Register for an event
         * @description One click: a free event registers at once; one with a fee holds the seat and answers the
         *     checkout to pay. A full event answers 409; the seats are never over-sold.
         */
        post: operations["registerForEvent"];
        /** Cancel one's registration (frees the seat) */
        delete: operations["cancelEventRegistration"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/lead_events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record what a customer did on a provider's listing
         * @description Records a lead event for the provider's Overview: the signed-in customer opened View
         *     Profile (`profileView`) or followed the website, phone or directions link of the location
         *     at `address`. One event per customer, action and provider within an hour; a later one in
         *     that hour, and anything a provider or admin does, answers `recorded: false`. The caller's
         *     IP address is not stored. Bookings are recorded by `bookSlot` itself.
         */
        post: operations["recordLeadEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/providers/{id}/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A provider's reviews
         * @description The provider's reviews, newest first, with the rating and count the search shows (spec 3,
         *     Review: author, rating 1 to 5, text, date). `verified` reviews were written by the
         *     customer of a completed appointment; the others came with the directory's earlier figures.
         *     Reviews an administrator hid are left out, and so is a hidden reply. The next page starts
         *     after the answer's `next_cursor` (`before`).
         */
        get: operations["listProviderReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Review a completed appointment
         * @description The signed-in customer rates their own appointment, once it is Completed (status 2), with
         *     1 to 5 stars and an optional text of up to 2000 characters. One review per appointment.
         *     The provider's rating and review count follow at once, in the search too.
         */
        post: operations["createReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/overview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's lead analytics for a period
         * @description The Overview of the signed-in provider's business (spec 2.3), counted from lead events:
         *     the four cards for the last `period` days with their change against the equal period just
         *     before, the daily engagement of the last 7 days, recent activity and the performance
         *     summary. Days are calendar days in the business's time zone (its first location's); a
         *     period of 7 days is today and the 6 days before.
         */
        get: operations["getProviderOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/overview/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The Overview's cards as CSV
         * @description The business's name, the date range and time zone, then a table Date, Metric, Value, Change:
         *     one row per day of the period and metric (search impressions, profile views and the four
         *     cards), then one row per metric for the whole range carrying the card's value and change.
         *     The same read as `getProviderOverview`, so the days add up to the cards. The file is named
         *     after the period (`overview-last-30-days.csv`). Cells that a spreadsheet would read as a
         *     formula are escaped.
         */
        get: operations["exportProviderOverview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's business profile
         * @description The signed-in provider's business as the Business Profile page shows it (spec 2.3, 3).
         */
        get: operations["getBusinessProfile"];
        /**
         * Save the business profile
         * @description Saves the business profile in one transaction: the next search shows it at once. New hours
         *     change the slots offered from now on; bookings already made are kept, and the answer lists
         *     the upcoming ones that fall outside the new hours, so the provider can contact or cancel
         *     them. `logo` is a path `file_upload` answered to this provider, or null for none.
         */
        put: operations["updateBusinessProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a location
         * @description Adds an address to the business, checked and geocoded as in the registration wizard (the
         *     ZIP code must exist and lie in the state; an address may not repeat another location's).
         *     It takes the specialty, hours and services of the first location. The next search lists it.
         */
        post: operations["addProviderLocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/locations/{locationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a location's address
         * @description Checked and geocoded as in the registration wizard. A location with upcoming Pending or
         *     Confirmed appointments keeps its address (400): they were booked there.
         */
        put: operations["updateProviderLocation"];
        post?: never;
        /**
         * Remove a location
         * @description The search and booking no longer offer it; its past appointments stay in both sides'
         *     histories. The last location cannot be removed, nor one with upcoming Pending or Confirmed
         *     appointments (400: the provider cancels them with a reason first, which tells the customers).
         */
        delete: operations["removeProviderLocation"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/appointments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The appointments at the provider's locations
         * @description Who booked: every appointment at the signed-in provider's locations with the customer's
         *     name and contact. `upcoming` holds the earliest 100 whose slot has not ended (earliest
         *     first), `past` the latest 100 that have (latest first), judged in each location's time zone.
         */
        get: operations["listProviderAppointments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/appointments/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm, complete, mark a no-show or cancel an appointment
         * @description `confirm` makes a Pending appointment Confirmed (1) until its slot ends; `complete` (2) and
         *     `noShow` (5) record how a Pending or Confirmed one went once its slot has started, and until
         *     7 days after the slot ends correct a Completed one to a no-show (unless the customer has
         *     reviewed it) or a no-show to Completed; `cancel`
         *     (3) cancels a Pending or Confirmed one that has not started, with a `reason` the customer
         *     reads in the e-mail they get, and frees the slot.
         */
        post: operations["updateProviderAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/locations/{locationId}/schedule": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A location's closures, special hours and booking rules
         * @description The dates from today on (in the location's zone) on which the location is closed or keeps
         *     other hours, its minimum notice and buffer between visits, and the US federal holidays of
         *     the next 12 months with whether each is already a closure.
         */
        get: operations["getLocationSchedule"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/locations/{locationId}/schedule/rules": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a location's minimum notice and buffer between visits
         * @description The slot lists and the booking checks follow at once. Bookings already made are kept.
         */
        put: operations["updateLocationBookingRules"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/locations/{locationId}/schedule/dates/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Close a location on a date, or give it other hours that day
         * @description `open` and `close` null close the location all day; times keep it open only then (a late
         *     opening, an early close). Replaces what the date had. Bookings already made are kept; the
         *     answer lists those that now fall outside the date's hours.
         */
        put: operations["setLocationDateHours"];
        post?: never;
        /** Open a date at its weekday's hours again */
        delete: operations["removeLocationDateHours"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/locations/{locationId}/schedule/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Close the location on the US federal holidays of the next 12 months
         * @description One click: every federal holiday from today on for 12 months (observed dates) that has no
         *     closure or special hours yet becomes a closure named for the holiday.
         */
        post: operations["addHolidayClosures"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/appointments/{id}/move": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Move an appointment to another free slot
         * @description A Pending or Confirmed appointment that has not started moves to another slot of the same
         *     location, checked as a customer's booking is (hours, closures, notice, buffer, free). The
         *     booking keeps its id; the customer is e-mailed the change with the updated calendar event
         *     (same UID, next SEQUENCE) and a link to cancel it if the new time does not suit.
         */
        post: operations["moveProviderAppointment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's settings
         * @description The three Settings tabs (spec 2.3, 3) and the status new bookings start in.
         */
        get: operations["getProviderSettings"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/settings/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the Settings profile
         * @description The account's first and last name, username (unique whatever its case, or empty for none),
         *     e-mail address (unique; it is the sign-in address) and phone.
         */
        put: operations["updateProviderAccount"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/settings/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the notification preferences
         * @description Booking e-mails to the provider follow `emailNotifications`; `appointmentReminders` mails
         *     customers a reminder a day before their appointment; `smsNotifications` is kept, and texts
         *     go out once an SMS provider is configured.
         */
        put: operations["updateNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/settings/privacy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save the privacy settings
         * @description `profileVisible` off leaves the business out of the search at once (its bookings stay);
         *     `showEmail` and `showPhone` decide what the profile dialog shows.
         */
        put: operations["updatePrivacySettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/settings/bookings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Choose the status new bookings start in
         * @description New bookings start Confirmed (the default), or Pending until the provider confirms them.
         */
        put: operations["updateBookingSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the password
         * @description Checks the current password, then sets the new one (at least 8 characters, equal to its
         *     confirmation) and ends every other session of the account; this one stays signed in.
         */
        post: operations["changeProviderPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/notifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The provider's notifications
         * @description The latest 20 of the signed-in provider's notifications, newest first, and how many are unread.
         */
        get: operations["listProviderNotifications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/notifications/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark notifications read
         * @description Marks the given notifications of the signed-in provider read, or all of them when `ids` is absent.
         */
        post: operations["markProviderNotificationsRead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The plan catalog
         * @description Every registration plan (spec provider-and-admin 9) in catalog order, prices in cents.
         */
        get: operations["listPlans"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/checkout_sessions/{sessionId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Whether a checkout is paid
         * @description `paid` only once the gateway's signed event was processed (a redirect to the success page
         *     grants nothing); `failed` is a declined card, still payable; `cancelled` was left or expired.
         *     The session id is random and unguessable, as the checkout page's link.
         */
        get: operations["getCheckoutStatus"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 1 of the provider wizard; mails a verification code
         * @description Keeps step 1 and mails a 6-digit code, valid for 10 minutes, at most once a minute per
         *     address. For an address whose provider registration is unfinished, the code resumes that
         *     registration, and the new step 1 replaces the old once the code is entered. The answer is
         *     the same for an address that already has another account (its owner is mailed that someone
         *     tried to register a business with it) and the mail goes out after the answer, so neither
         *     the answer nor its timing tells which addresses have accounts. The limits are customer
         *     registration's, shared with it: one code a minute per address, 20 a client in 15 minutes.
         */
        post: operations["startProviderRegistration"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/resend_code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mail a new code for the address's provider registration
         * @description The same answer whether a registration waits for the address, the address has an account,
         *     or neither; a code goes out (after the answer) only if a registration waits for one.
         */
        post: operations["resendProviderCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 1.5; the right code opens the draft
         * @description With the right code, creates the provider's account (user type provider, no password yet:
         *     a set-password link is mailed) or finds the unfinished registration's, and answers the
         *     registration token and the draft. Five wrong codes spend the code.
         */
        post: operations["verifyProviderCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The saved draft, to resume the wizard */
        get: operations["getRegistrationDraft"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/basic_info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change step 1 after verification
         * @description Everything but the verified e-mail address, which must be sent unchanged.
         */
        put: operations["saveRegistrationBasicInfo"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Step 2; geocodes and saves the business locations
         * @description Each location is geocoded offline from its ZIP code (its centre and IANA time zone). A ZIP
         *     code that does not exist or lies in another state, and an address given twice, are refused
         *     with a message per field; nothing is saved then.
         */
        put: operations["saveRegistrationLocations"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/checkout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Step 3; saves the plan and opens its checkout
         * @description One base plan and any add-ons, billed together at one interval. Answers the checkout's URL
         *     (the local card page, or Stripe's); paying lists the business once the gateway's signed
         *     event arrives, then `/payment-success?session_id=…`; cancelling goes to `/payment-cancel`.
         */
        post: operations["startRegistrationCheckout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider_registration/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The new provider's first session, after the payment
         * @description Once the payment's webhook has listed the business, exchanges the registration token for a
         *     signed-in session (the `login` answer); the token opens nothing afterwards.
         */
        post: operations["startProviderSession"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/posts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the published blog posts
         * @description Published posts, newest first, without their bodies.
         */
        get: operations["listBlogPosts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/posts/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one published blog post */
        get: operations["getBlogPost"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the published pages
         * @description Published CMS pages (title and slug) in title order, for the site's footer.
         */
        get: operations["listPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/content/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read one published page */
        get: operations["getPage"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/calendar-feed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The caller's calendar subscription links
         * @description The `https://` and `webcal://` links of the caller's private calendar feed, or null links
         *     when none was made yet; for a provider also one feed per listed location. Customers and
         *     providers only.
         */
        get: operations["getCalendarFeed"];
        put?: never;
        /**
         * Make new calendar subscription links
         * @description Makes the caller's calendar feed, or replaces its secret token: the links given before stop
         *     working at once (calendar apps subscribed to them stop updating). Customers and providers only.
         */
        post: operations["renewCalendarFeed"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read one user's details (administrators)
         * @description What the View button of User Management shows: the profile, the number of bookings and
         *     concerns, the latest 5 bookings and, for a provider, the business with its locations and
         *     subscription.
         */
        get: operations["getAdminUserDetails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/security-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in person's security activity
         * @description Sign-ins (time, client and address), failed sign-ins, password changes and resets, and
         *     sign-in codes sent and used, newest first (issue 26). Each person reads their own only;
         *     supabase-js reads the same rows from `security_events` through /rest/v1.
         */
        get: operations["listSecurityEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bookings/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open one booking (administrators)
         * @description What the Bookings screen shows of one booking: when and where, its status, the customer's
         *     and the business's contact details. A look at a person's details: the audit log records it
         *     (bookings.view) in the same request.
         */
        get: operations["getAdminBooking"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/bookings/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a booking for the platform, with a reason (administrators)
         * @description Cancels a pending or confirmed booking whose time has not come: the slot is free again, both
         *     sides' Appointments show it cancelled by the platform with the reason, and the customer and
         *     the business are e-mailed (after commit, through the mail outbox). Recorded in the audit log
         *     (bookings.cancel).
         */
        post: operations["cancelAdminBooking"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/businesses/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Unlist or relist businesses, with a reason (administrators)
         * @description Takes businesses out of the customer search (listed false) or puts them back (listed true).
         *     Each owner with an account is e-mailed the reason (after commit, through the mail outbox);
         *     each change is recorded in the audit log (businesses.unlist / businesses.relist). A business
         *     already in the asked state is left as it is.
         */
        post: operations["setAdminBusinessListing"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/concerns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List customers' concerns (administrators)
         * @description One page (25) of the concerns the filters match, urgent first and then newest (or in the
         *     order `sort` and `direction` ask), with the number that match in all. The search looks in
         *     the title and the customer's name and e-mail.
         */
        get: operations["listAdminConcerns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/concerns/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Open one concern (administrators)
         * @description The concern, its customer and the replies sent, oldest first. The look is recorded in the
         *     audit log (`concerns.view`) by this request.
         */
        get: operations["getAdminConcern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/concerns/{id}/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Change a concern's status (administrators)
         * @description Recorded in the audit log (`concerns.update`) with the status before and after.
         */
        put: operations["setAdminConcernStatus"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/concerns/{id}/replies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reply to a concern (administrators)
         * @description Stores the reply, which the customer then reads with the concern, and e-mails it to the
         *     customer after the reply is committed. Recorded in the audit log (`concerns.reply`).
         */
        post: operations["replyToConcern"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List invoices, failed payments or renewals due (administrators)
         * @description One page (25) of the chosen list with the number of rows it holds in all. `invoices`:
         *     every invoice, newest first, with what has been refunded. `failed`: checkouts whose payment
         *     failed and plans whose renewal was declined, newest first. `renewals`: live plans that renew
         *     in the next 30 days, soonest first. `sort` and `direction` order the list by a column
         *     instead. The search looks in the invoice number, the business name and the provider's e-mail.
         */
        get: operations["listAdminPayments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/invoices/{id}/refunds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Refund part or all of a paid invoice (administrators)
         * @description Gives back `amountCents` of the invoice through the payment gateway it was paid with, at
         *     most what has not been refunded yet (400 with a sentence otherwise). The refund is recorded
         *     as pending before the gateway is asked, under an idempotency key. Once the gateway agrees,
         *     a credit note (CN-YYYY-NNNNNN) is issued, listed in the provider's Billing History beside
         *     the invoice and e-mailed to them as a PDF. Recorded in the audit log (`invoices.refund`,
         *     then `invoices.refund_succeeded` or `invoices.refund_failed`).
         */
        post: operations["refundInvoice"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The signed-in provider's reviews, with their replies
         * @description The reviews of the provider's business, newest first, 20 a page by default; a reply an
         *     administrator hid is included with `hidden_reason`, so the provider knows why customers do
         *     not see it. Reviews an administrator hid are left out (they no longer count).
         */
        get: operations["listOwnReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/provider/reviews/{id}/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Reply to a review of the business, or edit the reply
         * @description One reply per review: the first call publishes it, later calls edit it (the reply is then
         *     marked edited). Refused for a review or a reply an administrator hid.
         */
        put: operations["saveReviewReply"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every review, for moderation (administrators)
         * @description Newest first, a page at a time with the number that match; `state` keeps the visible or the
         *     hidden ones (a review counts as hidden when the review or its reply is), `search` finds the
         *     business's name or the author's.
         */
        get: operations["listAdminReviews"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/reviews/{id}/moderation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Hide or restore a review or its reply, with a reason (administrators)
         * @description The audit log records it; the author is told by e-mail after the change is stored (the
         *     customer for a review, the provider for a reply, who also gets a bell item). A hidden review
         *     leaves View Profile and the provider's rating at once.
         */
        post: operations["moderateReview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Download everything the platform holds about the caller
         * @description A ZIP file, streamed as it is written: `my-data.json` with the account, bookings,
         *     concerns, reviews, events and registrations, invoices, saved cards (brand and last four
         *     digits only), subscriptions, notifications, security events and whether a calendar feed
         *     exists (never its secret link), and under `files/` the pictures and logos the caller
         *     uploaded. The export is recorded in the audit log. Customers and providers only.
         */
        get: operations["exportMyData"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/me/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Delete the caller's account
         * @description Confirmed with the account's password (and, while the address is in sign-in step-up, the
         *     mailed 6-digit code: the answer then is 400 with `code_required: true`). Future bookings
         *     are cancelled and the other side is told; reviews stay under "Former customer"; invoices
         *     are kept for seven years under a nameless stand-in; everything else is removed, every
         *     session ends and the address no longer signs in. A provider's listing leaves the search.
         *     The request is recorded in the audit log. Customers and providers only.
         */
        post: operations["deleteMyAccount"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/concerns/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Change the status of several concerns at once (administrators)
         * @description Sets the status of each concern named, in one transaction. Each concern whose status
         *     changes is one line in the audit log (`concerns.update`, with the status before and
         *     after); a concern already in that status, or no longer there, is left out.
         */
        post: operations["setAdminConcernsStatus"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/exports/concerns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every concern the filters match, as CSV (administrators)
         * @description The Concerns list as `listAdminConcerns` answers it with the same search, filters and
         *     order, every row and not one page: id, title, priority, status, customer, e-mail, raised
         *     (UTC) and replies. Cells a spreadsheet would read as a formula are escaped. The export is
         *     recorded in the audit log (`concerns.export`, with the filters and the number of rows).
         */
        get: operations["exportAdminConcerns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/exports/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every row of a payments list the search matches, as CSV (administrators)
         * @description The chosen list as `listAdminPayments` answers it with the same search and order, every
         *     row and not one page: kind, id, invoice, description, business, e-mail, amount and
         *     refunded (dollars), status, when (UTC) and the failure message. Cells a spreadsheet would
         *     read as a formula are escaped. Recorded in the audit log (`payments.export`).
         */
        get: operations["exportAdminPayments"];
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
        /**
         * @description The search payload (spec 3).
         * @example {
         *       "category_id": 1,
         *       "speciality_group_id": 2,
         *       "speciality_id": 6,
         *       "country_id": 1,
         *       "state_id": 9,
         *       "city": 31
         *     }
         */
        ProviderSearchRequest: {
            category_id: components["schemas"]["Id"];
            speciality_group_id: components["schemas"]["Id"];
            speciality_id: components["schemas"]["Id"];
            /** @description A country from `GET /countries`, or null or absent for every country. */
            country_id?: components["schemas"]["Id"] | null;
            /** @description A state from `GET /states/{countryId}`, or null for the whole country. */
            state_id?: components["schemas"]["Id"] | null;
            /** @description A city id, a city's name, or null or empty for the whole state. */
            city?: components["schemas"]["Id"] | string | null;
            /**
             * @description Best rated first (when absent), or the nearest to `lat`/`lng` (or the city's centre) first.
             * @enum {string}
             */
            sort?: "best_rated" | "nearest";
            /** @description Providers per page; 20 when absent. */
            limit?: number;
            /** @description The `next_cursor` of the page before, with the same search, sort and position. */
            cursor?: string;
            /** @description The customer's latitude (with `lng`), when they allow the browser to tell it. */
            lat?: number;
            /** @description The customer's longitude (with `lat`). */
            lng?: number;
        };
        ProviderSearchResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description One page of providers. */
            data: components["schemas"]["ProviderResult"][];
            /** @description Send it as `cursor` for the next page; null when this is the last. */
            next_cursor: string | null;
            /** @description How many providers the search found, on every page. */
            total: {
                count: number;
                /** @description True when `count` was counted (up to 1,000), false when it is the planner's estimate. */
                exact: boolean;
            };
            /** @description Where distances are measured from (the position sent, else the city's centre), or null. */
            origin: {
                lat: number;
                lng: number;
            } | null;
        };
        /** @description A provider search result (spec 3). */
        ProviderResult: {
            business_provider_id: components["schemas"]["Id"];
            /** @description The business's name. */
            business_name: string;
            /** @description The provider's own name. */
            name: string;
            /** @description A photo URL, or null (the app shows a dummy picture). */
            picture: string | null;
            /**
             * @description The business's logo (an upload's path), or null. It is the picture of the result card
             *     and of View Profile; `picture` is shown only where there is no logo.
             */
            logoUrl: string | null;
            /** @description The ZIP code of the first matching location. */
            zipcode_show: string;
            /** @description The average rating, or null when there is none yet. */
            rating: number | null;
            /** @description How many reviews the rating is based on. */
            review_count: number;
            /** @description About the provider. */
            bio: string;
            /** @description Years or kind of experience. */
            experience: string;
            /** @description Degrees and schools. */
            education: string;
            /** @description A contact number. */
            phone: string | null;
            /** @description A contact address. */
            email: string | null;
            /** @description The provider's web site. */
            website: string | null;
            /**
             * @description The business's video introduction, a YouTube or Vimeo link, or null. View Profile plays it
             *     through the privacy-enhanced player (youtube-nocookie.com, Vimeo with dnt=1) after a click.
             */
            videoUrl: string | null;
            /** @description Whether an administrator has verified the business (its verification_status is verified). */
            verified: boolean;
            /** @description The matching locations, keyed location1, location2 and so on. */
            service_provided: {
                [key: string]: components["schemas"]["ProviderLocation"];
            };
            /**
             * @description Set when the provider pays for placement (a ZIP-code boost) in the ZIP code of one of
             *     its matching locations, for the location's kind (legal for Legal, medical otherwise):
             *     such providers come first and the app marks them 'Sponsored'. Null otherwise.
             */
            sponsored: {
                zipCode: string;
                boostType: components["schemas"]["BoostType"];
            } | null;
        };
        /** @description One place a provider works at. */
        ProviderLocation: {
            /** @description The street address; `bookSlot` and the slot calls name the location by it. */
            address: string;
            /** @description Latitude. */
            lat: number;
            /** @description Longitude. */
            long: number;
            country_id: components["schemas"]["Id"];
            /** @description The state's postal code (FL), or its name where it has none. */
            state: string;
            /** @description The city's name. */
            city: string;
            /** @description The ZIP or postal code. */
            zipcode_show: string;
            category: {
                category_id: components["schemas"]["Id"];
                /** @description The category's name. */
                category_name: string;
                /** @description The location's subcategory. */
                subcategories: components["schemas"]["LookupEntry"][];
            };
            /** @description The names of the services offered here. */
            services: string[];
            /** @description Each weekday's hours as 'open - close' in 12-hour form, or 'Closed'. */
            hours: {
                Monday: components["schemas"]["DayHoursLabel"];
                Tuesday: components["schemas"]["DayHoursLabel"];
                Wednesday: components["schemas"]["DayHoursLabel"];
                Thursday: components["schemas"]["DayHoursLabel"];
                Friday: components["schemas"]["DayHoursLabel"];
                Saturday: components["schemas"]["DayHoursLabel"];
                Sunday: components["schemas"]["DayHoursLabel"];
            };
            /** @description The hours by day, 24-hour. */
            businessHours: {
                [key: string]: components["schemas"]["DayHours"];
            };
            /** @description Every slot of the location, earliest first. */
            slots: {
                startTime: components["schemas"]["ClockTime"];
                endTime: components["schemas"]["ClockTime"];
                /** @description Always true here; availability on a date comes from `listSlotBookings`. */
                available: boolean;
            }[];
            /**
             * @description The location's IANA time zone; "today" and passed slots are judged in it.
             * @example America/New_York
             */
            time_zone: string;
        };
        /** @description One day's opening hours. */
        DayHours: {
            /** @description Opening time, 24-hour. */
            open: string;
            /** @description Closing time, 24-hour. */
            close: string;
            /** @description Closed all day. */
            isClosed: boolean;
        };
        /** @description '09:00 AM - 05:00 PM', or 'Closed'. */
        DayHoursLabel: string;
        /** @description A time of day in 12-hour form, '09:00 AM'. */
        ClockTime: string;
        /**
         * @description A slot, 'start - end' in 12-hour form.
         * @example 09:00 AM - 10:00 AM
         */
        SlotLabel: string;
        /**
         * @description A calendar date, 'YYYY-MM-DD' or the spec's query form 'YYYY-MM-DD 00:00:00'.
         * @example 2026-11-24 00:00:00
         */
        BookingDate: string;
        /** @description A location's address exactly as the search result gives it (case and surrounding spaces aside). */
        Address: string;
        /**
         * @description A booking's public id.
         * @example BK-7QK2M9XH4T
         */
        BookingId: string;
        SlotsRequest: {
            address: components["schemas"]["Address"];
            business_provider_id: components["schemas"]["Id"];
            /** @description A weekday name (Monday, any case) or a date 'YYYY-MM-DD'. */
            day: string;
        };
        /**
         * @example {
         *       "status": 200,
         *       "time_slots": [
         *         {
         *           "start": "09:00 AM",
         *           "end": "10:00 AM"
         *         }
         *       ]
         *     }
         */
        SlotsResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description When `day` is a date the location is closed on (its weekday, or a closure), the
             *     sentence to show; the slot list is then empty.
             */
            closed?: string;
            time_slots: {
                start: components["schemas"]["ClockTime"];
                end: components["schemas"]["ClockTime"];
            }[];
        };
        SlotBookingsRequest: {
            address: components["schemas"]["Address"];
            date: components["schemas"]["BookingDate"];
            provider_id: components["schemas"]["Id"];
        };
        SlotBookingsResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: {
                slot: components["schemas"]["SlotLabel"];
                status: components["schemas"]["BookingStatus"];
                /**
                 * Format: date
                 * @description The booking's date.
                 */
                date: string;
                /** @description Whether the booking is the caller's. */
                is_mine: boolean;
            }[];
        };
        /**
         * @description 0 Pending, 1 Confirmed, 2 Completed, 3 Canceled, 4 cancelled by the customer (spec 4), and
         *     5 a no-show the provider recorded (customers' screens read it as Canceled).
         */
        BookingStatus: number;
        /**
         * @description An appointment (spec 3).
         * @example {
         *       "id": 12,
         *       "booking_id": "BK-7QK2M9XH4T",
         *       "date": "2026-11-24",
         *       "slot": "09:00 AM - 10:00 AM",
         *       "booking_status": 1,
         *       "services": "Orthopedics, Physical Therapy",
         *       "provider_name": "Dr. Maria Lopez",
         *       "address": "1200 Biscayne Blvd, Miami, FL 33101",
         *       "provider_id": 1,
         *       "time_zone": "America/New_York",
         *       "closed_days": [
         *         "Saturday",
         *         "Sunday"
         *       ]
         *     }
         */
        Appointment: {
            /** @description The row's id. */
            id: number;
            booking_id: components["schemas"]["BookingId"];
            /**
             * Format: date
             * @description The appointment's date.
             */
            date: string;
            slot: components["schemas"]["SlotLabel"];
            booking_status: components["schemas"]["BookingStatus"];
            /** @description The services of the location, comma separated. */
            services: string;
            /** @description The provider's name. */
            provider_name: string;
            /** @description The location's address. */
            address: string;
            provider_id: components["schemas"]["Id"];
            /**
             * @description The location's IANA time zone (e.g. `America/New_York`); `date` and `slot` are
             *     wall-clock times in it.
             */
            time_zone: string;
            /** @description In the history, on completed appointments only, whether the customer has reviewed it. */
            reviewed?: boolean;
            /**
             * @description Present when Injury Assist (an administrator) cancelled it; cancel_reason says why.
             * @enum {string}
             */
            cancelled_by?: "platform";
            /** @description The administrator's reason, present with cancelled_by. */
            cancel_reason?: string;
            /**
             * @description The weekdays the location is closed, Monday first, so Reschedule and Rebook can disable
             *     them in the date picker.
             */
            closed_days: ("Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday")[];
        };
        AppointmentHistoryResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            past: components["schemas"]["Appointment"][];
            upcoming: components["schemas"]["Appointment"][];
            /** @description The length of `past`. */
            past_count: number;
            /** @description The length of `upcoming`. */
            upcoming_count: number;
        };
        /** @description The booking payload (spec 3). */
        BookSlotRequest: {
            date: components["schemas"]["BookingDate"];
            slot: components["schemas"]["SlotLabel"];
            provider_id: components["schemas"]["Id"];
            address: components["schemas"]["Address"];
            /** @description The weekday the app shows; the server stores the date's own weekday. */
            day?: string;
            user_id: components["schemas"]["UserId"];
        };
        BookSlotResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description The sentence the app shows.
             * @constant
             */
            message: "Appointment booked successfully!";
            data: components["schemas"]["Appointment"];
        };
        CancelBookingResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description Always true.
             * @constant
             */
            success: true;
            /**
             * @description The sentence the app shows.
             * @constant
             */
            message: "Appointment cancelled successfully!";
        };
        RescheduleRequest: {
            booking_id: components["schemas"]["BookingId"];
            date: components["schemas"]["BookingDate"];
            slot: components["schemas"]["SlotLabel"];
            /** @description The weekday the app shows; the server uses the date's own weekday. */
            day?: string;
        };
        RescheduleResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description The sentence the app shows.
             * @constant
             */
            message: "Appointment rescheduled successfully!";
            data: components["schemas"]["Appointment"];
            cancelled_booking_id: components["schemas"]["BookingId"];
        };
        /**
         * Format: uuid
         * @description A user's id.
         */
        UserId: string;
        /**
         * @description How pressing the concern is; the form's default is low.
         * @enum {string}
         */
        ConcernPriority: "low" | "medium" | "high" | "urgent";
        /**
         * @description One concern.
         * @example {
         *       "id": 8,
         *       "user_id": "00000000-0000-4000-8000-000000000001",
         *       "title": "Billing question about my last visit",
         *       "description": "I was charged twice for my physical therapy session.",
         *       "priority": "high",
         *       "status": 0,
         *       "created_at": "2026-11-21T09:30:00.000Z",
         *       "replies": []
         *     }
         */
        ConcernTicket: {
            /** @description The concern's id. */
            id: number;
            user_id: components["schemas"]["UserId"];
            /** @description A short summary. */
            title: string;
            /** @description What happened. */
            description: string;
            priority: components["schemas"]["ConcernPriority"];
            /**
             * @description 0, 1, 2 or 3. The overview reads 0 In Progress, 1 Resolved, 2 completed; the concerns
             *     page reads 0 in_progress, 1 resolved, 2 open, anything else closed.
             */
            status: number;
            /**
             * Format: date-time
             * @description When the concern was raised.
             */
            created_at: string;
            /** @description The administrators' replies, oldest first (empty for a new concern). */
            replies: components["schemas"]["ConcernReply"][];
        };
        /**
         * @example {
         *       "user_id": "00000000-0000-4000-8000-000000000001",
         *       "title": "Billing question about my last visit",
         *       "description": "I was charged twice for my physical therapy session.",
         *       "priority": "high"
         *     }
         */
        RaiseConcernRequest: {
            user_id: components["schemas"]["UserId"];
            /** @description A short summary; must not be blank. */
            title: string;
            /** @description What happened; must not be blank. */
            description: string;
            priority: components["schemas"]["ConcernPriority"];
        };
        RaiseConcernResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description Always true.
             * @constant
             */
            success: true;
            /**
             * @description The sentence the app shows.
             * @constant
             */
            message: "Concern raised successfully";
            data: components["schemas"]["ConcernTicket"];
        };
        ConcernListResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description Always true.
             * @constant
             */
            success: true;
            /** @description Newest first. */
            tickets: components["schemas"]["ConcernTicket"][];
        };
        /** @description A phone number. */
        Phone: string;
        /**
         * @description A user's profile.
         * @example {
         *       "id": "00000000-0000-4000-8000-000000000001",
         *       "name": "Casey Customer",
         *       "email": "customer@demo.test",
         *       "phone": "+1 (305) 555-0142",
         *       "dob": "1988-03-14",
         *       "gender": "Female",
         *       "profile_picture": null,
         *       "logoUrl": null
         *     }
         */
        UserProfile: {
            id: components["schemas"]["UserId"];
            /** @description The user's full name. */
            name: string;
            /** @description The account's e-mail address; not editable. */
            email: string;
            /** @description A phone number, or null when none is known. */
            phone: string | null;
            /**
             * Format: date
             * @description Date of birth (YYYY-MM-DD), or null when none is known.
             */
            dob: string | null;
            /**
             * @description Capitalised as the profile screen shows it, or null when none is known.
             * @enum {string|null}
             */
            gender: "Male" | "Female" | "Other" | null;
            /** @description The picture's path under /uploads, or null. */
            profile_picture: string | null;
            /** @description A provider's logo path under /uploads; null for customers. */
            logoUrl: string | null;
        };
        UserProfileResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: components["schemas"]["UserProfile"];
        };
        /**
         * @example {
         *       "user_id": "00000000-0000-4000-8000-000000000001",
         *       "name": "Casey Customer",
         *       "email": "customer@demo.test",
         *       "phone": "+1 (305) 555-0142",
         *       "dob": "1988-03-14",
         *       "gender": "Female",
         *       "profile_picture": "/uploads/3f2c9a8e-5b7d-4c1e-9f0a-2d6b8e4c7a11.png"
         *     }
         */
        UpdateProfileRequest: {
            user_id: components["schemas"]["UserId"];
            /** @description The full name; must not be blank. */
            name: string;
            /** @description The stored address, sent back unchanged (compared without regard to case). */
            email?: string;
            phone?: components["schemas"]["Phone"] | null;
            /**
             * Format: date
             * @description Date of birth, today or earlier.
             */
            dob?: string | null;
            /**
             * @description Either as the profile screen or as the registration form writes it.
             * @enum {string|null}
             */
            gender?: "Male" | "Female" | "Other" | "male" | "female" | "other" | null;
            /** @description A path `POST /file_upload` returned to this user, or null to remove the picture. */
            profile_picture?: string | null;
        };
        UpdateProfileResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description The sentence the app shows.
             * @constant
             */
            message: "Profile updated successfully!";
            data: components["schemas"]["UserProfile"];
        };
        FileUploadRequest: {
            /** @description One PNG or JPEG image, at most 5MB and 1536x768 pixels. */
            file: string;
        };
        /**
         * @example {
         *       "status": 200,
         *       "file": "/uploads/3f2c9a8e-5b7d-4c1e-9f0a-2d6b8e4c7a11.png"
         *     }
         */
        FileUploadResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description The path the image is served at, on the app's origin. */
            file: string;
        };
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
         * Format: email
         * @description An email address; compared without regard to case.
         */
        Email: string;
        /**
         * @description Which kind of user an account is.
         * @enum {string}
         */
        UserType: "customer" | "provider" | "admin";
        /**
         * @example {
         *       "email": "customer@demo.test",
         *       "password": "Demo1234!",
         *       "role": "customer"
         *     }
         * @example {
         *       "email": "customer@demo.test",
         *       "password": "Demo1234!",
         *       "code": "042917"
         *     }
         */
        LoginRequest: {
            email: components["schemas"]["Email"];
            /** @description The account's password. */
            password: string;
            role?: components["schemas"]["UserType"];
            /**
             * @description The 6-digit code mailed by the step-up (see `login`); sent with the password. Ignored
             *     while the address is not in step-up.
             */
            code?: string;
        };
        /**
         * @description The step-up answer of `login`: a password alone does not sign in to this address now.
         *     `message` says where the code went, or that the code sent was wrong or has expired.
         * @example {
         *       "status": 401,
         *       "message": "We sent a 6-digit code to customer@demo.test. Enter it with your password to sign in.",
         *       "code_required": true
         *     }
         */
        SignInCodeRequired: {
            /**
             * @description Always 401.
             * @constant
             */
            status: 401;
            /** @description A sentence for people, e.g. "We sent a 6-digit code to …". */
            message: string;
            /**
             * @description Always true; ask for the mailed code and send it with the password.
             * @constant
             */
            code_required: true;
        };
        /** @description The signed-in user, as the app stores it. */
        LoginUser: {
            /**
             * Format: uuid
             * @description The user's id.
             */
            id: string;
            /** @description A provider's category; null until provider registration records it. */
            category_id: number | null;
            /** @description A provider's subcategory; null until provider registration records it. */
            speciality_groups_id: number | null;
            /** @description A provider's service; null until provider registration records it. */
            service_id: number | null;
            /** @description The account's email address. */
            email: string;
            /** @description The user's full name. */
            name: string;
            user_type: components["schemas"]["UserType"];
        };
        /**
         * @example {
         *       "status": 200,
         *       "data": {
         *         "user": {
         *           "id": "00000000-0000-4000-8000-000000000001",
         *           "category_id": null,
         *           "speciality_groups_id": null,
         *           "service_id": null,
         *           "email": "customer@demo.test",
         *           "name": "Casey Customer",
         *           "user_type": "customer"
         *         },
         *         "token": "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIuLi4ifQ.signature"
         *       }
         *     }
         */
        LoginResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: {
                user: components["schemas"]["LoginUser"];
                /** @description A signed access token (JWT, HS256) valid for one hour. */
                token: string;
            };
        };
        /**
         * @example {
         *       "name": "Jane Doe",
         *       "email": "jane@example.com",
         *       "phone": "+1 (555) 123-4567",
         *       "gender": "female",
         *       "dob": "1990-04-12",
         *       "userType": "customer"
         *     }
         */
        RegistrationRequest: {
            /** @description First and last name joined with one space. */
            name: string;
            email: components["schemas"]["Email"];
            /** @description A phone number. */
            phone: string;
            /**
             * @description As the registration form sends it.
             * @enum {string}
             */
            gender: "male" | "female" | "other";
            /**
             * Format: date
             * @description Date of birth, today or earlier.
             */
            dob: string;
            /**
             * @description Registration creates customers only.
             * @constant
             */
            userType: "customer";
        };
        /**
         * @example {
         *       "email": "jane@example.com",
         *       "otp": "042917"
         *     }
         */
        OtpVerifyRequest: {
            email: components["schemas"]["Email"];
            /** @description The 6-digit code from the email. */
            otp: string;
        };
        /**
         * @example {
         *       "email": "jane@example.com"
         *     }
         */
        ResendOtpRequest: {
            email: components["schemas"]["Email"];
        };
        /** @description A plan of the catalog (`GET /plans`). */
        PlanId: string;
        /**
         * @description How often the plan is billed.
         * @enum {string}
         */
        BillingInterval: "monthly" | "yearly";
        /** @description A plan of the one catalog (the registration plans), in catalog order. */
        BillingPlan: {
            id: string;
            name: string;
            monthlyPriceCents: number;
            yearlyPriceCents: number;
            description: string;
            features: string[];
            popular: boolean;
            isAddon: boolean;
            sortOrder: number;
        };
        /** @description A downgrade waiting for the next billing date. */
        ScheduledPlanChange: {
            planId: string;
            planName: string;
            interval: components["schemas"]["BillingInterval"];
            /** Format: date-time */
            effectiveAt: string;
        };
        /** @description The provider's live base plan. */
        BillingSubscription: {
            planId: string;
            planName: string;
            interval: components["schemas"]["BillingInterval"];
            priceCents: number;
            /** @enum {string} */
            status: "active" | "past_due" | "cancelled";
            /** Format: date-time */
            nextBillingDate: string;
            cancelAtPeriodEnd: boolean;
            scheduledChange: components["schemas"]["ScheduledPlanChange"] | null;
            /** Format: date-time */
            pastDueSince: string | null;
            /** @description Unpaid past the grace period, the business is out of the search until paid. */
            unlisted: boolean;
        };
        /** @description A row of Billing History. */
        BillingInvoice: {
            number: string;
            /** Format: date-time */
            issuedAt: string;
            /** @description The first line item (the plan, a boost, a registration). */
            description: string;
            totalCents: number;
            /**
             * @description credit is a credit note (a refund of the invoice listed just above it; totalCents is what was refunded).
             * @enum {string}
             */
            status: "paid" | "open" | "void" | "credit";
            /** @description The PDF invoice on this origin (outside /api/v1); send the bearer token. */
            pdfPath: string;
        };
        /** @description A saved card. Never the number or the CVV. */
        SavedCard: {
            id: number;
            /** @enum {string} */
            brand: "visa" | "mastercard" | "amex" | "discover" | "unknown";
            last4: string;
            expMonth: number;
            expYear: number;
            name: string;
            isPrimary: boolean;
        };
        ProviderBillingResponse: {
            /** @constant */
            status: 200;
            data: {
                subscription: components["schemas"]["BillingSubscription"] | null;
                plans: components["schemas"]["BillingPlan"][];
                cards: components["schemas"]["SavedCard"][];
                invoices: components["schemas"]["BillingInvoice"][];
                /** @enum {string} */
                gateway: "local" | "stripe";
            };
        };
        PlanChangeRequest: {
            planId: string;
            interval: components["schemas"]["BillingInterval"];
        };
        PlanChangeResponse: {
            /** @constant */
            status: 200;
            data: {
                /**
                 * @description checkout (pay at `url`), scheduled (a downgrade at `effectiveAt`) or applied (at once).
                 * @enum {string}
                 */
                outcome: "checkout" | "scheduled" | "applied";
                /** @description What the upgrade costs now (0 for a downgrade). */
                amountCents: number;
                url: string | null;
                /** Format: date-time */
                effectiveAt: string;
            };
        };
        BillingPortalResponse: {
            /** @constant */
            status: 200;
            data: {
                url: string | null;
            };
        };
        /** @description The card form (spec 5). Sent once to the gateway; never stored. */
        AddCardRequest: {
            number: string;
            /** @description MM/YY */
            expiry: string;
            cvv: string;
            name: string;
        };
        SavedCardsResponse: {
            /** @enum {integer} */
            status: 200 | 201;
            data: components["schemas"]["SavedCard"][];
        };
        /** @enum {string} */
        BoostType: "medical" | "legal";
        /** @enum {string} */
        BoostDuration: "weekly" | "monthly" | "quarterly";
        ZipOption: {
            code: string;
            city: string;
            state: string;
        };
        /** @description What customers did with the business in one span of time. */
        BoostFigures: {
            /** Format: date-time */
            from: string;
            /**
             * Format: date-time
             * @description Excluded.
             */
            to: string;
            /** @description Search impressions (once per customer a day). */
            impressions: number;
            /** @description Profile views. */
            views: number;
            /** @description Website, phone and address clicks. */
            clicks: number;
            /** @description Appointment requests. */
            bookings: number;
        };
        /** @description The business's figures while the boost ran (so far, while it runs) and in the same length of time just before. */
        BoostReport: {
            during: components["schemas"]["BoostFigures"];
            before: components["schemas"]["BoostFigures"];
        };
        ProviderBoost: {
            id: number;
            zipCode: string;
            boostType: components["schemas"]["BoostType"];
            duration: components["schemas"]["BoostDuration"];
            priceCents: number;
            /**
             * @description held while its checkout is open; active once paid; then expired.
             * @enum {string}
             */
            status: "held" | "active" | "expired" | "released";
            /** Format: date-time */
            startsAt: string;
            /** Format: date-time */
            endsAt: string;
            /** @description The boost's report once it has run (paid); null while held or released. */
            report: components["schemas"]["BoostReport"] | null;
        };
        ProviderBoostsResponse: {
            /** @constant */
            status: 200;
            data: {
                zipOptions: components["schemas"]["ZipOption"][];
                boosts: components["schemas"]["ProviderBoost"][];
            };
        };
        BoostTypeAvailability: {
            available: number;
            total: number;
            currentProviders: {
                name: string;
                /** Format: date-time */
                endsAt: string;
            }[];
        };
        BoostAvailabilityResponse: {
            /** @constant */
            status: 200;
            data: {
                zipCode: string;
                medical: components["schemas"]["BoostTypeAvailability"];
                legal: components["schemas"]["BoostTypeAvailability"];
            };
        };
        StartBoostRequest: {
            zipCode: string;
            boostType: components["schemas"]["BoostType"];
            duration: components["schemas"]["BoostDuration"];
        };
        CheckoutResponse: {
            /** @constant */
            status: 201;
            data: {
                sessionId: string;
                url: string;
            };
        };
        /** @enum {string} */
        EventCategory: "health" | "education" | "wellness" | "support";
        /** @description The Create Event form (spec 5); every field but the category and fee is required. */
        EventInput: {
            title: string;
            description: string;
            /** Format: date */
            date: string;
            time: string;
            location: string;
            maxAttendees: number;
            category?: components["schemas"]["EventCategory"];
            registrationFeeCents?: number;
        };
        Registrant: {
            name: string;
            email: string;
            phone: string | null;
            /** Format: date-time */
            registeredAt: string;
        };
        ProviderEvent: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            /** Format: date */
            date: string;
            time: string | null;
            location: string;
            maxAttendees: number | null;
            currentAttendees: number;
            /** @enum {string} */
            status: "pending" | "approved" | "rejected";
            category: components["schemas"]["EventCategory"];
            registrationFeeCents: number;
            isActive: boolean;
            /** @description The first 3 registrants (spec 9). */
            recentRegistrations: components["schemas"]["Registrant"][];
        };
        ProviderEventsResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["ProviderEvent"][];
        };
        ProviderEventResponse: {
            /** @enum {integer} */
            status: 200 | 201;
            data: components["schemas"]["ProviderEvent"];
        };
        RegistrantsResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["Registrant"][];
        };
        PublicEvent: {
            /** Format: uuid */
            id: string;
            title: string;
            description: string;
            /** Format: date */
            date: string;
            time: string | null;
            location: string;
            category: components["schemas"]["EventCategory"];
            maxAttendees: number | null;
            currentAttendees: number;
            registrationFeeCents: number;
            providerName: string | null;
            registered: boolean;
        };
        PublicEventsResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["PublicEvent"][];
        };
        EventRegistrationResponse: {
            /** @constant */
            status: 200;
            data: {
                /** @enum {string} */
                outcome: "registered" | "checkout";
                url: string | null;
            };
        };
        /** @description A registration plan (spec provider-and-admin 3, 9); prices in US cents. */
        Plan: {
            id: components["schemas"]["PlanId"];
            /** @description The plan's name. */
            name: string;
            /** @description The monthly price. */
            monthlyPriceCents: number;
            /** @description The yearly price. */
            yearlyPriceCents: number;
            /** @description Who the plan is for. */
            description: string;
            /** @description What the plan includes. */
            features: string[];
            /** @description Marked most popular. */
            popular: boolean;
            /** @description Bought on top of a base plan, never alone. */
            isAddon: boolean;
        };
        PlansResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: components["schemas"]["Plan"][];
        };
        CheckoutStatusResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: {
                /**
                 * @description The checkout's state.
                 * @enum {string}
                 */
                status: "pending" | "paid" | "failed" | "cancelled";
                /**
                 * @description What the payment is for.
                 * @enum {string}
                 */
                purpose: "subscription" | "plan_change" | "boost" | "event_registration";
            };
        };
        /** @description A required text; leading and trailing spaces are ignored. */
        RegistrationText: string;
        /**
         * @description Step 1 of the provider wizard (spec provider-and-admin 3, "Registration data").
         * @example {
         *       "firstName": "Ana",
         *       "lastName": "Reyes",
         *       "businessName": "Reyes Physio",
         *       "country": "United States",
         *       "categoryId": 1,
         *       "subcategoryId": 5,
         *       "serviceId": 6,
         *       "phone": "(305) 555-0142",
         *       "email": "ana@reyesphysio.example"
         *     }
         */
        ProviderBasicInfo: {
            firstName: components["schemas"]["RegistrationText"];
            lastName: components["schemas"]["RegistrationText"];
            businessName: components["schemas"]["RegistrationText"];
            /**
             * @description One of the spec's 22 countries.
             * @enum {string}
             */
            country: "United States" | "Canada" | "United Kingdom" | "Australia" | "Germany" | "France" | "Spain" | "Italy" | "Netherlands" | "Sweden" | "Norway" | "Denmark" | "Finland" | "Switzerland" | "Austria" | "Belgium" | "Ireland" | "New Zealand" | "Japan" | "South Korea" | "Singapore" | "Other";
            categoryId: components["schemas"]["Id"];
            subcategoryId: components["schemas"]["Id"];
            serviceId: components["schemas"]["Id"];
            /** @description A phone number (the spec requires one and gives no format). */
            phone: string;
            email: components["schemas"]["Email"];
        };
        /**
         * @description One of the 50 US state codes.
         * @enum {string}
         */
        UsStateCode: "AL" | "AK" | "AZ" | "AR" | "CA" | "CO" | "CT" | "DE" | "FL" | "GA" | "HI" | "ID" | "IL" | "IN" | "IA" | "KS" | "KY" | "LA" | "ME" | "MD" | "MA" | "MI" | "MN" | "MS" | "MO" | "MT" | "NE" | "NV" | "NH" | "NJ" | "NM" | "NY" | "NC" | "ND" | "OH" | "OK" | "OR" | "PA" | "RI" | "SC" | "SD" | "TN" | "TX" | "UT" | "VT" | "VA" | "WA" | "WV" | "WI" | "WY";
        /** @description A business location (spec provider-and-admin 3, "Location"). */
        RegistrationLocation: {
            addressLine1: components["schemas"]["RegistrationText"];
            /** @description Optional; empty when not given. */
            addressLine2: string;
            /** @description The city. */
            city: string;
            state: components["schemas"]["UsStateCode"];
            /** @description 5 digits, optionally a hyphen and 4 more. */
            zipCode: string;
            /** @description Optional; empty, or a link starting with http:// or https://. */
            googleMyBusinessLink: string;
        };
        /** @description Step 2 of the provider wizard. */
        RegistrationLocations: {
            businessName: components["schemas"]["RegistrationText"];
            /**
             * @description The provider's answer; it does not limit the locations.
             * @enum {string}
             */
            numberOfLocations: "1" | "2" | "More than 2";
            locations: components["schemas"]["RegistrationLocation"][];
        };
        /** @description Step 3 of the provider wizard. */
        RegistrationCheckoutRequest: {
            planId: components["schemas"]["PlanId"];
            /** @description Add-ons billed with the base plan at the same interval. */
            addonPlanIds: components["schemas"]["PlanId"][];
            interval: components["schemas"]["BillingInterval"];
        };
        /** @description What the wizard resumes with; `step` is the furthest step saved. */
        RegistrationDraft: {
            /**
             * @description Where to resume.
             * @enum {string}
             */
            step: "locations" | "plan";
            basicInfo: components["schemas"]["ProviderBasicInfo"];
            locations: components["schemas"]["RegistrationLocations"] | null;
            plan: components["schemas"]["RegistrationCheckoutRequest"] | null;
        };
        RegistrationDraftResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: components["schemas"]["RegistrationDraft"];
        };
        VerifiedRegistrationResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description What happened, for people. */
            message: string;
            /** @description The registration token, for `X-Registration-Token`; valid 30 days from its last use. */
            token: string;
            data: components["schemas"]["RegistrationDraft"];
        };
        /** @description Locations the server refused, with a message per field. */
        LocationsRefused: {
            /**
             * @description Always 400.
             * @constant
             */
            status: 400;
            /** @description A sentence for the whole form. */
            message: string;
            errors: {
                /** @description Which location, counting from 0. */
                index: number;
                /**
                 * @description The field the message stands under.
                 * @enum {string}
                 */
                field: "addressLine1" | "zipCode";
                /** @description What is wrong with it. */
                message: string;
            }[];
        };
        CheckoutOpenedResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: {
                /** @description The checkout's id; the result pages receive it as `session_id`. */
                sessionId: string;
                /** @description Where the provider pays. */
                url: string;
            };
        };
        /** @description A call that succeeded and has only a sentence to say. */
        MessageResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description What happened, for people. */
            message: string;
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
        /** @description What the customer did, and on which provider's location. */
        LeadEventRequest: {
            business_provider_id: components["schemas"]["Id"];
            address?: components["schemas"]["Address"];
            /**
             * @description Opened View Profile, or followed the website, phone (`tel:`) or directions link.
             * @enum {string}
             */
            action: "profileView" | "website" | "phone" | "directions";
        };
        LeadEventResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description False when it did not count (within the hour, or not a customer's action). */
            recorded: boolean;
        };
        /** @description A review (spec 3). */
        Review: {
            /** @description The review's id. */
            id: number;
            /** @description The reviewer's first name and initial. */
            author: string;
            /** @description Stars, 1 to 5. */
            rating: number;
            /** @description What the reviewer wrote; may be empty. */
            text: string;
            /**
             * Format: date-time
             * @description When it was written.
             */
            date: string;
            /** @description Written by the customer of a completed appointment. */
            verified: boolean;
            /** @description The provider's answer, or null without one (or when an administrator hid it). */
            reply?: components["schemas"]["ReviewReply"] | null;
        };
        ReviewListResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description The average of every review to one decimal, or null without any. */
            rating: number | null;
            /** @description How many reviews there are in all. */
            review_count: number;
            /** @description Newest first. */
            data: components["schemas"]["Review"][];
            /** @description Pass as `before` for the next page; null when this page is the last. */
            next_cursor: string | null;
        };
        CreateReviewRequest: {
            booking_id: components["schemas"]["BookingId"];
            /** @description Stars, 1 to 5. */
            rating: number;
            /** @description What the customer wants to say; trimmed, may be empty. */
            text?: string;
        };
        CreateReviewResponse: {
            /**
             * @description Always 201.
             * @constant
             */
            status: 201;
            /** @description What happened, for people. */
            message: string;
            data: components["schemas"]["Review"];
        };
        ChangePercent: {
            /**
             * @description A change against a previous period that had some.
             * @constant
             */
            kind: "percent";
            /** @description The change in percent, to one decimal (-50 is half as many). */
            percent: number;
        };
        ChangeNew: {
            /**
             * @description The previous period had none, so there is no percentage.
             * @constant
             */
            kind: "new";
        };
        /** @description One of the four cards. */
        OverviewMetric: {
            /**
             * @description The lead events the card counts.
             * @enum {string}
             */
            action: "website" | "directions" | "phone" | "booking";
            /**
             * @description The card's title.
             * @enum {string}
             */
            label: "Website Clicks" | "Address Clicks" | "Phone Clicks" | "Appointment Requests";
            /** @description The count in the period. */
            value: number;
            /** @description The count in the equal period just before. */
            previous: number;
            change: components["schemas"]["ChangePercent"] | components["schemas"]["ChangeNew"];
        };
        /** @description Lead events by action. */
        LeadCounts: {
            /** @description View Profile opened. */
            profileView: number;
            /** @description Website followed. */
            website: number;
            /** @description Phone number followed. */
            phone: number;
            /** @description Directions followed. */
            directions: number;
            /** @description Appointments requested. */
            booking: number;
        };
        /** @description One bar of the chart, a day or a week. */
        EngagementDay: {
            /**
             * Format: date
             * @description The bar's first calendar day in the business's time zone.
             */
            date: string;
            /**
             * Format: date
             * @description The bar's last day (the same as `date` for a daily bar).
             */
            to: string;
            counts: components["schemas"]["LeadCounts"];
            /** @description Search impressions. */
            impressions: number;
            /** @description Every lead event of the bar's days. */
            total: number;
        };
        /** @description The Search impressions card. */
        ImpressionsCard: {
            /** @constant */
            label: "Search impressions";
            /** @description Customers who saw the business on a results page, counted once per customer a day. */
            value: number;
            /** @description The count in the equal period just before. */
            previous: number;
            change: components["schemas"]["ChangePercent"] | components["schemas"]["ChangeNew"];
        };
        FunnelStage: {
            /** @enum {string} */
            step: "impressions" | "profileViews" | "clicks" | "requests";
            /** @enum {string} */
            label: "Search impressions" | "Profile views" | "Clicks" | "Appointment requests";
            value: number;
            /** @description This step against the one before, in percent; null for the first step or after a step of 0. */
            rate: number | null;
        };
        RecentActivity: {
            /**
             * @description What the customer did.
             * @enum {string}
             */
            action: "profileView" | "website" | "phone" | "directions" | "booking";
            /** @description The city of the location they looked at; empty when unknown. */
            city: string;
            /**
             * Format: date-time
             * @description When.
             */
            at: string;
        };
        /** @description Where the business comes in the default search order for its service in its city. */
        LocalRanking: {
            /** @description 1 is first. */
            position: number;
            /** @description How many providers that search lists. */
            of: number;
            /** @description The service searched for. */
            service: string;
            /** @description The city searched in. */
            city: string;
        };
        PerformanceSummary: {
            /** @description The share of the business profile's fields that are filled in, in percent. */
            completeness: number;
            /** @description The profile's empty fields, by their labels. */
            missing: string[];
            /** @description The average of the business's reviews, or null without any. */
            rating: number | null;
            /** @description How many reviews. */
            review_count: number;
            /** @description Null when the business is not listed in the search. */
            ranking: components["schemas"]["LocalRanking"] | null;
        };
        ProviderOverview: {
            business_name: string;
            period: components["schemas"]["OverviewPeriod"];
            /**
             * Format: date
             * @description The period's first day.
             */
            from: string;
            /**
             * Format: date
             * @description The period's last day, today.
             */
            to: string;
            /** @description The IANA time zone the days are counted in. */
            time_zone: string;
            impressions: components["schemas"]["ImpressionsCard"];
            metrics: components["schemas"]["OverviewMetric"][];
            /** @description Impressions, profile views, clicks, appointment requests in the period, each rated against the step before. */
            funnel: components["schemas"]["FunnelStage"][];
            /**
             * @description A bar a day up to 90 days; a bar a week (counted back from today) for the year.
             * @enum {string}
             */
            engagement_unit: "day" | "week";
            /** @description The period's bars, oldest first. */
            engagement: components["schemas"]["EngagementDay"][];
            /** @description The latest 10 lead events, newest first. */
            recent: components["schemas"]["RecentActivity"][];
            performance: components["schemas"]["PerformanceSummary"];
        };
        ProviderOverviewResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: components["schemas"]["ProviderOverview"];
        };
        /**
         * @description Last 7, 30 or 90 days, or the last year (spec 9).
         * @enum {integer}
         */
        OverviewPeriod: 7 | 30 | 90 | 365;
        OverviewExportResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description The file's name, after the period.
             * @example overview-last-30-days.csv
             */
            filename: string;
            /** @description The CSV text (see the operation). */
            csv: string;
        };
        /** @description Opening hours for each weekday. */
        WeekHours: {
            monday: components["schemas"]["EditableDayHours"];
            tuesday: components["schemas"]["EditableDayHours"];
            wednesday: components["schemas"]["EditableDayHours"];
            thursday: components["schemas"]["EditableDayHours"];
            friday: components["schemas"]["EditableDayHours"];
            saturday: components["schemas"]["EditableDayHours"];
            sunday: components["schemas"]["EditableDayHours"];
        };
        /** @description One day's hours as the profile edits them; times may be empty on a closed day. */
        EditableDayHours: {
            /** @description Opening time, 24-hour. */
            open: string;
            /** @description Closing time, 24-hour. */
            close: string;
            /** @description Closed all day. */
            isClosed: boolean;
        };
        /** @description One of the business's locations, as the profile shows and edits it. */
        ProfileLocation: {
            id: components["schemas"]["Id"];
            /** @description The whole address as the directory shows it. */
            address: string;
            /** @description The street lines of the address, as the location form edits them. */
            street: string;
            /** @description The Google My Business link, or empty. */
            google_my_business_link: string;
            /** @description The city. */
            city: string;
            /** @description The state's code. */
            state: string;
            /** @description The ZIP code. */
            zipcode: string;
            /** @description Latitude. */
            lat: number;
            /** @description Longitude. */
            long: number;
            /** @description The location's IANA time zone. */
            time_zone: string;
            /** @description The specialty's category. */
            category: string;
            /** @description The specialty's subcategory, whose services the location may offer. */
            subcategory: string;
            hours: components["schemas"]["WeekHours"];
            /** @description The services offered here. */
            services: components["schemas"]["LookupEntry"][];
            /** @description Every active service of the subcategory, to add from. */
            service_options: components["schemas"]["LookupEntry"][];
        };
        /** @description The business profile (spec 3). */
        BusinessProfile: {
            id: components["schemas"]["Id"];
            /** @description The business's name. */
            business_name: string;
            /** @description The web site. */
            website: string | null;
            /** @description The contact number. */
            phone: string | null;
            /** @description The contact address. */
            email: string | null;
            /** @description About the business (the profile dialog's About). */
            description: string;
            /** @description Years or kind of experience, as View Profile shows it; empty when not given. */
            experience: string;
            /** @description Degrees and training, as View Profile shows it; empty when not given. */
            education: string;
            /** @description The logo's URL. */
            logo_url: string | null;
            /** @description The Video Introduction URL. */
            video_url: string | null;
            locations: components["schemas"]["ProfileLocation"][];
            /** @description The map tile URL template (MAP_TILE_URL) with {z}, {x} and {y}, or null for the placeholder. */
            map_tile_url: string | null;
        };
        LocationChangeResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description What changed, for a toast. */
            message: string;
            data: components["schemas"]["BusinessProfile"];
        };
        BusinessProfileResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: components["schemas"]["BusinessProfile"];
        };
        UpdateBusinessProfileRequest: {
            /** @description Required. */
            business_name: string;
            /** @description A web address, or empty. */
            website: string;
            /** @description A phone number, or empty. */
            phone: string;
            /**
             * @description An e-mail address, or empty: a mailbox without spaces, quotes, brackets, commas or
             *     semicolons, one @ and a host name with a dot (400 'Email format is invalid' otherwise).
             *     The same rule as the profile form's (isEmailAddress in packages/domain).
             */
            email: string;
            /** @description About the business. */
            description: string;
            /** @description Years or kind of experience, or empty. */
            experience: string;
            /** @description Degrees and training, or empty. */
            education: string;
            /** @description The logo's path from `file_upload` (or the current logo's), or null for none. */
            logo: string | null;
            /** @description A YouTube or Vimeo link, or empty. */
            video_url: string;
            /** @description Each of the business's locations to change; locations left out stay as they are. */
            locations: components["schemas"]["LocationChanges"][];
        };
        LocationChanges: {
            id: components["schemas"]["Id"];
            hours: components["schemas"]["WeekHours"];
            /** @description The services offered here, from the location's `service_options`. */
            service_ids: components["schemas"]["Id"][];
        };
        /** @description An upcoming appointment the new hours no longer cover; it is kept. */
        OutsideHoursBooking: {
            booking_id: components["schemas"]["BookingId"];
            /**
             * Format: date
             * @description The appointment's date.
             */
            date: string;
            slot: components["schemas"]["SlotLabel"];
            /** @description The location. */
            address: string;
            /** @description Who booked it. */
            customer_name: string;
        };
        UpdateBusinessProfileResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description spec 8.
             * @constant
             */
            message: "Profile updated successfully!";
            data: components["schemas"]["BusinessProfile"];
            /** @description Upcoming appointments outside the new hours, earliest first. */
            outside_hours: components["schemas"]["OutsideHoursBooking"][];
        };
        ProviderAppointment: {
            booking_id: components["schemas"]["BookingId"];
            /**
             * Format: date
             * @description The appointment's date, in the location's time zone.
             */
            date: string;
            slot: components["schemas"]["SlotLabel"];
            status: components["schemas"]["BookingStatus"];
            /**
             * @description Whether the slot has not started, is under way, has ended, or ended more than 7 days ago
             *     (closed: how the visit went can no longer be corrected).
             * @enum {string}
             */
            timing: "upcoming" | "started" | "ended" | "closed";
            customer: {
                /** @description The customer's name. */
                name: string;
                /** @description The customer's e-mail address. */
                email: string;
                /** @description The customer's phone, when they gave one. */
                phone: string | null;
            };
            /** @description The services of the location, comma separated. */
            services: string;
            /** @description The location's address. */
            address: string;
            /** @description The location's IANA time zone. */
            time_zone: string;
            /** @description The provider's reason, when they cancelled it, or the administrator's. */
            cancel_reason: string | null;
            /**
             * @description Present when Injury Assist (an administrator) cancelled it.
             * @enum {string}
             */
            cancelled_by?: "platform";
        };
        ProviderAppointmentsResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            upcoming: components["schemas"]["ProviderAppointment"][];
            past: components["schemas"]["ProviderAppointment"][];
            new_booking_status: components["schemas"]["NewBookingStatus"];
        };
        ProviderAppointmentActionRequest: {
            /**
             * @description What to do.
             * @enum {string}
             */
            action: "confirm" | "complete" | "noShow" | "cancel";
            /** @description Why the appointment is cancelled; required to cancel. */
            reason?: string;
        };
        LocationBookingRules: {
            /**
             * @description No booking closer than this to its start.
             * @enum {integer}
             */
            min_notice_minutes: 0 | 60 | 120 | 240 | 720 | 1440 | 2880;
            /**
             * @description Kept free before and after each booked visit.
             * @enum {integer}
             */
            buffer_minutes: 0 | 15 | 30 | 60;
        };
        DateHours: {
            /** Format: date */
            date: string;
            /** @description Opening time, 24-hour; null with close null for closed all day. */
            open: string | null;
            close: string | null;
            /** @description Why, as the customer reads it ('Thanksgiving Day', 'Staff training'). */
            label: string;
        };
        DateHoursChange: {
            open: string | null;
            close: string | null;
            label?: string;
        };
        LocationSchedule: {
            location_id: components["schemas"]["Id"];
            address: string;
            /**
             * Format: date
             * @description Today at the location.
             */
            today: string;
            min_notice_minutes: number;
            buffer_minutes: number;
            /** @description Closures and special hours from today on, earliest first. */
            dates: components["schemas"]["DateHours"][];
            /** @description The US federal holidays of the next 12 months (observed dates). */
            holidays: {
                /** Format: date */
                date: string;
                name: string;
                /** @description The date already has a closure or special hours. */
                added: boolean;
            }[];
        };
        LocationScheduleResponse: {
            /** @constant */
            status: 200;
            message?: string;
            data: components["schemas"]["LocationSchedule"];
            /** @description Bookings already made that the change leaves outside the date's hours; they stand until the provider moves or cancels them. */
            outside_hours?: components["schemas"]["OutsideHoursBooking"][];
        };
        MoveAppointmentRequest: {
            date: components["schemas"]["BookingDate"];
            slot: components["schemas"]["SlotLabel"];
        };
        ProviderAppointmentActionResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description What happened, for people. */
            message: string;
            data: components["schemas"]["ProviderAppointment"];
        };
        /**
         * @description The status new bookings start in.
         * @enum {string}
         */
        NewBookingStatus: "confirmed" | "pending";
        /** @description The Settings profile (spec 3). */
        ProviderAccount: {
            /** @description Required. */
            firstName: string;
            /** @description May be empty. */
            lastName: string;
            /** @description 3 to 30 letters, digits, dots, dashes or underscores, or empty for none. */
            username: string;
            /** @description The sign-in address. */
            email: string;
            /** @description A phone number, or empty. */
            phone: string;
        };
        ProviderAccountResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /**
             * @description spec 8.
             * @constant
             */
            message: "Profile updated successfully!";
            data: components["schemas"]["ProviderAccount"];
        };
        /** @description The notification flags (spec 3). */
        NotificationSettings: {
            /** @description E-mail the provider about new and cancelled bookings. */
            emailNotifications: boolean;
            /** @description Text the provider; needs an SMS provider. */
            smsNotifications: boolean;
            /** @description E-mail customers a reminder a day before. */
            appointmentReminders: boolean;
            /** @description News and offers. */
            marketingEmails: boolean;
            /** @description Product updates. */
            systemUpdates: boolean;
        };
        /** @description The privacy flags (spec 3). */
        PrivacySettings: {
            /** @description Listed in the search. */
            profileVisible: boolean;
            /** @description The profile dialog shows the e-mail address. */
            showEmail: boolean;
            /** @description The profile dialog shows the phone number. */
            showPhone: boolean;
            /** @description Customers may send messages. */
            allowMessages: boolean;
        };
        BookingSettings: {
            newBookingStatus: components["schemas"]["NewBookingStatus"];
        };
        ProviderSettings: {
            profile: components["schemas"]["ProviderAccount"];
            notifications: components["schemas"]["NotificationSettings"];
            privacy: components["schemas"]["PrivacySettings"];
            newBookingStatus: components["schemas"]["NewBookingStatus"];
            /** @description Whether an SMS provider is configured; without one no texts are sent. */
            smsConfigured: boolean;
        };
        /** @description One feed's subscription links (null until the feed is made). */
        CalendarFeedLinks: {
            /** @description The feed over https, for calendars that add a calendar "from URL" (Google, Outlook). */
            https_url: string | null;
            /** @description The same feed as `webcal://`, which opens the calendar app's subscribe dialog (Apple). */
            webcal_url: string | null;
        };
        CalendarLocationFeed: {
            id: number;
            address: string;
            https_url: string | null;
            webcal_url: string | null;
        };
        CalendarFeedResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description Said after new links were made. */
            message?: string;
            data: {
                all: components["schemas"]["CalendarFeedLinks"];
                /** @description A provider's feed per listed location; empty for customers. */
                locations: components["schemas"]["CalendarLocationFeed"][];
            };
        };
        ProviderSettingsResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            data: components["schemas"]["ProviderSettings"];
        };
        /** @description The password change (spec 3). */
        ChangePasswordRequest: {
            /** @description The password now. */
            currentPassword: string;
            /** @description At least 8 characters. */
            newPassword: string;
            /** @description The new password again. */
            confirmPassword: string;
        };
        ProviderNotification: {
            /** @description The notification's id. */
            id: number;
            /** @description What it is about (bookingNew, bookingCancelled, bookingRescheduled, …). */
            kind: string;
            /** @description A short title. */
            title: string;
            /** @description What happened. */
            message: string;
            booking_id: components["schemas"]["BookingId"] | null;
            /** @description Whether the provider has seen it. */
            is_read: boolean;
            /**
             * Format: date-time
             * @description When.
             */
            created_at: string;
        };
        ProviderNotificationsResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description How many are unread in all. */
            unread: number;
            /** @description The latest 20, newest first. */
            data: components["schemas"]["ProviderNotification"][];
        };
        MarkNotificationsReadRequest: {
            /** @description The notifications to mark; all of them when absent. */
            ids?: number[];
        };
        UnreadCountResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description How many are still unread. */
            unread: number;
        };
        BlogPostSummary: {
            slug: string;
            title: string;
            excerpt: string;
            /** @description The cover image under /uploads, or null. */
            cover_image_url: string | null;
            /**
             * Format: date-time
             * @description When the post was written (its created_at).
             */
            published_at: string;
        };
        BlogPost: {
            slug: string;
            title: string;
            excerpt: string;
            /** @description The cover image under /uploads, or null. */
            cover_image_url: string | null;
            /** Format: date-time */
            published_at: string;
            /** @description Markdown. */
            body: string;
        };
        BlogPostListResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["BlogPostSummary"][];
        };
        BlogPostResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["BlogPost"];
        };
        PageSummary: {
            slug: string;
            title: string;
        };
        Page: {
            slug: string;
            title: string;
            /** @description Markdown. */
            body: string;
        };
        PageListResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["PageSummary"][];
        };
        PageResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["Page"];
        };
        AdminUserBooking: {
            booking_id: string;
            /** Format: date */
            date: string;
            slot: string;
            provider_name: string;
            booking_status: number;
        };
        AdminUserProvider: {
            business_name: string;
            /** @enum {string} */
            verification_status: "pending" | "verified" | "rejected";
            locations: {
                address: string;
                city: string | null;
                state: string | null;
                zipcode: string;
            }[];
            /** @description The live base plan, or null without one. */
            subscription: null | {
                plan_name: string;
                /** @enum {string} */
                billing_interval: "monthly" | "yearly";
                /** @enum {string} */
                status: "active" | "past_due" | "cancelled";
                /** Format: date-time */
                current_period_end: string;
            };
        };
        AdminUserDetails: {
            id: components["schemas"]["UserId"];
            full_name: string | null;
            email: string;
            /** @enum {string} */
            user_type: "customer" | "provider" | "admin";
            is_verified: boolean;
            /** Format: date-time */
            created_at: string;
            booking_count: number;
            concern_count: number;
            /** @description The latest 5 bookings, newest date first. */
            bookings: components["schemas"]["AdminUserBooking"][];
            provider: null | components["schemas"]["AdminUserProvider"];
        };
        AdminUserDetailsResponse: {
            /** @constant */
            status: 200;
            data: components["schemas"]["AdminUserDetails"];
        };
        /** @description One event of a person's security activity. */
        SecurityEvent: {
            id: number;
            /** Format: date-time */
            at: string;
            /** @enum {string} */
            kind: "sign_in" | "sign_in_failed" | "password_changed" | "password_reset" | "step_up_code_sent" | "step_up_code_used";
            /** @description The browser and system read from the User-Agent ("Chrome on macOS"); null when unknown. */
            client: string | null;
            /** @description The address the request came from; null for a code mailed after the answer was sent. */
            client_ip: string | null;
        };
        SecurityEventListResponse: {
            /** @constant */
            status: 200;
            data: {
                events: components["schemas"]["SecurityEvent"][];
                total: number;
            };
        };
        AdminReasonRequest: {
            /** @description Why, in a sentence the other side reads in their e-mail. */
            reason: string;
        };
        AdminBooking: {
            booking_id: components["schemas"]["BookingId"];
            /** Format: date */
            date: string;
            slot: components["schemas"]["SlotLabel"];
            booking_status: components["schemas"]["BookingStatus"];
            /** @enum {string} */
            timing: "upcoming" | "started" | "ended" | "closed";
            address: string;
            time_zone: string;
            services: string;
            cancel_reason: string | null;
            /**
             * @description platform when an administrator cancelled it.
             * @enum {string|null}
             */
            cancelled_by: "platform" | null;
            customer: {
                id: components["schemas"]["UserId"];
                name: string;
                email: string;
                phone: string | null;
            };
            business: {
                id: components["schemas"]["Id"];
                name: string;
                email: string | null;
                phone: string | null;
            };
        };
        AdminBookingResponse: {
            /** @constant */
            status: 200;
            message?: string;
            data: components["schemas"]["AdminBooking"];
        };
        AdminListingRequest: {
            ids: components["schemas"]["Id"][];
            /** @description false unlists, true relists. */
            listed: boolean;
            /** @description Why, as the owner's e-mail says it. */
            reason: string;
        };
        AdminListingResponse: {
            /** @constant */
            status: 200;
            message: string;
            /** @description How many businesses changed (those already in the asked state did not). */
            changed: number;
        };
        /** @description An administrator's reply to a concern. */
        ConcernReply: {
            id: number;
            body: string;
            /** Format: date-time */
            created_at: string;
        };
        AdminConcernRow: {
            id: number;
            title: string;
            priority: components["schemas"]["ConcernPriority"];
            status: number;
            /** Format: date-time */
            created_at: string;
            customer_name: string | null;
            customer_email: string;
            reply_count: number;
        };
        AdminConcernPageResponse: {
            /** @constant */
            status: 200;
            data: {
                rows: components["schemas"]["AdminConcernRow"][];
                total: number;
            };
        };
        AdminConcern: {
            id: number;
            user_id: components["schemas"]["UserId"];
            title: string;
            description: string;
            priority: components["schemas"]["ConcernPriority"];
            status: number;
            /** Format: date-time */
            created_at: string;
            customer_name: string | null;
            customer_email: string;
            /** @description Oldest first. */
            replies: components["schemas"]["ConcernReply"][];
        };
        AdminConcernResponse: {
            status: number;
            data: components["schemas"]["AdminConcern"];
        };
        /**
         * @description One row of a Payments list. An invoice has its number, total and refunded amount; a failed
         *     payment its reason; a renewal the amount and date it renews.
         */
        AdminPaymentRow: {
            /** @enum {string} */
            kind: "invoice" | "failed_checkout" | "declined_renewal" | "renewal";
            /** @description The invoice's id (what a refund names), or the checkout's or plan's. */
            id: string;
            /**
             * Format: date-time
             * @description When issued or failed, or when the plan renews.
             */
            at: string;
            provider_email: string;
            business_name: string | null;
            description: string;
            amount_cents: number;
            refunded_cents: number;
            status: string;
            invoice_number: string | null;
            message: string | null;
        };
        AdminPaymentPageResponse: {
            /** @constant */
            status: 200;
            data: {
                rows: components["schemas"]["AdminPaymentRow"][];
                total: number;
            };
        };
        RefundResponse: {
            /** @constant */
            status: 200;
            message: string;
            data: {
                amountCents: number;
                creditNoteNumber: string;
                /** @description What has been refunded of the invoice in all, this refund included. */
                refundedCents: number;
            };
        };
        /** @description The provider's answer to a review. */
        ReviewReply: {
            /** @description What the provider wrote. */
            text: string;
            /**
             * Format: date-time
             * @description When it was first published.
             */
            date: string;
            /** @description Changed since it was published. */
            edited: boolean;
            /** @description Why an administrator hid it (only the provider's own list and the admin's show hidden replies). */
            hidden_reason: string | null;
        };
        ReviewReplyRequest: {
            /** @description The reply; trimmed, and it may not be empty. */
            text: string;
        };
        ReviewReplyResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description What happened, for people. */
            message: string;
            data: components["schemas"]["Review"];
        };
        AdminReview: {
            /** @description The review's id. */
            id: number;
            /** @description The business reviewed. */
            provider_id: number;
            /** @description Its name. */
            business_name: string;
            /** @description The reviewer's first name and initial. */
            author: string;
            /** @description Stars. */
            rating: number;
            /** @description What the reviewer wrote. */
            text: string;
            /**
             * Format: date-time
             * @description When.
             */
            date: string;
            /** @description Written for a completed appointment. */
            verified: boolean;
            /** @description Why an administrator hid the review, or null while it shows. */
            hidden_reason: string | null;
            /** @description The provider's reply, hidden or not. */
            reply: components["schemas"]["ReviewReply"] | null;
        };
        AdminReviewListResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description How many reviews match in all. */
            total: number;
            /** @description The page, newest first. */
            data: components["schemas"]["AdminReview"][];
        };
        ModerateReviewRequest: {
            /**
             * @description The review itself or the provider's reply.
             * @enum {string}
             */
            target: "review" | "reply";
            /**
             * @description Hide it from customers, or show it again.
             * @enum {string}
             */
            action: "hide" | "restore";
            /** @description Why, told to the author; trimmed, and it may not be empty. */
            reason: string;
        };
        ModerateReviewResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description What happened, for people. */
            message: string;
            data: components["schemas"]["AdminReview"];
        };
        /**
         * @description The confirmation of an account deletion.
         * @example {
         *       "password": "correct horse battery staple"
         *     }
         */
        DeleteAccountRequest: {
            /** @description The account's password. */
            password: string;
            /** @description The 6-digit code mailed while the address is in sign-in step-up. */
            code?: string;
        };
        /**
         * @example {
         *       "status": 200,
         *       "message": "Your account has been deleted."
         *     }
         */
        DeleteAccountResponse: {
            /**
             * @description Always 200.
             * @constant
             */
            status: 200;
            /** @description A sentence for people. */
            message: string;
        };
        /**
         * @description The step-up answer of a password confirmation: the address is under attack, so the
         *     mailed 6-digit code must come with the password.
         * @example {
         *       "status": 400,
         *       "message": "We sent a 6-digit code to customer@demo.test. Enter it with your password to delete your account.",
         *       "code_required": true
         *     }
         */
        ConfirmationCodeRequired: {
            /**
             * @description Always 400.
             * @constant
             */
            status: 400;
            /** @description Where the code went, or that it was wrong or has expired. */
            message: string;
            /**
             * @description Always true.
             * @constant
             */
            code_required: true;
        };
        AdminConcernsStatusRequest: {
            ids: components["schemas"]["Id"][];
            /** @description 0 in progress, 1 resolved, 2 open, 3 closed. */
            status: number;
        };
        AdminConcernsStatusResponse: {
            /** @constant */
            status: 200;
            /** @description What changed, as the admin's toast says it. */
            message: string;
            /** @description How many concerns changed (those already in that status did not). */
            changed: number;
        };
        AdminCsvExportResponse: {
            /** @constant */
            status: 200;
            /** @description The CSV text (RFC 4180, a header line first). */
            csv: string;
        };
    };
    responses: {
        /** @description The business has no such location, or the account no business. */
        LocationScheduleNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The provider has no location at that address. */
        LocationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that provider location. Please search again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No appointment has that booking id. */
        AppointmentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that appointment."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The appointment is another customer's. */
        NotYourAppointment: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "You can only change your own appointments."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Someone else holds the slot (an active booking at the location, date and slot). */
        SlotTaken: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "Sorry, that time was just booked by someone else. Please choose another slot."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request does not match this contract, or the slot cannot be booked. */
        NotBookable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No valid access token was sent, or its session has ended. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "message": "Unauthorized"
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The call names another user than the signed-in one. */
        NotYourAccount: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "You can only access your own account."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The signed-in account was removed while its token was still valid. */
        AccountGone: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "This account no longer exists."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The request body is larger than 1MB. */
        BodyTooLarge: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 413,
                 *       "message": "The request body must be at most 1048576 bytes."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /**
         * @description A code was asked for this address less than a minute ago, or this client asked for 20
         *     codes in 15 minutes.
         */
        CodeRequestedTooSoon: {
            headers: {
                /** @description Seconds until a code may be asked for again. */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The lookup list; empty when the parent does not exist. */
        LookupList: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["LookupListResponse"];
            };
        };
        /** @description No `X-Registration-Token`, or one that opens no registration (unknown, expired or spent). */
        RegistrationNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 401,
                 *       "message": "Your registration could not be found. Please start again."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The registration was paid and is complete. */
        RegistrationComplete: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "This registration is complete. Please sign in at /provider-login."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
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
        /** @description No provider has that id. */
        ProviderNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that provider."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The signed-in user is not a provider. */
        ProvidersOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "This part of Injury Assist is for providers."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller is an administrator; calendar feeds are for customers and providers. */
        CalendarCustomersAndProvidersOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "Calendar feeds are for customer and provider accounts."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller is not a customer. */
        CustomersOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "Only customer accounts can register for events."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Nothing of the caller's has that id. */
        NotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that event."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The change cannot be made as things are (no slot left, the event is full, the card is primary). */
        BillingConflict: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 409,
                 *       "message": "Both boost slots for medical providers in 33101 are taken. Please try another ZIP code or type."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The gateway declined the card. */
        CardDeclined: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 402,
                 *       "message": "Your card was declined. Try another card."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The payment gateway could not be reached; nothing was charged. */
        GatewayUnavailable: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 503,
                 *       "message": "The payment provider could not be reached. Please try again in a moment."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The provider's account manages no business yet. */
        NoBusiness: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "This account has no business listed yet. Finish the business registration first."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No published post or page has that slug (drafts included). */
        ContentNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "There is no published page at this address."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller is signed in but is not an administrator. */
        AdminsOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "Only administrators can do this."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No user has that id. */
        UserNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that user."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No concern has that id. */
        ConcernNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that concern."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description No review has that id (for a provider, no review of their business). */
        ReviewNotFound: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 404,
                 *       "message": "We could not find that review."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description The caller is an administrator; only customers and providers export or delete their account here. */
        AccountCustomersAndProvidersOnly: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                /**
                 * @example {
                 *       "status": 403,
                 *       "message": "Only customers and providers can do this."
                 *     }
                 */
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The signed-in user's own id. */
        UserIdPath: components["schemas"]["UserId"];
        /** @description The id of the parent entry (a category for subcategories, a subcategory for services). */
        IdPath: components["schemas"]["Id"];
        /** @description The appointment's `booking_id`. */
        BookingIdPath: components["schemas"]["BookingId"];
        /** @description A calendar date, 'YYYY-MM-DD'. */
        ScheduleDatePath: string;
        /** @description One of the business's locations. */
        LocationIdPath: number;
        /** @description A saved card's id. */
        CardIdPath: number;
        /** @description An event's id. */
        EventIdPath: string;
        /** @description The period in days (default 7). */
        OverviewPeriodQuery: components["schemas"]["OverviewPeriod"];
        /** @description A post's or page's slug, lower-case words joined by hyphens. */
        SlugPath: string;
        /** @description Which page of 25, from 0 (default 0). */
        AdminPage: number;
        /** @description Words to look for (default none). */
        AdminSearch: string;
        /** @description The concern's id. */
        ConcernId: components["schemas"]["Id"];
        /** @description The `next_cursor` of the previous page; the answer starts with the review after it. */
        ReviewCursor: string;
        /**
         * @description The column the Concerns list is ordered by instead of urgent-first: the title (`concern`),
         *     the priority (`priority`, low to urgent), the status number (`status`) or when it was
         *     raised (`raised`).
         */
        AdminConcernSort: "concern" | "priority" | "status" | "raised";
        /**
         * @description The column a payments list is ordered by instead of its own order: the invoice number or
         *     description (`payment`), the business or e-mail (`provider`), the amount (`amount`), the
         *     date (`when`) or the status (`status`).
         */
        AdminPaymentSort: "payment" | "provider" | "amount" | "when" | "status";
        /** @description With `sort`, which way (default ascending). */
        AdminSortDirection: "ascending" | "descending";
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LoginRequest"];
            };
        };
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /**
             * @description The address is unknown, has no password yet, or the password is wrong (the Error
             *     shape); or the address is in step-up and the attempt needs a code, or its code is
             *     wrong or expired (`code_required: true`).
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["SignInCodeRequired"];
                };
            };
            /** @description The password is right but the account is not of the requested role. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 403,
                     *       "message": "This account cannot sign in here."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many failed sign-ins (passwords or codes) from this client, for this address or over all addresses. */
            429: {
                headers: {
                    /** @description Seconds until the throttling window has passed. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "message": "Too many sign-in attempts. Please wait a few minutes and try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The sign-in limiter could not be consulted, so signing in is refused rather than left unthrottled. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "message": "Signing in is unavailable right now. Please try again in a few minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    verifyEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationRequest"];
            };
        };
        responses: {
            /** @description The code is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Verification code sent to your email."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["CodeRequestedTooSoon"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyOtpUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpVerifyRequest"];
            };
        };
        responses: {
            /** @description The customer exists; the set-password link is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Your email is verified. We sent you a link to set your password."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /**
             * @description The code is wrong (`Invalid verification code. Please try again.`), has expired
             *     (`This verification code has expired. Please request a new code.`), or was spent by
             *     five wrong tries (`Too many incorrect codes. Please request a new code.`); or the
             *     request does not match this contract.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Invalid verification code. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account with this address was created in the meantime. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "An account with this email already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    resendOtp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendOtpRequest"];
            };
        };
        responses: {
            /** @description The new code is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "A new verification code has been sent to your email."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["CodeRequestedTooSoon"];
            500: components["responses"]["InternalError"];
        };
    };
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
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The database answered within 1 second. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HealthResponse"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The database did not answer within 1 second (or failed), so the server should get no traffic for now. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "message": "The database did not answer within 1 second."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
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
    raiseConcern: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RaiseConcernRequest"];
            };
        };
        responses: {
            /** @description The concern is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RaiseConcernResponse"];
                };
            };
            /** @description The request does not match this contract, or the title or description is blank. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Please fill in all fields"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The call names another user than the signed-in one, or the signed-in account is not a customer's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            /** @description The customer raised 5 concerns in the last hour, or 20 in the last 24 hours. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "message": "You have raised 5 concerns in the last hour. Please wait a while before raising another; we are looking at the ones you sent."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listConcerns: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's own id. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The concerns; an empty list when there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConcernListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAccount"];
            500: components["responses"]["InternalError"];
        };
    };
    getUserById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's own id. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UserProfileResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAccount"];
            404: components["responses"]["AccountGone"];
            500: components["responses"]["InternalError"];
        };
    };
    updateUserById: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateProfileRequest"];
            };
        };
        responses: {
            /** @description The profile is saved; the saved profile is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateProfileResponse"];
                };
            };
            /**
             * @description The request does not match this contract, or it tries to change the e-mail address,
             *     gives a blank name or a date of birth in the future, or names a picture this user did
             *     not upload.
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAccount"];
            404: components["responses"]["AccountGone"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    uploadFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": components["schemas"]["FileUploadRequest"];
            };
        };
        responses: {
            /** @description The image is stored. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileUploadResponse"];
                };
            };
            /** @description The file is not a PNG or JPEG, cannot be read, is larger than 1536x768 pixels, or is missing. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            /** @description The file would take the user past their 50 MB of uploads. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "You have reached your upload limit of 50 MB. Pictures you uploaded but did not use are removed after a day."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The file is larger than 5MB. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 413,
                     *       "message": "File size must be 5MB or less."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description The user has two uploads in progress already. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "message": "You are already uploading files. Please wait for them to finish."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The server has as many uploads waiting as it queues. */
            503: {
                headers: {
                    /** @description Seconds to wait before trying again. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "message": "The server is busy with other uploads. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    findServices: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderSearchRequest"];
            };
        };
        responses: {
            /** @description The providers found; an empty list when there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderSearchResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getSlotsUsingAddress: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlotsRequest"];
            };
        };
        responses: {
            /** @description The slots, earliest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["LocationNotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listSlotBookings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["SlotBookingsRequest"];
            };
        };
        responses: {
            /** @description The bookings, by slot. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SlotBookingsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["LocationNotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listAppointments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The signed-in user's own id. */
                id: components["parameters"]["UserIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The history; empty lists when there is none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AppointmentHistoryResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAccount"];
            500: components["responses"]["InternalError"];
        };
    };
    bookSlot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookSlotRequest"];
            };
        };
        responses: {
            /** @description Booked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BookSlotResponse"];
                };
            };
            400: components["responses"]["NotBookable"];
            401: components["responses"]["Unauthorized"];
            /** @description The call names another user than the signed-in one, or the signed-in account is not a customer's. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            404: components["responses"]["LocationNotFound"];
            /** @description Someone else holds the slot, or the customer already holds 10 upcoming appointments. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The appointment's `booking_id`. */
                id: components["parameters"]["BookingIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CancelBookingResponse"];
                };
            };
            /** @description The path does not match this contract, or the appointment cannot be cancelled. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "This appointment is already cancelled."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAppointment"];
            404: components["responses"]["AppointmentNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    rescheduleBooking: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RescheduleRequest"];
            };
        };
        responses: {
            /** @description Rescheduled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RescheduleResponse"];
                };
            };
            400: components["responses"]["NotBookable"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAppointment"];
            404: components["responses"]["AppointmentNotFound"];
            409: components["responses"]["SlotTaken"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getProviderBilling: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The billing overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderBillingResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    changePlan: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PlanChangeRequest"];
            };
        };
        responses: {
            /** @description What happens next. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlanChangeResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            409: components["responses"]["BillingConflict"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["GatewayUnavailable"];
        };
    };
    cancelScheduledPlanChange: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The downgrade is cancelled; the plan renews as it is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            409: components["responses"]["BillingConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    openBillingPortal: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The portal's address, or null. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BillingPortalResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["GatewayUnavailable"];
        };
    };
    listPaymentMethods: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCardsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    addPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AddCardRequest"];
            };
        };
        responses: {
            /** @description The card is saved; the cards as they are now. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCardsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            402: components["responses"]["CardDeclined"];
            403: components["responses"]["ProvidersOnly"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["GatewayUnavailable"];
        };
    };
    setPrimaryPaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A saved card's id. */
                cardId: components["parameters"]["CardIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCardsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    removePaymentMethod: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A saved card's id. */
                cardId: components["parameters"]["CardIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The cards as they are now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCardsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BillingConflict"];
            500: components["responses"]["InternalError"];
        };
    };
    getProviderBoosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description ZIP options and boosts. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderBoostsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    startBoost: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["StartBoostRequest"];
            };
        };
        responses: {
            /** @description The checkout to pay. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            409: components["responses"]["BillingConflict"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["GatewayUnavailable"];
        };
    };
    exportBoostReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's name and text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverviewExportResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    getBoostAvailability: {
        parameters: {
            query: {
                /** @description A US ZIP code (5 digits, or ZIP+4). */
                zipCode: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Available and total slots and the current boosters, per type. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BoostAvailabilityResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    listProviderEvents: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, soonest first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderEventsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    createProviderEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description The event, pending. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderEventResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProviderEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An event's id. */
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["EventInput"];
            };
        };
        responses: {
            /** @description The event as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderEventResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteProviderEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An event's id. */
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listEventRegistrations: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An event's id. */
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Every confirmed registrant, first registered first. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrantsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listPublicEvents: {
        parameters: {
            query?: {
                /** @description A provider's `business_provider_id`. */
                providerId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The events, with whether the caller is registered. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PublicEventsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    registerForEvent: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An event's id. */
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Registered, or the checkout to pay. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EventRegistrationResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CustomersOnly"];
            404: components["responses"]["NotFound"];
            409: components["responses"]["BillingConflict"];
            500: components["responses"]["InternalError"];
            503: components["responses"]["GatewayUnavailable"];
        };
    };
    cancelEventRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description An event's id. */
                eventId: components["parameters"]["EventIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CustomersOnly"];
            404: components["responses"]["NotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    recordLeadEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LeadEventRequest"];
            };
        };
        responses: {
            /** @description Whether the event counted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadEventResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProviderNotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listProviderReviews: {
        parameters: {
            query?: {
                /** @description How many reviews to answer (default 20). */
                limit?: number;
                /** @description How many of the newest to skip (default 0); ignored with `before`. */
                offset?: number;
                /** @description The `next_cursor` of the previous page; the answer starts with the review after it. */
                before?: components["parameters"]["ReviewCursor"];
            };
            header?: never;
            path: {
                /** @description The provider's `business_provider_id`. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The reviews; an empty list when there are none. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            404: components["responses"]["ProviderNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    createReview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateReviewRequest"];
            };
        };
        responses: {
            /** @description The review is published. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateReviewResponse"];
                };
            };
            /** @description The request does not match this contract, or the appointment is not completed. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "You can review an appointment once it is completed."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["NotYourAppointment"];
            404: components["responses"]["AppointmentNotFound"];
            /** @description The appointment has a review already. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "You have already reviewed this appointment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getProviderOverview: {
        parameters: {
            query?: {
                /** @description The period in days (default 7). */
                period?: components["parameters"]["OverviewPeriodQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The overview. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderOverviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    exportProviderOverview: {
        parameters: {
            query?: {
                /** @description The period in days (default 7). */
                period?: components["parameters"]["OverviewPeriodQuery"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file's name and text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OverviewExportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    getBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The business profile. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BusinessProfileResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    updateBusinessProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateBusinessProfileRequest"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdateBusinessProfileResponse"];
                };
            };
            /** @description The request does not match this contract, or a field cannot be saved as it is. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Business name is required"
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    addProviderLocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationLocation"];
            };
        };
        responses: {
            /** @description Added; the profile as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationChangeResponse"];
                };
            };
            /** @description The request does not match this contract, or the address cannot be used. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "ZIP code 00000 does not exist."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProviderLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationLocation"];
            };
        };
        responses: {
            /** @description Changed; the profile as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationChangeResponse"];
                };
            };
            /** @description The request does not match this contract, or the address cannot be used. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            /** @description The business has no such location, or the account no business. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    removeProviderLocation: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the profile as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationChangeResponse"];
                };
            };
            /** @description The last location, or one with upcoming appointments. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Your business needs at least one location. Add another before removing this one."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            /** @description The business has no such location, or the account no business. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listProviderAppointments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The appointments. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderAppointmentsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProviderAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The appointment's `booking_id`. */
                id: components["parameters"]["BookingIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderAppointmentActionRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderAppointmentActionResponse"];
                };
            };
            /** @description The request does not match this contract, or the action does not apply now. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Only a pending appointment can be confirmed."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["AppointmentNotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getLocationSchedule: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The location's schedule. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["LocationScheduleNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    updateLocationBookingRules: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LocationBookingRules"];
            };
        };
        responses: {
            /** @description Saved; the schedule as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["LocationScheduleNotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    setLocationDateHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
                /** @description A calendar date, 'YYYY-MM-DD'. */
                date: components["parameters"]["ScheduleDatePath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DateHoursChange"];
            };
        };
        responses: {
            /** @description Saved; the schedule as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["LocationScheduleNotFound"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    removeLocationDateHours: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
                /** @description A calendar date, 'YYYY-MM-DD'. */
                date: components["parameters"]["ScheduleDatePath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Removed; the schedule as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["LocationScheduleNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    addHolidayClosures: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description One of the business's locations. */
                locationId: components["parameters"]["LocationIdPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Added; the schedule as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LocationScheduleResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["LocationScheduleNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    moveProviderAppointment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The appointment's `booking_id`. */
                id: components["parameters"]["BookingIdPath"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MoveAppointmentRequest"];
            };
        };
        responses: {
            /** @description Moved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderAppointmentActionResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["AppointmentNotFound"];
            /** @description Someone booked that slot first. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    getProviderSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The settings. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderSettingsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    updateProviderAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderAccount"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderAccountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            /** @description The username or e-mail address belongs to another account. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "That username is taken. Please choose another."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["NotificationSettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updatePrivacySettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["PrivacySettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    updateBookingSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["BookingSettings"];
            };
        };
        responses: {
            /** @description Saved. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    changeProviderPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ChangePasswordRequest"];
            };
        };
        responses: {
            /** @description Changed. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            /** @description The request does not match this contract, or the passwords are refused. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            413: components["responses"]["BodyTooLarge"];
            /** @description The current password was tried too often for this account (10 in 15 minutes). */
            429: {
                headers: {
                    /** @description Seconds until another try is taken. */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "message": "Too many password changes were tried. Please wait a few minutes and try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listProviderNotifications: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The notifications. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderNotificationsResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    markProviderNotificationsRead: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["MarkNotificationsReadRequest"];
            };
        };
        responses: {
            /** @description Marked. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnreadCountResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listPlans: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The catalog. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PlansResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getCheckoutStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The `session_id` the success and cancel pages receive. */
                sessionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The checkout's state. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            /** @description No checkout has that id. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 404,
                     *       "message": "We could not find that payment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    startProviderRegistration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderBasicInfo"];
            };
        };
        responses: {
            /** @description The code is on its way. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "Verification code sent to your email."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            413: components["responses"]["BodyTooLarge"];
            429: components["responses"]["CodeRequestedTooSoon"];
            500: components["responses"]["InternalError"];
        };
    };
    resendProviderCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ResendOtpRequest"];
            };
        };
        responses: {
            /** @description A new code is on its way if a registration waits for the address. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 200,
                     *       "message": "A new verification code has been sent to your email."
                     *     }
                     */
                    "application/json": components["schemas"]["MessageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            429: components["responses"]["CodeRequestedTooSoon"];
            500: components["responses"]["InternalError"];
        };
    };
    verifyProviderCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["OtpVerifyRequest"];
            };
        };
        responses: {
            /** @description Verified. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["VerifiedRegistrationResponse"];
                };
            };
            /** @description The code is wrong, has expired or was spent by five wrong tries; or the request does not match this contract. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Invalid verification code. Please try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description An account with this address was created in the meantime. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "An account with this email already exists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getRegistrationDraft: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The draft. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationDraftResponse"];
                };
            };
            401: components["responses"]["RegistrationNotFound"];
            409: components["responses"]["RegistrationComplete"];
            500: components["responses"]["InternalError"];
        };
    };
    saveRegistrationBasicInfo: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProviderBasicInfo"];
            };
        };
        responses: {
            /** @description Saved; the draft as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationDraftResponse"];
                };
            };
            /** @description The address differs from the verified one, the specialty is not in the taxonomy, or the request does not match this contract. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Please choose a category, subcategory and service from the lists."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["RegistrationNotFound"];
            409: components["responses"]["RegistrationComplete"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    saveRegistrationLocations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationLocations"];
            };
        };
        responses: {
            /** @description Saved; the draft as it is now. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegistrationDraftResponse"];
                };
            };
            /** @description Fields refused (`errors`), or the request does not match this contract (no `errors`). */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Please check the highlighted locations.",
                     *       "errors": [
                     *         {
                     *           "index": 0,
                     *           "field": "zipCode",
                     *           "message": "ZIP code 33101 is in FL, not GA."
                     *         }
                     *       ]
                     *     }
                     */
                    "application/json": components["schemas"]["LocationsRefused"] | components["schemas"]["Error"];
                };
            };
            401: components["responses"]["RegistrationNotFound"];
            409: components["responses"]["RegistrationComplete"];
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    startRegistrationCheckout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["RegistrationCheckoutRequest"];
            };
        };
        responses: {
            /** @description The checkout is open. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CheckoutOpenedResponse"];
                };
            };
            /** @description Not a base plan, not an add-on, or the request does not match this contract. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 400,
                     *       "message": "Please choose a base plan, such as Basic or Professional."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            401: components["responses"]["RegistrationNotFound"];
            /** @description The registration is complete, or its locations are not saved yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Please add your business locations before choosing a plan."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
            /** @description The payment provider could not be reached; nothing was charged. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "message": "The payment provider could not be reached. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    startProviderSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Signed in. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LoginResponse"];
                };
            };
            401: components["responses"]["RegistrationNotFound"];
            /** @description The payment has not been confirmed by the gateway yet. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "Your payment is still being confirmed. Please try again in a moment."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    listBlogPosts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The posts; an empty list when none is published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostListResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getBlogPost: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A post's or page's slug, lower-case words joined by hyphens. */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The post with its Markdown body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BlogPostResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ContentNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The pages; an empty list when none is published. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageListResponse"];
                };
            };
            500: components["responses"]["InternalError"];
        };
    };
    getPage: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A post's or page's slug, lower-case words joined by hyphens. */
                slug: components["parameters"]["SlugPath"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page with its Markdown body. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            404: components["responses"]["ContentNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    getCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CalendarCustomersAndProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    renewCalendarFeed: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The new links. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CalendarFeedResponse"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["CalendarCustomersAndProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminUserDetails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The user's id. */
                id: components["schemas"]["UserId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The user's details. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserDetailsResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["UserNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listSecurityEvents: {
        parameters: {
            query?: {
                /** @description How many events to answer (default 20). */
                limit?: number;
                /** @description How many of the newest to skip (default 0). */
                offset?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description One page of events and how many there are in all. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SecurityEventListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's public id. */
                id: components["schemas"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The booking. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["AppointmentNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    cancelAdminBooking: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The booking's public id. */
                id: components["schemas"]["BookingId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminReasonRequest"];
            };
        };
        responses: {
            /** @description Cancelled. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminBookingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["AppointmentNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    setAdminBusinessListing: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminListingRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminListingResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminConcerns: {
        parameters: {
            query?: {
                /** @description Which page of 25, from 0 (default 0). */
                page?: components["parameters"]["AdminPage"];
                /** @description Words to look for (default none). */
                search?: components["parameters"]["AdminSearch"];
                /** @description Only concerns with this status (0 in progress, 1 resolved, 2 open, 3 closed). */
                status?: number;
                /** @description Only concerns of this priority. */
                priority?: components["schemas"]["ConcernPriority"];
                /**
                 * @description The column the Concerns list is ordered by instead of urgent-first: the title (`concern`),
                 *     the priority (`priority`, low to urgent), the status number (`status`) or when it was
                 *     raised (`raised`).
                 */
                sort?: components["parameters"]["AdminConcernSort"];
                /** @description With `sort`, which way (default ascending). */
                direction?: components["parameters"]["AdminSortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConcernPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    getAdminConcern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The concern's id. */
                id: components["parameters"]["ConcernId"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The concern. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConcernResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["ConcernNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    setAdminConcernStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The concern's id. */
                id: components["parameters"]["ConcernId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 0 in progress, 1 resolved, 2 open, 3 closed. */
                    status: number;
                };
            };
        };
        responses: {
            /** @description The concern as it now is. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConcernResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["ConcernNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    replyToConcern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The concern's id. */
                id: components["parameters"]["ConcernId"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The reply; must not be blank. */
                    body: string;
                };
            };
        };
        responses: {
            /** @description The concern with the new reply. */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConcernResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["ConcernNotFound"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminPayments: {
        parameters: {
            query: {
                /** @description Which page of 25, from 0 (default 0). */
                page?: components["parameters"]["AdminPage"];
                /** @description Words to look for (default none). */
                search?: components["parameters"]["AdminSearch"];
                /** @description Which list. */
                list: "invoices" | "failed" | "renewals";
                /**
                 * @description The column a payments list is ordered by instead of its own order: the invoice number or
                 *     description (`payment`), the business or e-mail (`provider`), the amount (`amount`), the
                 *     date (`when`) or the status (`status`).
                 */
                sort?: components["parameters"]["AdminPaymentSort"];
                /** @description With `sort`, which way (default ascending). */
                direction?: components["parameters"]["AdminSortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page and the total. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminPaymentPageResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    refundInvoice: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The invoice's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How much to give back, in cents. */
                    amountCents: number;
                    /** @description Why; printed on the credit note (may be empty). */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description The refund went through; the credit note is issued. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["NotFound"];
            /** @description The payment gateway refused the refund; its sentence says why. Nothing was refunded. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The payment gateway could not be reached; the refund stays pending and is tried again. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    listOwnReviews: {
        parameters: {
            query?: {
                /** @description How many reviews to answer (default 20). */
                limit?: number;
                /** @description The `next_cursor` of the previous page; the answer starts with the review after it. */
                before?: components["parameters"]["ReviewCursor"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["NoBusiness"];
            500: components["responses"]["InternalError"];
        };
    };
    saveReviewReply: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ReviewReplyRequest"];
            };
        };
        responses: {
            /** @description The reply is published or updated. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ReviewReplyResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["ProvidersOnly"];
            404: components["responses"]["ReviewNotFound"];
            /** @description An administrator hid the review or the reply. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "An administrator hid this reply, so it cannot be edited: Shares a patient's name."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    listAdminReviews: {
        parameters: {
            query?: {
                /** @description Rows on the page (default 25). */
                limit?: number;
                /** @description Rows to skip (default 0). */
                offset?: number;
                /** @description all (default), visible or hidden. */
                state?: "all" | "visible" | "hidden";
                /** @description Part of the business's or the author's name. */
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description A page of reviews. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminReviewListResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    moderateReview: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The review's id. */
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ModerateReviewRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ModerateReviewResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            404: components["responses"]["ReviewNotFound"];
            /** @description Already in that state, or there is no reply to hide. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 409,
                     *       "message": "This review is hidden already."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            413: components["responses"]["BodyTooLarge"];
            500: components["responses"]["InternalError"];
        };
    };
    exportMyData: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The ZIP file. */
            200: {
                headers: {
                    /** @description `attachment; filename="injury-assist-data-<date>.zip"`. */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/zip": string;
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountCustomersAndProvidersOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    deleteMyAccount: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteAccountRequest"];
            };
        };
        responses: {
            /** @description The account is deleted. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteAccountResponse"];
                };
            };
            /**
             * @description The body is not valid, the password is wrong (the Error shape), or the address is in
             *     step-up and the confirmation needs the mailed code, or the code is wrong or expired
             *     (`code_required: true`).
             */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"] | components["schemas"]["ConfirmationCodeRequired"];
                };
            };
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AccountCustomersAndProvidersOnly"];
            /** @description Too many wrong passwords or codes from this client. */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 429,
                     *       "message": "Too many sign-in attempts. Please wait a few minutes and try again."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalError"];
            /** @description The password limiter could not be consulted, so nothing was deleted. */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    /**
                     * @example {
                     *       "status": 503,
                     *       "message": "Signing in is unavailable right now. Please try again in a few minutes."
                     *     }
                     */
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
    setAdminConcernsStatus: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["AdminConcernsStatusRequest"];
            };
        };
        responses: {
            /** @description Done. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminConcernsStatusResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    exportAdminConcerns: {
        parameters: {
            query?: {
                /** @description Words to look for (default none). */
                search?: components["parameters"]["AdminSearch"];
                /** @description Only concerns with this status (0 in progress, 1 resolved, 2 open, 3 closed). */
                status?: number;
                /** @description Only concerns of this priority. */
                priority?: components["schemas"]["ConcernPriority"];
                /**
                 * @description The column the Concerns list is ordered by instead of urgent-first: the title (`concern`),
                 *     the priority (`priority`, low to urgent), the status number (`status`) or when it was
                 *     raised (`raised`).
                 */
                sort?: components["parameters"]["AdminConcernSort"];
                /** @description With `sort`, which way (default ascending). */
                direction?: components["parameters"]["AdminSortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCsvExportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
    exportAdminPayments: {
        parameters: {
            query: {
                /** @description Words to look for (default none). */
                search?: components["parameters"]["AdminSearch"];
                /** @description Which list. */
                list: "invoices" | "failed" | "renewals";
                /**
                 * @description The column a payments list is ordered by instead of its own order: the invoice number or
                 *     description (`payment`), the business or e-mail (`provider`), the amount (`amount`), the
                 *     date (`when`) or the status (`status`).
                 */
                sort?: components["parameters"]["AdminPaymentSort"];
                /** @description With `sort`, which way (default ascending). */
                direction?: components["parameters"]["AdminSortDirection"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The CSV text. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCsvExportResponse"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            403: components["responses"]["AdminsOnly"];
            500: components["responses"]["InternalError"];
        };
    };
}
