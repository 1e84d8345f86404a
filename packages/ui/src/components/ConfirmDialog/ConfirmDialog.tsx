import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Dialog } from '../Dialog/Dialog';
import * as styles from './ConfirmDialog.css';

export type ConfirmDialogProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** While the confirmed action runs: the confirm button spins and the dialog stays. */
  isWorking?: boolean;
  /** A destructive action gets the red button. */
  isDestructive?: boolean;
};

/** Asks before an action that cannot be undone, e.g. deleting a service. */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  isWorking = false,
  isDestructive = true,
}: ConfirmDialogProps) {
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      size="small"
      isDismissable={!isWorking}
      footer={
        <>
          <Button variant="secondary" onPress={() => onOpenChange(false)} isDisabled={isWorking}>
            {cancelLabel}
          </Button>
          <Button variant={isDestructive ? 'destructive' : 'primary'} onPress={onConfirm} loading={isWorking}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className={styles.message}>{children}</div>
    </Dialog>
  );
}
