import { type ReactNode, useLayoutEffect } from 'react';
import '../styles/fonts';
import '../styles/reset.css';
import { lightTheme } from './lightTheme.css';

/**
 * Applies the theme. The class also goes on <html> because React Aria renders
 * overlays (dialogs, popovers, toasts) in portals outside this subtree.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    document.documentElement.classList.add(lightTheme);
    return () => document.documentElement.classList.remove(lightTheme);
  }, []);
  return <div className={lightTheme}>{children}</div>;
}
