import { localCalendarDate } from '@injury-assist/domain';
import { type RegistrationErrors, type RegistrationForm, registrationMachine } from '@injury-assist/flows';
import {
  CreateAccount,
  type CreateAccountField,
  type CreateAccountValues,
  showToast,
  VerifyEmail,
} from '@injury-assist/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { renderRouterLink } from '../../app/router-link';
import { paths } from '../../config/paths';
import { readRegistrationToken } from '../../lib/registration/registration-token';
import { registerCustomer, resendOtp, verifyOtp } from './registration-actors';

const machine = registrationMachine.provide({
  actors: {
    registerCustomer: fromPromise(({ input }) => registerCustomer(input)),
    verifyOtp: fromPromise(({ input }) => verifyOtp(input)),
    resendOtp: fromPromise(({ input }) => resendOtp(input)),
  },
});

// The screen names the date field for people (dateOfBirth); the flow uses the API's name (dob).
function toScreenValues(form: RegistrationForm): CreateAccountValues {
  const { dob, gender, ...names } = form;
  return { ...names, gender: gender || null, dateOfBirth: dob || null };
}

function toScreenErrors({ dob, ...errors }: RegistrationErrors): Partial<Record<CreateAccountField, string>> {
  return dob ? { ...errors, dateOfBirth: dob } : errors;
}

/** `logic` lets flow stories drive the real machine with fake actors. */
export default function SignUpPage({ logic = machine }: { logic?: typeof registrationMachine }) {
  const actor = useActorRef(logic, { input: { today: localCalendarDate(new Date()) } });
  const snapshot = useSelector(actor, (state) => state);
  const navigate = useNavigate();

  useEffect(() => {
    const toasts = actor.on('toast', ({ tone, message }) => showToast({ title: message, tone }));
    const redirect = actor.on('redirect.login', () => navigate(paths.customerLogin, { replace: true }));
    return () => {
      toasts.unsubscribe();
      redirect.unsubscribe();
    };
  }, [actor, navigate]);

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
  return (
    <VerifyEmail
      email={context.form.email}
      code={context.otp}
      otpError={context.otpError}
      isVerifying={snapshot.matches({ verifying: { code: 'submitting' } }) || snapshot.matches('verified')}
      secondsLeft={context.secondsLeft}
      isResending={
        snapshot.matches({ verifying: { resend: 'waiting' } }) || snapshot.matches({ verifying: { resend: 'sending' } })
      }
      onCodeChange={(value) => actor.send({ type: 'otp.change', value })}
      onVerify={() => actor.send({ type: 'otp.submit' })}
      onResend={() => actor.send({ type: 'otp.resend' })}
    />
  );
}
