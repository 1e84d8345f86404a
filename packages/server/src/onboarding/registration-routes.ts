import type { Context } from 'hono';
import * as authMessages from '../auth/auth-messages';
import { registrationMailRefusal } from '../auth/registration-mail-limits';
import type { OperationHandlers } from '../http/operation-handlers';
import { listPlans } from '../payments/plan-catalog';
import * as messages from './registration-messages';
import { createRegistrationService, type OnboardingDeps } from './registration-service';
import { isLiveSpecialty } from './specialty-check';

/** The header that carries the registration token (openapi `registrationToken`). */
export const REGISTRATION_TOKEN_HEADER = 'x-registration-token';

const tokenOf = (c: Context) => c.req.header(REGISTRATION_TOKEN_HEADER)?.trim() || undefined;

type OnboardingOperation =
  | 'listPlans'
  | 'getCheckoutStatus'
  | 'startProviderRegistration'
  | 'resendProviderCode'
  | 'verifyProviderCode'
  | 'getRegistrationDraft'
  | 'saveRegistrationBasicInfo'
  | 'saveRegistrationLocations'
  | 'startRegistrationCheckout'
  | 'startProviderSession';

/**
 * API v1 of the provider registration wizard and the payment result pages. Every call that
 * changes a draft checks its registration token (the caller is the person who proved the address
 * with the code); the public ones are step 1, its code, the plan catalog and a checkout's state.
 *
 * Step 1 and the code's resend answer every address alike, as customer registration does: the
 * same status and sentence, the same limits (shared with customer registration), and the mail
 * goes out after the answer, so neither the answer nor its timing tells which addresses have accounts.
 */
export function onboardingHandlers(deps: OnboardingDeps): OperationHandlers<OnboardingOperation> {
  const { db, afterResponse } = deps;
  const service = createRegistrationService(deps);
  return {
    listPlans: async (_c, _input, reply) => {
      const plans = await listPlans(db);
      return reply(200, {
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
      });
    },

    getCheckoutStatus: async (_c, { params }, reply) => {
      const session = await deps.payments.findCheckout(params.sessionId);
      if (!session) return reply.error(404, messages.CHECKOUT_NOT_FOUND);
      return reply(200, { status: 200, data: { status: session.status, purpose: session.purpose } });
    },

    startProviderRegistration: async (c, { body }, reply) => {
      const basicInfo = { ...body, email: body.email.trim() };
      if (!(await isLiveSpecialty(db, basicInfo))) return reply.error(400, messages.SPECIALTY_UNKNOWN);
      const refused = await registrationMailRefusal(deps, c, basicInfo.email);
      if (refused) return reply.error(429, refused);
      afterResponse.run('Provider registration mail', () => service.mailCode(basicInfo));
      return reply(200, { status: 200, message: authMessages.CODE_SENT });
    },

    resendProviderCode: async (c, { body }, reply) => {
      const email = body.email.trim();
      const refused = await registrationMailRefusal(deps, c, email);
      if (refused) return reply.error(429, refused);
      afterResponse.run('Provider code resend', () => service.resendCode(email));
      return reply(200, { status: 200, message: authMessages.CODE_RESENT });
    },

    verifyProviderCode: async (_c, { body }, reply) => {
      const outcome = await service.verifyCode(body.email, body.otp);
      if (!outcome.ok) return reply.error(outcome.status, outcome.message);
      const { token, draft } = outcome.value;
      return reply(200, { status: 200, message: messages.EMAIL_VERIFIED, token, data: draft });
    },

    getRegistrationDraft: async (c, _input, reply) => {
      const outcome = await service.draft(tokenOf(c));
      return outcome.ok
        ? reply(200, { status: 200, data: outcome.value })
        : reply.error(outcome.status, outcome.message);
    },

    saveRegistrationBasicInfo: async (c, { body }, reply) => {
      const outcome = await service.saveBasicInfo(tokenOf(c), body);
      return outcome.ok
        ? reply(200, { status: 200, data: outcome.value })
        : reply.error(outcome.status, outcome.message);
    },

    saveRegistrationLocations: async (c, { body }, reply) => {
      const outcome = await service.saveLocations(tokenOf(c), body);
      if (outcome.ok) return reply(200, { status: 200, data: outcome.value });
      if ('errors' in outcome) return reply(400, { status: 400, message: outcome.message, errors: outcome.errors });
      return reply.error(outcome.status, outcome.message);
    },

    startRegistrationCheckout: async (c, { body }, reply) => {
      const outcome = await service.startCheckout(tokenOf(c), body);
      return outcome.ok
        ? reply(200, { status: 200, data: outcome.value })
        : reply.error(outcome.status, outcome.message);
    },

    startProviderSession: async (c, _input, reply) => {
      const outcome = await service.startSession(tokenOf(c));
      return outcome.ok
        ? reply(200, { status: 200, data: outcome.value })
        : reply.error(outcome.status, outcome.message);
    },
  };
}
