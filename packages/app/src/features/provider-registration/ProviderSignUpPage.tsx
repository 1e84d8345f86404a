import type { ToastTone } from '@injury-assist/domain';
import {
  locationsFormOf,
  orderView,
  type ProviderRegistrationContext,
  planCards,
  providerRegistrationMessages,
} from '@injury-assist/flows/providerRegistration';
import { BasicInfoStep, FullPageSpinner, type LocationField, type PlanCatalogView, showToast } from '@injury-assist/ui';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useState } from 'react';
import { FlowProvider } from '../../lib/flows/create-flow';
import { useAppNavigation } from '../../lib/navigation/app-navigation';
import { type OpenCheckout, openInThisTab } from '../../lib/navigation/open-checkout';
import { useEmailCodeView } from '../../lib/registration/email-code-view';
import { forgetUnverifiedDraft, rememberUnverifiedDraft } from '../../lib/registration/unverified-draft';
import { ProviderRegistrationFlow } from './provider-registration-flow';

const EmailVerificationStep = lazy(() =>
  import('./later-steps').then((steps) => ({ default: steps.EmailVerificationStep })),
);
const LocationsStep = lazy(() => import('./later-steps').then((steps) => ({ default: steps.LocationsStep })));
const PlanStep = lazy(() => import('./later-steps').then((steps) => ({ default: steps.PlanStep })));

/** A later step, drawn once its code has arrived (the spinner shows while it loads, once). */
function LaterStep({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner label="Opening your registration" />}>{children}</Suspense>;
}

function catalogOf(context: ProviderRegistrationContext, isFailed: boolean): PlanCatalogView {
  if (isFailed) return { status: 'failed' };
  if (!context.plans) return { status: 'loading' };
  const { basePlans, addons } = planCards(context.plans, context.choice.interval);
  return { status: 'loaded', basePlans, addons };
}

function ProviderSignUpScreen({ openCheckout }: { openCheckout: OpenCheckout }) {
  const actor = ProviderRegistrationFlow.useActorRef();
  const snapshot = ProviderRegistrationFlow.useSelector((state) => state);
  const { renderLink } = useAppNavigation();

  // Said on the Locations step itself: a toast there covered its first field, the Business Name.
  const [isVerifiedNotice, setVerifiedNotice] = useState(false);
  const toast = useCallback(({ tone, message }: { tone: ToastTone; message: string }) => {
    if (message === providerRegistrationMessages.verified) setVerifiedNotice(true);
    else showToast({ title: message, tone });
  }, []);
  const code = useEmailCodeView(snapshot.children.emailCode, toast);

  useEffect(() => {
    const toasts = actor.on('toast', toast);
    const checkout = actor.on('checkout.open', ({ url }) => openCheckout(url));
    const remember = actor.on('draft.remember', ({ draft }) => rememberUnverifiedDraft(draft));
    const forget = actor.on('draft.forget', () => forgetUnverifiedDraft());
    return () => {
      for (const subscription of [toasts, checkout, remember, forget]) subscription.unsubscribe();
    };
  }, [actor, openCheckout, toast]);

  const { context } = snapshot;
  const { basicInfo } = context;

  if (snapshot.matches('resuming')) return <FullPageSpinner label="Opening your registration" />;

  if (snapshot.matches('basicInfo')) {
    const { specialty } = basicInfo;
    return (
      <BasicInfoStep
        values={{
          firstName: basicInfo.firstName,
          lastName: basicInfo.lastName,
          businessName: basicInfo.businessName,
          country: basicInfo.country || null,
          categoryId: specialty.categoryId,
          subcategoryId: specialty.subcategoryId,
          serviceId: specialty.serviceId,
          phone: basicInfo.phone,
          email: basicInfo.email,
        }}
        errors={context.basicInfoErrors}
        specialty={context.lists}
        isEmailVerified={context.verifiedEmail !== null}
        isSubmitting={!snapshot.matches({ basicInfo: 'editing' })}
        renderLink={renderLink}
        onTextChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onCountryChange={(country) => actor.send({ type: 'country.select', country })}
        onSpecialtyChange={(level, id) => actor.send({ type: 'specialty.select', level, id })}
        onSubmit={() => actor.send({ type: 'basicInfo.submit' })}
      />
    );
  }

  if (snapshot.matches('verifyEmail')) {
    return (
      <LaterStep>
        <EmailVerificationStep
          email={basicInfo.email.trim()}
          isVerified={snapshot.matches({ verifyEmail: 'verified' })}
          code={code?.code ?? ''}
          otpError={code?.otpError ?? null}
          isVerifying={code?.isVerifying ?? false}
          secondsLeft={code?.secondsLeft ?? 0}
          isResending={code?.isResending ?? false}
          onCodeChange={(value) => actor.send({ type: 'otp.change', value })}
          onVerify={() => actor.send({ type: 'otp.submit' })}
          onResend={() => actor.send({ type: 'otp.resend' })}
          onContinue={() => actor.send({ type: 'verified.continue' })}
          onBack={() => actor.send({ type: 'back' })}
        />
      </LaterStep>
    );
  }

  if (snapshot.matches('locations')) {
    const form = locationsFormOf(context);
    return (
      <LaterStep>
        <LocationsStep
          businessName={form.businessName}
          numberOfLocations={form.numberOfLocations}
          locations={form.locations.map((location) => ({ ...location, state: location.state || null }))}
          errors={context.locationErrors}
          isSaving={snapshot.matches({ locations: 'saving' })}
          notice={isVerifiedNotice ? providerRegistrationMessages.verified : undefined}
          onBusinessNameChange={(value) => actor.send({ type: 'field.change', field: 'businessName', value })}
          onNumberOfLocationsChange={(value) => actor.send({ type: 'locations.count', value })}
          onLocationChange={(index: number, field: LocationField, value: string) =>
            actor.send({ type: 'location.change', index, field, value })
          }
          onAddLocation={() => actor.send({ type: 'location.add' })}
          onRemoveLocation={(index) => actor.send({ type: 'location.remove', index })}
          onBack={() => actor.send({ type: 'back' })}
          onSubmit={() => actor.send({ type: 'locations.submit' })}
        />
      </LaterStep>
    );
  }

  const { choice, plans } = context;
  return (
    <LaterStep>
      <PlanStep
        catalog={catalogOf(context, snapshot.matches({ plan: 'failed' }))}
        interval={choice.interval}
        bestSavingPercent={plans ? planCards(plans, choice.interval).bestSavingPercent : 0}
        selectedPlanId={choice.planId}
        addonPlanIds={choice.addonPlanIds}
        order={plans ? orderView(plans, choice) : null}
        isProcessing={
          snapshot.matches({ plan: 'processing' }) ||
          snapshot.matches({ plan: 'openingCheckout' }) ||
          snapshot.matches({ plan: 'redirecting' })
        }
        onIntervalChange={(interval) => actor.send({ type: 'interval.change', interval })}
        onSelectPlan={(planId) => actor.send({ type: 'plan.select', planId })}
        onToggleAddon={(planId) => actor.send({ type: 'addon.toggle', planId })}
        onRetry={() => actor.send({ type: 'plans.retry' })}
        onBack={() => actor.send({ type: 'back' })}
        onSubmit={() => actor.send({ type: 'plan.submit' })}
      />
    </LaterStep>
  );
}

/**
 * /provider-sign-up: the provider registration wizard (spec provider-and-admin §2.2) on the real
 * API. Each step is saved on the server as it is passed, so coming back (or 'Try Payment Again'
 * after a cancelled payment) resumes where the provider left off. `openCheckout` lets flow
 * stories stay on the page when the checkout opens.
 */
export default function ProviderSignUpPage({ openCheckout = openInThisTab }: { openCheckout?: OpenCheckout }) {
  return (
    <FlowProvider flow={ProviderRegistrationFlow}>
      <ProviderSignUpScreen openCheckout={openCheckout} />
    </FlowProvider>
  );
}
