import { useState } from 'react';
import type { TotpEnrolment } from '@filmhyllan/contract';
import { isApiError } from '@/lib/api-client';
import { useOperatorLogin } from '../api/operator-login';
import type { PasswordStep } from './login-schemas';
import { CodeForm } from './code-form';
import { EnrolmentPanel } from './enrolment-panel';
import { PasswordForm } from './password-form';

type Step =
  | { kind: 'password' }
  | { kind: 'code'; credentials: PasswordStep }
  | { kind: 'enrolment'; credentials: PasswordStep; enrolment: TotpEnrolment };

/**
 * The console's login (decision 037): username and password first. An enrolled operator is then asked for the
 * code of their authenticator app (or a recovery code); an operator without one is shown the enrolment the
 * server answered (QR code, secret, recovery codes once) and confirms it with a first code, which logs in.
 */
export function OperatorLogin() {
  const login = useOperatorLogin();
  const [step, setStep] = useState<Step>({ kind: 'password' });

  if (step.kind === 'password') {
    return (
      <PasswordForm
        login={login}
        onPassword={(credentials) =>
          login.mutateAsync(credentials).then(
            (result) => {
              if (result.enrolment) {
                login.reset();
                setStep({ kind: 'enrolment', credentials, enrolment: result.enrolment });
              }
            },
            (error: unknown) => {
              if (isApiError(error) && error.code === 'TOTP_REQUIRED') {
                login.reset();
                setStep({ kind: 'code', credentials });
                return;
              }
              throw error;
            },
          )
        }
      />
    );
  }
  if (step.kind === 'enrolment') {
    return (
      <EnrolmentPanel enrolment={step.enrolment}>
        <CodeForm login={login} credentials={step.credentials} allowRecovery={false} />
      </EnrolmentPanel>
    );
  }
  return <CodeForm login={login} credentials={step.credentials} allowRecovery />;
}
