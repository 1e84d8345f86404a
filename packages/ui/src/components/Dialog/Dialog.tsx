import type { RecipeVariants } from '@vanilla-extract/recipes';
import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Button, Heading, Modal, ModalOverlay } from 'react-aria-components';
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
                <svg width="16" height="16" viewBox="0 0 16 16" fill="none" aria-hidden="true">
                  <path d="m4 4 8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
                </svg>
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
