import type { Decorator } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';

/**
 * Story decorator for modals: narrows the page itself to a 375 px phone. A dialog is portalled to
 * <body> and fixed to the viewport, so `withPhoneFrame` cannot narrow it, and the Vitest runner
 * ignores Storybook viewports. A transformed <body> becomes the containing block of the fixed
 * overlay, so the dialog lays out (and is screenshotted) as on a 375 px wide phone.
 */
export const withPhoneViewport: Decorator = (Story) => {
  useLayoutEffect(() => {
    const { style } = document.body;
    const previous = { width: style.width, height: style.height, transform: style.transform, overflow: style.overflow };
    Object.assign(style, { width: '375px', height: '100vh', transform: 'translateZ(0)', overflow: 'hidden' });
    return () => {
      Object.assign(style, previous);
    };
  }, []);
  return <Story />;
};
