import type { Decorator } from '@storybook/react-vite';
import * as styles from './withPhoneFrame.css';

/** Story decorator: renders the story at phone width. */
export const withPhoneFrame: Decorator = (Story) => (
  <div className={styles.phoneFrame}>
    <Story />
  </div>
);
