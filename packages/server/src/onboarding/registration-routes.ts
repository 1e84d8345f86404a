import type { Context } from 'hono';
import type { OperationHandlers } from '../http/api-router';
import { errorResponse } from '../http/error-response';
import { listPlans } from '../payments/plan-catalog';
import type { BasicInfo, LocationsInput, PlanChoice } from './registration-drafts';
import * as messages from './registration-messages';
import { createRegistrationService, type OnboardingDeps, type Outcome, type Refusal } from './registration-service';

/** The header that carries the registration token (openapi `registrationToken`). */
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';

const tokenOf = (c: Context) => c.req.header(REGISTRATION_TOKEN_HEADER)?.trim() || undefined;
const refused = (c: Context, refusal: Refusal) => errorResponse(c, refusal.status, refusal.message);
const answer = <T>(c: Context, outcome: Outcome<T>, body: (value: T) => object) =>
  outcome.ok ? c.json({ status: 200, ...body(outcome.value) }, 200) : refused(c, outcome);

/**
 * API v1 of the provider registration wizard and the payment result pages. Every call that
 * changes a draft checks its registration token (the caller is the person who proved the address
 * with the code); the public ones are step 1, its code, the plan catalog and a checkout's state.
 */
export function onboardingHandlers(deps: OnboardingDeps): OperationHandlers {
  const service = createRegistrationService(deps);
  return {
    listPlans: async (c) => {
      const plans = await listPlans(deps.db);
      return c.json(
        {
          status: 200,
          data: plans.map(
            ({ id, name, monthlyPriceCents, yearlyPriceCents, description, features, popular, isAddon }) => ({
              id,
              name,
              monthlyPriceCents,
              yearlyPriceCents,
              description,
              features,
              popular,
              isAddon,
            }),
          ),
        },
        200,
      );
    },

    getCheckoutStatus: async (c, input) => {
      const session = await deps.payments.findCheckout(String(input.params.sessionId));
      if (!session) return errorResponse(c, 404, messages.CHECKOUT_NOT_FOUND);
      return c.json({ status: 200, data: { status: session.status, purpose: session.purpose } }, 200);
    },

    startProviderRegistration: async (c, input) =>
      answer(c, await service.sendCode(input.body as BasicInfo), (message) => ({ message })),

    resendProviderCode: async (c, input) =>
      answer(c, await service.resendCode((input.body as { email: string }).email), (message) => ({ message })),

    verifyProviderCode: async (c, input) => {
      const { email, otp } = input.body as { email: string; otp: string };
      return answer(c, await service.verifyCode(email, otp), ({ token, draft }) => ({
        message: 'Your email is verified.',
        token,
        data: draft,
      }));
    },

    getRegistrationDraft: async (c) => answer(c, await service.draft(tokenOf(c)), (data) => ({ data })),

    saveRegistrationBasicInfo: async (c, input) =>
      answer(c, await service.saveBasicInfo(tokenOf(c), input.body as BasicInfo), (data) => ({ data })),

    saveRegistrationLocations: async (c, input) => {
      const outcome = await service.saveLocations(tokenOf(c), input.body as LocationsInput);
      if (!outcome.ok && 'errors' in outcome) {
        return c.json({ status: 400, message: outcome.message, errors: outcome.errors }, 400);
      }
      return answer(c, outcome, (data) => ({ data }));
    },

    startRegistrationCheckout: async (c, input) =>
      answer(c, await service.startCheckout(tokenOf(c), input.body as PlanChoice), (data) => ({ data })),

    startProviderSession: async (c) => answer(c, await service.startSession(tokenOf(c)), (data) => ({ data })),
  };
}
