import { FORMER_CUSTOMER, INVOICE_RETENTION_YEARS } from '@injury-assist/domain';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { OnDemandConfirmDialog as ConfirmDialog } from '../../components/ConfirmDialog/OnDemandConfirmDialog';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { TextField } from '../../components/TextField/TextField';
import * as styles from './YourData.css';

export type YourDataProps = {
  /** Whose account: what deleting it does differs for a provider's business. */
  accountKind: 'customer' | 'provider';
  /** While the ZIP is being made and downloaded. */
  isExporting: boolean;
  /** Why the last download failed. */
  exportError: string | null;
  onExport: () => void;
  /** Whether the "Delete your account?" dialog is open. */
  isDeleteOpen: boolean;
  password: string;
  /** Shown when the address is in sign-in step-up: the mailed code must come with the password. */
  code: string | null;
  /** The server's sentence: a wrong password, where the code went, a wrong code. */
  deleteError: string | null;
  isDeleting: boolean;
  onDeleteOpen: () => void;
  onDeleteCancel: () => void;
  onPasswordChange: (password: string) => void;
  onCodeChange: (code: string) => void;
  onDeleteConfirm: () => void;
};

const EXPORT_TEXT =
  'A ZIP file with everything Injury Assist holds about you (your profile, appointments, concerns, ' +
  'reviews, events, invoices, saved cards without their numbers, notifications and sign-in history) ' +
  'and the pictures you uploaded.';

function consequences(accountKind: YourDataProps['accountKind']): string[] {
  const common = [
    `Your reviews stay, under the name "${FORMER_CUSTOMER}".`,
    `Invoices are kept for ${INVOICE_RETENTION_YEARS} years, as US tax law requires, without your name or address.`,
    'Everything else is removed: your profile, concerns, saved cards, notifications and uploaded pictures.',
    'You are signed out everywhere, and this e-mail address and password no longer sign in.',
  ];
  return accountKind === 'provider'
    ? [
        'Your business leaves the search at once.',
        'Your future appointments are cancelled, and each customer is told by e-mail.',
        'Your future events are withdrawn, and their attendees are told.',
        'Your subscription ends without further charges.',
        ...common.slice(1),
      ]
    : ['Your future appointments are cancelled, and each provider is told.', ...common];
}

/** Download my data and Delete my account (issue 26), in the customer's Profile and the provider's Settings. */
export function YourData(props: YourDataProps) {
  const { accountKind, isDeleteOpen, isDeleting, code } = props;
  return (
    <Card title="Your data">
      <div className={styles.stack}>
        <section className={styles.section} aria-labelledby="your-data-download">
          <h3 id="your-data-download" className={styles.heading}>
            Download your data
          </h3>
          <p className={styles.text}>{EXPORT_TEXT}</p>
          {props.exportError ? (
            <p role="alert" className={styles.alert}>
              {props.exportError}
            </p>
          ) : null}
          <Button variant="secondary" onPress={props.onExport} loading={props.isExporting}>
            Download my data
          </Button>
        </section>
        <section className={styles.section} aria-labelledby="your-data-delete">
          <h3 id="your-data-delete" className={styles.heading}>
            Delete account
          </h3>
          <p className={styles.text}>
            Deleting your account cannot be undone. Download your data first if you want to keep a copy.
          </p>
          <Button variant="destructive" onPress={props.onDeleteOpen}>
            Delete account
          </Button>
        </section>
      </div>
      <ConfirmDialog
        isOpen={isDeleteOpen}
        onOpenChange={(isOpen) => {
          if (!isOpen) props.onDeleteCancel();
        }}
        title="Delete your account?"
        confirmLabel="Delete my account"
        onConfirm={props.onDeleteConfirm}
        isWorking={isDeleting}
      >
        <div className={styles.dialogBody}>
          <span>This cannot be undone. When you delete your account:</span>
          <ul className={styles.consequences}>
            {consequences(accountKind).map((line) => (
              <li key={line} className={styles.consequence}>
                {line}
              </li>
            ))}
          </ul>
          {props.deleteError ? (
            <p role="alert" className={code === null ? styles.alert : styles.notice}>
              {props.deleteError}
            </p>
          ) : null}
          <PasswordField
            label="Your password"
            value={props.password}
            onChange={props.onPasswordChange}
            isRequired
            isDisabled={isDeleting}
            autoComplete="current-password"
          />
          {code === null ? null : (
            <TextField
              label="Sign-in code"
              value={code}
              onChange={props.onCodeChange}
              isRequired
              isDisabled={isDeleting}
              autoComplete="one-time-code"
              description="The 6-digit code we e-mailed you."
            />
          )}
        </div>
      </ConfirmDialog>
    </Card>
  );
}
