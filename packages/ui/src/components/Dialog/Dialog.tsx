import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Icon } from '../Icon/Icon';
import * as styles from './Dialog.css';

export const dialogSizes = ['small', 'medium', 'large'] as const;

export type DialogProps = NonNullable<RecipeVariants<typeof styles.modal>> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Action buttons, right-aligned under the body. */
  footer?: ReactNode;
  /** A dialog that must not close from outside (e.g. while saving). */
  isDismissable?: boolean;
};

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  size,
  isDismissable = true,
}: DialogProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={styles.modal({ size })}>
        <AriaDialog className={styles.dialog}>
          <div className={styles.header}>
            <div>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              {description ? <p className={styles.description}>{description}</p> : null}
            </div>
            {isDismissable ? (
              <Button slot="close" className={styles.close} aria-label="Close">
                <Icon name="close" />
              </Button>
            ) : null}
          </div>
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
