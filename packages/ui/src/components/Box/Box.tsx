import { createElement, type ElementType, type HTMLAttributes } from 'react';
import { type Sprinkles, sprinkles } from '../../styles/sprinkles.css';

type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, 'color'> & {
    as?: ElementType;
  };

/** Layout primitive: sprinkle props become atomic classes. */
export function Box({ as = 'div', className, ...rest }: BoxProps) {
  const sprinkleProps: Record<string, unknown> = {};
  const nativeProps: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) sprinkleProps[key] = value;
    else nativeProps[key] = value;
  }
  const atoms = sprinkles(sprinkleProps as Sprinkles);
  return createElement(as, { className: className ? `${atoms} ${className}` : atoms, ...nativeProps });
}
