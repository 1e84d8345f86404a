import { createContext, useContext } from 'react';

/**
 * True inside a frame that already holds the page's <main> (an area's shell, the public frame):
 * a page drawn in its place (the error page) then adds no second one; elsewhere it brings its own.
 */
export const InsideMainContext = createContext(false);

export function useIsInsideMain(): boolean {
  return useContext(InsideMainContext);
}
