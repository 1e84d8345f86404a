import { localCalendarDate, type ToastTone } from '@injury-assist/domain';
import type { RegistrationErrors, RegistrationForm } from '@injury-assist/flows/registration';
import {
  CreateAccount,
  type CreateAccountField,
  type CreateAccountValues,
  showToast,
  VerifyEmail,
} from '@injury-assist/ui';
import { useCallback, useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { renderRouterLink } from '../../components/router-link';
import { paths } from '../../config/paths';
import { useClock } from '../../lib/clock/clock-context';
import { FlowProvider } from '../../lib/flows/create-flow';
import { useEmailCodeView } from '../../lib/registration/email-code-view';
import { readRegistrationToken } from '../../lib/registration/registration-token';
import { RegistrationFlow } from './registration-flow';

// The screen names the date field for people (dateOfBirth); the flow uses the API's name (dob).
function toScreenValues(form: RegistrationForm): CreateAccountValues {
  const { dob, gender, ...names } = form;
  return { ...names, gender: gender || null, dateOfBirth: dob || null };
}

function toScreenErrors({ dob, ...errors }: RegistrationErrors): Partial<Record<CreateAccountField, string>> {
  return dob ? { ...errors, dateOfBirth: dob } : errors;
}

function SignUpScreen() {
  const actor = RegistrationFlow.useActorRef();
  const snapshot = RegistrationFlow.useSelector((state) => state);
  const navigate = useNavigate();
  const toast = useCallback(
    ({ tone, message }: { tone: ToastTone; message: string }) => showToast({ title: message, tone }),
    [],
  );
  const code = useEmailCodeView(snapshot.children.emailCode, toast);

  useEffect(() => {
    const toasts = actor.on('toast', toast);
    const redirect = actor.on('redirect.login', () => navigate(paths.customerLogin, { replace: true }));
    return () => {
      toasts.unsubscribe();
      redirect.unsubscribe();
    };
  }, [actor, navigate, toast]);

  const { context } = snapshot;
  if (snapshot.matches('form') || snapshot.matches('submitting') || snapshot.matches('registered')) {
    return (
      <CreateAccount
        values={toScreenValues(context.form)}
        errors={toScreenErrors(context.errors)}
        today={context.today}
        hasBusinessRegistration={readRegistrationToken() !== null}
        isSubmitting={!snapshot.matches('form')}
        renderLink={renderRouterLink}
        onFieldChange={(field, value) =>
          actor.send({ type: 'field.change', field: field === 'dateOfBirth' ? 'dob' : field, value: value ?? '' })
        }
        onSubmit={() => actor.send({ type: 'form.submit' })}
      />
    );
  }
  // Once the registration has ended the app is on its way to the login.
  if (!code) return null;
  return (
    <VerifyEmail
      email={context.form.email}
      code={code.code}
      otpError={code.otpError}
      isVerifying={code.isVerifying}
      secondsLeft={code.secondsLeft}
      isResending={code.isResending}
      onCodeChange={(value) => actor.send({ type: 'otp.change', value })}
      onVerify={() => actor.send({ type: 'otp.submit' })}
      onResend={() => actor.send({ type: 'otp.resend' })}
    />
  );
}

/** 'Create Account' → 'Verify Your Email' → the customer login. */
export default function SignUpPage() {
  const clock = useClock();
  return (
    <FlowProvider flow={RegistrationFlow} options={{ input: { today: localCalendarDate(clock.now()) } }}>
      <SignUpScreen />
    </FlowProvider>
  );
}
